import { apiSend } from '@/lib/api-client';

export interface SmsAnswer {
  expiredMinutes: number;
  expirationTime: string;
}

export interface MobileNumber {
  mobileNum: string;
  countryDialingCode: string;
}

/** Spec section 7 'SMS code': a code for registration (refused with MOBILE_TAKEN when the number is used). */
export function postRegisterSms(mobile: MobileNumber): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/verification/sms/register', { body: mobile });
}

export type SmsPurpose = 'login' | 'reset' | 'payment';

/** A code for SMS login, forgotten password or payment-password reset. */
export function postNoLoginSms(mobile: MobileNumber, purpose: SmsPurpose): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/verification/sms/noLogin', { body: { ...mobile, purpose } });
}
