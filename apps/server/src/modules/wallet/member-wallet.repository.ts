import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of the member's wallet: bonus turnover and the transaction history. */

/**
 * Turnover since a moment: each bet's stake as counted when it was placed (stake x its game's
 * weight, nothing for a low-risk bet); a bet rolled back counts nothing.
 */
export async function wageredSince(
  db: Kysely<DB>,
  memberId: number,
  currency: string,
  since: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('wallet_bets')
    .select(sql<string>`coalesce(sum(counted), 0)::text`.as('wagered'))
    .where('member_id', '=', String(memberId))
    .where('currency', '=', currency)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.wagered);
}

/**
 * The member's open bonus requirements. One whose expiry has passed is not among them: it is never
 * released, and its bonus leaves by the expiry's ledger transfer (promotions/grants.ts).
 */
export async function openRequirements(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'created_at'])
    .where('member_id', '=', String(memberId))
    .where('released_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .orderBy('id')
    .execute();
}

/** Locks the requirements of `ids` still open, in id order. */
export async function lockOpenRequirements(trx: Kysely<DB>, ids: string[]) {
  return trx
    .selectFrom('turnover_requirements')
    .select(['id', 'bonus', 'max_conversion'])
    .where('id', 'in', ids)
    .where('released_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function markRequirementReleased(
  trx: Kysely<DB>,
  term: { id: string; released: bigint; forfeited: bigint },
): Promise<void> {
  await trx
    .updateTable('turnover_requirements')
    .set({
      released_at: sql<Date>`now()`,
      released: term.released.toString(),
      forfeited: term.forfeited.toString(),
    })
    .where('id', '=', term.id)
    .execute();
}

/** A page of the member's ledger entries, newest first, with the total count. */
export async function memberEntries(
  db: Kysely<DB>,
  memberId: number,
  filter: { txCode?: string; startDate?: Date; endDate?: Date; pageNo: number; pageSize: number },
) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.member_id', '=', String(memberId));
  if (filter.txCode) query = query.where('t.kind', '=', filter.txCode);
  if (filter.startDate) query = query.where('e.created_at', '>=', filter.startDate);
  if (filter.endDate) query = query.where('e.created_at', '<', filter.endDate);
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await query
    .select([
      'e.id',
      't.kind',
      'e.amount',
      'e.balance_after',
      'e.created_at',
      'a.kind as account',
      'a.currency',
      't.idempotency_key',
    ])
    .orderBy('e.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return { total, rows };
}
