import { type Rng, shuffle } from '../fairness.ts';
import { PAYOUT_SCALE } from '../payout.ts';

/**
 * Mines: a 5x5 grid hides 1 to 24 mines, placed when the round starts. The player reveals tiles
 * one at a time and may cash out after any safe one; a mine loses the stake. After k safe tiles
 * the multiplier is 0.99 / P(k safe tiles in a row) = 0.99 * C(25, k) / C(25 - mines, k), rounded
 * down to 1/10,000, so cashing out at any point returns at most 99% and loses under 0.0001 to the
 * rounding.
 *
 * A win is capped at MINES_MAX_PAYOUT_E4 (10,000x the stake): a cleared board with many mines
 * would otherwise pay millions of times the stake. The safe tile that reaches the cap ends the
 * round and pays it, since no further tile could pay more. Cash-out points under the cap keep
 * their 99%; those that reach it return less (see minesCashOutRtp).
 *
 * A round spans several requests, so the rules are a state machine over plain data the server
 * stores between moves: startMines, then revealTile until a mine, the last safe tile, or cashOut.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The return of cashing out, in 1/10,000ths. */
export const MINES_RTP_E4 = 9_900;
/** The most a round pays: 10,000x the stake. */
export const MINES_MAX_PAYOUT_E4 = 100_000_000;

export type MinesErrorCode =
  | 'INVALID_MINES_COUNT'
  | 'TILE_OUT_OF_RANGE'
  | 'TILE_ALREADY_REVEALED'
  | 'ROUND_FINISHED'
  | 'NOTHING_TO_CASH_OUT';

/** A move the rules refuse; the server answers it as a bad request with this code. */
export class MinesError extends Error {
  readonly code: MinesErrorCode;

  constructor(code: MinesErrorCode, message: string) {
    super(message);
    this.name = 'MinesError';
    this.code = code;
  }
}

export interface MinesParams {
  mines: number;
}

/** How a round ended: a mine, a cash-out, every safe tile revealed, or the max win reached. */
export type MinesStatus = 'playing' | 'busted' | 'cashed_out' | 'cleared' | 'max_win';

export interface MinesState {
  mines: number;
  /** Where the mines lie; never shown to the player before the round ends (see minesPublicState). */
  minePositions: readonly number[];
  /** The safe tiles revealed, in the order the player chose them. */
  safeTiles: readonly number[];
  /** The mine the player stepped on, if any. */
  mineHit: number | null;
  status: MinesStatus;
}

/** What a player sees: the mines only once the round is over. */
export type MinesPublicState = Omit<MinesState, 'minePositions'> & {
  minePositions: readonly number[] | null;
};

export interface MinesRevealResult {
  state: MinesState;
  hitMine: boolean;
  finished: boolean;
  /** What the round pays now: 0 after a mine, else the cash-out value (paid already if finished). */
  payoutE4: number;
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

function isValidMinesCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/** The safe tiles of a grid with this many mines: revealing them all ends the round. */
export function minesSafeTiles(mines: number): number {
  return MINES_TILES - mines;
}

/** The multiplier after `safeReveals` safe tiles, in 1/10,000ths, rounded down, at most the cap. */
export function minesPayoutE4(mines: number, safeReveals: number): number {
  if (!isValidMinesCount(mines)) throw new RangeError(`mines ${mines}`);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > minesSafeTiles(mines)) {
    throw new RangeError(`safe reveals ${safeReveals} with ${mines} mines`);
  }
  const exact =
    (BigInt(MINES_RTP_E4) * binomial(MINES_TILES, safeReveals)) /
    binomial(minesSafeTiles(mines), safeReveals);
  return exact < BigInt(MINES_MAX_PAYOUT_E4) ? Number(exact) : MINES_MAX_PAYOUT_E4;
}

/**
 * How many safe tiles a round with this many mines can reveal before it ends by itself: every
 * safe tile, or fewer when the multiplier reaches the max win first.
 */
export function minesMaxReveals(mines: number): number {
  for (let reveals = 1; reveals < minesSafeTiles(mines); reveals += 1) {
    if (minesPayoutE4(mines, reveals) === MINES_MAX_PAYOUT_E4) return reveals;
  }
  return minesSafeTiles(mines);
}

/** The rules sheet's table for a mines count: the multiplier after 1, 2, ... safe tiles. */
export function minesPayoutTable(mines: number): number[] {
  return Array.from({ length: minesMaxReveals(mines) }, (_, index) => minesPayoutE4(mines, index + 1));
}

/**
 * The exact return of cashing out after `safeReveals` safe tiles: the chance of getting there,
 * C(25 - mines, k) / C(25, k), times the multiplier. Just under 0.99 because of the rounding down,
 * and less where the max win caps the multiplier.
 */
export function minesCashOutRtp(mines: number, safeReveals: number): number {
  const survival =
    Number(binomial(minesSafeTiles(mines), safeReveals)) / Number(binomial(MINES_TILES, safeReveals));
  return (survival * minesPayoutE4(mines, safeReveals)) / PAYOUT_SCALE;
}

/** The mines of a round: the first `mines` tiles of a shuffled grid. */
export function minePositions(rng: Rng, mines: number): number[] {
  return shuffle(
    rng,
    Array.from({ length: MINES_TILES }, (_, tile) => tile),
  ).slice(0, mines);
}

export function startMines(rng: Rng, params: MinesParams): MinesState {
  if (!isValidMinesCount(params.mines)) {
    throw new MinesError('INVALID_MINES_COUNT', `mines must be ${MINES_MIN} to ${MINES_MAX}`);
  }
  return {
    mines: params.mines,
    minePositions: minePositions(rng, params.mines),
    safeTiles: [],
    mineHit: null,
    status: 'playing',
  };
}

/** What the round pays in this state: 0 after a mine or before any safe tile. */
export function minesStatePayoutE4(state: MinesState): number {
  if (state.status === 'busted' || state.safeTiles.length === 0) return 0;
  return minesPayoutE4(state.mines, state.safeTiles.length);
}

function assertPlaying(state: MinesState): void {
  if (state.status !== 'playing') throw new MinesError('ROUND_FINISHED', `the round is ${state.status}`);
}

/**
 * Reveals one tile (0..24, row by row). The last safe tile, or one that reaches the max win, ends
 * the round at the full payout.
 */
export function revealTile(state: MinesState, tile: number): MinesRevealResult {
  assertPlaying(state);
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new MinesError('TILE_OUT_OF_RANGE', `tile ${tile} is not on the grid`);
  }
  if (state.safeTiles.includes(tile)) {
    throw new MinesError('TILE_ALREADY_REVEALED', `tile ${tile} is already revealed`);
  }
  if (state.minePositions.includes(tile)) {
    const busted: MinesState = { ...state, mineHit: tile, status: 'busted' };
    return { state: busted, hitMine: true, finished: true, payoutE4: 0 };
  }
  const safeTiles = [...state.safeTiles, tile];
  const payoutE4 = minesPayoutE4(state.mines, safeTiles.length);
  const status: MinesStatus =
    safeTiles.length === minesSafeTiles(state.mines)
      ? 'cleared'
      : payoutE4 === MINES_MAX_PAYOUT_E4
        ? 'max_win'
        : 'playing';
  const next: MinesState = { ...state, safeTiles, status };
  return { state: next, hitMine: false, finished: status !== 'playing', payoutE4 };
}

/** Ends the round at the current multiplier; at least one safe tile must have been revealed. */
export function cashOut(state: MinesState): { state: MinesState; payoutE4: number } {
  assertPlaying(state);
  if (state.safeTiles.length === 0) {
    throw new MinesError('NOTHING_TO_CASH_OUT', 'reveal a tile before cashing out');
  }
  const cashedOut: MinesState = { ...state, status: 'cashed_out' };
  return { state: cashedOut, payoutE4: minesStatePayoutE4(cashedOut) };
}

/** The state as the player may see it: the mines stay hidden while the round is being played. */
export function minesPublicState(state: MinesState): MinesPublicState {
  return { ...state, minePositions: state.status === 'playing' ? null : state.minePositions };
}
