import { formatMinor } from '@ficha/contract';
import type { MinesRoundView } from '@ficha/contract/studio/mines';
import { minesOutcome } from '@ficha/games/mines/mines-outcome';
import {
  cashOut,
  MinesError,
  type MinesState,
  minesMaxReveals,
  minesPayoutE4,
  minesPublicState,
  minesStatePayoutE4,
  revealTile,
  startMines,
} from '@ficha/games/mines/mines-rules';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, walletBalance } from '../../wallet/seamless-wallet.service.ts';
import { minesBetIsLowRisk } from '../low-risk.ts';
import { decidedRoundWin, openRoundsOf } from '../rounds/rounds.repository.ts';
import {
  checkStake,
  type OpenedRound,
  openRound,
  type RoundRow,
  registerAbandonedRoundFinisher,
  saveRoundState,
  settleRound,
  voidRound,
} from '../rounds/rounds.service.ts';

/**
 * Mines rounds (issue 6): the studio's multi-step game. The bet opens a round with the mines
 * placed from the round's seeds; each reveal or the cash-out is one request that moves the stored
 * state with a guarded update, so two requests racing on one round never both count. A move that
 * ends the round (a mine, the last safe tile, the max win, a cash-out) stores the final state
 * first and then settles it: if the settlement is cut off, the next request (or the recovery
 * sweep) finishes it from that state. The mines never leave the server while the round is played.
 */

export const MINES_GAME = 'ficha_mines';
/** A move that lost a race re-reads the round and tries again on its new state this many times. */
const MOVE_ATTEMPTS = 3;

function viewOf(
  round: Pick<RoundRow, 'id' | 'nonce' | 'stake'>,
  state: MinesState,
  balance: bigint,
  win: bigint | null,
): MinesRoundView {
  const playing = state.status === 'playing';
  return {
    roundId: round.id,
    nonce: Number(round.nonce),
    stake: formatMinor(round.stake),
    mines: state.mines,
    state: minesPublicState(state),
    payoutE4: minesStatePayoutE4(state),
    nextPayoutE4:
      playing && state.safeTiles.length < minesMaxReveals(state.mines)
        ? minesPayoutE4(state.mines, state.safeTiles.length + 1)
        : null,
    win: win === null ? null : formatMinor(win),
    balance: formatMinor(balance),
  };
}

const stateOf = (round: RoundRow) => round.state as unknown as MinesState;

/** The rules refuse a move: a finished round is not open; anything else is an invalid move. */
function refusedMove(error: unknown): never {
  if (!(error instanceof MinesError)) throw error;
  if (error.code === 'ROUND_FINISHED') throw new AppError('ROUND_NOT_OPEN');
  throw new AppError('INVALID_MOVE', { reason: error.code });
}

/**
 * Rounds of this member's mines in this session's currency (a free-play round is never played on
 * with real money, nor the other way round), open ones only; or only `roundId`.
 */
function openRounds(db: Kysely<DB>, session: GameSession, roundId?: string) {
  return openRoundsOf(db, { ...session, gameCode: MINES_GAME }, roundId);
}

/** Open rounds oldest first: by seed pair, then nonce (the pair's row lock orders the nonces). */
async function openRoundsInOrder(db: Kysely<DB>, session: GameSession): Promise<RoundRow[]> {
  const rows = await openRounds(db, session);
  return rows.sort((a, b) => {
    const bySeed = BigInt(a.seed_id) - BigInt(b.seed_id);
    const order = bySeed === 0n ? BigInt(a.nonce) - BigInt(b.nonce) : bySeed;
    return order < 0n ? -1 : order > 0n ? 1 : 0;
  });
}

/**
 * Settles a round whose final state is stored. Another request may be settling it in the same
 * moment (a reload while the cash-out is in flight): then its recorded win is answered.
 */
async function settleDecided(db: Kysely<DB>, session: GameSession, round: RoundRow, state: MinesState) {
  try {
    const settled = await settleRound(db, session, round.id, {
      payoutE4: minesStatePayoutE4(state),
      outcome: minesOutcome(state),
      state,
    });
    return viewOf(round, state, settled.balance, settled.win);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'ROUND_NOT_OPEN')) throw error;
    const decided = await decidedRoundWin(db, round.id);
    if (!decided) throw error;
    return viewOf(round, state, (await walletBalance(db, session)).balance, BigInt(decided.win ?? '0'));
  }
}

/**
 * The member's open round, if any. One left decided by a cut-off settlement is settled now and
 * answered over, so a reload shows its result ("a lost connection never loses a win").
 */
export async function currentMinesRound(
  db: Kysely<DB>,
  session: GameSession,
): Promise<MinesRoundView | null> {
  const [round] = await openRoundsInOrder(db, session);
  if (!round) return null;
  const state = stateOf(round);
  if (state.status !== 'playing') return settleDecided(db, session, round, state);
  return viewOf(round, state, (await walletBalance(db, session)).balance, null);
}

/**
 * Opens a round: the stake within the catalogue's limits, the mines placed from the next nonce.
 * One round at a time: while one is open the bet is refused with ROUND_IN_PROGRESS, and the open
 * round's view comes with the refusal so the client resumes it.
 */
export async function startMinesRound(
  db: Kysely<DB>,
  session: GameSession,
  input: { stake: bigint; mines: number },
): Promise<MinesRoundView> {
  checkStake(MINES_GAME, input.stake, session.currency);
  const current = await currentMinesRound(db, session);
  if (current && current.state.status === 'playing') throw new AppError('ROUND_IN_PROGRESS', current);
  const params = { mines: input.mines };
  let opened: OpenedRound<never, MinesState>;
  try {
    opened = await openRound<typeof params, never, MinesState>(db, session, {
      stake: input.stake,
      params,
      begin: (rng) => ({ state: startMines(rng, params) }),
      lowRisk: minesBetIsLowRisk(params.mines),
    });
  } catch (error) {
    refusedMove(error);
  }
  // Two bets sent at once both passed the check above: the older round stays, the newer is undone
  // (its stake returned).
  const [oldest] = await openRoundsInOrder(db, session);
  if (oldest && oldest.id !== opened.roundId) {
    await voidRound(db, session, opened.roundId);
    throw new AppError('ROUND_IN_PROGRESS', await currentMinesRound(db, session));
  }
  const round = { id: opened.roundId, nonce: String(opened.nonce), stake: String(opened.stake) };
  return viewOf(round, opened.begun.state!, opened.balance, null);
}

/**
 * One move on an open round, computed from its stored state and saved only if that state is still
 * the stored one; a move that lost a race is tried again on the state that won, unless that one
 * ended the round (its request settles it). A move that ends the round settles it.
 */
async function playMove(
  db: Kysely<DB>,
  session: GameSession,
  roundId: string,
  move: (state: MinesState) => MinesState,
): Promise<MinesRoundView> {
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt += 1) {
    const [round] = await openRounds(db, session, roundId);
    if (!round) throw new AppError('ROUND_NOT_OPEN', { roundId });
    let next: MinesState;
    try {
      next = move(stateOf(round));
    } catch (error) {
      refusedMove(error);
    }
    if (!(await saveRoundState(db, round.id, round.state as object, next))) continue;
    if (next.status !== 'playing') return settleDecided(db, session, round, next);
    return viewOf(round, next, (await walletBalance(db, session)).balance, null);
  }
  throw new AppError('ROUND_NOT_OPEN', { roundId });
}

export async function revealMinesTile(
  db: Kysely<DB>,
  session: GameSession,
  input: { roundId: string; tile: number },
): Promise<MinesRoundView> {
  return playMove(db, session, input.roundId, (state) => revealTile(state, input.tile).state);
}

export async function cashOutMinesRound(
  db: Kysely<DB>,
  session: GameSession,
  input: { roundId: string },
): Promise<MinesRoundView> {
  return playMove(db, session, input.roundId, (state) => cashOut(state).state);
}

/**
 * A round left open for a day is cashed out for its player at what was revealed; with nothing
 * revealed there is nothing to cash out, and the sweep returns the stake. A round whose final
 * state was stored is settled as it ended.
 */
export function registerMinesRecovery(): void {
  registerAbandonedRoundFinisher(MINES_GAME, (round) => {
    const state = stateOf(round);
    if (!state) return undefined;
    if (state.status !== 'playing') {
      return { payoutE4: minesStatePayoutE4(state), outcome: minesOutcome(state) };
    }
    if (state.safeTiles.length === 0) return undefined;
    const cashed = cashOut(state).state;
    return { payoutE4: minesStatePayoutE4(cashed), outcome: minesOutcome(cashed) };
  });
}
