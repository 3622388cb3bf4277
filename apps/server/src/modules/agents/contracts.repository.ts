import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of agents' contracts (migration 0034). */
type Db = Kysely<DB>;
type Id = number | string;

export type ContractRow = {
  id: string;
  merchant_id: number;
  member_id: string;
  username: string;
  kind: string;
  tiers: unknown;
  notice_days: number;
  offered_by_member_id: string | null;
  offered_by_staff_id: string | null;
  status: string;
  created_at: Date;
  decided_at: Date | null;
  ends_at: Date | null;
};

const contracts = (db: Db) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'c.id',
      'c.merchant_id',
      'c.member_id',
      'm.username',
      'c.kind',
      'c.tiers',
      'c.notice_days',
      'c.offered_by_member_id',
      'c.offered_by_staff_id',
      'c.status',
      'c.created_at',
      'c.decided_at',
      'c.ends_at',
    ]);

export async function insertContract(
  db: Db,
  row: {
    merchant_id: number;
    member_id: Id;
    kind: string;
    tiers: unknown;
    notice_days: number;
    offered_by_member_id: number | null;
    offered_by_staff_id: number | null;
    created_at: Date;
  },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto('agent_contracts')
    .values({ ...row, tiers: JSON.stringify(row.tiers) })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).where('status', '=', 'PENDING').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findContract(
  db: Db,
  merchantId: number,
  id: Id,
  forUpdate = false,
): Promise<ContractRow | undefined> {
  const q = contracts(db).where('c.merchant_id', '=', merchantId).where('c.id', '=', String(id));
  return (forUpdate ? q.forUpdate('c') : q).executeTakeFirst();
}

export function contractsOfMember(
  db: Db,
  merchantId: number,
  memberId: Id,
  kind?: string,
): Promise<ContractRow[]> {
  let q = contracts(db).where('c.merchant_id', '=', merchantId).where('c.member_id', '=', String(memberId));
  if (kind) q = q.where('c.kind', '=', kind);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(100).execute();
}

export function contractsOfMerchant(db: Db, merchantId: number): Promise<ContractRow[]> {
  return contracts(db).where('c.merchant_id', '=', merchantId).orderBy('c.id', 'desc').limit(500).execute();
}

export async function pendingKinds(db: Db, merchantId: number, memberId: Id): Promise<Set<string>> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('kind')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'PENDING')
    .execute();
  return new Set(rows.map((r) => r.kind));
}

export async function updateContract(
  db: Db,
  id: Id,
  set: { status: string; decided_at?: Date; ends_at?: Date | null },
) {
  await db.updateTable('agent_contracts').set(set).where('id', '=', String(id)).execute();
}

/** An accepted contract replaces the one in force of its kind: that one ends now. */
export async function endActiveContracts(db: Db, memberId: Id, kind: string, at: Date, exceptId: Id) {
  await db
    .updateTable('agent_contracts')
    .set({ status: 'CANCELLED', ends_at: at })
    .where('member_id', '=', String(memberId))
    .where('kind', '=', kind)
    .where('status', 'in', ['ACTIVE', 'CANCELLED'])
    .where('id', '!=', String(exceptId))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .execute();
}

/**
 * The contracts of a kind that cover a period: accepted before it ended, not ended before it
 * began (a cancelled one keeps paying through its notice). The latest accepted per agent wins.
 */
export async function contractsInForce(
  db: Db,
  merchantId: number,
  kind: string,
  start: Date,
  end: Date,
  memberId?: Id,
) {
  let q = contracts(db)
    .where('c.merchant_id', '=', merchantId)
    .where('c.kind', '=', kind)
    .where('c.status', 'in', ['ACTIVE', 'CANCELLED'])
    .where('c.decided_at', '<', end)
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', start)]));
  if (memberId !== undefined) q = q.where('c.member_id', '=', String(memberId));
  const rows = await q.orderBy('c.decided_at', 'desc').orderBy('c.id', 'desc').execute();
  const latest = new Map<string, ContractRow>();
  for (const r of rows) if (!latest.has(r.member_id)) latest.set(r.member_id, r);
  return [...latest.values()];
}

/** The merchant of a contract, for the operator's scope check. */
export async function merchantOfContract(db: Db, id: Id): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_contracts')
    .select('merchant_id')
    .where('id', '=', String(id))
    .executeTakeFirst();
  return row?.merchant_id;
}
