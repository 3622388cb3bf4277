/** Spec section 4 'Jackpot counter': the random start, step and pause. `random` is Math.random. */

export function jackpotStart(random: () => number): number {
  return 2_000_000 + Math.floor(random() * 100_001);
}

export function jackpotStep(random: () => number): number {
  return 100 + Math.floor(random() * 401);
}

export function jackpotDelayMs(random: () => number): number {
  return (3 + Math.floor(random() * 3)) * 1000;
}
