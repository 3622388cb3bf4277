import type { LoginPayload, SessionAnswer, TrialAnswer, TrialUser } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';
import { isStandalone } from '@/lib/device';
import { authKeys } from './auth-keys';
import { sendSealed } from './sealed-request';

/** Spec section 3 'Login payload', encrypted; section 7: header Device=OTHERS in the installed app. */
export function postLogin(payload: LoginPayload): Promise<SessionAnswer> {
  const headers: Record<string, string> = isStandalone() ? { Device: 'OTHERS' } : {};
  return sendSealed<SessionAnswer>('POST', '/wps/session/login', { ...payload }, headers);
}

/** Spec section 4 'Login': trial login signs in a test account (type 4). */
export function postTrialLogin(): Promise<TrialAnswer> {
  return apiSend<TrialAnswer>('POST', '/wps/session/login/freeplay', { body: {} });
}

export function getTrialUser(signal?: AbortSignal): Promise<TrialUser> {
  return apiGet<TrialUser>('/wps/member/trialuser', { signal });
}

export function useTrialUser() {
  return useQuery({
    queryKey: authKeys.trialUser(),
    queryFn: merchantQueryFn(getTrialUser),
    meta: sessionQueryMeta,
  });
}
