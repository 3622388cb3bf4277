import { formatMinor, RG_PERIOD_HOURS, type RgPeriod } from '@ficha/contract';
import { moneyParam, timeParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LimitRow } from './rg.repository.ts';
import { hoursAfter } from './rg-clock.ts';

/** The rules of responsible gaming that every path shares: which limit holds, what refuses. */

/** The lower of the member's own limit and the operator's; null when neither is set. */
export function effectiveLimit(row: Pick<LimitRow, 'amount' | 'operator_amount'>): bigint | null {
  const own = row.amount === null ? null : BigInt(row.amount);
  const operator = row.operator_amount === null ? null : BigInt(row.operator_amount);
  if (own === null) return operator;
  if (operator === null) return own;
  return own < operator ? own : operator;
}

export const windowStart = (now: Date, period: RgPeriod) => hoursAfter(now, -RG_PERIOD_HOURS[period]);

/** The refusal of an exclusion in force, with the moment it ends (null: until a reopening). */
export function exclusionError(
  exclusion: { kind: string; ends_at: Date | string | null; reopens_at: Date | string | null },
  now: Date,
  timeZone: string,
): AppError {
  const endsAt = exclusion.ends_at === null ? null : new Date(exclusion.ends_at);
  const reopensAt = exclusion.reopens_at === null ? null : new Date(exclusion.reopens_at);
  if (exclusion.kind === 'TIME_OUT' && endsAt)
    return new AppError(
      'RG_TIMED_OUT',
      { until: endsAt.toISOString() },
      { until: timeParam(endsAt, timeZone) },
    );
  const until = endsAt && endsAt > now ? endsAt : reopensAt && reopensAt > now ? reopensAt : null;
  if (until)
    return new AppError(
      'RG_SELF_EXCLUDED',
      { until: until.toISOString() },
      { until: timeParam(until, timeZone) },
    );
  return new AppError('RG_SELF_EXCLUDED_INDEFINITE', { until: null });
}

/** A money limit's refusal: the limit, its window and what is left of it. */
export function limitError(
  code: 'RG_DEPOSIT_LIMIT' | 'RG_LOSS_LIMIT' | 'RG_WAGER_LIMIT',
  period: RgPeriod,
  limit: bigint,
  used: bigint,
  currency: string,
): AppError {
  const left = used >= limit ? 0n : limit - used;
  return new AppError(
    code,
    { period, limit: formatMinor(limit), left: formatMinor(left) },
    {
      period: { period },
      limit: moneyParam(formatMinor(limit), currency),
      left: moneyParam(formatMinor(left), currency),
    },
  );
}

export function sessionLimitError(minutes: number): AppError {
  return new AppError('RG_SESSION_LIMIT', { minutes }, { minutes });
}

/** Whether a session that began at `startedAt` has outlasted a limit of `minutes`. */
export const sessionOver = (startedAt: Date, minutes: number, now: Date) =>
  now.getTime() - startedAt.getTime() >= minutes * 60_000;
