import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';

export interface TransferLeg {
  accountId: string;
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferInput {
  merchantId: number;
  /** Idempotency key, namespaced by its source: `vendor:FICHA:tx-123`, `deposit:42`. */
  key: string;
  kind: string;
  legs: TransferLeg[];
  /** Who or what made it: `member:12`, `staff:3`, `vendor:FICHA`, `system:recovery`. */
  createdBy: string;
  /** Extra facts kept with the answer (round id, bet reference...). Part of the content check. */
  details?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: string;
  status: 'APPLIED' | 'REFUSED';
  /** Why it was refused. */
  code?: 'INSUFFICIENT_FUNDS';
  /** Balance of every account of the transfer after it (or as it stood, when refused). */
  balances: Record<string, string>;
  details: Record<string, unknown>;
  /** true when this key had been seen: the stored first answer is returned. */
  replayed: boolean;
}

export interface StoredAnswer {
  code?: 'INSUFFICIENT_FUNDS';
  balances: Record<string, string>;
  details: Record<string, unknown>;
}

export function requestHash(input: TransferInput, legs: TransferLeg[]): string {
  const content = JSON.stringify({
    kind: input.kind,
    legs: legs.map((l) => [l.accountId, l.amount.toString()]),
    details: input.details ?? {},
  });
  return createHash('sha256').update(content).digest('hex');
}

/** Same account twice in one transfer is one leg; zero legs are dropped; order by account id. */
export function normalizeLegs(legs: TransferLeg[]): TransferLeg[] {
  const byAccount = new Map<string, bigint>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0n) + leg.amount);
  return [...byAccount.entries()]
    .filter(([, amount]) => amount !== 0n)
    .map(([accountId, amount]) => ({ accountId, amount }))
    .sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1));
}

async function storedResult(
  db: Kysely<DB>,
  input: TransferInput,
  hash: string,
): Promise<TransferResult | undefined> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'status', 'request_hash', 'answer'])
    .where('merchant_id', '=', input.merchantId)
    .where('idempotency_key', '=', input.key)
    .executeTakeFirst();
  if (!row) return undefined;
  // The same key with other content is not a retry: it is refused with its own code.
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { key: input.key });
  const answer = row.answer as unknown as StoredAnswer;
  return { transferId: row.id, status: row.status, ...answer, replayed: true };
}

/**
 * Posts one double-entry transfer, exactly once per key (DESIGN section 3).
 *
 * - The legs must sum to zero. Player accounts cannot go below zero: the guarded UPDATE refuses,
 *   and the CHECK constraint backs it. A refusal is stored too, so a retry gets the same refusal.
 * - Accounts are locked in id order, so two transfers never wait on each other in a cycle. A
 *   transaction that posts several transfers locks all their accounts first (lockAccounts).
 * - The key is claimed by inserting the transfer row after the balance updates: a concurrent
 *   request with the same key waits on that row, then rolls its own work back and answers the
 *   stored result.
 */
export async function postTransfer(db: Kysely<DB>, input: TransferInput): Promise<TransferResult> {
  const legs = normalizeLegs(input.legs);
  if (legs.length === 0 || legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) {
    throw new Error(`transfer ${input.key} does not balance`);
  }
  const hash = requestHash(input, legs);
  const seen = await storedResult(db, input, hash);
  if (seen) return seen;
  // Inside a caller's transaction the transfer is part of its unit of work (and of its retry).
  return inTransaction(db, (trx) => applyOnce(trx, input, legs, hash));
}

async function applyOnce(
  trx: Kysely<DB>,
  input: TransferInput,
  legs: TransferLeg[],
  hash: string,
): Promise<TransferResult> {
  await sql`SAVEPOINT transfer`.execute(trx);
  const balances: Record<string, string> = {};
  let refused = false;
  for (const leg of legs) {
    const row = await sql<{ balance: string }>`
      UPDATE ledger_accounts SET balance = balance + ${leg.amount.toString()}::bigint
      WHERE id = ${leg.accountId} AND (may_go_negative OR balance + ${leg.amount.toString()}::bigint >= 0)
      RETURNING balance`.execute(trx);
    const balance = row.rows[0]?.balance;
    if (balance === undefined) {
      refused = true;
      break;
    }
    balances[leg.accountId] = String(balance);
  }
  const details = input.details ?? {};

  if (refused) {
    await sql`ROLLBACK TO SAVEPOINT transfer`.execute(trx);
    const current = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where(
        'id',
        'in',
        legs.map((l) => l.accountId),
      )
      .execute();
    const answer: StoredAnswer = {
      code: 'INSUFFICIENT_FUNDS',
      balances: Object.fromEntries(current.map((a) => [a.id, String(a.balance)])),
      details,
    };
    const inserted = await insertTransfer(trx, input, hash, 'REFUSED', answer);
    if (!inserted) return (await storedResult(trx, input, hash))!;
    return { transferId: inserted, status: 'REFUSED', ...answer, replayed: false };
  }

  const answer: StoredAnswer = { balances, details };
  const transferId = await insertTransfer(trx, input, hash, 'APPLIED', answer);
  if (!transferId) {
    await sql`ROLLBACK TO SAVEPOINT transfer`.execute(trx);
    return (await storedResult(trx, input, hash))!;
  }
  await trx
    .insertInto('ledger_entries')
    .values(
      legs.map((leg) => ({
        transfer_id: transferId,
        account_id: leg.accountId,
        amount: leg.amount.toString(),
        balance_after: balances[leg.accountId]!,
      })),
    )
    .execute();
  return { transferId, status: 'APPLIED', ...answer, replayed: false };
}

async function insertTransfer(
  trx: Kysely<DB>,
  input: TransferInput,
  hash: string,
  status: 'APPLIED' | 'REFUSED',
  answer: StoredAnswer,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('ledger_transfers')
    .values({
      merchant_id: input.merchantId,
      idempotency_key: input.key,
      kind: input.kind,
      request_hash: hash,
      status,
      answer: JSON.stringify(answer),
      created_by: input.createdBy,
    })
    .onConflict((oc) => oc.constraint('ledger_transfers_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The ledger's self-check: per currency the balances sum to zero, and every account's balance is
 * the sum of its entries. Answers the drifts found (none on a healthy ledger).
 */
export async function auditLedger(db: Kysely<DB>): Promise<{
  currencies: Array<{ currency: string; sum: string }>;
  accounts: Array<{ id: string; balance: string; entries: string }>;
}> {
  const currencies = await sql<{ currency: string; sum: string }>`
    SELECT currency, sum(balance)::text AS sum FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0`.execute(
    db,
  );
  const accounts = await sql<{ id: string; balance: string; entries: string }>`
    SELECT a.id::text, a.balance::text, coalesce(sum(e.amount), 0)::text AS entries
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  return { currencies: currencies.rows, accounts: accounts.rows };
}
