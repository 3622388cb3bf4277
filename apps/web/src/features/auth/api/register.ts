import type { Affiliate, RegisterPayload, SessionAnswer } from '@ficha/contract';
import { apiGet } from '@/lib/api-client';
import { sendSealed } from './sealed-request';

export type RegisterMethod = 'username' | 'mobile';

/** Spec section 7 'Register': PUT, encrypted, by username or by mobile number. */
export function putRegister(method: RegisterMethod, payload: RegisterPayload): Promise<SessionAnswer> {
  const path = method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return sendSealed<SessionAnswer>('PUT', path, { ...payload });
}

/** Spec section 5: an entered invitation code is checked by a call (INVALID_INVITATION_CODE when not an agent's). */
export function getAffiliate(code: string): Promise<Affiliate> {
  return apiGet<Affiliate>('/wps/agent/affiliate', { params: { code } });
}
