import type { AuditQuery } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { countedPage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

/** The audit log's SQL: rows are only ever inserted (the database refuses UPDATE and DELETE). */

export interface AuditRow {
  staffId: number | null;
  merchantId: number | null;
  action: string;
  target: string;
  reason?: string | undefined;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
  ip: string | null;
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Inserts one row; the chain trigger (migration 0015) links it under a lock on the chain's head. */
export async function insertAuditRow(db: Kysely<DB>, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      merchant_id: row.merchantId,
      action: row.action,
      target: row.target,
      reason: row.reason ?? null,
      before: jsonOrNull(row.before),
      after: jsonOrNull(row.after),
      details: JSON.stringify(row.details ?? {}),
      ip: row.ip,
    })
    .execute();
}

/** `action` ending in `.` or `*` is a prefix ('withdrawal.' matches withdrawal.pay and .return). */
const actionPrefix = (action: string) => (/[.*]$/.test(action) ? action.replace(/\*$/, '') : null);
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the rows the staff member may read (merchant staff: their merchants' rows only; the
 * platform-level rows, merchant null, are platform staff's), filtered, newest first, with the count.
 */
export async function listAuditRows(db: Kysely<DB>, merchantIds: number[] | null, query: AuditQuery) {
  let q = db.selectFrom('audit_log as a').leftJoin('staff as s', 's.id', 'a.staff_id');
  if (merchantIds !== null) q = q.where('a.merchant_id', 'in', merchantIds.length ? merchantIds : [-1]);
  if (query.merchantId !== undefined) q = q.where('a.merchant_id', '=', query.merchantId);
  if (query.staffId !== undefined) q = q.where('a.staff_id', '=', query.staffId);
  if (query.actor !== undefined) q = q.where('s.username', '=', query.actor);
  if (query.action !== undefined) {
    const prefix = actionPrefix(query.action);
    q =
      prefix === null
        ? q.where('a.action', '=', query.action)
        : q.where('a.action', 'like', `${likeEscaped(prefix)}%`);
  }
  if (query.target !== undefined) q = q.where('a.target', '=', query.target);
  if (query.from !== undefined) q = q.where('a.created_at', '>=', new Date(query.from));
  if (query.to !== undefined) q = q.where('a.created_at', '<', new Date(query.to));
  return countedPage(q, query, (filtered) =>
    filtered
      .select([
        'a.id',
        'a.seq',
        'a.staff_id',
        's.username as staff_username',
        'a.merchant_id',
        'a.action',
        'a.target',
        'a.before',
        'a.after',
        'a.reason',
        'a.details',
        sql<string | null>`host(a.ip)`.as('ip'),
        'a.created_at',
        'a.prev_hash',
        'a.hash',
      ])
      .orderBy('a.seq', 'desc'),
  );
}

/** One link of the chain as stored, and the hash the database computes for it now. */
export interface ChainLink {
  id: string;
  seq: string;
  prev_hash: string;
  hash: string;
  expected: string;
}

/** Up to `limit` links after `afterSeq`, in chain order. */
export async function chainLinks(db: Kysely<DB>, afterSeq: string, limit: number): Promise<ChainLink[]> {
  const result = await sql<ChainLink>`
    SELECT a.id::text AS id, a.seq::text AS seq, a.prev_hash, a.hash,
           audit_row_hash(a.prev_hash, a) AS expected
      FROM audit_log a
     WHERE a.seq > ${afterSeq}::bigint
     ORDER BY a.seq
     LIMIT ${limit}`.execute(db);
  return result.rows;
}

export async function chainHead(db: Kysely<DB>) {
  return db.selectFrom('audit_chain_head').select(['seq', 'hash']).executeTakeFirst();
}
