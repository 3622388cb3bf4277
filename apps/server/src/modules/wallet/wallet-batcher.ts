import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { prepareTransfer } from '../ledger/posting-rules.ts';
import {
  type BatchAnswer,
  type BatchOp,
  keyOf,
  type Outcome,
  type Prepared,
  Resubmit,
  runBatch,
} from './batch-apply.ts';

export type { BatchAnswer, BatchOp } from './batch-apply.ts';

/**
 * Group commit for the seamless wallet's bets and wins (issue 4 part 1: one commit per bet caps
 * PostgreSQL near pgbench's rate; many postings per commit go far past it).
 *
 * A request goes out at once when the database is idle; while batches are in flight, arriving
 * requests gather and go out together as the next batch. One transaction applies a batch: it locks every
 * account it touches in id order (no deadlocks), decides the postings one by one in JavaScript
 * with the same rules as postTransfer (idempotency key, stored refusals, no player below zero),
 * and writes balances, bets, transfers and entries in one statement fed with arrays, so a batch
 * costs the same few round trips whatever its size. A batch that meets a key or a bet another
 * process is applying at the same moment is rolled back and run again, when that key's stored
 * answer is there to read.
 */

const MAX_BATCH = 256;
/** Batches in flight at once; requests that arrive meanwhile form the next batch (group commit). */
const MAX_IN_FLIGHT = 2;
/** Committed answers kept in memory, so a vendor's retry is answered without the database. */
const REMEMBERED_ANSWERS = 20_000;

interface Pending extends Prepared {
  resolve: (answer: BatchAnswer) => void;
  reject: (error: unknown) => void;
}

export class WalletBatcher {
  readonly #db: Kysely<DB>;
  #queue: Pending[] = [];
  #scheduled = false;
  #inFlight = 0;
  /** `${merchantId}|${key}` -> request hash and committed answer (insertion-ordered, oldest first). */
  readonly #answers = new Map<string, { hash: string; outcome: BatchAnswer | AppError }>();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  submit(op: BatchOp): Promise<BatchAnswer> {
    return this.#submit({ op, ...prepareTransfer(op.transfer) });
  }

  #submit(prepared: Prepared): Promise<BatchAnswer> {
    const remembered = this.#answers.get(keyOf(prepared.op));
    if (remembered && remembered.hash === prepared.hash) {
      return remembered.outcome instanceof AppError
        ? Promise.reject(remembered.outcome)
        : Promise.resolve(remembered.outcome);
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ ...prepared, resolve, reject });
      // Requests of the same tick go together; later ones wait for a free slot.
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#drain();
        });
      }
    });
  }

  #drain(): void {
    while (this.#queue.length > 0 && this.#inFlight < MAX_IN_FLIGHT) {
      const batch = this.#queue.splice(0, MAX_BATCH);
      this.#inFlight += 1;
      void this.#run(batch).finally(() => {
        this.#inFlight -= 1;
        this.#drain();
      });
    }
  }

  #remember(item: Prepared, outcome: BatchAnswer | AppError): void {
    if (outcome instanceof AppError && outcome.code !== 'INSUFFICIENT_FUNDS') return;
    this.#answers.set(keyOf(item.op), { hash: item.hash, outcome });
    if (this.#answers.size > REMEMBERED_ANSWERS) this.#answers.delete(this.#answers.keys().next().value!);
  }

  async #run(batch: Pending[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await runBatch(this.#db, batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) => {
      const pending = batch[i]!;
      if (outcome instanceof Resubmit) {
        this.#submit(pending).then(pending.resolve, pending.reject);
        return;
      }
      // Only what is committed is remembered: answers of this batch, refusals included.
      if (!(outcome instanceof Error) || outcome instanceof AppError) this.#remember(pending, outcome);
      if (outcome instanceof Error) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  }
}

const batchers = new WeakMap<Kysely<DB>, WalletBatcher>();
export function walletBatcher(db: Kysely<DB>): WalletBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new WalletBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
