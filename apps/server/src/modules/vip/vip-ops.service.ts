import type {
  opsLeaderboardBodySchema,
  opsSignInConfigBodySchema,
  opsVipConfigBodySchema,
} from '@ficha/contract';
import {
  formatMinor,
  type LanguageCode,
  type OpsVipConfig,
  parseAmount,
  type VipRunName,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findLeaderboard,
  insertLeaderboard,
  leaderboardsOf,
} from '../leaderboards/leaderboards.repository.ts';
import { closeLeaderboard, leaderboardView } from '../leaderboards/leaderboards.service.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { jurisdictionOf, mayRun } from '../promotions/index.ts';
import { calendarOf, saveCalendar } from '../sign-in/sign-in.repository.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { replaceVipProgramme, rewardPayouts, vipLevelsOf, vipSettingsOf } from './vip.repository.ts';
import { payBirthdayBonuses, payVipCashback } from './vip-benefit-runs.ts';
import { levelView } from './vip-levels.ts';
import { evaluateAllMembers, payPeriodBonuses, type VipRunResult } from './vip-runs.ts';

/**
 * The console's VIP, sign-in and leaderboard screens (issue 18 part 4). A merchant the staff
 * member does not work for is NOT_FOUND, as every other merchant screen answers.
 */

export const REWARD_KINDS = [
  'VIP_LEVEL_UP',
  'VIP_WEEKLY',
  'VIP_MONTHLY',
  'SIGN_IN',
  'LEADERBOARD',
  'VIP_CASHBACK',
  'VIP_BIRTHDAY',
];

export async function staffMerchant(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number,
): Promise<Merchant> {
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

const money = (text: string, field: string): string => {
  const minor = parseAmount(text);
  if (minor === undefined) throw new AppError('INVALID_AMOUNT', { field });
  return minor.toString();
};

export async function vipConfig(db: Kysely<DB>, merchant: Merchant): Promise<OpsVipConfig> {
  const settings = await vipSettingsOf(db, merchant.id);
  const levels = await vipLevelsOf(db, merchant.id);
  return {
    merchantId: merchant.id,
    enabled: settings !== undefined && levels.length > 0,
    currency: merchant.currency,
    windowDays: settings?.window_days ?? null,
    downgrade: settings?.downgrade ?? false,
    turnoverMultiple: settings?.turnover_multiple ?? 1,
    levels: levels.map(levelView),
  };
}

/**
 * A level may not promise money the merchant's licence forbids paying (Brazil's: no bonus at
 * all), or the benefits page would advertise what the engine never pays. Levels there are labels
 * and limits: a daily withdrawal maximum is no bonus.
 */
function refuseForbiddenBenefits(
  merchant: Merchant,
  levels: Array<
    Record<'level_up_bonus' | 'weekly_bonus' | 'monthly_bonus' | 'birthday_bonus', string> & {
      cashback_bps: number;
    }
  >,
) {
  const profile = jurisdictionOf(merchant);
  const benefits = [
    ['level_up_bonus', 'VIP_LEVEL_UP', 'levelUpBonus'],
    ['weekly_bonus', 'VIP_WEEKLY', 'weeklyBonus'],
    ['monthly_bonus', 'VIP_MONTHLY', 'monthlyBonus'],
    ['birthday_bonus', 'VIP_BIRTHDAY', 'birthdayBonus'],
  ] as const;
  levels.forEach((l, i) => {
    for (const [column, kind, field] of benefits)
      if (BigInt(l[column]) > 0n && !mayRun(profile, kind))
        throw new AppError('PROMOTION_NOT_ALLOWED', { kind, field: `levels.${i}.${field}` });
    if (l.cashback_bps > 0 && !mayRun(profile, 'VIP_CASHBACK'))
      throw new AppError('PROMOTION_NOT_ALLOWED', {
        kind: 'VIP_CASHBACK',
        field: `levels.${i}.cashbackPercent`,
      });
  });
}

/** Replaces the programme; thresholds must rise with the level (a higher level asks more). */
export async function saveVipConfig(
  db: Kysely<DB>,
  merchant: Merchant,
  body: z.infer<typeof opsVipConfigBodySchema>,
): Promise<OpsVipConfig> {
  const levels = body.levels.map((l, i) => ({
    level: i + 1,
    name: l.name,
    min_deposit: money(l.minDeposit, `levels.${i}.minDeposit`),
    min_turnover: money(l.minTurnover, `levels.${i}.minTurnover`),
    level_up_bonus: money(l.levelUpBonus, `levels.${i}.levelUpBonus`),
    weekly_bonus: money(l.weeklyBonus, `levels.${i}.weeklyBonus`),
    monthly_bonus: money(l.monthlyBonus, `levels.${i}.monthlyBonus`),
    withdraw_daily_max:
      l.withdrawDailyMax === null ? null : money(l.withdrawDailyMax, `levels.${i}.withdrawDailyMax`),
    cashback_bps: Math.round(Number(l.cashbackPercent) * 100),
    birthday_bonus: money(l.birthdayBonus, `levels.${i}.birthdayBonus`),
  }));
  refuseForbiddenBenefits(merchant, levels);
  levels.forEach((l, i) => {
    const prev = levels[i - 1];
    if (l.cashback_bps > 10_000) throw new AppError('BAD_REQUEST', { field: `levels.${i}.cashbackPercent` });
    if (
      prev &&
      (BigInt(l.min_deposit) < BigInt(prev.min_deposit) || BigInt(l.min_turnover) < BigInt(prev.min_turnover))
    )
      throw new AppError('BAD_REQUEST', { field: `levels.${i}.minTurnover` });
  });
  await inTransaction(db, (trx) =>
    replaceVipProgramme(
      trx,
      merchant.id,
      { window_days: body.windowDays, downgrade: body.downgrade, turnover_multiple: body.turnoverMultiple },
      levels,
    ),
  );
  return vipConfig(db, merchant);
}

export async function runVip(db: Kysely<DB>, merchant: Merchant, run: VipRunName): Promise<VipRunResult> {
  switch (run) {
    case 'LEVELS':
      return evaluateAllMembers(db, merchant);
    case 'CASHBACK':
      return payVipCashback(db, merchant);
    case 'BIRTHDAY':
      return payBirthdayBonuses(db, merchant);
    default:
      return payPeriodBonuses(db, merchant, run);
  }
}

export async function signInConfig(db: Kysely<DB>, merchant: Merchant, language: LanguageCode) {
  const row = await calendarOf(db, merchant.id);
  const profile = jurisdictionOf(merchant);
  return {
    merchantId: merchant.id,
    enabled: row?.enabled ?? false,
    currency: merchant.currency,
    rewards: (row?.rewards ?? []).map((r) => formatMinor(r)),
    resetOnMiss: row?.reset_on_miss ?? true,
    turnoverMultiple: row?.turnover_multiple ?? 1,
    notice: mayRun(profile, 'SIGN_IN') ? null : (profile.notice?.[language] ?? profile.notice?.EN ?? null),
  };
}

export async function saveSignInConfig(
  db: Kysely<DB>,
  merchant: Merchant,
  body: z.infer<typeof opsSignInConfigBodySchema>,
  language: LanguageCode,
) {
  // Switching on a calendar the licence forbids would promise members what the server refuses.
  if (body.enabled && !mayRun(jurisdictionOf(merchant), 'SIGN_IN'))
    throw new AppError('PROMOTION_NOT_ALLOWED', { kind: 'SIGN_IN' });
  await saveCalendar(db, merchant.id, {
    enabled: body.enabled,
    rewards: body.rewards.map((r, i) => money(r, `rewards.${i}`)),
    reset_on_miss: body.resetOnMiss,
    turnover_multiple: body.turnoverMultiple,
  });
  return signInConfig(db, merchant, language);
}

export async function opsLeaderboards(db: Kysely<DB>, merchant: Merchant, language: LanguageCode) {
  const rows = await leaderboardsOf(db, merchant.id, 50);
  return {
    list: await Promise.all(rows.map((r) => leaderboardView(db, r, merchant.currency, language, null))),
  };
}

export async function createLeaderboard(
  db: Kysely<DB>,
  merchant: Merchant,
  body: z.infer<typeof opsLeaderboardBodySchema>,
  language: LanguageCode,
) {
  if (!mayRun(jurisdictionOf(merchant), 'LEADERBOARD'))
    throw new AppError('PROMOTION_NOT_ALLOWED', { kind: 'LEADERBOARD' });
  const { id } = await insertLeaderboard(db, {
    merchant_id: merchant.id,
    titles: JSON.stringify({ PT: body.title, EN: body.title }),
    metric: body.metric,
    starts_at: body.startsAt,
    ends_at: body.endsAt,
    prizes: body.prizes.map((p, i) => money(p, `prizes.${i}`)),
    turnover_multiple: body.turnoverMultiple,
  });
  const row = await findLeaderboard(db, id);
  return leaderboardView(db, row!, merchant.currency, language, null);
}

/** Closes a leaderboard now (its period ends now if it was running) and pays its prizes once. */
export async function closeLeaderboardNow(
  db: Kysely<DB>,
  staff: StaffActor,
  id: number,
  language: LanguageCode,
) {
  const row = await findLeaderboard(db, id);
  if (!row || !worksFor(staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  const merchant = await staffMerchant(db, staff, row.merchant_id);
  const paid = await closeLeaderboard(db, merchant.id, id, new Date(), true);
  const closed = await findLeaderboard(db, id);
  return { leaderboard: await leaderboardView(db, closed!, merchant.currency, language, null), paid };
}

export async function payouts(db: Kysely<DB>, merchant: Merchant) {
  const rows = await rewardPayouts(db, merchant.id, REWARD_KINDS, 200);
  return {
    list: rows.map((r) => ({
      grantId: String(r.id),
      memberId: String(r.member_id),
      username: r.username,
      kind: r.kind,
      amount: formatMinor(r.bonus),
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
    })),
  };
}
