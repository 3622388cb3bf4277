import {
  type AgentContract,
  type AgentContractCheck,
  type AgentContractKind,
  type AgentContractOffer,
  type AgentTier,
  formatMinor,
  isAgentType,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { membersById } from './agent-pay.repository.ts';
import { daysAfter } from './agent-pay-clock.ts';
import { isInTeam } from './agent-tree.repository.ts';
import {
  type ContractRow,
  contractsOfMember,
  endActiveContracts,
  findContract,
  insertContract,
  pendingKinds,
  updateContract,
} from './contracts.repository.ts';

/**
 * Agents' contracts (issue 17 part 3): daily and hourly salaries (a fixed amount for the highest
 * tier of team turnover and active players reached) and dividends (a share of the team's net loss
 * over a month, negative months carried over). An upline or the operator offers one; the agent
 * accepts or refuses; the agent, the offering upline or the operator cancels it with notice.
 */

/** Who acts: an agent (member) or a staff member. */
export type ContractActor = { memberId: number } | { staffId: number };

/** Tiers in order of turnover; refused when two could both apply ambiguously or pay the same. */
export function checkTiers(kind: AgentContractKind, tiers: AgentTier[]): AgentTier[] {
  const parsed = tiers.map((t) => {
    const minTurnover = parseAmount(t.minTurnover);
    const amount = t.amount === undefined ? undefined : parseAmount(t.amount);
    const salary = kind !== 'DIVIDEND';
    const fits = salary
      ? amount !== undefined && amount > 0n && t.sharePercent === undefined
      : t.sharePercent !== undefined && t.amount === undefined;
    if (minTurnover === undefined || !fits) throw new AppError('BAD_REQUEST');
    return { tier: t, minTurnover, pays: salary ? (amount as bigint) : BigInt(t.sharePercent as number) };
  });
  parsed.sort((a, b) => (a.minTurnover < b.minTurnover ? -1 : a.minTurnover > b.minTurnover ? 1 : 0));
  for (let i = 1; i < parsed.length; i++) {
    const prev = parsed[i - 1]!;
    const next = parsed[i]!;
    if (
      next.minTurnover <= prev.minTurnover ||
      next.tier.minActivePlayers < prev.tier.minActivePlayers ||
      next.pays <= prev.pays
    )
      throw new AppError('AGENT_CONTRACT_TIERS_OVERLAP');
  }
  return parsed.map((p) => ({
    minTurnover: formatMinor(p.minTurnover),
    minActivePlayers: p.tier.minActivePlayers,
    ...(kind === 'DIVIDEND' ? { sharePercent: p.tier.sharePercent } : { amount: formatMinor(p.pays) }),
  }));
}

/** The highest tier the figures reach (index), or null. */
export function tierReached(tiers: AgentTier[], turnover: bigint, activePlayers: number): number | null {
  let reached: number | null = null;
  tiers.forEach((t, i) => {
    if (turnover >= (parseAmount(t.minTurnover) ?? 0n) && activePlayers >= t.minActivePlayers) reached = i;
  });
  return reached;
}

export function contractView(row: ContractRow): AgentContract {
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    kind: row.kind as AgentContractKind,
    tiers: row.tiers as AgentTier[],
    noticeDays: row.notice_days,
    offeredBy: row.offered_by_member_id ? 'UPLINE' : 'OPERATOR',
    status: row.status as AgentContract['status'],
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

/** An offer to an agent of the merchant; an upline may only offer inside its own team. */
export async function offerContract(
  db: Kysely<DB>,
  merchantId: number,
  actor: ContractActor,
  offer: AgentContractOffer,
  now: Date,
): Promise<AgentContract> {
  const tiers = checkTiers(offer.kind, offer.tiers);
  const target = (await membersById(db, merchantId, [offer.memberId])).get(Number(offer.memberId));
  if ('memberId' in actor) {
    if (!target || !(await isInTeam(db, merchantId, actor.memberId, offer.memberId)))
      throw new AppError('AGENT_NOT_IN_TEAM');
  } else if (!target) throw new AppError('NOT_FOUND');
  if (!isAgentType(target.type)) throw new AppError('NOT_AGENT');
  const id = await insertContract(db, {
    merchant_id: merchantId,
    member_id: offer.memberId,
    kind: offer.kind,
    tiers,
    notice_days: offer.noticeDays,
    offered_by_member_id: 'memberId' in actor ? actor.memberId : null,
    offered_by_staff_id: 'staffId' in actor ? actor.staffId : null,
    created_at: now,
  });
  if (!id) throw new AppError('AGENT_CONTRACT_PENDING');
  return contractView((await findContract(db, merchantId, id))!);
}

/** The agent's answer to a pending offer: accepting puts it in force and ends the previous one. */
export async function decideContract(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  id: string,
  accept: boolean,
  now: Date,
): Promise<AgentContract> {
  return inTransaction(db, async (trx) => {
    const row = await findContract(trx, merchantId, id, true);
    if (!row || Number(row.member_id) !== memberId) throw new AppError('NOT_FOUND');
    if (row.status !== 'PENDING') throw new AppError('AGENT_CONTRACT_NOT_PENDING');
    await updateContract(trx, id, { status: accept ? 'ACTIVE' : 'REFUSED', decided_at: now });
    if (accept) await endActiveContracts(trx, memberId, row.kind, now, id);
    return contractView((await findContract(trx, merchantId, id))!);
  });
}

/**
 * Cancelling: a pending offer is withdrawn at once; a contract in force ends after its notice.
 * The agent, an upline of the agent, or the operator (actor staff) may cancel.
 */
export async function cancelContract(
  db: Kysely<DB>,
  merchantId: number,
  actor: ContractActor,
  id: string,
  now: Date,
): Promise<AgentContract> {
  return inTransaction(db, async (trx) => {
    const row = await findContract(trx, merchantId, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if ('memberId' in actor && Number(row.member_id) !== actor.memberId) {
      if (!(await isInTeam(trx, merchantId, actor.memberId, row.member_id))) throw new AppError('NOT_FOUND');
    }
    if (row.status === 'PENDING') await updateContract(trx, id, { status: 'CANCELLED', ends_at: now });
    else if (row.status === 'ACTIVE')
      await updateContract(trx, id, { status: 'CANCELLED', ends_at: daysAfter(now, row.notice_days) });
    else throw new AppError('AGENT_CONTRACT_NOT_PENDING');
    return contractView((await findContract(trx, merchantId, id))!);
  });
}

/** Spec section 3's contract check: 1 for each kind of request waiting for the member's answer. */
export async function contractCheck(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
): Promise<AgentContractCheck> {
  const pending = await pendingKinds(db, merchantId, memberId);
  const flag = (kind: AgentContractKind) => (pending.has(kind) ? 1 : 0);
  return {
    dailysalreqtype: flag('DAILY_SALARY'),
    divtypecompperiodreq: flag('DIVIDEND'),
    contracthoursalreq: flag('HOURLY_SALARY'),
  };
}

export async function memberContracts(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  kind: AgentContractKind,
) {
  return { list: (await contractsOfMember(db, merchantId, memberId, kind)).map(contractView) };
}
