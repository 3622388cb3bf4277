import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from './schema.ts';

/** The tables whose rows each belong to one merchant (one white-label site). */
export type MerchantTable = { [T in keyof DB]: DB[T] extends { merchant_id: unknown } ? T : never }[keyof DB];

/**
 * The rows of `table` that belong to `merchantId`. A merchant's data is read through here, so no
 * query of a merchant-owned table forgets whose rows it reads (one site must never see another's:
 * the IDOR guard). The caller picks the columns, filters and order.
 */
export function merchantRows<T extends MerchantTable>(
  db: Kysely<DB>,
  table: T,
  merchantId: number,
): SelectQueryBuilder<DB, T, object> {
  // Kysely cannot narrow a query of a generic table name; at each call `T` is one table, for which
  // this is the query selectFrom builds. The column reference holds for every MerchantTable.
  const rows = db.selectFrom(table) as unknown as SelectQueryBuilder<DB, T, object>;
  return rows.where(sql.ref(`${table}.merchant_id`), '=', merchantId);
}
