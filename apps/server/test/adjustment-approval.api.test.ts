import { beforeAll, describe, expect, it } from 'vitest';
import { type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { useTestApp } from './test-app.ts';
import { newMember } from './wallet-fixtures.ts';

// Issue 15 part 4: "manual adjustment with reason (above a threshold a second staff member must
// approve)". The request is recorded pending; a different staff member with the permission approves
// or rejects it; money moves only on approval, exactly once. Threshold here: 1,000.00.

const env = useTestApp({ config: { ADJUSTMENT_APPROVAL_ABOVE: '1000' } });
let requester: string;
let approver: string;
let secondApprover: string;
let support: string;

const ops = (token: string, method: OpsMethod, url: string, payload?: object) =>
  opsCall(env.app, token, method, url, payload);

async function cash(memberId: number): Promise<string> {
  const row = await env.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', String(memberId))
    .where('kind', '=', 'PLAYER_CASH')
    .executeTakeFirst();
  return row?.balance ?? '0';
}

const transfersOfKey = async (key: string) =>
  (
    await env.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `adjustment:${key}`)
      .execute()
  ).length;

const adjust = (token: string, memberId: number, amount: string, key: string) =>
  ops(token, 'POST', '/ops/api/v1/adjustments', { memberId, amount, reason: 'goodwill', key });

beforeAll(async () => {
  const finance = async () =>
    staffToken(
      env.app,
      env.db,
      await addStaff(env.db, { role: 'FINANCE', merchantId: env.merchantId, totp: true }),
    );
  requester = await finance();
  approver = await finance();
  secondApprover = await finance();
  const supportStaff = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
  support = await staffToken(env.app, env.db, supportStaff);
}, 120_000);

describe('four-eyes adjustments (issue 15 part 4)', () => {
  it('applies an adjustment up to the threshold at once', async () => {
    const memberId = await newMember(env.db, env.merchantId, 'fe');
    const answer = await adjust(requester, memberId, '1000', `small-${memberId}`);
    expect(answer.body.value).toMatchObject({ status: 'APPLIED', balance: '1000.00', requestId: null });
    expect(await cash(memberId)).toBe('100000');
  });

  it('holds a larger one until a different staff member approves it, then moves the money once', async () => {
    const memberId = await newMember(env.db, env.merchantId, 'fe');
    const key = `big-${memberId}`;
    const asked = await adjust(requester, memberId, '1000.01', key);
    expect(asked.body.value).toMatchObject({ status: 'PENDING_APPROVAL', transferId: null, balance: null });
    const requestId = asked.body.value.requestId as string;
    expect(await cash(memberId)).toBe('0');
    expect(await transfersOfKey(key)).toBe(0);
    // The same key again is the same request, not a second one.
    expect((await adjust(requester, memberId, '1000.01', key)).body.value.requestId).toBe(requestId);

    const listed = await ops(approver, 'GET', '/ops/api/v1/adjustments/requests?status=PENDING');
    expect(listed.body.value.list).toContainEqual(
      expect.objectContaining({ id: requestId, amount: '1000.01', status: 'PENDING', member_id: memberId }),
    );

    const url = `/ops/api/v1/adjustments/requests/${requestId}/approve`;
    const own = await ops(requester, 'POST', url, { reason: 'my own' });
    expect(own).toMatchObject({ status: 403, body: { code: 'OWN_REQUEST' } });
    const notAllowed = await ops(support, 'POST', url, { reason: 'support' });
    expect(notAllowed).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await cash(memberId)).toBe('0');

    const approved = await ops(approver, 'POST', url, { reason: 'checked the ticket' });
    expect(approved.body).toMatchObject({ code: 'OK', value: { status: 'APPROVED', balance: '1000.01' } });
    const again = await ops(secondApprover, 'POST', url, { reason: 'again' });
    expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_CLOSED' } });
    expect(await cash(memberId)).toBe('100001');
    expect(await transfersOfKey(key)).toBe(1);

    const audit = await env.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'reason', 'before', 'after'])
      .where('target', '=', `adjustment-request:${requestId}`)
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['wallet.adjust.request', 'wallet.adjust.approve']);
    expect(audit[1]).toMatchObject({
      reason: 'checked the ticket',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
  });

  it('moves nothing when the second staff member rejects it', async () => {
    const memberId = await newMember(env.db, env.merchantId, 'fe');
    const asked = await adjust(requester, memberId, '-5000', `neg-${memberId}`);
    const id = asked.body.value.requestId as string;
    const rejected = await ops(approver, 'POST', `/ops/api/v1/adjustments/requests/${id}/reject`, {
      reason: 'no ticket',
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', transferId: null });
    const late = await ops(secondApprover, 'POST', `/ops/api/v1/adjustments/requests/${id}/approve`, {
      reason: 'late',
    });
    expect(late.body.code).toBe('ORDER_CLOSED');
    expect(await transfersOfKey(`neg-${memberId}`)).toBe(0);
  });

  it('ends REFUSED, moving nothing, when the ledger would take the member below zero', async () => {
    const memberId = await newMember(env.db, env.merchantId, 'fe');
    const id = (await adjust(requester, memberId, '-2000', `over-${memberId}`)).body.value.requestId;
    const answer = await ops(approver, 'POST', `/ops/api/v1/adjustments/requests/${id}/approve`, {
      reason: 'ok',
    });
    expect(answer.body.code).toBe('INSUFFICIENT_FUNDS');
    const row = await env.db
      .selectFrom('adjustment_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('REFUSED');
    expect(await cash(memberId)).toBe('0');
  });

  it('lets one of two staff members approving at once win, and moves the money once', async () => {
    const memberId = await newMember(env.db, env.merchantId, 'fe');
    const key = `race-${memberId}`;
    const id = (await adjust(requester, memberId, '2500', key)).body.value.requestId;
    const url = `/ops/api/v1/adjustments/requests/${id}/approve`;
    const answers = await Promise.all([
      ops(approver, 'POST', url, { reason: 'first' }),
      ops(secondApprover, 'POST', url, { reason: 'second' }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(['OK', 'ORDER_CLOSED']);
    expect(await cash(memberId)).toBe('250000');
    expect(await transfersOfKey(key)).toBe(1);
  });
});
