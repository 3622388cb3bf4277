import type { AuditQuery } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type AuditRow, chainHead, chainLinks, insertAuditRow, listAuditRows } from './audit.repository.ts';

/**
 * The audit log (issue 15 part 2): every staff action, one append-only row linked into a hash
 * chain. One chain over all merchants, in `seq` order: row n's hash is
 * sha256(hash of row n-1 || the row's fields as canonical jsonb), the first row's previous hash 64
 * zeros (migration 0015, audit_row_hash). The database links each row as it is inserted, under a
 * lock on the chain's head row, so concurrent writers never fork the chain; it refuses UPDATE,
 * DELETE and TRUNCATE of the log. `npm run audit:verify` walks the chain.
 */

export type AuditEntryInput = AuditRow;

/**
 * Writes one audit row (inside the caller's transaction when given one). Inside a transaction it is
 * written last, after the business row and any ledger accounts are locked (db/transactions.ts), so
 * the lock on the chain's head is always the last one taken and never part of a wait cycle; it is
 * held until that transaction ends.
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntryInput): Promise<void> {
  await insertAuditRow(db, entry);
}

const isoTime = (at: Date) => new Date(at).toISOString();

/**
 * The audit viewer: the rows of the staff member's merchants (`merchantIds`; null for platform
 * staff, who read every row).
 */
export async function listAudit(db: Kysely<DB>, merchantIds: number[] | null, query: AuditQuery) {
  const { total, rows } = await listAuditRows(db, merchantIds, query);
  return {
    list: rows.map((a) => ({ ...a, created_at: isoTime(a.created_at) })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

export const GENESIS_HASH = '0'.repeat(64);

/** What audit:verify found: the rows checked and the first broken one, if any. */
export interface ChainReport {
  rows: number;
  headSeq: string | null;
  broken: null | { id: string; seq: string; problem: string };
}

/**
 * Walks the chain from the first row: each row's prev_hash must be the hash of the row before it,
 * its seq one more, its hash what its fields give now, and the last row must be the head.
 */
export async function verifyAuditChain(db: Kysely<DB>, batch = 5_000): Promise<ChainReport> {
  let previous = { seq: '0', hash: GENESIS_HASH };
  let rows = 0;
  for (;;) {
    const links = await chainLinks(db, previous.seq, batch);
    for (const link of links) {
      const at = (problem: string): ChainReport => ({
        rows,
        headSeq: previous.seq,
        broken: { id: link.id, seq: link.seq, problem },
      });
      if (BigInt(link.seq) !== BigInt(previous.seq) + 1n) return at(`row missing before seq ${link.seq}`);
      if (link.prev_hash !== previous.hash) return at('its previous hash is not the hash of the row before');
      if (link.hash !== link.expected) return at('its fields do not give its hash: the row was changed');
      rows += 1;
      previous = { seq: link.seq, hash: link.hash };
    }
    if (links.length < batch) break;
  }
  const head = await chainHead(db);
  if (head && (head.seq !== previous.seq || head.hash !== previous.hash)) {
    return {
      rows,
      headSeq: previous.seq,
      broken: { id: '-', seq: head.seq, problem: 'rows at the end of the chain are missing' },
    };
  }
  return { rows, headSeq: previous.seq, broken: null };
}
