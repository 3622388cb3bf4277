import { randomBytes } from 'node:crypto';
import { formatMinor, parseAmount } from '@ficha/contract';
import type { InstantRound } from '@ficha/contract/studio/rounds';
import { studioGame } from '@ficha/games/catalogue';
import { fairRng, type Rng } from '@ficha/games/fairness';
import { winFor } from '@ficha/games/payout';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { moneyParam } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, placeBet, rollbackBet, settleWin } from '../../wallet/seamless-wallet.service.ts';
import { claimRoundSeed } from '../fairness/seed-pairs.ts';
import {
  closeOpenRound,
  decideOpenRound,
  insertRound,
  markRoundSettled,
  type RoundRow,
  roundsToRecover,
  saveOpenRoundState,
  walletBetStatus,
} from './rounds.repository.ts';

export type { RoundRow } from './rounds.repository.ts';

/**
 * Rounds of the studio's single-player games (issue 6 part 3). A round draws its randomness from
 * the member's seed pair with the next nonce, is stored, and only then debits the stake through
 * the seamless wallet with the round id as the bet id. Its result is stored (SETTLING) before the
 * win is credited with the same key, so a crash at any point leaves a round the recovery sweep
 * can finish: the win is never lost and never paid twice.
 */

export interface RoundStart<Outcome, State> {
  /** Known at once for an instant game; absent while a multi-step round waits for moves. */
  payoutE4?: number;
  outcome?: Outcome;
  state?: State;
}

export interface OpenedRound<Outcome, State> {
  roundId: string;
  stake: bigint;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  begun: RoundStart<Outcome, State>;
  balance: bigint;
}

export interface SettledRound {
  roundId: string;
  stake: bigint;
  payoutE4: number;
  win: bigint;
  balance: bigint;
}

export function newRoundId(): string {
  return `FR${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

/** The stake within the game's limits from the catalogue (issue 6: "bet limits from the catalogue"). */
export function checkStake(gameCode: string, stake: bigint, currency: string): void {
  const game = studioGame(gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  const min = parseAmount(game.minBet)!;
  const max = parseAmount(game.maxBet)!;
  if (stake < min || stake > max) {
    throw new AppError(
      'BET_OUT_OF_LIMITS',
      { min: game.minBet, max: game.maxBet },
      { min: moneyParam(game.minBet, currency), max: moneyParam(game.maxBet, currency) },
    );
  }
}

/**
 * Opens a round: claims the next nonce, lets the game draw from it (`begin`), stores the round and
 * debits `debit` (the stake, or what a bought feature costs). A refused bet leaves the round
 * REFUSED and the error goes to the player; nothing else changed.
 */
export async function openRound<Params extends object, Outcome, State extends object>(
  db: Kysely<DB>,
  session: GameSession,
  input: {
    stake: bigint;
    debit?: bigint;
    params: Params;
    begin: (rng: Rng) => RoundStart<Outcome, State>;
    /** The bet counts nothing towards bonus turnover (low-risk.ts). */
    lowRisk?: boolean;
  },
): Promise<OpenedRound<Outcome, State>> {
  const debit = input.debit ?? input.stake;
  const roundId = newRoundId();
  const { seed, begun } = await inTransaction(db, async (trx) => {
    const seed = await claimRoundSeed(trx, session.memberId, session.gameCode);
    const begun = input.begin(fairRng(seed.serverSeed, seed.clientSeed, seed.nonce));
    await insertRound(trx, {
      id: roundId,
      merchant_id: session.merchantId,
      member_id: String(session.memberId),
      session_id: session.id,
      game_code: session.gameCode,
      currency: session.currency,
      stake: String(debit),
      seed_id: seed.id,
      nonce: String(seed.nonce),
      params: JSON.stringify(input.params),
      state: begun.state ? JSON.stringify(begun.state) : null,
      outcome: begun.outcome === undefined ? null : JSON.stringify(begun.outcome),
      payout_e4: begun.payoutE4 ?? null,
      status: 'OPEN',
    });
    return { seed, begun };
  });
  try {
    const bet = await placeBet(db, session, {
      txId: roundId,
      roundId,
      amount: debit,
      lowRisk: input.lowRisk ?? false,
    });
    return {
      roundId,
      stake: debit,
      nonce: seed.nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      begun,
      balance: bet.balance,
    };
  } catch (error) {
    if (error instanceof AppError) await closeOpenRound(db, roundId, 'REFUSED');
    throw error;
  }
}

/** Decides an open round once (a second caller gets ROUND_NOT_OPEN), then credits its win. */
export async function settleRound(
  db: Kysely<DB>,
  session: GameSession,
  roundId: string,
  result: { payoutE4: number; outcome: unknown; state?: object },
): Promise<SettledRound> {
  const decided = await decideOpenRound(db, session.memberId, roundId, result);
  if (!decided) throw new AppError('ROUND_NOT_OPEN', { roundId });
  return creditRound(db, session, decided);
}

/** Credits a decided round's win (idempotent by the round id) and marks it SETTLED. */
async function creditRound(db: Kysely<DB>, session: GameSession, round: RoundRow): Promise<SettledRound> {
  const stake = BigInt(round.stake);
  const payoutE4 = round.payout_e4 ?? 0;
  const win = winFor(stake, payoutE4);
  const answer = await settleWin(db, session, { txId: round.id, betTxId: round.id, amount: win });
  await markRoundSettled(db, round.id);
  return { roundId: round.id, stake, payoutE4, win, balance: answer.balance };
}

/** What an instant game's round needs: the stake, what is debited if not the stake, how it plays. */
export interface InstantRoundInput {
  stake: bigint;
  debit?: bigint;
  params: object;
  play: (rng: Rng) => { payoutE4: number; outcome: unknown };
  lowRisk?: boolean;
}

/** An instant game's round: open with the outcome already drawn, then settle it. */
export async function playInstantRound(
  db: Kysely<DB>,
  session: GameSession,
  input: InstantRoundInput,
): Promise<InstantRound> {
  checkStake(session.gameCode, input.stake, session.currency);
  const opened = await openRound<object, unknown, never>(db, session, {
    stake: input.stake,
    ...(input.debit === undefined ? {} : { debit: input.debit }),
    params: input.params,
    begin: input.play,
    lowRisk: input.lowRisk ?? false,
  });
  const { payoutE4, outcome } = opened.begun as { payoutE4: number; outcome: unknown };
  const settled = await settleRound(db, session, opened.roundId, { payoutE4, outcome });
  return {
    roundId: opened.roundId,
    nonce: opened.nonce,
    serverSeedHash: opened.serverSeedHash,
    clientSeed: opened.clientSeed,
    stake: formatMinor(settled.stake),
    win: formatMinor(settled.win),
    payoutE4,
    outcome,
    balance: formatMinor(settled.balance),
  };
}

/**
 * Stores a multi-step round's new state if it is still open and still in the state the move was
 * computed from (a guard against two moves racing): false when another move got there first.
 */
export async function saveRoundState(
  db: Kysely<DB>,
  roundId: string,
  expected: object,
  next: object,
): Promise<boolean> {
  return saveOpenRoundState(db, roundId, expected, next);
}

/** Returns a round's stake (the rollback also refuses a late bet) and closes the round. */
export async function voidRound(
  db: Kysely<DB>,
  session: GameSession,
  roundId: string,
  status: 'REFUSED' | 'VOID' = 'VOID',
): Promise<void> {
  await rollbackBet(db, session, { betTxId: roundId });
  await closeOpenRound(db, roundId, status);
}

/** How the recovery sweep ends a multi-step round its player abandoned. */
export type AbandonedRoundFinisher = (round: RoundRow) => { payoutE4: number; outcome: unknown } | undefined;
const finishers = new Map<string, AbandonedRoundFinisher>();

/** A multi-step game says how to end a round left open (mines: cash out what was revealed). */
export function registerAbandonedRoundFinisher(gameCode: string, finish: AbandonedRoundFinisher): void {
  finishers.set(gameCode, finish);
}

/** Instant rounds are over in milliseconds; older open ones were cut off by a crash. */
export const INSTANT_ROUND_GRACE_SECONDS = 60;
/** A multi-step round waits this long for its player before the sweep ends it. */
export const ABANDONED_ROUND_HOURS = 24;

/**
 * The recovery sweep (issue 6 part 3), at start-up and every minute: a decided round gets its win
 * credited; an instant round cut off before settling is settled with its stored outcome; a round
 * whose bet never went through is rolled back (the tombstone refuses a late bet); an abandoned
 * multi-step round is finished the game's way, or its stake returned.
 */
export async function recoverStudioRounds(db: Kysely<DB>): Promise<number> {
  const rows = await roundsToRecover(db, INSTANT_ROUND_GRACE_SECONDS, ABANDONED_ROUND_HOURS);
  for (const round of rows) {
    const session = {
      id: round.session_id,
      merchantId: round.merchant_id,
      memberId: Number(round.member_id),
      vendorCode: 'FICHA',
      gameCode: round.game_code,
      currency: round.currency,
      expired: true,
    };
    if (round.status === 'SETTLING') {
      await creditRound(db, session, round);
      continue;
    }
    const betStatus = await walletBetStatus(db, round.id);
    if (betStatus !== 'PLACED') {
      // Never debited (or refused): make sure a late bet is refused, and close the round.
      await voidRound(db, session, round.id, betStatus === 'REFUSED' ? 'REFUSED' : 'VOID');
      continue;
    }
    const decided =
      round.outcome !== null
        ? { payoutE4: round.payout_e4 ?? 0, outcome: round.outcome }
        : finishers.get(round.game_code)?.(round);
    if (decided) {
      await settleRound(db, session, round.id, decided).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'ROUND_NOT_OPEN')) throw error;
      });
    } else {
      await voidRound(db, session, round.id);
    }
  }
  return rows.length;
}
