import {
  type AgentContractKind,
  type AgentPayLine,
  type AgentPeriodFigures,
  type AgentRunKind,
  type AgentTier,
  formatMinor,
  isAgentType,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { membersById, merchantRates, teamFigures, turnoverByBettor } from './agent-pay.repository.ts';
import { agentPayNow, type Period, periodOf } from './agent-pay-clock.ts';
import { type ContractRow, contractsInForce } from './contracts.repository.ts';
import { tierReached } from './contracts.service.ts';
import { rebateEarnings } from './rebates.service.ts';
import { dividendCarryIn, type NewLine } from './settlement.repository.ts';

/**
 * Settlement runs (issue 17 part 5): per merchant, kind and period one run, previewed by the
 * operator (lines worked out from wallet_bets and the contracts in force) and approved, which pays
 * each line from the house's AGENT_COMMISSION account into the agent's cash through the ledger.
 *
 * Paid once: the run row is locked while it is previewed or paid and a paid run is never paid
 * again; (kind, agent, period) is unique over all lines; and each payment's ledger key is
 * `agentpay:<kind>:<agent>:<period start>`, so even a payment retried after a crash posts once.
 */

/** What a contract makes of the team's figures over a period (salary amount or dividend share). */
export async function contractFigures(
  db: Kysely<DB>,
  merchantId: number,
  contract: ContractRow,
  period: Period,
): Promise<AgentPeriodFigures & { carryOut: bigint; amountMinor: bigint }> {
  const agentId = Number(contract.member_id);
  const figures = await teamFigures(db, merchantId, agentId, period.start, period.end);
  const tiers = contract.tiers as AgentTier[];
  const tier = tierReached(tiers, figures.turnover, figures.activePlayers);
  const netLoss = figures.turnover - figures.won;
  let amount = 0n;
  let carryIn = 0n;
  let carryOut = 0n;
  if (contract.kind === 'DIVIDEND') {
    carryIn = await dividendCarryIn(db, agentId, period.start);
    const net = netLoss + carryIn;
    if (net > 0n && tier !== null) amount = (net * BigInt(tiers[tier]?.sharePercent ?? 0)) / 100n;
    carryOut = net < 0n ? net : 0n;
  } else if (tier !== null) amount = parseAmount(tiers[tier]?.amount ?? '0') ?? 0n;
  return {
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    turnover: formatMinor(figures.turnover),
    activePlayers: figures.activePlayers,
    netLoss: formatMinor(netLoss),
    carryIn: formatMinor(carryIn),
    tier,
    amount: formatMinor(amount),
    contractId: contract.id,
    carryOut,
    amountMinor: amount,
  };
}

/** Every line of a run: one per agent with a contract in force (salary, dividend) or a rebate earned. */
export async function workOutLines(
  db: Kysely<DB>,
  merchantId: number,
  kind: AgentRunKind,
  period: Period,
): Promise<NewLine[]> {
  if (kind === 'REBATE') {
    const bets = await turnoverByBettor(db, merchantId, period.start, period.end);
    const earned = await rebateEarnings(db, merchantId, bets, await merchantRates(db, merchantId));
    const members = await membersById(db, merchantId, [...earned.keys()]);
    return [...earned]
      .filter(([id, e]) => e.amount > 0n && isAgentType(members.get(id)?.type ?? 0))
      .map(([memberId, e]) => ({
        memberId,
        contractId: null,
        amount: e.amount,
        basis: { byGameType: e.byGameType },
        carryOut: 0n,
      }));
  }
  const lines: NewLine[] = [];
  for (const contract of await contractsInForce(db, merchantId, kind, period.start, period.end)) {
    const f = await contractFigures(db, merchantId, contract, period);
    lines.push({
      memberId: Number(contract.member_id),
      contractId: contract.id,
      amount: f.amountMinor,
      basis: {
        turnover: f.turnover,
        activePlayers: f.activePlayers,
        netLoss: f.netLoss,
        carryIn: f.carryIn,
        tier: f.tier,
      },
      carryOut: f.carryOut,
    });
  }
  return lines;
}

/** CurrentDailySalary and dividends Current: the period now running under the contract in force. */
export async function currentFigures(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  kind: AgentContractKind,
): Promise<AgentPeriodFigures> {
  const period = periodOf(kind, agentPayNow());
  const [contract] = await contractsInForce(db, merchantId, kind, period.start, period.end, memberId);
  if (!contract) {
    const f = await teamFigures(db, merchantId, memberId, period.start, period.end);
    return {
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      turnover: formatMinor(f.turnover),
      activePlayers: f.activePlayers,
      netLoss: formatMinor(f.turnover - f.won),
      carryIn: kind === 'DIVIDEND' ? formatMinor(await dividendCarryIn(db, memberId, period.start)) : '0.00',
      tier: null,
      amount: '0.00',
      contractId: null,
    };
  }
  const { carryOut: _c, amountMinor: _a, ...view } = await contractFigures(db, merchantId, contract, period);
  return view;
}

export { linesOfMember } from './settlement.repository.ts';
export type { AgentPayLine };
