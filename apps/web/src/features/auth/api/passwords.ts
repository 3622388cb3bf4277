import type {
  ChangePassword,
  EmailCodeRequest,
  EmailPasswordReset,
  SmsAnswer,
  SmsPasswordReset,
} from '@ficha/contract';
import { apiSend } from '@/lib/api-client';
import { sendSealed } from './sealed-request';

/** Spec section 3 'Password change payload'; the server revokes the member's other sessions. */
export function putChangePassword(input: ChangePassword): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/password', { body: input });
}

/** Forgotten password by SMS (spec section 7: set-by-phone is JSON, encrypted). */
export function postResetBySms(input: SmsPasswordReset): Promise<null> {
  return sendSealed<null>('POST', '/wps/member/password/verification', { ...input });
}

export function postEmailCode(input: EmailCodeRequest): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/member/password/email', { body: input });
}

export function putResetByEmail(input: EmailPasswordReset): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/password/email', { body: input });
}
