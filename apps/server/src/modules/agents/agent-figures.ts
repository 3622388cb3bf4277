import {
  type AgentMoney,
  type AgentPeriod,
  formatMinor,
  type MemPnl,
  type TeamKpiA,
  type TeamKpiB,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as q from './agent-figures.queries.ts';
import { directDownlineIds, teamMemberIds, teamSize } from './agent-tree.repository.ts';

/** Team KPIs A and B and MemPNL (issue 17 part 4; spec section 7), from the ledger's entries. */

interface Money {
  deposits: bigint;
  withdrawals: bigint;
  turnover: bigint;
  wins: bigint;
}
const noMoney = (): Money => ({ deposits: 0n, withdrawals: 0n, turnover: 0n, wins: 0n });

/**
 * What one sum of a member's entries adds (entries are the member's side: + credited, - debited).
 * Deposits credit cash; a withdrawal request debits it and a returned one credits it back; a bet
 * debits cash or bonus and its rollback credits it back; a win credits.
 */
function addKind(money: Money, kind: string, amount: bigint): void {
  if (kind === 'DEPOSIT') money.deposits += amount;
  else if (kind === 'WITHDRAW' || kind === 'WITHDRAW_RETURN') money.withdrawals -= amount;
  else if (kind === 'BET' || kind === 'ROLLBACK') money.turnover -= amount;
  else if (kind === 'WIN') money.wins += amount;
}

function moneyView(m: Money): AgentMoney {
  return {
    deposits: formatMinor(m.deposits),
    withdrawals: formatMinor(m.withdrawals),
    turnover: formatMinor(m.turnover),
    wins: formatMinor(m.wins),
    net: formatMinor(m.wins - m.turnover),
  };
}

/** Every local day from `first` to `last`, both included ('YYYY-MM-DD'). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** ODSFE2_TeamKPIA: the money of the agent's team (every depth, the agent left out). */
export async function teamKpiA(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: number,
  period: AgentPeriod,
  now: Date,
): Promise<TeamKpiA> {
  const w = await q.periodWindow(db, merchant.time_zone, period, now);
  const sums = await q.memberKindSums(
    db,
    merchant.id,
    merchant.currency,
    merchant.time_zone,
    teamMemberIds(db, merchant.id, agentId),
    w,
  );
  const total = noMoney();
  const byDay = new Map(daysBetween(w.firstDay, w.lastDay).map((d) => [d, noMoney()]));
  for (const s of sums) {
    addKind(total, s.kind, BigInt(s.amount));
    const day = byDay.get(s.day);
    if (day) addKind(day, s.kind, BigInt(s.amount));
  }
  return {
    period,
    from: w.start.toISOString(),
    to: w.end.toISOString(),
    ...moneyView(total),
    days: [...byDay].map(([day, m]) => {
      const view = moneyView(m);
      return { day, deposits: view.deposits, turnover: view.turnover, net: view.net };
    }),
  };
}

/** ODSFE2_TeamKPIB: the team's people. */
export async function teamKpiB(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: number,
  period: AgentPeriod,
  now: Date,
): Promise<TeamKpiB> {
  const w = await q.periodWindow(db, merchant.time_zone, period, now);
  const team = () => teamMemberIds(db, merchant.id, agentId);
  const [size, direct, active, fresh, firsts] = await Promise.all([
    teamSize(db, merchant.id, agentId),
    directDownlineIds(db, merchant.id, agentId),
    q.activeCount(db, merchant.id, merchant.currency, team(), w),
    q.newCount(db, merchant.id, team(), w),
    q.firstDepositSums(db, merchant.id, merchant.currency, team(), w),
  ]);
  return {
    period,
    from: w.start.toISOString(),
    to: w.end.toISOString(),
    teamSize: size,
    directCount: direct.length,
    activePlayers: active,
    newPlayers: fresh,
    firstDeposits: firsts.count,
    firstDepositAmount: formatMinor(firsts.amount),
  };
}

/** ODSFE2_MemPNL: one member's money over the period (the caller checked it is in the team). */
export async function memberPnl(
  db: Kysely<DB>,
  merchant: Merchant,
  member: { id: number; account: string },
  period: AgentPeriod,
  now: Date,
): Promise<MemPnl> {
  const w = await q.periodWindow(db, merchant.time_zone, period, now);
  const self = teamMemberIds(db, merchant.id, member.id, { minDepth: 0, maxDepth: 0 });
  const sums = await q.memberKindSums(db, merchant.id, merchant.currency, merchant.time_zone, self, w);
  const money = noMoney();
  for (const s of sums) addKind(money, s.kind, BigInt(s.amount));
  return { period, memberId: member.id, account: member.account, ...moneyView(money) };
}
