import {
  formatMinor,
  parseAmount,
  RG_LIMIT_KINDS,
  RG_MAX_MONEY_LIMIT,
  RG_MAX_SESSION_MINUTES,
  RG_PERIODS,
  type RgLimitChange,
  type RgLimitKind,
  type RgLimitView,
  type RgPeriod,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, RgLimitPeriod } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam, timeParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import {
  betUsage,
  depositsSince,
  type LimitRow,
  latestLoginSession,
  limitRows,
  lockLimitRows,
  saveLimit,
} from './rg.repository.ts';
import { hoursAfter, rgNow } from './rg-clock.ts';
import { effectiveLimit, windowStart } from './rg-rules.ts';

/**
 * Limits on deposits, losses, wagers (per 24 hours, 7 days, 30 days) and session time (issue 19
 * part 1). Lowering or adding a limit holds at once; raising or removing one waits the merchant's
 * cooling-off period (24 hours by default) and then needs the member's confirmation. Operators may
 * set a stricter limit beside the member's own: the lower one holds.
 */

type LimitKey = { kind: RgLimitKind; period: RgLimitPeriod };
const keyText = (k: LimitKey) => `${k.kind}:${k.period}`;

/** Every limit the member can have, in the order the page shows them. */
export const ALL_LIMITS: LimitKey[] = [
  ...RG_LIMIT_KINDS.filter((k) => k !== 'SESSION').flatMap((kind) =>
    RG_PERIODS.map((period) => ({ kind, period }) as LimitKey),
  ),
  { kind: 'SESSION', period: 'SESSION' },
];

const emptyRow = (key: LimitKey): LimitRow => ({
  ...key,
  amount: null,
  operator_amount: null,
  pending_amount: null,
  pending_remove: false,
  pending_from: null,
});

/** A limit's amount as sent: money for DEPOSIT, LOSS and WAGER, whole minutes for SESSION. */
export function parseLimitAmount(change: RgLimitChange): bigint | null {
  if (change.amount === null) return null;
  if (change.kind === 'SESSION') {
    const text = change.amount.trim();
    const minutes = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
    if (!(minutes >= 1 && minutes <= RG_MAX_SESSION_MINUTES))
      throw new AppError(
        'RG_LIMIT_INVALID',
        { field: 'amount', kind: change.kind },
        { max: `${RG_MAX_SESSION_MINUTES} min` },
      );
    return BigInt(minutes);
  }
  const amount = parseAmount(change.amount);
  const max = parseAmount(RG_MAX_MONEY_LIMIT)!;
  if (amount === undefined || amount <= 0n || amount > max)
    throw new AppError(
      'RG_LIMIT_INVALID',
      { field: 'amount', kind: change.kind },
      { max: moneyParam(RG_MAX_MONEY_LIMIT) },
    );
  return amount;
}

const amountText = (kind: RgLimitKind, value: bigint | string | null) =>
  value === null ? null : kind === 'SESSION' ? String(value) : formatMinor(value);

/**
 * A member's own change to one limit, decided on the locked row: lowering or adding holds now (and
 * drops a waiting raise); raising or removing waits for the cooling-off. A second raise while one
 * waits is refused.
 */
function memberChange(row: LimitRow, next: bigint | null, now: Date, coolingHours: number): LimitRow {
  const current = row.amount === null ? null : BigInt(row.amount);
  const lowering = next !== null && (current === null || next <= current);
  if (lowering)
    return { ...row, amount: String(next), pending_amount: null, pending_remove: false, pending_from: null };
  if (current === null && next === null) return row;
  if (row.pending_from !== null && new Date(row.pending_from) > now)
    throw coolingOff(new Date(row.pending_from), { kind: row.kind, period: row.period });
  return {
    ...row,
    pending_amount: next === null ? null : String(next),
    pending_remove: next === null,
    pending_from: hoursAfter(now, coolingHours),
  };
}

function coolingOff(from: Date, key: LimitKey, timeZone = 'UTC'): AppError {
  return new AppError(
    'RG_COOLING_OFF',
    { ...key, from: from.toISOString() },
    { from: timeParam(from, timeZone) },
  );
}

/** Applies changes to the member's locked rows, all or none. */
async function applyChanges(
  db: Kysely<DB>,
  memberId: number,
  changes: RgLimitChange[],
  decide: (row: LimitRow, next: bigint | null) => LimitRow,
): Promise<void> {
  const parsed = changes.map((c) => ({
    key: { kind: c.kind, period: c.period } as LimitKey,
    next: parseLimitAmount(c),
  }));
  const keys = new Set(parsed.map((p) => keyText(p.key)));
  if (keys.size !== parsed.length) throw new AppError('BAD_REQUEST', { field: 'limits' });
  await inTransaction(db, async (trx) => {
    const locked = await lockLimitRows(trx, memberId, [...new Set(parsed.map((p) => p.key.kind))]);
    const rows = new Map(locked.map((r) => [keyText(r), r]));
    const now = rgNow();
    const decided = parsed.map(({ key, next }) => decide(rows.get(keyText(key)) ?? emptyRow(key), next));
    for (const row of decided) await saveLimit(trx, memberId, row, now);
  });
}

/** PUT /wps/rg/limits: the member's own limits. */
export async function changeLimits(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  changes: RgLimitChange[],
): Promise<void> {
  const now = rgNow();
  try {
    await applyChanges(db, memberId, changes, (row, next) =>
      memberChange(row, next, now, merchant.rg_cooling_off_hours),
    );
  } catch (error) {
    // The refusal's moment in the site's own time zone.
    if (error instanceof AppError && error.code === 'RG_COOLING_OFF') {
      const value = error.value as LimitKey & { from: string };
      throw coolingOff(new Date(value.from), value, merchant.time_zone);
    }
    throw error;
  }
}

/** An operator's limits for a member: set, replaced or lifted at once (the member's own stay). */
export async function changeOperatorLimits(
  db: Kysely<DB>,
  memberId: number,
  changes: RgLimitChange[],
): Promise<void> {
  await applyChanges(db, memberId, changes, (row, next) => ({
    ...row,
    operator_amount: next === null ? null : String(next),
  }));
}

/** POST /wps/rg/limits/confirm: a waiting raise or removal, taken once its cooling-off passed. */
export async function confirmLimit(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  key: LimitKey,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = (await lockLimitRows(trx, memberId, [key.kind])).find((r) => r.period === key.period);
    if (!row || row.pending_from === null) throw new AppError('NOT_FOUND', { field: 'kind' });
    const now = rgNow();
    if (new Date(row.pending_from) > now)
      throw coolingOff(new Date(row.pending_from), key, merchant.time_zone);
    await saveLimit(
      trx,
      memberId,
      {
        ...row,
        amount: row.pending_remove ? null : row.pending_amount,
        pending_amount: null,
        pending_remove: false,
        pending_from: null,
      },
      now,
    );
  });
}

/** What each limit has used so far: deposits, stakes, net loss in its window; minutes of this session. */
async function usedOf(db: Kysely<DB>, memberId: number, now: Date) {
  const [deposits, bets, session] = await Promise.all([
    depositsSince(
      db,
      memberId,
      RG_PERIODS.map((p) => windowStart(now, p)),
    ),
    betUsage(db, [String(memberId)], now),
    latestLoginSession(db, memberId),
  ]);
  const usage = bets[0];
  const staked = (p: RgPeriod) => BigInt(usage?.[`staked_${p.toLowerCase()}` as 'staked_day'] ?? 0);
  const won = (p: RgPeriod) => BigInt(usage?.[`won_${p.toLowerCase()}` as 'won_day'] ?? 0);
  return (key: LimitKey): string => {
    if (key.kind === 'SESSION')
      return session
        ? String(Math.floor((now.getTime() - new Date(session.created_at).getTime()) / 60_000))
        : '0';
    const period = key.period as RgPeriod;
    if (key.kind === 'DEPOSIT') return formatMinor(deposits[RG_PERIODS.indexOf(period)] ?? 0n);
    if (key.kind === 'WAGER') return formatMinor(staked(period));
    const loss = staked(period) - won(period);
    return formatMinor(loss > 0n ? loss : 0n);
  };
}

/** Every limit of the member as the responsible-gaming page (and the console) shows it. */
export async function limitViews(db: Kysely<DB>, memberId: number): Promise<RgLimitView[]> {
  const now = rgNow();
  const [rows, used] = await Promise.all([limitRows(db, memberId), usedOf(db, memberId, now)]);
  const byKey = new Map(rows.map((r) => [keyText(r), r]));
  return ALL_LIMITS.map((key) => {
    const row = byKey.get(keyText(key)) ?? emptyRow(key);
    const pendingFrom = row.pending_from === null ? null : new Date(row.pending_from);
    return {
      kind: key.kind,
      period: key.period,
      amount: amountText(key.kind, row.amount),
      operatorAmount: amountText(key.kind, row.operator_amount),
      effective: amountText(key.kind, effectiveLimit(row)),
      used: used(key),
      pending: pendingFrom
        ? {
            amount: amountText(key.kind, row.pending_amount),
            from: pendingFrom.toISOString(),
            confirmable: pendingFrom <= now,
          }
        : null,
    };
  });
}
