/**
 * How the multiplier climbs while a crash round runs: a pure function of the milliseconds since
 * the round took off, m(t) = floor(100 * e^(0.00006 * speed * t)) / 100 (bustabit's curve; speed
 * 1 in play, larger in tests), so every client and server process that knows the start time shows
 * the same number. 2.00x comes after 11.6 s, 10.00x after 38.4 s.
 */

export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier (hundredths) `elapsedMs` after take-off. */
export function multiplierAtE2(elapsedMs: number, speed = 1): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * speed * elapsedMs));
}

/** The first whole millisecond at which the multiplier shows at least `multiplierE2`. */
export function msToReachE2(multiplierE2: number, speed = 1): number {
  if (multiplierE2 <= 100) return 0;
  // The logarithm lands within a millisecond or two; step to the exact first one.
  let t = Math.max(0, Math.ceil(Math.log(multiplierE2 / 100) / (CRASH_GROWTH_PER_MS * speed)));
  while (t > 0 && multiplierAtE2(t - 1, speed) >= multiplierE2) t -= 1;
  while (multiplierAtE2(t, speed) < multiplierE2) t += 1;
  return t;
}
