import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { prepareTransfer } from '../ledger/posting-rules.ts';
import { type BatchAnswer, runBatch } from './batch-apply.ts';
import { type GameSession, winOp } from './seamless-wallet.service.ts';

/**
 * Many wins credited in one transaction, for a settlement that pays thousands at once (a lottery
 * period: issue 14). The same postings as settleWin's, decided by the same rules and written by
 * the same statements as the wallet's batches (batch-apply.ts), each idempotent by its key, so a
 * win credited before (by either path) gets its stored answer and is never paid twice. They skip
 * the batcher's queue, whose batches of a few hundred are sized for players waiting on each bet,
 * and keep their plans on the keys whatever share of a table they touch.
 */

export interface WinToCredit {
  session: GameSession;
  txId: string;
  betTxId: string;
  /** Above zero: a losing bet is closed without a posting. */
  amount: bigint;
}

/**
 * Credits `wins` together; answers each one's outcome in order (its answer, or the wallet's
 * refusal: an unknown or rolled-back bet). `alongside` writes the caller's own record of the
 * credited wins in the same transaction, so both commit or neither does.
 */
export async function creditWins(
  db: Kysely<DB>,
  wins: WinToCredit[],
  alongside?: (trx: Kysely<DB>, credited: boolean[]) => Promise<void>,
): Promise<Array<BatchAnswer | AppError>> {
  if (wins.length === 0) return [];
  const items = [];
  for (const { session, txId, betTxId, amount } of wins) {
    if (amount <= 0n) throw new AppError('BAD_REQUEST', { field: 'amount' });
    const op = await winOp(db, session, { txId, betTxId, amount });
    items.push({ op, ...prepareTransfer(op.transfer) });
  }
  const outcomes = await runBatch(db, items, {
    keyedPlans: true,
    alongside:
      alongside &&
      ((trx, outcomes) =>
        alongside(
          trx,
          outcomes.map((o) => !(o instanceof Error)),
        )),
  });
  return outcomes.map((outcome) => {
    // A batch of wins alone has no bet of its own for a win to wait on: any other error is a fault.
    if (outcome instanceof Error && !(outcome instanceof AppError)) throw outcome;
    return outcome;
  });
}
