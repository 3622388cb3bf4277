import { opsVipConfigBodySchema, parseAmount, type VipLevel } from '@ficha/contract';
import type { OpsVipConfig, VipConfigBody, VipLevelBody } from './vip-api';

/**
 * The VIP programme as the console edits it. The API replaces the whole programme at once
 * (PUT /vip), so adding, changing or removing one level sends every level, in order, with the
 * rules; a level's number is its place in the list.
 */

export const levelBodyOf = (level: VipLevel): VipLevelBody => ({
  name: level.name,
  minDeposit: level.minDeposit,
  minTurnover: level.minTurnover,
  levelUpBonus: level.levelUpBonus,
  weeklyBonus: level.weeklyBonus,
  monthlyBonus: level.monthlyBonus,
  withdrawDailyMax: level.withdrawDailyMax,
  cashbackPercent: level.cashbackPercent,
  birthdayBonus: level.birthdayBonus,
});

export const emptyLevel = (): VipLevelBody => ({
  name: '',
  minDeposit: '0.00',
  minTurnover: '0.00',
  levelUpBonus: '0.00',
  weeklyBonus: '0.00',
  monthlyBonus: '0.00',
  withdrawDailyMax: null,
  cashbackPercent: '0',
  birthdayBonus: '0.00',
});

type Rules = Pick<VipConfigBody, 'windowDays' | 'downgrade' | 'turnoverMultiple'>;

export function programmeBody(
  config: OpsVipConfig,
  levels: VipLevelBody[],
  rules: Rules = config,
): VipConfigBody {
  return {
    merchantId: config.merchantId,
    windowDays: rules.windowDays,
    downgrade: rules.downgrade,
    turnoverMultiple: rules.turnoverMultiple,
    levels,
  };
}

/** The levels with `level` put at `index` (a new one at the end when index is the length). */
export const withLevel = (config: OpsVipConfig, index: number, level: VipLevelBody) => {
  const levels = config.levels.map(levelBodyOf);
  levels.splice(index, 1, level);
  return levels;
};

export const withoutLevel = (config: OpsVipConfig, index: number) =>
  config.levels.map(levelBodyOf).filter((_, i) => i !== index);

/**
 * The first level (by index) that asks less than the one below it, as the server refuses it:
 * a higher level must ask at least the deposits and the turnover of the one before.
 */
export function fallingLevel(levels: VipLevelBody[]): number | null {
  for (let i = 1; i < levels.length; i++) {
    const [prev, cur] = [levels[i - 1], levels[i]];
    if (!prev || !cur) continue;
    const amounts = [prev.minDeposit, cur.minDeposit, prev.minTurnover, cur.minTurnover].map(parseAmount);
    const [pd, cd, pt, ct] = amounts;
    if (pd === undefined || cd === undefined || pt === undefined || ct === undefined) continue;
    if (cd < pd || ct < pt) return i;
  }
  return null;
}

/** The contract's check of the whole programme, then the rising thresholds; null when it passes. */
export function programmeProblem(body: VipConfigBody): { path: string; falling?: number } | null {
  const parsed = opsVipConfigBodySchema.safeParse(body);
  if (!parsed.success) return { path: parsed.error.issues[0]?.path.map(String).join('.') ?? '' };
  const falling = fallingLevel(body.levels);
  return falling === null ? null : { path: `levels.${falling}.minTurnover`, falling };
}
