import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/**
 * The ledger's posting rules (DESIGN section 3), in one place and without SQL: whether a posting
 * may happen and what it writes. postTransfer (one posting) and the seamless wallet's batches
 * (many postings in one transaction) both decide with these functions and write with the one
 * writer of ledger.repository.ts, so the two paths cannot drift apart.
 */

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

export type TransferStatus = 'APPLIED' | 'REFUSED';

export interface TransferResult {
  transferId: string;
  status: TransferStatus;
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

/** A transfer row as the idempotency check reads it. */
export interface StoredTransfer {
  id: string;
  status: TransferStatus;
  request_hash: string;
  answer: StoredAnswer;
}

/** A transfer with its legs normalised and its content hash: what both paths decide on. */
export interface PreparedTransfer {
  transfer: TransferInput;
  legs: TransferLeg[];
  hash: string;
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

/** Normalises the legs, which must sum to zero, and hashes the content. */
export function prepareTransfer(transfer: TransferInput): PreparedTransfer {
  const legs = normalizeLegs(transfer.legs);
  if (legs.length === 0 || legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) {
    throw new Error(`transfer ${transfer.key} does not balance`);
  }
  return { transfer, legs, hash: requestHash(transfer, legs) };
}

/**
 * The answer to a key already used: its stored first answer, or a conflict when the content
 * differs (the same key with other content is not a retry: it is refused with its own code).
 */
export function answerOfStored(
  stored: StoredTransfer,
  prepared: PreparedTransfer,
): TransferResult | AppError {
  if (stored.request_hash !== prepared.hash) {
    return new AppError('IDEMPOTENCY_CONFLICT', { key: prepared.transfer.key });
  }
  return { transferId: stored.id, status: stored.status, ...stored.answer, replayed: true };
}

/** An account as the decision sees it: locked, with its balance so far in this transaction. */
export interface AccountState {
  balance: bigint;
  mayGoNegative: boolean;
}

export interface PostingDecision {
  status: TransferStatus;
  /** The answer stored with the transfer and given to every retry. */
  answer: StoredAnswer;
  /** The entry lines of an applied posting (none when refused), with each account's balance after it. */
  entries: Array<{ accountId: string; amount: bigint; after: bigint }>;
}

/**
 * Decides one posting against the locked accounts: player accounts never go below zero (a
 * refusal keeps the balances as they stood; it is stored too, so a retry gets the same refusal).
 * An applied posting moves the balances in `accounts`, so the next posting of the same
 * transaction decides on them.
 */
export function decidePosting(
  accounts: Map<string, AccountState>,
  prepared: PreparedTransfer,
): PostingDecision {
  const { legs } = prepared;
  const details = prepared.transfer.details ?? {};
  const balanceOf = (accountId: string) => accounts.get(accountId)?.balance ?? 0n;
  const allowed = legs.every((l) => {
    const account = accounts.get(l.accountId);
    return account !== undefined && (account.mayGoNegative || account.balance + l.amount >= 0n);
  });
  const balances = () => Object.fromEntries(legs.map((l) => [l.accountId, String(balanceOf(l.accountId))]));
  if (!allowed) {
    return {
      status: 'REFUSED',
      answer: { code: 'INSUFFICIENT_FUNDS', balances: balances(), details },
      entries: [],
    };
  }
  const entries = legs.map((l) => {
    const account = accounts.get(l.accountId)!;
    account.balance += l.amount;
    return { accountId: l.accountId, amount: l.amount, after: account.balance };
  });
  return { status: 'APPLIED', answer: { balances: balances(), details }, entries };
}
