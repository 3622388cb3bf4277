import { encryptPayload } from '@ficha/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * API shortcuts the journeys share (STYLE 'Tests'): set a player up through the API, then test
 * the screens. Every answer must be a success; a failure names the call and the code.
 */

export async function unwrap<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; code: string; value: T };
  expect(body.success, `${response.url()} answered ${body.code}`).toBe(true);
  return body.value;
}

/** A payload sealed with the server's current public key (spec section 3), as the site sends it. */
export async function sealed(request: APIRequestContext, payload: Record<string, unknown>) {
  const key = await unwrap<{ keyId: string; publicKey: string }>(await request.get('/wps/session/publicKey'));
  return encryptPayload(key.publicKey, key.keyId, payload);
}

export interface SignedInSession {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** The API sign-in shortcut: the sealed login payload of spec section 3. */
export async function signIn(
  request: APIRequestContext,
  who: { username: string; password: string },
): Promise<SignedInSession> {
  const login = await sealed(request, { type: 'username', ...who });
  return unwrap<SignedInSession>(
    await request.post('/wps/session/login', { headers: { Encryption: login.header }, data: login.body }),
  );
}

/** The site reads its session from MC_SESSION_INFO (spec section 3) before its first render. */
export async function openSignedIn(page: Page, session: SignedInSession): Promise<void> {
  await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    token: session.token,
    merchantCode: 'FICHA',
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
}
