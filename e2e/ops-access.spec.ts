import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { base32Decode, totpCode, totpStep } from '../apps/server/src/modules/staff/totp.ts';
import { unwrap } from './support/api.ts';
import { e2eDatabaseUrl, e2eQuery } from './support/database.ts';
import { demoOperatorToken } from './support/operator.ts';
import { newFundedPlayer } from './support/studio.ts';

// Issue 15 'Done means', on the real server process: "a SUPPORT user is refused a finance action by
// the server (not only hidden in the UI)"; staff of Ficha see none of Rio Sorte's data; an
// adjustment above the threshold moves money only when a second staff member approves it; and the
// audit log the journey wrote is an intact hash chain (`npm run audit:verify`).

const PASSWORD = 'E2e-Initial-Password-2026';

/** A new staff account made by the platform ADMIN, signed in (TOTP enrolled at first login when its role needs it). */
async function newStaff(request: APIRequestContext, admin: string, role: string, merchantIds: number[]) {
  const username = `e2e_${role.toLowerCase()}_${Date.now().toString(36)}`;
  await unwrap(
    await request.post('/ops/api/v1/staff', {
      headers: { authorization: `Bearer ${admin}` },
      data: { username, password: PASSWORD, role, merchantIds, reason: 'ops access e2e' },
    }),
  );
  const first = await unwrap<{ token: string; scope: string }>(
    await request.post('/ops/api/v1/login', { data: { username, password: PASSWORD } }),
  );
  if (first.scope === 'FULL') return first.token;
  const auth = { authorization: `Bearer ${first.token}` };
  const { secret } = await unwrap<{ secret: string }>(
    await request.post('/ops/api/v1/totp/enrolment', { headers: auth }),
  );
  const code = totpCode(base32Decode(secret), totpStep(Date.now()));
  const confirmed = await unwrap<{ token: string }>(
    await request.post('/ops/api/v1/totp/enrolment/confirm', { headers: auth, data: { code } }),
  );
  return confirmed.token;
}

async function merchantId(code: string): Promise<number> {
  const { rows } = await e2eQuery('SELECT id FROM merchants WHERE code = $1', [code]);
  return Number(rows[0].id);
}

test('the server refuses SUPPORT a finance action, keeps Ficha staff to Ficha, and needs four eyes', async ({
  request,
}) => {
  const platform = await demoOperatorToken(request);
  const ficha = await merchantId('FICHA');
  const support = await newStaff(request, platform, 'SUPPORT', [ficha]);
  const finance = await newStaff(request, platform, 'FINANCE', [ficha]);

  // SUPPORT asks to pay a withdrawal and to move money: refused by the server, with its reason.
  for (const [url, data] of [
    ['/ops/api/v1/withdrawals/1/approve', { reason: 'not mine to decide' }],
    ['/ops/api/v1/adjustments', { memberId: 1, amount: '10', reason: 'x', key: 'e2e-support' }],
  ] as const) {
    const refused = await request.post(url, { headers: { authorization: `Bearer ${support}` }, data });
    expect(refused.status(), url).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  }

  // Ficha's staff list only Ficha's orders.
  const deposits = await unwrap<{ list: Array<{ merchant_id: number }> }>(
    await request.get('/ops/api/v1/deposits?pageSize=200', {
      headers: { authorization: `Bearer ${support}` },
    }),
  );
  for (const row of deposits.list) expect(row.merchant_id).toBe(ficha);

  // FINANCE asks for 1,500.00 (above the 1,000 threshold): nothing moves until another approves.
  const player = await newFundedPlayer(request, '50.00');
  const cash = async () =>
    (
      await e2eQuery(
        "SELECT coalesce(sum(balance::bigint), 0)::text AS cash FROM ledger_accounts WHERE member_id = $1 AND kind = 'PLAYER_CASH'",
        [player.memberId],
      )
    ).rows[0].cash as string;
  const asked = await unwrap<{ status: string; requestId: string }>(
    await request.post('/ops/api/v1/adjustments', {
      headers: { authorization: `Bearer ${finance}` },
      data: {
        memberId: player.memberId,
        amount: '1500',
        reason: 'VIP goodwill',
        key: `e2e-vip-${player.memberId}`,
      },
    }),
  );
  expect(asked.status).toBe('PENDING_APPROVAL');
  expect(await cash()).toBe('5000');
  const approveUrl = `/ops/api/v1/adjustments/requests/${asked.requestId}/approve`;
  const own = await request.post(approveUrl, {
    headers: { authorization: `Bearer ${finance}` },
    data: { reason: 'approving myself' },
  });
  expect((await own.json()).code).toBe('OWN_REQUEST');
  await unwrap(
    await request.post(approveUrl, {
      headers: { authorization: `Bearer ${platform}` },
      data: { reason: 'ticket 42' },
    }),
  );
  expect(await cash()).toBe('155000');

  // Every one of those actions is in the audit log, and its chain is whole.
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/audit-verify.ts'],
    {
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() },
    },
  );
  expect(stdout).toMatch(/audit chain intact: \d+ rows/);
});
