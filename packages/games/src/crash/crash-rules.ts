import { msToReachE2, multiplierAtE2 } from './crash-curve.ts';

/**
 * The rules of a crash bet. A round takes off when betting closes; the multiplier climbs along
 * the curve and the round busts when it reaches the crash point, msToReachE2(crash point) after
 * take-off (at once for 1.00x). A bet cashed out before that is paid the multiplier shown at the
 * cash-out; an auto cash-out at a target wins when the crash point reaches the target (target <=
 * crash point) and is paid the target; a manual cash-out after the auto target was passed is paid
 * the target. Anything else loses the stake.
 */

export const CRASH_MIN_AUTO_E2 = 101;
export const CRASH_MAX_AUTO_E2 = 1_000_000;

export interface CrashBetPlay {
  /** The auto cash-out target in hundredths, if the player set one. */
  autoCashOutE2: number | null;
  /** Milliseconds after take-off at which a manual cash-out was accepted. */
  cashOutMs: number | null;
}

/** How long a round runs: from take-off to the bust. */
export function crashRunMs(crashE2: number, speed = 1): number {
  return msToReachE2(crashE2, speed);
}

/** The multiplier (hundredths) a bet of a finished round is paid; 0 when it lost. */
export function crashPayoutE2(bet: CrashBetPlay, crashE2: number, speed = 1): number {
  const auto = bet.autoCashOutE2;
  if (bet.cashOutMs !== null) {
    const shown = multiplierAtE2(bet.cashOutMs, speed);
    return auto !== null && auto <= shown ? auto : shown;
  }
  return auto !== null && auto <= crashE2 ? auto : 0;
}
