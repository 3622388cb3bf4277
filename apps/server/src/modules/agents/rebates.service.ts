import { type AgentRebateSettings, isAgentType } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type BettorTurnover,
  chainsOf,
  downlineTopRates,
  membersById,
  quotasOf,
  type RateRow,
  ratesOf,
  replaceQuotas,
  upsertRates,
} from './agent-pay.repository.ts';
import { directDownlineIds, lockTree, uplineOf } from './agent-tree.repository.ts';

/**
 * Rebates (issue 17 part 2): each agent has a rate per game type (basis points of valid turnover),
 * never above its upline's and never below a downline's. On a bet, each agent of the bettor's chain
 * earns its rate less the rate of the member below it on the path (the differential), so the chain
 * together earns the top agent's rate and nobody's share is negative.
 */

type Rate = { gameType: string; rateBp: number };
const rateMap = (rows: RateRow[]) => new Map(rows.map((r) => [r.gameType, r.rateBp]));

/** Refuses rates above the upline's or below any direct downline's, for every game type given. */
async function checkBetween(db: Kysely<DB>, merchantId: number, memberId: number, rates: Rate[]) {
  const member = (await membersById(db, merchantId, [memberId])).get(memberId);
  if (!member) throw new AppError('NOT_FOUND');
  // Only agents earn rebates: a player's rate would only shrink its upline's share.
  if (!isAgentType(member.type)) throw new AppError('NOT_AGENT');
  const upline = await uplineOf(db, merchantId, memberId);
  const above = upline === null ? null : rateMap(await ratesOf(db, [upline]));
  const below = await ratesOf(db, await directDownlineIds(db, merchantId, memberId));
  for (const r of rates) {
    if (above && r.rateBp > (above.get(r.gameType) ?? 0)) throw new AppError('AGENT_REBATE_ABOVE_UPLINE');
    if (below.some((d) => d.gameType === r.gameType && d.rateBp > r.rateBp))
      throw new AppError('AGENT_REBATE_ABOVE_UPLINE');
  }
}

/**
 * Quotas of the agent: for each (rateBp, quota), at most `quota` direct downlines may hold a rate of
 * at least rateBp. The downline being changed counts with its new top rate.
 */
async function checkQuotas(
  db: Kysely<DB>,
  merchantId: number,
  agentId: number,
  downlineId: number,
  newTop: number,
) {
  const quotas = await quotasOf(db, agentId);
  if (quotas.length === 0) return;
  const tops = await downlineTopRates(db, merchantId, agentId);
  tops.set(downlineId, Math.max(newTop, tops.get(downlineId) ?? 0));
  for (const q of quotas) {
    const holders = [...tops.values()].filter((top) => top >= q.rate_bp).length;
    if (q.rate_bp > 0 && holders > q.quota) throw new AppError('AGENT_REBATE_QUOTA_FULL');
  }
}

/** /wps/agent/updateDownlineRebates: the agent sets a direct downline's rates, within its own and its quotas. */
export async function updateDownlineRebates(
  db: Kysely<DB>,
  merchantId: number,
  agentId: number,
  downlineId: number,
  rates: Rate[],
  now: Date,
): Promise<AgentRebateSettings> {
  await inTransaction(db, async (trx) => {
    // The tree's lock: no move changes who is whose upline between the check and the write.
    await lockTree(trx, merchantId);
    if ((await uplineOf(trx, merchantId, downlineId)) !== agentId) throw new AppError('AGENT_NOT_IN_TEAM');
    await checkBetween(trx, merchantId, downlineId, rates);
    await checkQuotas(trx, merchantId, agentId, downlineId, Math.max(...rates.map((r) => r.rateBp)));
    await upsertRates(trx, merchantId, downlineId, rates, now);
  });
  return rebateSettings(db, merchantId, agentId);
}

/** The operator sets any agent's rates (within its upline and downlines) and its quotas. */
export async function setAgentRates(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  rates: Rate[],
  quotas: Array<{ rateBp: number; quota: number }>,
  now: Date,
): Promise<AgentRebateSettings> {
  await inTransaction(db, async (trx) => {
    await lockTree(trx, merchantId);
    await checkBetween(trx, merchantId, memberId, rates);
    await upsertRates(trx, merchantId, memberId, rates, now);
    await replaceQuotas(trx, merchantId, memberId, quotas);
  });
  return rebateSettings(db, merchantId, memberId);
}

/** The agent's rates, quotas (with how many are used) and its direct downlines' rates. */
export async function rebateSettings(
  db: Kysely<DB>,
  merchantId: number,
  agentId: number,
): Promise<AgentRebateSettings> {
  const downlineIds = await directDownlineIds(db, merchantId, agentId);
  const [own, quotas, tops, names, theirs] = await Promise.all([
    ratesOf(db, [agentId]),
    quotasOf(db, agentId),
    downlineTopRates(db, merchantId, agentId),
    membersById(db, merchantId, downlineIds),
    ratesOf(db, downlineIds),
  ]);
  const strip = (r: RateRow) => ({ gameType: r.gameType, rateBp: r.rateBp });
  return {
    rates: own.map(strip),
    quotas: quotas.map((q) => ({
      rateBp: q.rate_bp,
      quota: q.quota,
      used: [...tops.values()].filter((top) => top >= q.rate_bp).length,
    })),
    downlines: downlineIds.map((id) => ({
      memberId: String(id),
      username: names.get(id)?.username ?? '',
      rates: theirs.filter((r) => r.memberId === id).map(strip),
    })),
  };
}

/**
 * What each agent earns on the bets given: for every bettor and game type, each member of its chain
 * (the bettor first) earns its rate less the rate of the member below it. Minor units, rounded down
 * per agent; with the basis of each agent's amount per game type.
 */
export async function rebateEarnings(
  db: Kysely<DB>,
  merchantId: number,
  bets: BettorTurnover[],
  rates: RateRow[],
): Promise<
  Map<number, { amount: bigint; byGameType: Record<string, { turnover: string; earnedBp: string }> }>
> {
  const chains = await chainsOf(db, merchantId, [...new Set(bets.map((b) => b.memberId))]);
  const rateOf = new Map(rates.map((r) => [`${r.memberId}:${r.gameType}`, r.rateBp]));
  // member -> game type -> (turnover x basis points) and the team turnover it was earned on
  const scaled = new Map<number, Map<string, { weighted: bigint; turnover: bigint }>>();
  for (const bet of bets) {
    let below = 0;
    for (const member of [bet.memberId, ...(chains.get(bet.memberId) ?? [])]) {
      const rate = rateOf.get(`${member}:${bet.gameType}`) ?? 0;
      const diff = rate - below;
      if (diff > 0) {
        const perType = scaled.get(member) ?? new Map();
        const acc = perType.get(bet.gameType) ?? { weighted: 0n, turnover: 0n };
        perType.set(bet.gameType, {
          weighted: acc.weighted + bet.turnover * BigInt(diff),
          turnover: acc.turnover + bet.turnover,
        });
        scaled.set(member, perType);
      }
      below = Math.max(below, rate);
    }
  }
  const out = new Map<
    number,
    { amount: bigint; byGameType: Record<string, { turnover: string; earnedBp: string }> }
  >();
  for (const [member, perType] of scaled) {
    let weighted = 0n;
    const byGameType: Record<string, { turnover: string; earnedBp: string }> = {};
    for (const [type, v] of perType) {
      weighted += v.weighted;
      byGameType[type] = { turnover: v.turnover.toString(), earnedBp: v.weighted.toString() };
    }
    out.set(member, { amount: weighted / 10_000n, byGameType });
  }
  return out;
}
