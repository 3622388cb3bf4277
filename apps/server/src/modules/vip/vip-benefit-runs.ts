import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localDate } from '../kyc/kyc-rules.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { requireAllowedKind } from '../promotions/index.ts';
import { periodKey, previousPeriod } from '../promotions/periods.ts';
import { bettorsBetween, netLoss } from '../promotions/promotions.repository.ts';
import { membersAtLevels, membersBornOn, vipLevelsOf, vipSettingsOf } from './vip.repository.ts';
import { payVipReward, type VipRunResult } from './vip-runs.ts';

/**
 * The VIP benefits paid besides the weekly and monthly bonuses (issue 18 part 3): the level's
 * cashback on a week's net loss and its birthday bonus. Both are idempotent runs, keyed per member
 * and period (`vip-cashback:<member>:<monday>`, `vip-birthday:<member>:<year>`), so a repeated
 * run, or several processes running one at once, pay once. Each is a kind of its own, so the
 * merchant's licence decides it: Brazil's (no bonus for betting) allows neither. A VIP cashback
 * rate rises with the turnover a member wagers, so it rewards the bets themselves; the one
 * cashback that licence allows is the promotion every member gets alike.
 */

const WEEK_DAYS = 7;

/**
 * Pays each member at a level with a cashback rate that rate of their net loss (stakes less wins)
 * of the last complete week before `now` (Monday to Sunday, UTC), at the level they hold when the
 * run pays. A week without a net loss pays nothing.
 */
export async function payVipCashback(
  db: Kysely<DB>,
  merchant: Merchant,
  now = new Date(),
): Promise<VipRunResult> {
  requireAllowedKind(merchant, 'VIP_CASHBACK');
  const settings = await vipSettingsOf(db, merchant.id);
  if (!settings) return { changed: 0, granted: 0 };
  const levels = new Map((await vipLevelsOf(db, merchant.id)).map((l) => [l.level, l]));
  const week = previousPeriod(now, WEEK_DAYS);
  const bettors = new Set(await bettorsBetween(db, merchant.id, week.from, week.to));
  let granted = 0;
  for (const row of await membersAtLevels(db, merchant.id)) {
    const level = levels.get(row.level);
    const memberId = Number(row.member_id);
    if (!level || level.cashback_bps === 0 || !bettors.has(memberId)) continue;
    const loss = await netLoss(db, memberId, merchant.currency, week.from, week.to);
    const paid = await payVipReward(db, merchant, settings.turnover_multiple, {
      memberId,
      amount: loss > 0n ? (loss * BigInt(level.cashback_bps)) / 10_000n : 0n,
      key: `vip-cashback:${memberId}:${periodKey(week)}`,
      kind: 'VIP_CASHBACK',
      reason: `VIP cashback ${level.cashback_bps / 100}% week ${periodKey(week)} (${level.name})`,
    });
    if (paid) granted += 1;
  }
  return { changed: 0, granted };
}

/** The birthdays celebrated on a local date: 29 February's on the 28th when the year has none. */
export function birthdaysOn(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
}

/**
 * Pays the birthday bonus of their level to the members whose birthday is today in the merchant's
 * time zone, once a year each. The birth date is the one the KYC review approved: a member
 * without an approved one gets none.
 */
export async function payBirthdayBonuses(
  db: Kysely<DB>,
  merchant: Merchant,
  now = new Date(),
): Promise<VipRunResult> {
  requireAllowedKind(merchant, 'VIP_BIRTHDAY');
  const settings = await vipSettingsOf(db, merchant.id);
  if (!settings) return { changed: 0, granted: 0 };
  const levels = new Map((await vipLevelsOf(db, merchant.id)).map((l) => [l.level, l]));
  const today = localDate(now, merchant.time_zone);
  let granted = 0;
  for (const row of await membersBornOn(db, merchant.id, birthdaysOn(today))) {
    const level = levels.get(row.level);
    if (!level) continue;
    const paid = await payVipReward(db, merchant, settings.turnover_multiple, {
      memberId: Number(row.member_id),
      amount: BigInt(level.birthday_bonus),
      key: `vip-birthday:${row.member_id}:${today.slice(0, 4)}`,
      kind: 'VIP_BIRTHDAY',
      reason: `VIP birthday bonus ${today.slice(0, 4)} (${level.name})`,
    });
    if (paid) granted += 1;
  }
  return { changed: 0, granted };
}
