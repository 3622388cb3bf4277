import { formatMinor, isRealMemberType, type VipBenefits, type VipLevel } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { grantBonus, jurisdictionOf, mayRun } from '../promotions/index.ts';
import { marketingAllowed } from '../responsible-gaming/rg-guards.ts';
import {
  lockMember,
  memberLevel,
  memberTotals,
  setMemberLevel,
  type VipLevelRow,
  vipLevelsOf,
  vipSettingsOf,
} from './vip.repository.ts';

const DAY_MS = 86_400_000;

export function levelView(row: VipLevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    minDeposit: formatMinor(row.min_deposit),
    minTurnover: formatMinor(row.min_turnover),
    levelUpBonus: formatMinor(row.level_up_bonus),
    weeklyBonus: formatMinor(row.weekly_bonus),
    monthlyBonus: formatMinor(row.monthly_bonus),
    withdrawDailyMax: row.withdraw_daily_max === null ? null : formatMinor(row.withdraw_daily_max),
    cashbackPercent: (row.cashback_bps / 100).toString(),
    birthdayBonus: formatMinor(row.birthday_bonus),
  };
}

/** The highest level whose deposit and turnover thresholds the totals meet (0: none). */
export function levelFor(levels: VipLevelRow[], totals: { deposits: bigint; turnover: bigint }): number {
  let reached = 0;
  for (const l of levels)
    if (totals.deposits >= BigInt(l.min_deposit) && totals.turnover >= BigInt(l.min_turnover))
      reached = l.level;
  return reached;
}

export interface LevelChange {
  from: number;
  to: number;
  /** Level-up bonuses granted by this evaluation (0 when an earlier one had granted them). */
  granted: number;
  totals: { deposits: bigint; turnover: bigint };
}

/**
 * Evaluates one member's level from the deposits and turnover of the merchant's window and moves
 * the member up (or, with downgrade on, down). Each level passed on the way up pays its level-up
 * bonus once, ever: its grant key is `vip-level:<member>:<level>`, so a member who drops and
 * climbs again, a retry or two racing evaluations are not paid twice. The member's row is locked
 * so evaluations of one member run one after the other. members.vip_label is the level's name
 * (member info's clubLabel.labelName, spec section 3).
 */
export async function evaluateMember(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  now = new Date(),
): Promise<LevelChange> {
  const settings = await vipSettingsOf(db, merchant.id);
  const levels = settings ? await vipLevelsOf(db, merchant.id) : [];
  const since = settings?.window_days ? new Date(now.getTime() - settings.window_days * DAY_MS) : null;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, memberId);
    const totals = await memberTotals(trx, merchant.id, memberId, since);
    const from = await memberLevel(trx, memberId);
    if (!member || member.merchant_id !== merchant.id || !isRealMemberType(member.type) || !settings)
      return { from, to: from, granted: 0, totals };
    const reached = levelFor(levels, totals);
    const to = reached > from || (settings.downgrade && reached < from) ? reached : from;
    if (to !== from)
      await setMemberLevel(trx, merchant.id, memberId, to, levels.find((l) => l.level === to)?.name ?? null);
    let granted = 0;
    // An excluded member (issue 19: no bonuses) is raised without the bonuses.
    if (
      to > from &&
      mayRun(jurisdictionOf(merchant), 'VIP_LEVEL_UP') &&
      (await marketingAllowed(trx, memberId))
    )
      for (const l of levels) {
        if (l.level <= from || l.level > to || BigInt(l.level_up_bonus) === 0n) continue;
        const result = await grantBonus(trx, {
          merchantId: merchant.id,
          memberId,
          amount: BigInt(l.level_up_bonus),
          currency: merchant.currency,
          key: `vip-level:${memberId}:${l.level}`,
          kind: 'VIP_LEVEL_UP',
          turnoverMultiple: settings.turnover_multiple,
          expiresAt: null,
          maxConversion: null,
          maxBet: null,
          reason: `VIP level ${l.level} (${l.name})`,
          createdBy: 'system:vip',
        });
        if (result.granted) granted += 1;
      }
    return { from, to, granted, totals };
  });
}

/** `/m/member/benefits`: evaluates the member first, so the page shows the level just reached. */
export async function memberBenefits(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
): Promise<VipBenefits> {
  const settings = await vipSettingsOf(db, merchant.id);
  const levels = settings ? await vipLevelsOf(db, merchant.id) : [];
  const change = await evaluateMember(db, merchant, memberId);
  const next = levels.find((l) => l.level > change.to) ?? null;
  const left = (need: string, have: bigint) => formatMinor(BigInt(need) > have ? BigInt(need) - have : 0n);
  return {
    enabled: settings !== undefined && levels.length > 0,
    currency: merchant.currency,
    levels: levels.map(levelView),
    level: change.to,
    deposits: formatMinor(change.totals.deposits),
    turnover: formatMinor(change.totals.turnover),
    windowDays: settings?.window_days ?? null,
    downgrade: settings?.downgrade ?? false,
    next: next && {
      level: next.level,
      name: next.name,
      depositLeft: left(next.min_deposit, change.totals.deposits),
      turnoverLeft: left(next.min_turnover, change.totals.turnover),
    },
  };
}
