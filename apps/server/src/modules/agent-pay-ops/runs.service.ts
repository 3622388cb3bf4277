import { type AgentRun, type AgentRunKind, formatMinor } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { agentPayNow, periodOf } from '../agents/agent-pay-clock.ts';
import {
  claimRun,
  findRun,
  linesOfRun,
  markLinePaid,
  markRunPaid,
  replaceLines,
  runsOfMerchant,
} from '../agents/settlement.repository.ts';
import { workOutLines } from '../agents/settlement.service.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';

/**
 * The operator's settlement runs (issue 17 part 5): per merchant, kind and period one run,
 * previewed (lines worked out by agents/settlement.service.ts) and approved, which pays each line
 * from the house's AGENT_COMMISSION account into the agent's cash through the ledger.
 *
 * Paid once: the run row is locked while it is previewed or paid and a paid run is never paid
 * again; (kind, agent, period) is unique over all lines; and each payment's ledger key is
 * `agentpay:<kind>:<agent>:<period start>`, so even a payment retried after a crash posts once.
 */

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
