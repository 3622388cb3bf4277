import { type Kysely, type RawBuilder, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';
import type { AccountState, PostingDecision, StoredTransfer, TransferInput } from './posting-rules.ts';

/** Every SQL statement of the ledger: accounts, transfers, entries, the audit. */

export async function findTransfer(
  db: Kysely<DB>,
  merchantId: number,
  key: string,
): Promise<StoredTransfer | undefined> {
  const row = await merchantRows(db, 'ledger_transfers', merchantId)
    .select(['id', 'status', 'request_hash', 'answer'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && { ...row, answer: row.answer as unknown as StoredTransfer['answer'] };
}

/** Whether a transfer holds this key (a cheaper look than findTransfer when only that matters). */
export async function transferExists(db: Kysely<DB>, merchantId: number, key: string): Promise<boolean> {
  const row = await merchantRows(db, 'ledger_transfers', merchantId)
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the accounts in ascending id (the lock order of db/transactions.ts) and reads them. */
export async function lockAccountStates(
  trx: Kysely<DB>,
  accountIds: string[],
): Promise<Map<string, AccountState>> {
  const { rows } = await sql<{ id: string; balance: string; may_go_negative: boolean }>`
    SELECT id::text, balance::text, may_go_negative FROM ledger_accounts
    WHERE id = ANY(${[...new Set(accountIds)]}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  return new Map(
    rows.map((row) => [row.id, { balance: BigInt(row.balance), mayGoNegative: row.may_go_negative }]),
  );
}

export async function savepoint(trx: Kysely<DB>, name: 'transfer'): Promise<void> {
  await sql`SAVEPOINT ${sql.raw(name)}`.execute(trx);
}

export async function rollbackToSavepoint(trx: Kysely<DB>, name: 'transfer'): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`.execute(trx);
}

/** A decided posting, ready to be written. */
export interface DecidedPosting {
  transfer: Pick<TransferInput, 'merchantId' | 'key' | 'kind' | 'createdBy'>;
  hash: string;
  decision: PostingDecision;
}

/**
 * The one writer of ledger rows, as common table expressions `balance`, `transfer` and `entry`
 * fed with arrays (one statement whatever the number of postings): the accounts' new balances,
 * the transfers in order (claiming their keys: a key taken meanwhile is skipped, and the caller
 * sees it missing from `transfer`), and the entries of the applied ones. Callers add their own
 * expressions after it (the wallet writes its bets in the same statement).
 */
export function ledgerWrites(postings: DecidedPosting[]): RawBuilder<unknown> {
  const entries = postings.flatMap((p) => p.decision.entries.map((e) => ({ transfer: p.transfer, ...e })));
  const finalBalance = new Map<string, bigint>();
  for (const e of entries) finalBalance.set(e.accountId, e.after);
  const touched = [...finalBalance.keys()];
  return sql`
    balance AS (
      UPDATE ledger_accounts a SET balance = v.balance
      FROM unnest(${touched}::bigint[], ${touched.map((id) => String(finalBalance.get(id)))}::bigint[]) AS v(id, balance)
      WHERE a.id = v.id
    ), transfer AS (
      INSERT INTO ledger_transfers (merchant_id, idempotency_key, kind, request_hash, status, answer, created_by)
      SELECT merchant_id, idempotency_key, kind, request_hash, status, answer::jsonb, created_by
      FROM unnest(
        ${postings.map((p) => p.transfer.merchantId)}::int[], ${postings.map((p) => p.transfer.key)}::text[],
        ${postings.map((p) => p.transfer.kind)}::text[], ${postings.map((p) => p.hash)}::text[],
        ${postings.map((p) => p.decision.status)}::text[], ${postings.map((p) => JSON.stringify(p.decision.answer))}::text[],
        ${postings.map((p) => p.transfer.createdBy)}::text[]
      ) WITH ORDINALITY AS v(merchant_id, idempotency_key, kind, request_hash, status, answer, created_by, n)
      ORDER BY n
      ON CONFLICT ON CONSTRAINT ledger_transfers_key DO NOTHING
      RETURNING id, merchant_id, idempotency_key
    ), entry AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT t.id, e.account_id, e.amount, e.balance_after
      FROM unnest(
        ${entries.map((e) => e.transfer.merchantId)}::int[], ${entries.map((e) => e.transfer.key)}::text[],
        ${entries.map((e) => e.accountId)}::bigint[], ${entries.map((e) => String(e.amount))}::bigint[],
        ${entries.map((e) => String(e.after))}::bigint[]
      ) WITH ORDINALITY AS e(merchant_id, idempotency_key, account_id, amount, balance_after, n)
      JOIN transfer t USING (merchant_id, idempotency_key)
      ORDER BY e.n
    )`;
}

export interface WrittenTransfer {
  id: string;
  merchant_id: number;
  idempotency_key: string;
}

/** Writes decided postings alone; answers the transfers written (a key taken meanwhile is missing). */
export async function writePostings(trx: Kysely<DB>, postings: DecidedPosting[]): Promise<WrittenTransfer[]> {
  const { rows } = await sql<WrittenTransfer>`
    WITH ${ledgerWrites(postings)}
    SELECT id::text, merchant_id, idempotency_key FROM transfer`.execute(trx);
  return rows;
}

export async function currencyDrifts(db: Kysely<DB>): Promise<Array<{ currency: string; sum: string }>> {
  const { rows } = await sql<{ currency: string; sum: string }>`
    SELECT currency, sum(balance)::text AS sum FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0`.execute(
    db,
  );
  return rows;
}

export async function accountDrifts(
  db: Kysely<DB>,
): Promise<Array<{ id: string; balance: string; entries: string }>> {
  const { rows } = await sql<{ id: string; balance: string; entries: string }>`
    SELECT a.id::text, a.balance::text, coalesce(sum(e.amount), 0)::text AS entries
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  return rows;
}

/**
 * Which ledger account: a player's (one per member, kind and currency; players never go negative)
 * or a system account (per merchant, kind, currency and shard; it may go negative).
 */
export type AccountKey = { merchantId: number; kind: string; currency: string } & (
  | { memberId: number }
  | { shard: number }
);

export async function findAccountId(db: Kysely<DB>, key: AccountKey): Promise<string | undefined> {
  const query = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', key.kind)
    .where('currency', '=', key.currency);
  const row = await ('memberId' in key
    ? query.where('member_id', '=', String(key.memberId))
    : query
        .where('merchant_id', '=', key.merchantId)
        .where('member_id', 'is', null)
        .where('shard', '=', key.shard)
  ).executeTakeFirst();
  return row?.id;
}

/** Makes the account unless it exists (another process may be making it at the same moment). */
export async function insertAccount(db: Kysely<DB>, key: AccountKey): Promise<void> {
  const { merchantId, kind, currency } = key;
  await ('memberId' in key
    ? sql`
    INSERT INTO ledger_accounts (merchant_id, currency, kind, member_id, may_go_negative)
    VALUES (${merchantId}, ${currency}, ${kind}, ${String(key.memberId)}, false)
    ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING
  `
    : sql`
    INSERT INTO ledger_accounts (merchant_id, currency, kind, shard, may_go_negative)
    VALUES (${merchantId}, ${currency}, ${kind}, ${key.shard}, true)
    ON CONFLICT (merchant_id, kind, currency, shard) WHERE member_id IS NULL DO NOTHING
  `
  ).execute(db);
}

export async function accountBalance(db: Kysely<DB>, accountId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}
