import type { CrashResult, RoundView } from '@ficha/contract/studio/shared-rounds/protocol';
import { multiplierAtE2 } from '@ficha/games/crash/crash-curve';

/**
 * Where a round stands at a moment of the server's clock. The multiplier is the contract's curve
 * of the time since take-off, the same function the server pays cash-outs with; the crash point is
 * only known once the server says the round ended (until then the curve keeps climbing).
 */

export type Flight =
  | { phase: 'waiting' }
  | { phase: 'betting'; leftMs: number; totalMs: number }
  | { phase: 'running'; elapsedMs: number; multiplierE2: number; speed: number }
  | {
      phase: 'ended';
      crashE2: number;
      elapsedMs: number;
      speed: number;
      sinceMs: number;
      nextInMs: number | null;
    };

export type FlightPhase = Flight['phase'];

/** `bettingFrom`: when this round started taking bets (server ms), for the countdown bar. */
export function flightAt(round: RoundView | null, bettingFrom: number | null, serverNow: number): Flight {
  if (!round) return { phase: 'waiting' };
  if (round.phase === 'ended' && round.result) {
    const crashE2 = (round.result as CrashResult).crashE2;
    const endsAt = round.endsAt ?? serverNow;
    return {
      phase: 'ended',
      crashE2,
      elapsedMs: Math.max(0, endsAt - round.startsAt),
      speed: round.speed,
      sinceMs: serverNow - endsAt,
      nextInMs: round.nextAt === null ? null : round.nextAt - serverNow,
    };
  }
  if (serverNow < round.startsAt) {
    const leftMs = round.startsAt - serverNow;
    const totalMs = Math.max(leftMs, round.startsAt - (bettingFrom ?? serverNow));
    return { phase: 'betting', leftMs, totalMs };
  }
  const elapsedMs = serverNow - round.startsAt;
  return {
    phase: 'running',
    elapsedMs,
    multiplierE2: multiplierAtE2(elapsedMs, round.speed),
    speed: round.speed,
  };
}

/** What a bet would be paid at multiplier `shownE2`: an auto target already passed pays the target. */
export function payableE2(shownE2: number, autoCashOutE2: number | null): number {
  return autoCashOutE2 !== null && autoCashOutE2 <= shownE2 ? autoCashOutE2 : shownE2;
}
