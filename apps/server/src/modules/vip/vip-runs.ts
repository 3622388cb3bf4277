import type { PromotionKind } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { grantBonus, jurisdictionOf, requireAllowedKind } from '../promotions/index.ts';
import { marketingAllowed } from '../responsible-gaming/rg-guards.ts';
import { activeMemberIds, membersAtLevels, vipLevelsOf, vipSettingsOf } from './vip.repository.ts';
import { evaluateMember } from './vip-levels.ts';

export interface VipRunResult {
  changed: number;
  granted: number;
}

/**
 * Pays one VIP reward to one member, once per key (`vip-<what>:<member>:<period>`): a ledger
 * grant with the programme's wagering (none where the licence allows none). An excluded member
 * (issue 19: "marketing (inbox promotions, bonuses) stops for excluded players") gets nothing.
 * Answers whether this call paid it.
 */
export async function payVipReward(
  db: Kysely<DB>,
  merchant: Merchant,
  turnoverMultiple: number,
  reward: { memberId: number; amount: bigint; key: string; kind: PromotionKind; reason: string },
): Promise<boolean> {
  if (reward.amount <= 0n || !(await marketingAllowed(db, reward.memberId))) return false;
  const result = await grantBonus(db, {
    merchantId: merchant.id,
    memberId: reward.memberId,
    amount: reward.amount,
    currency: merchant.currency,
    key: reward.key,
    kind: reward.kind,
    turnoverMultiple: jurisdictionOf(merchant).wageringAllowed ? turnoverMultiple : 0,
    expiresAt: null,
    maxConversion: null,
    maxBet: null,
    reason: reward.reason,
    createdBy: 'system:vip',
  });
  return result.granted;
}

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
): Promise<VipRunResult> {
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
): Promise<VipRunResult> {
  const kind = period === 'WEEKLY' ? 'VIP_WEEKLY' : 'VIP_MONTHLY';
  requireAllowedKind(merchant, kind);
  const settings = await vipSettingsOf(db, merchant.id);
  if (!settings) return { changed: 0, granted: 0 };
  const levels = new Map((await vipLevelsOf(db, merchant.id)).map((l) => [l.level, l]));
  const key = periodKey(period, now);
  let granted = 0;
  for (const row of await membersAtLevels(db, merchant.id)) {
    const level = levels.get(row.level);
    if (!level) continue;
    const paid = await payVipReward(db, merchant, settings.turnover_multiple, {
      memberId: Number(row.member_id),
      amount: BigInt(period === 'WEEKLY' ? level.weekly_bonus : level.monthly_bonus),
      key: `vip-${period.toLowerCase()}:${row.member_id}:${key}`,
      kind,
      reason: `VIP ${period === 'WEEKLY' ? 'weekly' : 'monthly'} bonus ${key} (${level.name})`,
    });
    if (paid) granted += 1;
  }
  return { changed: 0, granted };
}
