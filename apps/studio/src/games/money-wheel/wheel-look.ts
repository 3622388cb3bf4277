import { formatDecimal, type LanguageCode, localeOf, parseAmount } from '@ficha/contract';
import type { WheelLabel } from '@ficha/games/money-wheel/wheel';
import { useEffect, useState } from 'react';

/** How the wheel's labels look everywhere: segments, board, history, rules. */
export const LABEL_COLORS: Record<WheelLabel, { fill: string; ink: string }> = {
  1: { fill: '#f2c230', ink: '#2b2000' },
  2: { fill: '#3d8bfd', ink: '#ffffff' },
  5: { fill: '#b24fe3', ink: '#ffffff' },
  10: { fill: '#25b06a', ink: '#ffffff' },
  20: { fill: '#f07a2b', ink: '#ffffff' },
  40: { fill: '#e3344f', ink: '#ffffff' },
};

/** Chips of 1 and 5 times a power of ten, in minor units, as many of them as the limits allow. */
const CHIP_LADDER: bigint[] = [
  1n,
  5n,
  10n,
  50n,
  100n,
  500n,
  1_000n,
  5_000n,
  10_000n,
  50_000n,
  100_000n,
  500_000n,
];
const MAX_CHIPS = 7;

export function chipValues(minBet: string, maxBet: string): bigint[] {
  const min = parseAmount(minBet)!;
  const max = parseAmount(maxBet)!;
  const within = CHIP_LADDER.filter((chip) => chip >= min && chip <= max).slice(0, MAX_CHIPS);
  if (within[0] !== min) within.unshift(min);
  return within.slice(0, MAX_CHIPS);
}

/** A chip's face: "0,50", "5", "100", "1K". */
export function chipFace(minor: bigint, language: LanguageCode): string {
  if (minor >= 100_000n && minor % 100_000n === 0n) return `${minor / 100_000n}K`;
  if (minor % 100n === 0n) return String(minor / 100n);
  return formatDecimal(Number(minor) / 100, 2, localeOf(language));
}

/** Follows the player's reduced-motion setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const changed = () => setReduced(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduced;
}
