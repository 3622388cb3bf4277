import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@ficha/games/fairness';
import { betTypeOf, periodRng } from '@ficha/games/lottery/lottery-bets';
import { LOTTERY_VENDOR, type LotteryGame, lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';
import {
  type LotteryPeriod,
  nextPeriod,
  periodAt,
  periodsDrawnBetween,
} from '@ficha/games/lottery/lottery-schedule';
import { winFor } from '@ficha/games/payout';
import type { Kysely } from 'kysely';
import { analyzeIfUnknown, planByKeys } from '../../db/keyed-plans.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditWins } from '../wallet/bulk-wins.ts';
import { type GameSession, rollbackBet, settleWin } from '../wallet/seamless-wallet.service.ts';
import {
  markStakeReturned,
  markSuborderSettled,
  markSubordersWon,
  moveSuborder,
  type SuborderToSettle,
  settleLosingSuborders,
  subordersToSettle,
} from './orders.queries.ts';
import {
  claimSettling,
  finishPeriod,
  insertPeriod,
  latestPeriod,
  markDrawn,
  type PeriodKey,
  type PeriodRow,
  periodsToDraw,
  periodsToSettle,
  releaseSettling,
  renewSettling,
} from './periods.queries.ts';

/**
 * The lottery's draws, run by every server process at once (issue 14). Each step is a guarded
 * write, so whichever process gets there first does it and the others find it done:
 *
 *   make     the period open now and the next one exist, each with a fresh seed whose hash is
 *            public from then on; periods missed while every process was down are made too.
 *   draw     OPEN -> DRAWN once the draw time has come, the result replayed from the seed.
 *   settle   each sub-order: a win credited (or the bet closed as lost), a cancelled, voided or
 *            abandoned one's stake returned; then the period is SETTLED (or VOID stays, settled).
 */

/** Missed periods older than this are not made when a process starts after a long stop. */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;
/** A PENDING sub-order younger than this may still be under way in the wallet. */
const PENDING_GRACE_MS = 5_000;

export function newPeriodSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: sha256Hex(seed) };
}

/**
 * Makes the game's period taking bets at `now`, the one after it and any missed since the last
 * known period (up to a day back), oldest first; answers the current one.
 */
export async function preparePeriods(
  db: Kysely<DB>,
  merchant: { id: number; timeZone: string },
  game: LotteryGame,
  now: number,
): Promise<LotteryPeriod> {
  const current = periodAt(game.schedule, now, merchant.timeZone);
  const latest = await latestPeriod(db, merchant.id, game.code);
  const missed = latest
    ? periodsDrawnBetween(
        game.schedule,
        Math.max(new Date(latest.draws_at).getTime(), now - CATCH_UP_MS),
        now,
        merchant.timeZone,
      )
    : [];
  for (const period of [...missed, current, nextPeriod(game.schedule, current, merchant.timeZone)]) {
    const key = { merchantId: merchant.id, gameCode: game.code, numero: period.numero };
    await insertPeriod(db, key, period, newPeriodSeed());
  }
  return current;
}

/** The period's result, replayed from its seed: what the draw wrote and what a player recomputes. */
export function drawOf(row: Pick<PeriodRow, 'game_code' | 'numero' | 'seed'>): unknown {
  const game = lotteryGame(row.game_code);
  if (!game) throw new Error(`lottery game ${row.game_code} is not in the catalogue`);
  return rulesOf(game).draw(periodRng(row.seed, row.game_code, row.numero));
}

/** Draws every period whose time has come, oldest first; answers how many this process drew. */
export async function drawDuePeriods(db: Kysely<DB>, limit = 100): Promise<number> {
  let drawn = 0;
  for (const row of await periodsToDraw(db, limit)) {
    const key = { merchantId: row.merchant_id, gameCode: row.game_code, numero: row.numero };
    if (await markDrawn(db, key, drawOf(row) as object)) drawn += 1;
  }
  return drawn;
}

export type SettleOutcome = 'settled' | 'later' | 'busy';

/** Settles drawn (and voided) periods, oldest first. */
export async function settleDuePeriods(db: Kysely<DB>, limit = 20): Promise<SettleOutcome[]> {
  const outcomes: SettleOutcome[] = [];
  for (const row of await periodsToSettle(db, limit)) {
    outcomes.push(
      await settlePeriod(db, { merchantId: row.merchant_id, gameCode: row.game_code, numero: row.numero }),
    );
  }
  return outcomes;
}

/**
 * Losing sub-orders closed per statement, and wins credited per transaction. Each is a walk of
 * keys, so its time grows with its size: a win transaction holds its house accounts for about a
 * tenth of a second, which players' bets at that moment wait for.
 */
const LOSERS_PER_STATEMENT = 10_000;
const WINS_PER_TRANSACTION = 2_000;

/**
 * Settles one drawn or voided period, if no other process holds it. A drawn period's sub-orders
 * go in bulk (issue 14: 100,000 bets in seconds): every hit is worked out in memory, the losing
 * ones are closed set-based (settleLosingSuborders), the wins are credited thousands per
 * transaction (the wallet's creditWins), each idempotent by its `${suborder}:win` id and marked
 * in the same transaction. A crash leaves a chunk either paid and marked or neither, and a win
 * credited earlier by another path gets its stored answer, so nothing is paid twice. What is left
 * (cancelled, refused, pending sub-orders, a voided period's bets) goes one by one.
 */
export async function settlePeriod(db: Kysely<DB>, key: PeriodKey): Promise<SettleOutcome> {
  const period = await claimSettling(db, key);
  if (!period) return 'busy';
  const suborders = await subordersToSettle(db, key, PENDING_GRACE_MS);
  let later = false;
  let oneByOne = suborders;
  if (period.status === 'DRAWN') {
    // Their plans below walk keys; a fresh database's first period gives the planner its numbers.
    await analyzeIfUnknown(db, ['lottery_orders', 'lottery_suborders', 'wallet_bets']);
    const placed = suborders.filter((s) => s.status === 'PLACED');
    oneByOne = suborders.filter((s) => s.status !== 'PLACED');
    const judged = placed.map((suborder) => ({ suborder, ...outcomeOf(period, suborder) }));
    const losers = judged.filter((j) => j.win === 0n).map((j) => j.suborder);
    const winners = judged.filter((j) => j.win > 0n);
    // The losing and the winning sub-orders are apart (other rows, other statements): both run at
    // once, so the database closes losers while the wallet posts wins.
    const [notClosed, walletTrouble] = await Promise.all([
      settleLosers(db, key, losers),
      payWinners(db, key, winners),
    ]);
    // Not closed in bulk (its wallet bet is not a placed one): the one-by-one path says why.
    oneByOne.push(...notClosed);
    later = walletTrouble;
  }
  for (const suborder of oneByOne) {
    try {
      const done = await settleSuborder(db, period, suborder);
      if (!done) later = true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      later = true;
    }
  }
  if (later || !(await finishPeriod(db, key))) {
    await releaseSettling(db, key);
    return 'later';
  }
  return 'settled';
}

/** Closes the losing sub-orders set-based; answers those it could not close. */
async function settleLosers(
  db: Kysely<DB>,
  key: PeriodKey,
  losers: SuborderToSettle[],
): Promise<SuborderToSettle[]> {
  const left: SuborderToSettle[] = [];
  for (let i = 0; i < losers.length; i += LOSERS_PER_STATEMENT) {
    const chunk = losers.slice(i, i + LOSERS_PER_STATEMENT);
    const settled = await inTransaction(db, async (trx) => {
      await planByKeys(trx);
      return settleLosingSuborders(
        trx,
        LOTTERY_VENDOR,
        chunk.map((s) => s.id),
      );
    });
    left.push(...chunk.filter((s) => !settled.has(s.id)));
    await renewSettling(db, key);
  }
  return left;
}

/**
 * Credits the wins through the wallet, thousands per transaction, each credited sub-order marked
 * in its transaction; answers whether the wallet refused one (it is tried again next pass).
 */
async function payWinners(
  db: Kysely<DB>,
  key: PeriodKey,
  winners: Array<{ suborder: SuborderToSettle; hits: number; win: bigint }>,
): Promise<boolean> {
  let refused = false;
  for (let i = 0; i < winners.length; i += WINS_PER_TRANSACTION) {
    const chunk = winners.slice(i, i + WINS_PER_TRANSACTION);
    const credited = await creditWins(
      db,
      chunk.map(({ suborder, win }) => ({
        session: sessionOf(suborder),
        txId: `${suborder.id}:win`,
        betTxId: suborder.id,
        amount: win,
      })),
      (trx, paid) =>
        markSubordersWon(
          trx,
          chunk.filter((_, j) => paid[j]).map(({ suborder, hits, win }) => ({ id: suborder.id, hits, win })),
        ),
    );
    // One sub-order's wallet trouble must not hold back the others.
    if (credited.some((outcome) => outcome instanceof AppError)) refused = true;
    await renewSettling(db, key);
  }
  return refused;
}

/** The wallet session a sub-order was placed in, from its ticket (no read of the session needed). */
function sessionOf(suborder: SuborderToSettle): GameSession {
  return {
    id: suborder.session_id,
    merchantId: suborder.merchant_id,
    memberId: Number(suborder.member_id),
    vendorCode: LOTTERY_VENDOR,
    gameCode: suborder.game_code,
    currency: suborder.currency,
  };
}

/** A placed sub-order's hits on the period's result and its win, exact in minor units. */
function outcomeOf(period: PeriodRow, suborder: SuborderToSettle): { hits: number; win: bigint } {
  const game = lotteryGame(period.game_code)!;
  const type = betTypeOf(rulesOf(game), suborder.bet_type)!;
  const hits = type.hits(period.result, suborder.pick);
  return { hits, win: winFor(BigInt(suborder.amount) * BigInt(hits), suborder.payout_e4) };
}

/** One sub-order's money; answers false when it must wait for a later pass. */
async function settleSuborder(
  db: Kysely<DB>,
  period: PeriodRow,
  suborder: SuborderToSettle,
): Promise<boolean> {
  const session = sessionOf(suborder);
  const returnStake = async () => {
    await rollbackBet(db, session, { betTxId: suborder.id });
  };
  switch (suborder.status) {
    case 'PLACED': {
      if (period.status === 'VOID') {
        await returnStake();
        return moveSuborder(db, suborder.id, ['PLACED'], 'VOID', true);
      }
      const { hits, win } = outcomeOf(period, suborder);
      await settleWin(db, session, { txId: `${suborder.id}:win`, betTxId: suborder.id, amount: win });
      return markSuborderSettled(db, suborder.id, hits, win);
    }
    case 'PENDING': {
      if (!suborder.stale) return false;
      await returnStake();
      return moveSuborder(db, suborder.id, ['PENDING'], 'ROLLED_BACK', true);
    }
    case 'CANCELLED':
    case 'VOID':
    case 'ROLLED_BACK':
      await returnStake();
      await markStakeReturned(db, suborder.id);
      return true;
    default:
      // REFUSED: nothing moved.
      await markStakeReturned(db, suborder.id);
      return true;
  }
}
