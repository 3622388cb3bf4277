import { CRASH_MAX_AUTO_E2, CRASH_MIN_AUTO_E2 } from '@ficha/games/crash/crash-rules';
import { winFor } from '@ficha/games/payout';
import { formatMinor, parseAmount, type StudioFormat } from '../../lib/money.ts';

/** Multipliers travel as hundredths (E2); the player reads "2,35×" (PT) or "2.35×" (EN). */
export function multiplierText(e2: number, format: StudioFormat): string {
  return `${format.number(e2 / 100, 2)}×`;
}

/** "2", "2.5", "2,50" -> 250; null when it is not a multiplier the auto cash-out accepts. */
export function parseAutoCashOut(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const e2 = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return e2 >= CRASH_MIN_AUTO_E2 && e2 <= CRASH_MAX_AUTO_E2 ? e2 : null;
}

/** The win of `amount` (decimal) at multiplier `e2`, as the server computes it (floored), for display. */
export function winAt(amount: string, e2: number, format: StudioFormat): string {
  const minor = parseAmount(amount) ?? 0n;
  return format.money(formatMinor(winFor(minor, e2 * 100)));
}

/** How a crash point is coloured in the history: a bust, a double, a big one, a moon shot. */
export function crashTier(e2: number): 'low' | 'mid' | 'high' | 'moon' {
  if (e2 < 200) return 'low';
  if (e2 < 1_000) return 'mid';
  if (e2 < 10_000) return 'high';
  return 'moon';
}
