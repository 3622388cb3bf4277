import { parseAmount } from '@ficha/contract';
import type { FormMessage } from '../../../lib/form/message';
import { says } from '../../../lib/form/rules';

/**
 * What a player typed, made readable for parseAmount: a Brazilian "50,25" becomes "50.25". A
 * comma only counts as the decimal sign when there is no dot; "1.000,50" is refused rather than
 * guessed, so nobody sends a thousand times less than meant.
 */
export function normalizeTypedAmount(text: string): string {
  const trimmed = text.trim();
  return trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
}

/** A server limit or amount ("50.00", never negative here) in minor units. */
function minorOf(amount: string): bigint | undefined {
  return parseAmount(amount);
}

export interface AmountLimits {
  /** Server decimal strings; any may be absent. */
  min?: string;
  max?: string;
  /** What the member may take out (withdrawable balance). */
  available?: string;
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; error: FormMessage };

/**
 * The amount rules the server applies (DESIGN section 3: positive, at most 2 decimals, within the
 * method's or the merchant's limits), checked before sending so a bad amount never leaves the
 * phone. The server checks again; its refusal lands on the same field.
 */
export function checkAmount(typed: string, limits: AmountLimits = {}): AmountCheck {
  const text = normalizeTypedAmount(typed);
  if (text === '') return { ok: false, error: says('amountRequired') };
  if (text.startsWith('-')) return { ok: false, error: says('amountPositive') };
  if (/\.\d{3,}$/.test(text)) return { ok: false, error: says('amountDecimals') };
  const minor = parseAmount(text);
  if (minor === undefined) return { ok: false, error: says('amountInvalid') };
  if (minor <= 0n) return { ok: false, error: says('amountPositive') };
  const min = limits.min === undefined ? undefined : minorOf(limits.min);
  const max = limits.max === undefined ? undefined : minorOf(limits.max);
  const available = limits.available === undefined ? undefined : minorOf(limits.available);
  if (min !== undefined && max !== undefined && (minor < min || minor > max)) {
    return {
      ok: false,
      error: { ...says('amountRange'), money: { min: limits.min ?? '', max: limits.max ?? '' } },
    };
  }
  if (min !== undefined && minor < min)
    return { ok: false, error: { ...says('amountMin'), money: { min: limits.min ?? '' } } };
  if (max !== undefined && minor > max)
    return { ok: false, error: { ...says('amountMax'), money: { max: limits.max ?? '' } } };
  if (available !== undefined && minor > available) {
    return { ok: false, error: { ...says('amountAvailable'), money: { available: limits.available ?? '' } } };
  }
  return { ok: true, minor };
}

// Quick amounts in minor units; those inside the method's limits are offered (spec: 'within limits').
const QUICK_AMOUNTS_MINOR = [
  1_000n,
  2_000n,
  5_000n,
  10_000n,
  20_000n,
  50_000n,
  100_000n,
  500_000n,
  1_000_000n,
];
const QUICK_AMOUNT_COUNT = 6;

export function quickAmounts(min: string, max: string): bigint[] {
  const low = minorOf(min) ?? 0n;
  const high = minorOf(max) ?? 0n;
  const inside = QUICK_AMOUNTS_MINOR.filter((amount) => amount >= low && amount <= high);
  // A method whose minimum is not a round figure still offers its minimum first.
  if (low > 0n && !inside.includes(low) && low <= high) inside.unshift(low);
  return inside.slice(0, QUICK_AMOUNT_COUNT);
}

/** The bonus a promotion adds to a deposit: percent of the amount, capped (integer minor units). */
export function promotionBonus(
  amountMinor: bigint,
  promo: { percent: number | null; fixedAmount: string | null; maxBonus: string },
): bigint {
  // A fixed bonus is the same whatever the deposit (above its minimum).
  if (promo.fixedAmount !== null) return minorOf(promo.fixedAmount) ?? 0n;
  const computed = (amountMinor * BigInt(promo.percent ?? 0)) / 100n;
  const cap = minorOf(promo.maxBonus) ?? 0n;
  return computed < cap ? computed : cap;
}
