import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  accountDrifts,
  currencyDrifts,
  findTransfer,
  lockAccountStates,
  rollbackToSavepoint,
  savepoint,
  writePostings,
} from './ledger.repository.ts';
import {
  answerOfStored,
  decidePosting,
  type PreparedTransfer,
  prepareTransfer,
  type TransferInput,
  type TransferResult,
} from './posting-rules.ts';

export type { StoredAnswer, TransferInput, TransferLeg, TransferResult } from './posting-rules.ts';

/** The stored first answer of a key already used, or undefined; a conflict is thrown. */
async function storedResult(db: Kysely<DB>, prepared: PreparedTransfer): Promise<TransferResult | undefined> {
  const stored = await findTransfer(db, prepared.transfer.merchantId, prepared.transfer.key);
  if (!stored) return undefined;
  const answer = answerOfStored(stored, prepared);
  if (answer instanceof AppError) throw answer;
  return answer;
}

/**
 * Posts one double-entry transfer, exactly once per key (DESIGN section 3), by the rules of
 * posting-rules.ts, the same as the seamless wallet's batches.
 *
 * - The legs must sum to zero. Player accounts cannot go below zero: the decision refuses, and
 *   the CHECK constraint backs it. A refusal is stored too, so a retry gets the same refusal.
 * - Accounts are locked in id order, so two transfers never wait on each other in a cycle. A
 *   transaction that posts several transfers locks all their accounts first (lockAccounts).
 * - The key is claimed by inserting the transfer row with the balances: a concurrent request with
 *   the same key waits on that row, then rolls its own work back and answers the stored result.
 */
export async function postTransfer(db: Kysely<DB>, input: TransferInput): Promise<TransferResult> {
  const prepared = prepareTransfer(input);
  const seen = await storedResult(db, prepared);
  if (seen) return seen;
  // Inside a caller's transaction the transfer is part of its unit of work (and of its retry).
  return inTransaction(db, (trx) => applyOnce(trx, prepared));
}

async function applyOnce(trx: Kysely<DB>, prepared: PreparedTransfer): Promise<TransferResult> {
  await savepoint(trx, 'transfer');
  const accounts = await lockAccountStates(
    trx,
    prepared.legs.map((l) => l.accountId),
  );
  const decision = decidePosting(accounts, prepared);
  const [written] = await writePostings(trx, [
    { transfer: prepared.transfer, hash: prepared.hash, decision },
  ]);
  if (!written) {
    await rollbackToSavepoint(trx, 'transfer');
    return (await storedResult(trx, prepared))!;
  }
  return { transferId: written.id, status: decision.status, ...decision.answer, replayed: false };
}

/**
 * The ledger's self-check: per currency the balances sum to zero, and every account's balance is
 * the sum of its entries. Answers the drifts found (none on a healthy ledger).
 */
export async function auditLedger(db: Kysely<DB>): Promise<{
  currencies: Array<{ currency: string; sum: string }>;
  accounts: Array<{ id: string; balance: string; entries: string }>;
}> {
  return { currencies: await currencyDrifts(db), accounts: await accountDrifts(db) };
}
