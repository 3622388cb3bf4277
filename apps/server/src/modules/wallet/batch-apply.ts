import { formatMinor } from '@ficha/contract';
import type { Kysely } from 'kysely';
import { planByKeys } from '../../db/keyed-plans.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  answerOfStored,
  decidePosting,
  type PreparedTransfer,
  type TransferInput,
  type TransferResult,
} from '../ledger/posting-rules.ts';
import { batchRg } from '../responsible-gaming/rg-bets.ts';
import { rgNow } from '../responsible-gaming/rg-clock.ts';
import { type PlacedBet, readBatch, writeBatch } from './batch.queries.ts';
import { betWeights, weightKey } from './bet-weights.ts';
import type { WalletBetKey } from './seamless-wallet.repository.ts';

/**
 * A batch of the seamless wallet's bets and wins applied in one transaction; the queue that
 * gathers batches and remembers their answers is wallet-batcher.ts.
 */

export interface BatchAnswer {
  transferId: string;
  /** Player balance after the posting (or as it stood, when refused). */
  balance: bigint;
}

export type BatchOp =
  | {
      type: 'BET';
      transfer: TransferInput;
      player: string;
      bet: WalletBetKey & {
        roundId: string;
        gameCode: string;
        amount: bigint;
        /** A bet the game judges low-risk (e.g. dice above 90% chance): it counts nothing towards turnover. */
        lowRisk: boolean;
      };
    }
  | {
      type: 'WIN';
      transfer: TransferInput;
      player: string;
      win: { vendorCode: string; betTxId: string; memberId: number; amount: bigint };
    };

/** An operation with what the batch needs of it worked out once: its legs and content hash. */
export interface Prepared extends PreparedTransfer {
  op: BatchOp;
}

/** What became of each posting of a batch: its answer, a refusal, or Resubmit (the next batch). */
export type Outcome = BatchAnswer | Error;

/** An operation that must wait for the next batch. */
export class Resubmit extends Error {}

class RetryBatch extends Error {}

/** What a bulk caller adds to a batch's transaction (the seamless wallet's batcher adds nothing). */
export interface BatchOptions {
  /** Plans held to the keys (db/keyed-plans.ts), for batches of thousands of postings. */
  keyedPlans?: boolean;
  /** Writes the caller's own rows of the outcomes, committed with the postings or not at all. */
  alongside?: (trx: Kysely<DB>, outcomes: Outcome[]) => Promise<void>;
}

/**
 * Applies a batch, running it again when another process claimed one of its keys or bets at the
 * same moment (its stored answer is then there to read), or on a deadlock or serialization failure.
 */
export async function runBatch(
  db: Kysely<DB>,
  items: Prepared[],
  options: BatchOptions = {},
): Promise<Outcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        if (options.keyedPlans) await planByKeys(trx);
        const outcomes = await applyBatch(trx, items, !options.keyedPlans);
        await options.alongside?.(trx, outcomes);
        return outcomes;
      });
    } catch (error) {
      if (!(error instanceof RetryBatch) || attempt >= 5) throw error;
    }
  }
}

export const keyOf = (op: BatchOp) => `${op.transfer.merchantId}|${op.transfer.key}`;
const betIdOf = (vendorCode: string, txId: string) => `${vendorCode}|${txId}`;

/**
 * One batch in one transaction, in two statements whatever its size (arrays, not a row of
 * parameters per posting): read what is known and lock what will change, decide every posting
 * in arrival order with the ledger's rules (posting-rules.ts), then write everything.
 */
async function applyBatch(trx: Kysely<DB>, items: Prepared[], prepare: boolean): Promise<Outcome[]> {
  const ops = items.map((item) => item.op);
  const outcomes: Array<Outcome | undefined> = ops.map(() => undefined);

  // 1. One read (batch.queries.ts). Locking a replayed posting's rows too costs nothing and saves
  // a round trip.
  const betOps = ops.flatMap((op) => (op.type === 'BET' ? [op.bet] : []));
  const now = rgNow();
  const read = await readBatch(trx, {
    now,
    keys: ops.map((op) => ({ merchantId: op.transfer.merchantId, key: op.transfer.key })),
    sessions: [...new Set(betOps.map((bet) => bet.sessionId))],
    bettors: [...new Set(betOps.map((bet) => String(bet.memberId)))],
    games: [
      ...new Map(
        betOps.map((bet) => [
          weightKey(bet),
          [bet.merchantId, bet.vendorCode, bet.gameCode] as [number, string, string],
        ]),
      ).values(),
    ],
    bettorGames: [
      ...new Map(
        betOps.map((bet) => [
          `${bet.memberId}|${weightKey(bet)}`,
          [String(bet.memberId), bet.vendorCode, bet.gameCode] as [string, string, string],
        ]),
      ).values(),
    ],
    betIds: ops.map((op) =>
      op.type === 'BET' ? [op.bet.vendorCode, op.bet.txId] : [op.win.vendorCode, op.win.betTxId],
    ),
    accountIds: [...new Set(items.flatMap((item) => item.legs.map((l) => l.accountId)))].sort((x, y) =>
      BigInt(x) < BigInt(y) ? -1 : 1,
    ),
    prepare,
  });

  // 2. Each posting in arrival order: the stored first answer of a key already answered (or a
  // conflict when the content differs), the checks of bets and wins, then the balances.
  const storedByKey = new Map(read.stored.map((s) => [`${s.merchant_id}|${s.idempotency_key}`, s]));
  const firstOfKey = new Map<string, number>();
  ops.forEach((op, i) => {
    const key = keyOf(op);
    const seen = storedByKey.get(key);
    if (seen) {
      outcomes[i] = outcomeOf(answerOfStored(seen, items[i]!), op.player);
    } else if (firstOfKey.has(key)) {
      // The same request twice in one batch (a quick retry): it follows the first one.
      outcomes[i] = new RetryLater(firstOfKey.get(key)!, items[i]!.hash);
    } else {
      firstOfKey.set(key, i);
    }
  });

  // A new bet needs a live session (retries, wins and rollbacks do not: vendors retry them for
  // hours) and an id no rollback has taken; a win needs its bet, placed by this member and not
  // rolled back. The bet rows are locked, so a rollback waits or is waited for.
  const newBets = ops.flatMap((op, i) => (op.type === 'BET' && outcomes[i] === undefined ? [{ op, i }] : []));
  const newWins = ops.flatMap((op, i) => (op.type === 'WIN' && outcomes[i] === undefined ? [{ op, i }] : []));
  const expiredIds = new Set(read.expired);
  for (const { op, i } of newBets)
    if (expiredIds.has(op.bet.sessionId)) outcomes[i] = new AppError('SESSION_EXPIRED');
  // While a bonus is active its maximum bet holds; a bet above it is refused and leaves no trace.
  const maxBets = new Map(read.max_bets.map((r) => [`${r.member_id}|${r.currency}`, BigInt(r.max_bet)]));
  for (const { op, i } of newBets) {
    const maxBet = maxBets.get(`${op.bet.memberId}|${op.bet.currency}`);
    if (outcomes[i] === undefined && maxBet !== undefined && op.bet.amount > maxBet)
      outcomes[i] = new AppError(
        'BONUS_MAX_BET',
        { maxBet: formatMinor(maxBet) },
        { maxBet: moneyParam(formatMinor(maxBet), op.bet.currency) },
      );
  }
  const bets = new Map(read.bets.map((row) => [betIdOf(row.vendor_code, row.tx_id), row]));
  for (const { op, i } of newBets) {
    if (outcomes[i] !== undefined) continue;
    const bet = bets.get(betIdOf(op.bet.vendorCode, op.bet.txId));
    if (bet?.status === 'ROLLED_BACK')
      outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.bet.txId });
    // A bet row whose answer this read did not see: placed meanwhile; run again to read its answer.
    else if (bet) throw new RetryBatch();
  }
  const betsInBatch = new Set(newBets.map(({ op }) => betIdOf(op.bet.vendorCode, op.bet.txId)));
  for (const { op, i } of newWins) {
    const id = betIdOf(op.win.vendorCode, op.win.betTxId);
    const bet = bets.get(id);
    // Its bet is being placed in this very batch: the win goes into the next one.
    if (betsInBatch.has(id)) outcomes[i] = new Resubmit();
    else if (!bet || bet.member_id !== String(op.win.memberId) || bet.status === 'REFUSED')
      outcomes[i] = new AppError('UNKNOWN_BET', { transactionId: op.win.betTxId });
    else if (bet.status === 'ROLLED_BACK')
      outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.win.betTxId });
  }

  const live = ops.flatMap((_op, i) => (outcomes[i] === undefined ? [i] : []));
  if (live.length === 0) return finish(items, outcomes);
  const accounts = new Map(
    read.accounts.map((a) => [a.id, { balance: BigInt(a.balance), mayGoNegative: a.may_go_negative }]),
  );
  // Responsible gaming (issue 19): an exclusion, a reached session limit, or a loss or wager limit
  // the stake would pass refuses a new bet before its balance is checked; it leaves no trace.
  const rg = await batchRg(trx, read.rg, now);
  const decided: Array<{ i: number; decision: ReturnType<typeof decidePosting> }> = [];
  for (const i of live) {
    const op = ops[i]!;
    const refusal = op.type === 'BET' ? rg.refusal(op.bet) : undefined;
    if (refusal) {
      outcomes[i] = refusal;
      continue;
    }
    const decision = decidePosting(accounts, items[i]!);
    if (op.type === 'BET' && decision.status === 'APPLIED') rg.placed(op.bet);
    decided.push({ i, decision });
  }
  if (decided.length === 0) return finish(items, outcomes);

  // 3. Write it all in one statement (batch.queries.ts): the ledger's postings, the batch's bets
  // (refused ones as REFUSED) and what bets won.
  const weightOf = betWeights(read);
  const placed = decided.flatMap(({ i, decision }): PlacedBet[] => {
    const op = ops[i]!;
    if (op.type !== 'BET') return [];
    const applied = decision.status === 'APPLIED';
    // The stake as counted towards turnover, fixed now: settlement sums it, never guesses later.
    const weight = op.bet.lowRisk ? 0n : BigInt(weightOf(op.bet));
    return [
      {
        ...op.bet,
        status: applied ? 'PLACED' : 'REFUSED',
        counted: applied ? (op.bet.amount * weight) / 100n : 0n,
      },
    ];
  });
  const wonByBet = new Map<string, { vendorCode: string; txId: string; amount: bigint }>();
  for (const { i, decision } of decided) {
    const op = ops[i]!;
    if (op.type !== 'WIN' || decision.status !== 'APPLIED') continue;
    const id = betIdOf(op.win.vendorCode, op.win.betTxId);
    const sum = wonByBet.get(id) ?? { vendorCode: op.win.vendorCode, txId: op.win.betTxId, amount: 0n };
    wonByBet.set(id, { ...sum, amount: sum.amount + op.win.amount });
  }
  const written = await writeBatch(
    trx,
    decided.map(({ i, decision }) => ({ transfer: ops[i]!.transfer, hash: items[i]!.hash, decision })),
    placed,
    [...wonByBet.values()],
    prepare,
  );
  // Another process claimed one of these keys or bets meanwhile: undo everything and read its answers.
  if (written.length !== decided.length || (written[0]?.bets ?? 0) !== placed.length) throw new RetryBatch();
  const transferIds = new Map(written.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, r.id]));
  for (const { i, decision } of decided) {
    const op = ops[i]!;
    outcomes[i] = outcomeOf(
      {
        transferId: transferIds.get(keyOf(op))!,
        status: decision.status,
        ...decision.answer,
        replayed: false,
      },
      op.player,
    );
  }
  return finish(items, outcomes);
}

/** In-batch duplicates take their first request's outcome (or a conflict when they differ). */
function finish(items: Prepared[], outcomes: Array<Outcome | undefined>): Outcome[] {
  return outcomes.map((outcome, i) => {
    if (!(outcome instanceof RetryLater)) return outcome!;
    const first = outcomes[outcome.firstIndex];
    if (outcome.hash !== items[outcome.firstIndex]!.hash)
      return new AppError('IDEMPOTENCY_CONFLICT', { key: items[i]!.op.transfer.key });
    return first instanceof RetryLater ? new AppError('INTERNAL') : first!;
  });
}

class RetryLater extends Error {
  constructor(
    readonly firstIndex: number,
    readonly hash: string,
  ) {
    super('duplicate in batch');
  }
}

/** A posting's answer as the wallet gives it: the player's balance, or a refusal carrying it. */
function outcomeOf(result: TransferResult | AppError, player: string): Outcome {
  if (result instanceof AppError) return result;
  // Money travels as decimal strings (DESIGN section 3): the balance as the player's other answers show it.
  if (result.status === 'REFUSED')
    return new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(result.balances[player] ?? '0') });
  return { transferId: result.transferId, balance: BigInt(result.balances[player] ?? '0') };
}
