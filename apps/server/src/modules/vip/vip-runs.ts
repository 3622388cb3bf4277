import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { grantBonus, requireAllowedKind } from '../promotions/index.ts';
import { activeMemberIds, membersAtLevels, vipLevelsOf, vipSettingsOf } from './vip.repository.ts';
import { evaluateMember } from './vip-levels.ts';

/**
 * The VIP runs (a scheduler or the console's "run now"): re-evaluating every member, and paying
 * the weekly and monthly bonus of the member's level. Each is idempotent: a level-up bonus by
 * member and level, a period bonus by member and period (`vip-weekly:<member>:<monday>`), so a
 * repeated or raced run pays nothing more.
 */
export async function evaluateAllMembers(
  db: Kysely<DB>,
  merchant: Merchant,
  now = new Date(),
): Promise<{ changed: number; granted: number }> {
  let changed = 0;
  let granted = 0;
  for (let after = 0; ; ) {
    const ids = await activeMemberIds(db, merchant.id, after, 200);
    for (const id of ids) {
      const change = await evaluateMember(db, merchant, id, now);
      if (change.to !== change.from) changed += 1;
      granted += change.granted;
    }
    if (ids.length < 200) return { changed, granted };
    after = ids[ids.length - 1]!;
  }
}

/** The period a weekly or monthly bonus belongs to, in UTC: the week's Monday or the month. */
export function periodKey(period: 'WEEKLY' | 'MONTHLY', now: Date): string {
  if (period === 'MONTHLY') return now.toISOString().slice(0, 7);
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** Pays every member at a level its level's weekly or monthly bonus for the period of `now`. */
export async function payPeriodBonuses(
  db: Kysely<DB>,
  merchant: Merchant,
  period: 'WEEKLY' | 'MONTHLY',
  now = new Date(),
): Promise<{ changed: number; granted: number }> {
  const kind = period === 'WEEKLY' ? 'VIP_WEEKLY' : 'VIP_MONTHLY';
  requireAllowedKind(merchant, kind);
  const settings = await vipSettingsOf(db, merchant.id);
  if (!settings) return { changed: 0, granted: 0 };
  const levels = new Map((await vipLevelsOf(db, merchant.id)).map((l) => [l.level, l]));
  const key = periodKey(period, now);
  let granted = 0;
  for (const row of await membersAtLevels(db, merchant.id)) {
    const level = levels.get(row.level);
    const amount = BigInt((period === 'WEEKLY' ? level?.weekly_bonus : level?.monthly_bonus) ?? '0');
    if (!level || amount === 0n) continue;
    const result = await grantBonus(db, {
      merchantId: merchant.id,
      memberId: Number(row.member_id),
      amount,
      currency: merchant.currency,
      key: `vip-${period.toLowerCase()}:${row.member_id}:${key}`,
      kind,
      turnoverMultiple: settings.turnover_multiple,
      expiresAt: null,
      maxConversion: null,
      maxBet: null,
      reason: `VIP ${period === 'WEEKLY' ? 'weekly' : 'monthly'} bonus ${key} (${level.name})`,
      createdBy: 'system:vip',
    });
    if (result.granted) granted += 1;
  }
  return { changed: 0, granted };
}
