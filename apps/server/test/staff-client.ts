import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-merchants.ts';
import { base32Decode, TOTP_WINDOW, totpCode, totpStep } from '../src/modules/staff/totp.ts';

/**
 * A TOTP code the server has not accepted yet for this staff member: the current step's, or a
 * later one inside the window when the current one was used (several logins in 30 seconds); waits
 * for the clock when the whole window is used.
 */
export async function freshTotpCode(db: Database['db'], username: string, secret: string): Promise<string> {
  for (;;) {
    const row = await db
      .selectFrom('staff')
      .select('totp_last_step')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const now = totpStep(Date.now());
    const step = Math.max(now, row.totp_last_step === null ? now : Number(row.totp_last_step) + 1);
    if (step <= now + TOTP_WINDOW) return totpCode(base32Decode(secret), step);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Logs a staff member in with password and TOTP code; answers the full session token. */
export async function staffToken(
  app: FastifyInstance,
  db: Database['db'],
  staff: { username: string; password: string; totpSecret: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/api/v1/login',
    payload: {
      username: staff.username,
      password: staff.password,
      code: await freshTotpCode(db, staff.username, staff.totpSecret),
    },
  });
  const body = res.json();
  if (body.code !== 'OK' || body.value.scope !== 'FULL') throw new Error(`staff login: ${res.body}`);
  return body.value.token;
}

/** The seeded platform ADMIN `operador` (TOTP on, secret published in the README). */
export const demoOperatorToken = (app: FastifyInstance, db: Database['db']) =>
  staffToken(app, db, DEMO_STAFF);

/** Every /ops operation the app serves, from its OpenAPI document, as 'METHOD /path/{param}'. */
export function opsOperations(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/ops/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** The methods of the console API. */
export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call to the console API as a signed-in staff member, in English: the answer's HTTP status,
 * its envelope and its raw text.
 */
export async function opsCall(
  app: FastifyInstance,
  token: string,
  method: OpsMethod,
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
