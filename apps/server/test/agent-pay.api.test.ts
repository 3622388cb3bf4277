import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { cashOf, opsCall, payClock, placeBet, sessionOfType } from './agent-pay-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { accountApp, merchantIdOf } from './test-app.ts';

/**
 * Agents' pay (issue 17 parts 2, 3 and 5). Spec section 3: "Contract check response (value):
 * dailysalreqtype, divtypecompperiodreq, contracthoursalreq"; section 7: "CurrentDailySalary ...
 * dividends (Current, Query, Payout), salary contract requests ..., /wps/agent/updateDownlineRebates
 * ..., rebate settings and quotas". Issue: "A rebate above the upline's, a contract with overlapping
 * tiers ... gets a clear refusal and changes nothing; an agent never sees another tree's data."
 */
const t = accountApp('10.34');
const clock = payClock('2026-03-10T12:00:00Z');
afterAll(() => clock.reset());

let ops: ReturnType<typeof opsCall>;
let merchantId: number;
type Member = Awaited<ReturnType<ReturnType<typeof t.client>['newMember']>>;
let top: Member;
let sub: Member;
let player: Member;
let stranger: Member;

/** A registered member made an agent (type 1) under an upline. */
async function member(prefix: string, upline: Member | null, type = 1): Promise<Member> {
  const m = await t.client().newMember(prefix);
  await t.db
    .updateTable('members')
    .set({ type, referrer_id: upline ? String(upline.memberId) : null })
    .where('id', '=', String(m.memberId))
    .execute();
  return m;
}

const salaryTiers = [
  { minTurnover: '100.00', minActivePlayers: 1, amount: '10.00' },
  { minTurnover: '1000.00', minActivePlayers: 2, amount: '50.00' },
];

beforeAll(async () => {
  ops = opsCall(t.app, await demoOperatorToken(t.app, t.db));
  merchantId = await merchantIdOf(t.db, 'FICHA');
  top = await member('aptop', null);
  sub = await member('apsub', top);
  player = await member('apply', sub, 0);
  stranger = await member('apother', null);
});

describe('rebate rates and quotas', () => {
  it('lets the operator set a top rate and the agent give a downline up to it, within quotas', async () => {
    const set = await ops('PUT', `/ops/api/v1/agent-pay/agents/${top.memberId}/rebates`, {
      rates: [
        { gameType: 'OTHER', rateBp: 200 },
        { gameType: 'RNG', rateBp: 100 },
      ],
      quotas: [{ rateBp: 150, quota: 1 }],
      reason: 'launch',
    });
    expect(set.body.code).toBe('OK');
    const ok = await top.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: String(sub.memberId),
      rates: [
        { gameType: 'OTHER', rateBp: 150 },
        { gameType: 'RNG', rateBp: 100 },
      ],
    });
    expect(ok.body.code).toBe('OK');
    expect(ok.body.value.quotas).toEqual([{ rateBp: 150, quota: 1, used: 1 }]);
    expect(ok.body.value.downlines[0].rates).toContainEqual({ gameType: 'OTHER', rateBp: 150 });
  });

  it("refuses a rate above the agent's own, changing nothing", async () => {
    const before = await sub.call('GET', '/wps/agent/rebateSettings');
    const refused = await top.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: String(sub.memberId),
      rates: [{ gameType: 'OTHER', rateBp: 201 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('AGENT_REBATE_ABOVE_UPLINE');
    expect(refused.body.message).toBe(
      "A downline's rebate cannot be above your own rate for that game type.",
    );
    expect((await sub.call('GET', '/wps/agent/rebateSettings')).body.value.rates).toEqual(
      before.body.value.rates,
    );
  });

  it('refuses a second downline at a rate whose quota is used up', async () => {
    const second = await member('apsub2', top);
    const refused = await top.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: String(second.memberId),
      rates: [{ gameType: 'OTHER', rateBp: 160 }],
    });
    expect(refused.body.code).toBe('AGENT_REBATE_QUOTA_FULL');
    const under = await top.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: String(second.memberId),
      rates: [{ gameType: 'OTHER', rateBp: 149 }],
    });
    expect(under.body.code).toBe('OK');
  });

  it("refuses setting the rates of another tree's member", async () => {
    const refused = await top.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: String(stranger.memberId),
      rates: [{ gameType: 'OTHER', rateBp: 10 }],
    });
    expect(refused.body.code).toBe('AGENT_NOT_IN_TEAM');
    expect((await stranger.call('GET', '/wps/agent/rebateSettings')).body.value.rates).toEqual([]);
  });

  it('pays the differential rebate of the day through an approved run', async () => {
    const rng = await sessionOfType(t.db, merchantId, player.memberId, 'RNG');
    await placeBet(t.db, merchantId, player.memberId, {
      amount: 1000_00n,
      at: new Date('2026-03-09T15:00:00Z'),
    });
    await placeBet(t.db, merchantId, player.memberId, {
      amount: 500_00n,
      at: new Date('2026-03-09T16:00:00Z'),
      sessionId: rng,
    });
    const preview = await ops('POST', '/ops/api/v1/agent-pay/runs', {
      merchantId,
      kind: 'REBATE',
      at: '2026-03-09T15:00:00Z',
    });
    expect(preview.body.code).toBe('OK');
    const amounts = Object.fromEntries(
      preview.body.value.lines.map((l: { memberId: string; amount: string }) => [l.memberId, l.amount]),
    );
    // sub: 1.50% of 1000 (OTHER) + 1.00% of 500 (RNG); top: (2.00 - 1.50)% of 1000, nothing on RNG.
    expect(amounts).toEqual({ [sub.memberId]: '20.00', [top.memberId]: '5.00' });
    const before = await cashOf(t.db, sub.memberId);
    const paid = await ops('POST', `/ops/api/v1/agent-pay/runs/${preview.body.value.id}/approve`);
    expect(paid.body.value.status).toBe('PAID');
    expect((await cashOf(t.db, sub.memberId)) - before).toBe(20_00n);
    const history = await sub.call('GET', '/wps/agent/payHistory?kind=REBATE');
    expect(history.body.value.list).toMatchObject([{ amount: '20.00', status: 'PAID' }]);
  });
});

describe('contracts', () => {
  it('refuses overlapping tiers, changing nothing', async () => {
    const refused = await ops('POST', '/ops/api/v1/agent-pay/contracts', {
      memberId: String(sub.memberId),
      kind: 'DAILY_SALARY',
      tiers: [
        { minTurnover: '100.00', minActivePlayers: 1, amount: '10.00' },
        { minTurnover: '100.00', minActivePlayers: 2, amount: '20.00' },
      ],
      reason: 'overlap',
    });
    expect(refused.body.code).toBe('AGENT_CONTRACT_TIERS_OVERLAP');
    expect((await sub.call('GET', '/wps/agent/contractCheck')).body.value.dailysalreqtype).toBe(0);
  });

  it("refuses an upline's offer to someone outside its tree", async () => {
    const refused = await top.call('POST', '/wps/agent/contracts', {
      memberId: String(stranger.memberId),
      kind: 'DAILY_SALARY',
      tiers: salaryTiers,
    });
    expect(refused.body.code).toBe('AGENT_NOT_IN_TEAM');
    expect((await stranger.call('GET', '/wps/agent/contractCheck')).body.value).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
  });

  it('shows the pending request in the contract check until the agent accepts; the day is then paid once', async () => {
    const offered = await top.call('POST', '/wps/agent/contracts', {
      memberId: String(sub.memberId),
      kind: 'DAILY_SALARY',
      tiers: salaryTiers,
    });
    expect(offered.body.value).toMatchObject({ status: 'PENDING', offeredBy: 'UPLINE' });
    expect((await sub.call('GET', '/wps/agent/contractCheck')).body.value.dailysalreqtype).toBe(1);
    // Another tree's agent cannot answer it.
    expect(
      (await stranger.call('POST', `/wps/agent/contracts/${offered.body.value.id}/accept`)).body.code,
    ).toBe('NOT_FOUND');
    const accepted = await sub.call('POST', `/wps/agent/contracts/${offered.body.value.id}/accept`);
    expect(accepted.body.value.status).toBe('ACTIVE');
    expect((await sub.call('GET', '/wps/agent/contractCheck')).body.value.dailysalreqtype).toBe(0);

    await placeBet(t.db, merchantId, player.memberId, {
      amount: 150_00n,
      at: new Date('2026-03-10T13:00:00Z'),
    });
    clock.set('2026-03-10T14:00:00Z');
    const current = await sub.call('GET', '/wps/agent/currentDailySalary');
    expect(current.body.value).toMatchObject({
      turnover: '150.00',
      activePlayers: 1,
      tier: 0,
      amount: '10.00',
    });
    // Today is not over: no run yet.
    expect(
      (
        await ops('POST', '/ops/api/v1/agent-pay/runs', {
          merchantId,
          kind: 'DAILY_SALARY',
          at: '2026-03-10T14:00:00Z',
        })
      ).body.code,
    ).toBe('AGENT_RUN_PERIOD_OPEN');

    clock.set('2026-03-11T12:00:00Z');
    const preview = await ops('POST', '/ops/api/v1/agent-pay/runs', {
      merchantId,
      kind: 'DAILY_SALARY',
      at: '2026-03-10T14:00:00Z',
    });
    expect(preview.body.value.lines).toMatchObject([{ memberId: String(sub.memberId), amount: '10.00' }]);
    const before = await cashOf(t.db, sub.memberId);
    const runId = preview.body.value.id;
    const both = await Promise.all([
      ops('POST', `/ops/api/v1/agent-pay/runs/${runId}/approve`),
      ops('POST', `/ops/api/v1/agent-pay/runs/${runId}/approve`),
    ]);
    expect(both.map((r) => r.body.value.status)).toEqual(['PAID', 'PAID']);
    expect((await ops('POST', `/ops/api/v1/agent-pay/runs/${runId}/approve`)).body.value.total).toBe('10.00');
    // Previewing the paid period again answers the paid run, and pays nothing more.
    const again = await ops('POST', '/ops/api/v1/agent-pay/runs', {
      merchantId,
      kind: 'DAILY_SALARY',
      at: '2026-03-10T20:00:00Z',
    });
    expect(again.body.value).toMatchObject({ id: runId, status: 'PAID' });
    expect((await cashOf(t.db, sub.memberId)) - before).toBe(10_00n);
    const audit = await auditLedger(t.db);
    expect(audit.accounts).toEqual([]);
    expect(audit.currencies).toEqual([]);
  });

  it('pays a dividend on the net loss after carrying over a losing month', async () => {
    const offered = await ops('POST', '/ops/api/v1/agent-pay/contracts', {
      memberId: String(sub.memberId),
      kind: 'DIVIDEND',
      tiers: [{ minTurnover: '10.00', minActivePlayers: 1, sharePercent: 20 }],
      reason: 'dividend',
    });
    expect(offered.body.value.offeredBy).toBe('OPERATOR');
    expect((await sub.call('GET', '/wps/agent/contractCheck')).body.value.divtypecompperiodreq).toBe(1);
    await sub.call('POST', `/wps/agent/contracts/${offered.body.value.id}/accept`);
    // March: with the bets of March 9 and 10 (1,650.00), the team won 200 more than it bet.
    await placeBet(t.db, merchantId, player.memberId, {
      amount: 100_00n,
      won: 1950_00n,
      at: new Date('2026-03-20T12:00:00Z'),
    });
    clock.set('2026-04-02T12:00:00Z');
    const march = await ops('POST', '/ops/api/v1/agent-pay/runs', {
      merchantId,
      kind: 'DIVIDEND',
      at: '2026-03-15T00:00:00Z',
    });
    expect(march.body.value.lines).toMatchObject([
      { amount: '0.00', basis: { netLoss: '-200.00', carryIn: '0.00' } },
    ]);
    await ops('POST', `/ops/api/v1/agent-pay/runs/${march.body.value.id}/approve`);
    // April: a net loss of 600, less the 200 carried in: 20% of 400.
    await placeBet(t.db, merchantId, player.memberId, {
      amount: 600_00n,
      at: new Date('2026-04-05T12:00:00Z'),
    });
    const current = await sub.call('GET', '/wps/agent/dividends/current');
    expect(current.body.value).toMatchObject({ netLoss: '600.00', carryIn: '-200.00', amount: '80.00' });
    clock.set('2026-05-01T12:00:00Z');
    const april = await ops('POST', '/ops/api/v1/agent-pay/runs', {
      merchantId,
      kind: 'DIVIDEND',
      at: '2026-04-15T00:00:00Z',
    });
    await ops('POST', `/ops/api/v1/agent-pay/runs/${april.body.value.id}/approve`);
    const payout = await sub.call('GET', '/wps/agent/dividends/payout');
    expect(payout.body.value.list).toMatchObject([{ amount: '80.00', status: 'PAID' }]);
    const query = await sub.call('GET', '/wps/agent/dividends/query?from=2026-03-01&to=2026-04-30');
    expect(query.body.value.list.map((l: { amount: string }) => l.amount)).toEqual(['80.00', '0.00']);
    // Another tree's agent sees none of it.
    expect((await stranger.call('GET', '/wps/agent/dividends/payout')).body.value.list).toEqual([]);
  });

  it('cancels a contract in force with its notice and refuses the calls to non-agents', async () => {
    const [active] = (await sub.call('GET', '/wps/agent/contracts?kind=DAILY_SALARY')).body.value.list;
    const cancelled = await sub.call('POST', `/wps/agent/contracts/${active.id}/cancel`);
    expect(cancelled.body.value.status).toBe('CANCELLED');
    expect(Date.parse(cancelled.body.value.endsAt) - Date.parse('2026-05-01T12:00:00Z')).toBe(7 * 86_400_000);
    expect((await stranger.call('POST', `/wps/agent/contracts/${active.id}/cancel`)).body.code).toBe(
      'NOT_FOUND',
    );
    expect((await player.call('GET', '/wps/agent/currentDailySalary')).body.code).toBe('NOT_AGENT');
    expect((await player.call('GET', '/wps/agent/contractCheck')).body.value.dailysalreqtype).toBe(0);
  });
});
