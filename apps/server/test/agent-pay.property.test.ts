import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approveRun, previewRun } from '../src/modules/agent-pay-ops/runs.service.ts';
import { setAgentPayClock } from '../src/modules/agents/agent-pay-clock.ts';
import { decideContract, offerContract } from '../src/modules/agents/contracts.service.ts';
import { setAgentRates } from '../src/modules/agents/rebates.service.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import type { StaffActor } from '../src/modules/staff/staff.service.ts';
import { placeBet } from './agent-pay-fixtures.ts';
import { insertTreeMember } from './agents-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

/**
 * Issue 17, done means: "Property test: random trees, random play, settlement runs repeated and
 * raced: every agent paid exactly once per period, rebates never above the upline's, the ledger
 * balanced."
 */
const env = useTestDatabase();

const DAYS = ['2026-06-01T15:00:00Z', '2026-06-02T15:00:00Z'];
const scenario = fc.record({
  // uplines[i]: the index of member i's upline among the members before it (null: a top agent).
  uplines: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 2, maxLength: 8 }),
  rates: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 8, maxLength: 8 }),
  bets: fc.array(
    fc.record({ member: fc.nat(), amount: fc.integer({ min: 1, max: 50_000 }), day: fc.constantFrom(0, 1) }),
    { maxLength: 20 },
  ),
  salaried: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  racers: fc.integer({ min: 1, max: 4 }),
});

describe('settlement runs over random trees and play', () => {
  it('pays every agent once per period, keeps rates under the upline and the ledger balanced', async () => {
    const db = env.db;
    const merchantId = env.merchantId;
    const staffRow = await db
      .selectFrom('staff')
      .select(['id', 'username'])
      .where('username', '=', 'operador')
      .executeTakeFirstOrThrow();
    const staff: StaffActor = {
      id: Number(staffRow.id),
      username: staffRow.username,
      role: 'ADMIN',
      merchantId: null,
      merchantIds: null,
      scope: 'FULL',
    } as StaffActor;
    const request = { staff, ip: '127.0.0.1' };
    let world = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        world += 1;
        // Each world pays its own periods: the runs are per merchant and period.
        const base = Date.parse('2026-06-01T00:00:00Z') + world * 7 * 86_400_000;
        const days = DAYS.map((d) => new Date(Date.parse(d) - Date.parse('2026-06-01T00:00:00Z') + base));
        setAgentPayClock(() => new Date(base));
        const ids: number[] = [];
        for (const up of s.uplines) {
          const upline = up === null || ids.length === 0 ? null : ids[up % ids.length]!;
          ids.push(await insertTreeMember(db, merchantId, { upline, type: 1, prefix: 'pp' }));
        }
        // Rates top-down: each a random value capped by the upline's.
        const rate = new Map<number, number>();
        for (const [i, id] of ids.entries()) {
          const up = s.uplines[i] === null || i === 0 ? null : ids[s.uplines[i]! % i]!;
          const bp = Math.min(s.rates[i]!, up === null ? 300 : rate.get(up)!);
          rate.set(id, bp);
          await setAgentRates(db, merchantId, id, [{ gameType: 'OTHER', rateBp: bp }], [], new Date(base));
        }
        // An attempt above the upline is refused.
        const child = ids.find((_, i) => i > 0 && s.uplines[i] !== null);
        if (child !== undefined) {
          await expect(
            setAgentRates(db, merchantId, child, [{ gameType: 'OTHER', rateBp: 301 }], [], new Date(base)),
          ).rejects.toMatchObject({ code: 'AGENT_REBATE_ABOVE_UPLINE' });
        }
        for (const [i, id] of ids.entries()) {
          if (!s.salaried[i]) continue;
          const offer = await offerContract(
            db,
            merchantId,
            { staffId: staff.id },
            {
              memberId: String(id),
              kind: 'DAILY_SALARY',
              tiers: [{ minTurnover: '0.01', minActivePlayers: 1, amount: '5.00' }],
              noticeDays: 7,
            },
            new Date(base),
          );
          await decideContract(db, merchantId, id, offer.id, true, new Date(base));
        }
        for (const bet of s.bets) {
          await placeBet(db, merchantId, ids[bet.member % ids.length]!, {
            amount: BigInt(bet.amount),
            at: days[bet.day]!,
          });
        }
        setAgentPayClock(() => new Date(base + 3 * 86_400_000));
        // Each period's run: previewed and approved by several callers at once, then again.
        for (const kind of ['REBATE', 'DAILY_SALARY'] as const) {
          for (const day of days) {
            const previews = await Promise.all(
              Array.from({ length: s.racers }, () =>
                previewRun(db, request, { merchantId, kind, at: day.toISOString() }),
              ),
            );
            expect(new Set(previews.map((p) => p.id)).size).toBe(1);
            await Promise.all(
              Array.from({ length: s.racers }, () => approveRun(db, request, previews[0]!.id)),
            );
            await approveRun(db, request, previews[0]!.id);
            await previewRun(db, request, { merchantId, kind, at: day.toISOString() });
          }
        }
        // Every line paid once: one ledger transfer per line, and the agents' cash equals their lines.
        const lines = await db
          .selectFrom('agent_settlement_lines')
          .select(['member_id', 'amount', 'transfer_id', 'kind', 'period_start'])
          .where('member_id', 'in', ids.map(String))
          .execute();
        const paid = lines.filter((l) => BigInt(l.amount) > 0n);
        expect(paid.every((l) => l.transfer_id !== null)).toBe(true);
        const transfers = await db
          .selectFrom('ledger_transfers')
          .select('idempotency_key')
          .where('idempotency_key', 'like', 'agentpay:%')
          .execute();
        const keys = transfers.map((t) => t.idempotency_key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const id of ids) {
          const owed = lines
            .filter((l) => Number(l.member_id) === id)
            .reduce((sum, l) => sum + BigInt(l.amount), 0n);
          const cash = await db
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('member_id', '=', String(id))
            .where('kind', '=', 'PLAYER_CASH')
            .executeTakeFirst();
          expect(BigInt(cash?.balance ?? 0)).toBe(owed);
          // Salaries: one line per salaried agent per day with play in its team.
          const salaryDays = new Set(
            lines
              .filter((l) => Number(l.member_id) === id && l.kind === 'DAILY_SALARY')
              .map((l) => l.period_start.toISOString()),
          );
          expect(salaryDays.size).toBe(
            lines.filter((l) => Number(l.member_id) === id && l.kind === 'DAILY_SALARY').length,
          );
        }
        // Rebates: the chain together earns at most the top rate of the turnover.
        const rebates = paid
          .filter((l) => l.kind === 'REBATE')
          .reduce((sum, l) => sum + BigInt(l.amount), 0n);
        const turnover = s.bets.reduce((sum, b) => sum + BigInt(b.amount), 0n);
        expect(rebates * 10_000n).toBeLessThanOrEqual(turnover * 300n);
        // Rates: nobody above its upline.
        const stored = await db
          .selectFrom('agent_rebate_rates as r')
          .innerJoin('members as m', 'm.id', 'r.member_id')
          .leftJoin('agent_rebate_rates as u', (j) =>
            j.onRef('u.member_id', '=', 'm.referrer_id').onRef('u.game_type', '=', 'r.game_type'),
          )
          .select(['r.rate_bp', 'u.rate_bp as upline_bp', 'm.referrer_id'])
          .where('r.member_id', 'in', ids.map(String))
          .execute();
        for (const r of stored)
          if (r.referrer_id !== null) expect(r.rate_bp).toBeLessThanOrEqual(r.upline_bp ?? 0);
        const audit = await auditLedger(db);
        expect(audit).toEqual({ currencies: [], accounts: [] });
      }),
      { numRuns: 6 },
    );
    setAgentPayClock(undefined);
  }, 240_000);
});
