import type { HistoryEntry, RoundView, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { WHEEL_BOOSTS, WHEEL_SEGMENTS } from '@ficha/games/money-wheel/wheel';

/**
 * Where the wheel and the boost reel are at any moment, as a pure function of the round and the
 * server's clock. Every player computes the same positions from the same round, so a player who
 * joins mid-spin sees the wheel where everyone else sees it, and it stops on the server's segment
 * exactly at the round's endsAt.
 *
 * Angles are degrees clockwise. Segment i sits i segments clockwise from the top when the wheel is
 * at rest (rotation 0), so rotating the wheel by -i segments brings segment i under the pointer.
 */

export const SEGMENT_COUNT = WHEEL_SEGMENTS.length;
export const SEGMENT_DEG = 360 / SEGMENT_COUNT;
export const BOOST_COUNT = WHEEL_BOOSTS.length;
/** The boost reel stops this far into the spin, while the wheel still turns. */
export const BOOST_STOP_SHARE = 0.55;

/** value modulo n, always in [0, n). */
export const wrap = (value: number, n: number) => ((value % n) + n) % n;

/**
 * Where inside its segment the wheel stops: up to 30% of a segment either side of the middle,
 * taken from the round's hash so it is the same for everyone and never near a segment's edge.
 */
export function stopNudge(hash: string | null): number {
  if (!hash) return 0;
  return (Number.parseInt(hash.slice(0, 4), 16) / 0xffff - 0.5) * 0.6;
}

/** The wheel's rotation at rest on `segment`. */
export function restAngle(segment: number, hash: string | null): number {
  return -(segment + stopNudge(hash)) * SEGMENT_DEG;
}

/** The segment under the pointer at a rotation. */
export function segmentUnderPointer(angle: number): number {
  return Math.round(wrap(-angle, 360) / SEGMENT_DEG) % SEGMENT_COUNT;
}

/**
 * 0..1 -> 0..1: a short speed-up (constant acceleration over the first 8%) then a long slow-down
 * (a cubic ease-out), joined without a jump in speed; it reaches 1 exactly at 1.
 */
export function spinEase(p: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const rampEnd = 0.08;
  const top = 1 / (rampEnd / 2 + (1 - rampEnd) / 3);
  if (p < rampEnd) return (top * p * p) / (2 * rampEnd);
  const q = (p - rampEnd) / (1 - rampEnd);
  return (top * rampEnd) / 2 + (top * (1 - rampEnd) * (1 - (1 - q) ** 3)) / 3;
}

/** A move from `from` to `to` between two server times. */
export interface Motion {
  from: number;
  to: number;
  startsAt: number;
  endsAt: number;
}

export function positionAt(motion: Motion, now: number, reducedMotion = false): number {
  if (now >= motion.endsAt) return motion.to;
  if (now <= motion.startsAt || reducedMotion) return motion.from;
  return (
    motion.from +
    (motion.to - motion.from) * spinEase((now - motion.startsAt) / (motion.endsAt - motion.startsAt))
  );
}

/** The ended round just before `round` (the wheel rests where it stopped), or the latest one known. */
export function previousResult(
  roundId: number | null,
  history: readonly HistoryEntry[],
): { result: WheelResultView; hash: string } | null {
  const entry = (roundId === null ? undefined : history.find((h) => h.roundId === roundId - 1)) ?? history[0];
  return entry ? { result: entry.result as WheelResultView, hash: entry.hash } : null;
}

export interface RoundMotion {
  wheel: Motion;
  reel: Motion;
}

/**
 * The wheel's and the reel's moves in a round whose result is known: from where the previous round
 * left them, clockwise by whole turns plus whatever reaches the drawn segment (about one turn per
 * 1.2 s of spin), the reel by two laps plus what reaches the drawn boost position.
 */
export function roundMotion(round: RoundView, history: readonly HistoryEntry[]): RoundMotion | null {
  const result = round.result as WheelResultView | null;
  if (!result || round.endsAt === null) return null;
  const previous = previousResult(round.roundId, history);
  const from = previous ? restAngle(previous.result.segment, previous.hash) : 0;
  const target = restAngle(result.segment, round.hash);
  const duration = round.endsAt - round.startsAt;
  const turns = Math.min(5, Math.max(1, Math.round(duration / 1_200)));
  const reelFrom = previous?.result.boostPosition ?? 0;
  return {
    wheel: {
      from,
      to: from + turns * 360 + wrap(target - from, 360),
      startsAt: round.startsAt,
      endsAt: round.endsAt,
    },
    reel: {
      from: reelFrom,
      to: reelFrom + 2 * BOOST_COUNT + wrap(result.boostPosition - reelFrom, BOOST_COUNT),
      startsAt: round.startsAt,
      endsAt: round.startsAt + duration * BOOST_STOP_SHARE,
    },
  };
}

/** When the boost shows (the reel stopped), in server time; null while the result is unknown. */
export function boostShownAt(round: RoundView | null): number | null {
  if (!round?.result || round.endsAt === null) return null;
  return round.startsAt + (round.endsAt - round.startsAt) * BOOST_STOP_SHARE;
}

/**
 * What the table shows now: bets open until startsAt; then closed until the spin (with its
 * result) has arrived; spinning until endsAt; the result until nextAt; then waiting for the next.
 */
export type TablePhase = 'waiting' | 'betting' | 'closed' | 'spinning' | 'result';

export function tablePhase(round: RoundView | null, now: number): TablePhase {
  if (!round) return 'waiting';
  if (now < round.startsAt) return 'betting';
  if (!round.result || round.endsAt === null) return 'closed';
  if (now < round.endsAt) return 'spinning';
  return round.nextAt === null || now < round.nextAt ? 'result' : 'waiting';
}
