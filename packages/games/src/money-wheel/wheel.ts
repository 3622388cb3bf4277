import { fairRng, type Rng } from '../fairness.ts';
import { PAYOUT_SCALE } from '../payout.ts';

/**
 * The money wheel (a game show for everyone at the table). The wheel has 54 segments labelled 1,
 * 2, 5, 10, 20 and 40; a bet on a label wins when the wheel stops on that label and pays the label
 * to 1 (stake back plus label times the stake). Above the wheel a boost reel of 25 positions is
 * drawn in the same spin: most positions boost one label's odds by a factor (x2 on 40 turns 40 to
 * 1 into 80 to 1). Without the boost no layout of these labels could return about 96% on every
 * bet (the chances would add up to more than one); with it each bet's return is:
 *
 *   bet on  segments  boost positions   exact RTP
 *   1       24        1 x5              1296/1350 = 0.960000
 *   2       16        1 x4              1296/1350 = 0.960000
 *   5        7        7 x2              1295/1350 = 0.959259
 *   10       4        5 x2              1300/1350 = 0.962963
 *   20       2        1 x7              1290/1350 = 0.955556
 *   40       1        7 x2              1305/1350 = 0.966667
 *
 * (3 boost positions boost nothing.) RTP of a bet on L = segments(L) / 54 * (1 + L * mean factor
 * of L), mean factor = 1 + sum over L's boost positions of (factor - 1) / 25; wheelBetRtp computes
 * it from the tables below.
 *
 * A round's draw comes from its game hash (the wheel's own hash chain) and the chain's salt
 * through the studio's fair source: fairRng(serverSeed = game hash, clientSeed = salt, nonce 0),
 * first rng.int(54) for the segment, then rng.int(25) for the boost position.
 */

export const WHEEL_LABELS = [1, 2, 5, 10, 20, 40] as const;
export type WheelLabel = (typeof WHEEL_LABELS)[number];

/** Clockwise from the top; segment 0 is under the pointer when the wheel is at rest. */
export const WHEEL_SEGMENTS: readonly WheelLabel[] = [
  40, 1, 2, 1, 5, 1, 2, 1, 10, 2, 1, 2, 5, 1, 2, 1, 20, 1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 5, 1, 2, 1, 10, 1, 2,
  1, 5, 2, 1, 2, 20, 1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 2, 1,
];

export interface WheelBoost {
  label: WheelLabel;
  factor: number;
}

/**
 * The boost reel, in the order it is drawn on screen, written like the slots' strips: one entry a
 * position, "label x factor", and "-" where the position boosts nothing.
 */
export const WHEEL_BOOSTS: readonly (WheelBoost | null)[] = boostReel(
  '40x2 5x2 10x2 40x2 5x2 - 10x2 40x2 5x2 1x5 10x2 40x2 5x2 - 20x7 40x2 5x2 10x2 2x4 40x2 5x2 - 10x2 40x2 5x2',
);

function boostReel(text: string): (WheelBoost | null)[] {
  return text.split(' ').map((entry) => {
    if (entry === '-') return null;
    const [label, factor] = entry.split('x').map(Number);
    if (!WHEEL_LABELS.includes(label as WheelLabel)) throw new Error(`no label ${label} on the wheel`);
    return { label: label as WheelLabel, factor: factor! };
  });
}

export interface WheelOutcome {
  /** Index into WHEEL_SEGMENTS. */
  segment: number;
  label: WheelLabel;
  /** Index into WHEEL_BOOSTS. */
  boostPosition: number;
  boost: WheelBoost | null;
}

export function isWheelLabel(value: number): value is WheelLabel {
  return (WHEEL_LABELS as readonly number[]).includes(value);
}

export function drawWheel(rng: Rng): WheelOutcome {
  const segment = rng.int(WHEEL_SEGMENTS.length);
  const boostPosition = rng.int(WHEEL_BOOSTS.length);
  return { segment, label: WHEEL_SEGMENTS[segment]!, boostPosition, boost: WHEEL_BOOSTS[boostPosition]! };
}

/** The outcome of a wheel round from its game hash and its chain's salt. */
export function wheelOutcome(gameHash: string, salt: string): WheelOutcome {
  return drawWheel(fairRng(gameHash, salt, 0));
}

/** The odds a winning bet on `label` is paid (40 for 40 to 1, 80 when boosted x2); 0 when it lost. */
export function wheelOdds(label: WheelLabel, outcome: WheelOutcome): number {
  if (outcome.label !== label) return 0;
  return outcome.boost?.label === label ? label * outcome.boost.factor : label;
}

/** What a bet on `label` returns, in 1/10,000ths of the stake (0 when it lost). */
export function wheelPayoutE4(label: WheelLabel, outcome: WheelOutcome): number {
  const odds = wheelOdds(label, outcome);
  return odds === 0 ? 0 : (odds + 1) * PAYOUT_SCALE;
}

/** A bet's exact return as a fraction over 54 * 25 = 1350, from the two tables. */
export function wheelBetRtp(label: WheelLabel): { numerator: number; denominator: number } {
  const segments = WHEEL_SEGMENTS.filter((l) => l === label).length;
  const reel = WHEEL_BOOSTS.length;
  const extra = WHEEL_BOOSTS.reduce((sum, b) => sum + (b?.label === label ? b.factor - 1 : 0), 0);
  return {
    numerator: segments * (reel + label * (reel + extra)),
    denominator: WHEEL_SEGMENTS.length * reel,
  };
}
