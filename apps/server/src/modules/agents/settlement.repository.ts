import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of settlement runs and their lines (migration 0034). */
type Db = Kysely<DB>;
type Id = number | string;

export interface NewLine {
  memberId: number;
  contractId: string | null;
  amount: bigint;
  basis: Record<string, unknown>;
  carryOut: bigint;
}

const runColumns = [
  'id',
  'merchant_id',
  'kind',
  'period_start',
  'period_end',
  'status',
  'total',
  'created_at',
  'approved_at',
] as const;

export type RunRow = Awaited<ReturnType<typeof findRun>> & {};

/** The run of (merchant, kind, period), made when missing; two callers at once get the same row. */
export async function claimRun(
  db: Db,
  merchantId: number,
  kind: string,
  start: Date,
  end: Date,
  staffId: number,
) {
  await db
    .insertInto('agent_settlement_runs')
    .values({ merchant_id: merchantId, kind, period_start: start, period_end: end, created_by: staffId })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period_start']).doNothing())
    .execute();
  return db
    .selectFrom('agent_settlement_runs')
    .select(runColumns)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('period_start', '=', start)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findRun(db: Db, id: Id, forUpdate = false) {
  const q = db.selectFrom('agent_settlement_runs').select(runColumns).where('id', '=', String(id));
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

export function runsOfMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('agent_settlement_runs')
    .select(runColumns)
    .where('merchant_id', '=', merchantId)
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** A preview's lines are worked out afresh each time it is asked, until the run is paid. */
export async function replaceLines(
  db: Db,
  run: { id: string; merchant_id: number; kind: string; period_start: Date },
  lines: NewLine[],
) {
  await db.deleteFrom('agent_settlement_lines').where('run_id', '=', run.id).execute();
  if (lines.length > 0) {
    await db
      .insertInto('agent_settlement_lines')
      .values(
        lines.map((l) => ({
          run_id: run.id,
          merchant_id: run.merchant_id,
          kind: run.kind,
          period_start: run.period_start,
          member_id: l.memberId,
          contract_id: l.contractId,
          amount: l.amount,
          basis: JSON.stringify(l.basis),
          carry_out: l.carryOut,
        })),
      )
      .execute();
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0n);
  await db.updateTable('agent_settlement_runs').set({ total }).where('id', '=', run.id).execute();
}

export function linesOfRun(db: Db, runId: Id) {
  return db
    .selectFrom('agent_settlement_lines as l')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .select(['l.member_id', 'm.username', 'l.amount', 'l.basis', 'l.transfer_id'])
    .where('l.run_id', '=', String(runId))
    .orderBy('l.member_id')
    .execute();
}

export async function markLinePaid(db: Db, runId: Id, memberId: Id, transferId: string, at: Date) {
  await db
    .updateTable('agent_settlement_lines')
    .set({ transfer_id: transferId, paid_at: at })
    .where('run_id', '=', String(runId))
    .where('member_id', '=', String(memberId))
    .execute();
}

export async function markRunPaid(db: Db, runId: Id, staffId: number, at: Date) {
  await db
    .updateTable('agent_settlement_runs')
    .set({ status: 'PAID', approved_by: staffId, approved_at: at })
    .where('id', '=', String(runId))
    .execute();
}

/** The negative net a dividend carries in: the last paid period's carry-out before this one. */
export async function dividendCarryIn(db: Db, memberId: Id, before: Date): Promise<bigint> {
  const row = await db
    .selectFrom('agent_settlement_lines as l')
    .innerJoin('agent_settlement_runs as r', 'r.id', 'l.run_id')
    .select('l.carry_out')
    .where('l.member_id', '=', String(memberId))
    .where('l.kind', '=', 'DIVIDEND')
    .where('r.status', '=', 'PAID')
    .where('l.period_start', '<', before)
    .orderBy('l.period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return BigInt(row?.carry_out ?? 0);
}

/** An agent's own lines (salary, dividend, rebate history), newest first. */
export function linesOfMember(
  db: Db,
  merchantId: number,
  memberId: Id,
  kinds: string[],
  from?: Date,
  to?: Date,
) {
  let q = db
    .selectFrom('agent_settlement_lines as l')
    .innerJoin('agent_settlement_runs as r', 'r.id', 'l.run_id')
    .select([
      'l.run_id',
      'l.kind',
      'r.period_start',
      'r.period_end',
      'l.amount',
      'r.status',
      'l.paid_at',
      'l.basis',
    ])
    .where('l.merchant_id', '=', merchantId)
    .where('l.member_id', '=', String(memberId))
    .where('l.kind', 'in', kinds);
  if (from) q = q.where('r.period_start', '>=', from);
  if (to) q = q.where('r.period_start', '<', to);
  return q.orderBy('r.period_start', 'desc').limit(200).execute();
}
