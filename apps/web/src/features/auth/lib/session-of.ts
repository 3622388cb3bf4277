import type { SessionAnswer } from '@ficha/contract';
import type { SessionInfo } from '@/features/session';

/** The session a sign-in answer opens (login, registration and trial login alike). */
export function sessionOf(answer: SessionAnswer): SessionInfo {
  const { token, merchantCode, userName, type, firstTimeLogin } = answer;
  return { token, merchantCode, userName, type, firstTimeLogin };
}
