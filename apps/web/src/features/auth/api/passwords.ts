import { apiSend } from '@/lib/api-client';
import { sendSealed } from './sealed-request';
import type { SmsAnswer } from './send-sms';

export interface NewPassword {
  newPassword: string;
  confirmNewPassword: string;
}

/** Spec section 3 'Password change payload'; the server revokes the member's other sessions. */
export function putChangePassword(input: NewPassword & { oldPassword: string }): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/password', { body: input });
}

/** Forgotten password by SMS (spec section 7: set-by-phone is JSON, encrypted). */
export function postResetBySms(
  input: NewPassword & { mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<null> {
  return sendSealed<null>('POST', '/wps/member/password/verification', { ...input });
}

export function postEmailCode(input: { username: string; email: string }): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/member/password/email', { body: input });
}

export function putResetByEmail(
  input: NewPassword & { username: string; email: string; verificationCode: string },
): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/password/email', { body: input });
}
