import {
  type AgentContractKind,
  type AgentPayLine,
  type AgentPeriodFigures,
  type AgentRun,
  type AgentRunKind,
  type AgentTier,
  formatMinor,
  isAgentType,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { membersById, merchantRates, teamFigures, turnoverByBettor } from './agent-pay.repository.ts';
import { agentPayNow, type Period, periodOf } from './agent-pay-clock.ts';
import { type ContractRow, contractsInForce } from './contracts.repository.ts';
import { tierReached } from './contracts.service.ts';
import { rebateEarnings } from './rebates.service.ts';
import {
  claimRun,
  dividendCarryIn,
  findRun,
  linesOfRun,
  markLinePaid,
  markRunPaid,
  type NewLine,
  replaceLines,
  runsOfMerchant,
} from './settlement.repository.ts';

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
async function workOutLines(
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

async function runView(db: Kysely<DB>, runId: string): Promise<AgentRun> {
  const run = (await findRun(db, runId))!;
  const lines = await linesOfRun(db, runId);
  return {
    id: run.id,
    merchantId: run.merchant_id,
    kind: run.kind as AgentRunKind,
    periodStart: run.period_start.toISOString(),
    periodEnd: run.period_end.toISOString(),
    status: run.status as AgentRun['status'],
    total: formatMinor(run.total),
    createdAt: run.created_at.toISOString(),
    approvedAt: run.approved_at?.toISOString() ?? null,
    lines: lines.map((l) => ({
      memberId: l.member_id,
      username: l.username,
      amount: formatMinor(l.amount),
      basis: l.basis as Record<string, unknown>,
    })),
  };
}

export interface RunRequest {
  staff: StaffActor;
  ip: string;
}

/** Preview a period's run (refreshing its lines until paid); a period not yet over is refused. */
export async function previewRun(
  db: Kysely<DB>,
  request: RunRequest,
  input: { merchantId: number; kind: AgentRunKind; at: string },
): Promise<AgentRun> {
  if (!worksFor(request.staff, input.merchantId)) throw new AppError('NOT_FOUND');
  const period = periodOf(input.kind, new Date(input.at));
  if (period.end > agentPayNow()) throw new AppError('AGENT_RUN_PERIOD_OPEN');
  const runId = await inTransaction(db, async (trx) => {
    const run = await claimRun(trx, input.merchantId, input.kind, period.start, period.end, request.staff.id);
    if (run.status === 'PREVIEW')
      await replaceLines(trx, run, await workOutLines(trx, input.merchantId, input.kind, period));
    await audit(
      trx,
      request.staff,
      'agentpay.run.preview',
      `agent-run:${run.id}`,
      { kind: input.kind, periodStart: period.start.toISOString() },
      request.ip,
      input.merchantId,
    );
    return run.id;
  });
  return runView(db, runId);
}

/** Approve a previewed run: pays each line once. Approving a paid run answers it as it is. */
export async function approveRun(db: Kysely<DB>, request: RunRequest, runId: string): Promise<AgentRun> {
  await inTransaction(db, async (trx) => {
    const run = await findRun(trx, runId, true);
    if (!run || !worksFor(request.staff, run.merchant_id)) throw new AppError('NOT_FOUND');
    if (run.status === 'PAID') return;
    const merchant = (await findMerchantById(trx, run.merchant_id))!;
    const now = agentPayNow();
    const commission = await systemAccount(trx, run.merchant_id, 'AGENT_COMMISSION', merchant.currency);
    for (const line of await linesOfRun(trx, run.id)) {
      const amount = BigInt(line.amount);
      if (amount <= 0n) continue;
      const cash = await playerAccount(
        trx,
        run.merchant_id,
        Number(line.member_id),
        'PLAYER_CASH',
        merchant.currency,
      );
      const transfer = await postTransfer(trx, {
        merchantId: run.merchant_id,
        key: `agentpay:${run.kind}:${line.member_id}:${run.period_start.toISOString()}`,
        kind: `AGENT_${run.kind}`,
        legs: [
          { accountId: commission, amount: -amount },
          { accountId: cash, amount },
        ],
        createdBy: `staff:${request.staff.id}`,
        details: { periodStart: run.period_start.toISOString() },
      });
      await markLinePaid(trx, run.id, line.member_id, transfer.transferId, now);
    }
    await markRunPaid(trx, run.id, request.staff.id, now);
    await audit(
      trx,
      request.staff,
      'agentpay.run.approve',
      `agent-run:${run.id}`,
      { kind: run.kind, total: formatMinor(run.total) },
      request.ip,
      run.merchant_id,
    );
  });
  return runView(db, runId);
}

export async function runOf(db: Kysely<DB>, staff: StaffActor, runId: string): Promise<AgentRun> {
  const run = await findRun(db, runId);
  if (!run || !worksFor(staff, run.merchant_id)) throw new AppError('NOT_FOUND');
  return runView(db, runId);
}

export async function runsOf(db: Kysely<DB>, staff: StaffActor, merchantId: number) {
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  const runs = await runsOfMerchant(db, merchantId);
  return {
    list: runs.map((r) => ({
      id: r.id,
      merchantId: r.merchant_id,
      kind: r.kind as AgentRunKind,
      periodStart: r.period_start.toISOString(),
      periodEnd: r.period_end.toISOString(),
      status: r.status as AgentRun['status'],
      total: formatMinor(r.total),
      createdAt: r.created_at.toISOString(),
      approvedAt: r.approved_at?.toISOString() ?? null,
    })),
  };
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
