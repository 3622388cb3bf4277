import type { SmsAnswer, SmsPurpose, SmsRequest } from '@ficha/contract';
import { apiSend } from '@/lib/api-client';

export type { SmsAnswer };

export type MobileNumber = Required<Pick<SmsRequest, 'mobileNum' | 'countryDialingCode'>>;

/** Spec section 7 'SMS code': a code for registration (refused with MOBILE_TAKEN when the number is used). */
export function postRegisterSms(mobile: MobileNumber): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/verification/sms/register', { body: mobile });
}

/** A code for SMS login, forgotten password or payment-password reset. */
export function postNoLoginSms(mobile: MobileNumber, purpose: SmsPurpose): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/verification/sms/noLogin', { body: { ...mobile, purpose } });
}
