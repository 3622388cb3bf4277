import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_STAFF } from '../../apps/server/src/db/seed/demo-merchants.ts';
import { base32Decode, TOTP_WINDOW, totpCode, totpStep } from '../../apps/server/src/modules/staff/totp.ts';
import { e2eQuery } from './database.ts';

/**
 * A TOTP code of the demo operator (secret in the README) that the server has not accepted yet:
 * each code is accepted once, and journeys may sign the operator in several times in 30 seconds.
 */
export async function freshDemoOperatorCode(): Promise<string> {
  for (;;) {
    const { rows } = await e2eQuery('SELECT totp_last_step FROM staff WHERE username = $1', [
      DEMO_STAFF.username,
    ]);
    const last = rows[0]?.totp_last_step;
    const now = totpStep(Date.now());
    const step = Math.max(now, last === null || last === undefined ? now : Number(last) + 1);
    if (step <= now + TOTP_WINDOW) return totpCode(base32Decode(DEMO_STAFF.totpSecret), step);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs the demo operator in to the operator API (password and TOTP code); answers the token. */
export async function demoOperatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/ops/api/v1/login', {
    data: {
      username: DEMO_STAFF.username,
      password: DEMO_STAFF.password,
      code: await freshDemoOperatorCode(),
    },
  });
  const body = (await response.json()) as { success: boolean; code: string; value: { token: string } };
  expect(body.success, `operator login answered ${body.code}`).toBe(true);
  return body.value.token;
}
