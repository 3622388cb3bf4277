import { isDepositKind, type PromotionAction } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { periodKey, previousPeriod } from './periods.ts';
import {
  depositingFriends,
  grantedSources,
  netLoss,
  type PromotionRow,
  roundsOfType,
} from './promotions.repository.ts';

/** What a promotion owes a member now: the grants a claim makes (one key each) and its progress. */
export interface RewardsDue {
  action: PromotionAction;
  grants: Array<{ key: string; amount: bigint; reason: string }>;
  progress: { done: number; goal: number } | null;
}

const setting = (promo: PromotionRow, name: string, fallback: number) => {
  const value = Number(promo.settings[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The fixed reward of a claim (free play, mission, each referral). */
const fixedOf = (promo: PromotionRow) => BigInt(promo.fixed_amount ?? promo.max_bonus);

/**
 * Per kind: a deposit bonus is applied at the deposit (action DEPOSIT); cashback pays a share of
 * the last complete period's net loss; free play once; a mission once its rounds are played; a
 * referral once per friend who deposited. Each grant's key makes its claim happen once.
 */
export async function rewardsDue(
  db: Kysely<DB>,
  merchant: Merchant,
  promo: PromotionRow,
  memberId: number,
  now: Date,
): Promise<RewardsDue> {
  const once = `promo:${promo.id}:${memberId}`;
  const claimedOnce = async () => (await grantedSources(db, merchant.id, [once])).has(once);
  if (isDepositKind(promo.kind)) return { action: 'DEPOSIT', grants: [], progress: null };
  switch (promo.kind) {
    case 'CASHBACK': {
      const period = previousPeriod(now, setting(promo, 'periodDays', 7));
      const key = `cashback:${promo.id}:${memberId}:${periodKey(period)}`;
      if ((await grantedSources(db, merchant.id, [key])).has(key))
        return { action: 'CLAIMED', grants: [], progress: null };
      const loss = await netLoss(db, memberId, merchant.currency, period.from, period.to);
      const share = loss > 0n ? (loss * BigInt(setting(promo, 'percent', 10))) / 100n : 0n;
      const amount = share > BigInt(promo.max_bonus) ? BigInt(promo.max_bonus) : share;
      if (amount <= 0n) return { action: 'WAIT', grants: [], progress: null };
      return {
        action: 'CLAIM',
        grants: [{ key, amount, reason: `cashback ${periodKey(period)}` }],
        progress: null,
      };
    }
    case 'FREE_PLAY':
      if (await claimedOnce()) return { action: 'CLAIMED', grants: [], progress: null };
      return {
        action: 'CLAIM',
        grants: [{ key: once, amount: fixedOf(promo), reason: 'free play' }],
        progress: null,
      };
    case 'MISSION': {
      const goal = setting(promo, 'rounds', 10);
      if (await claimedOnce()) return { action: 'CLAIMED', grants: [], progress: { done: goal, goal } };
      const since = promo.starts_at ?? promo.created_at;
      const gameType = String(promo.settings.gameType ?? 'RNG');
      const done = Math.min(goal, await roundsOfType(db, memberId, gameType, since));
      if (done < goal) return { action: 'WAIT', grants: [], progress: { done, goal } };
      return {
        action: 'CLAIM',
        grants: [{ key: once, amount: fixedOf(promo), reason: `mission ${goal} ${gameType}` }],
        progress: { done, goal },
      };
    }
    case 'REFERRAL': {
      const friends = await depositingFriends(db, memberId, BigInt(setting(promo, 'minDeposit', 1)));
      const keys = friends.map((f) => `referral:${promo.id}:${f}`);
      const granted = await grantedSources(db, merchant.id, keys);
      const open = friends.filter((_f, i) => !granted.has(keys[i]!));
      const progress = { done: friends.length - open.length, goal: friends.length };
      if (open.length === 0) return { action: 'INVITE', grants: [], progress };
      return {
        action: 'CLAIM',
        grants: open.map((f) => ({
          key: `referral:${promo.id}:${f}`,
          amount: fixedOf(promo),
          reason: `referral ${f}`,
        })),
        progress,
      };
    }
    default:
      // A kind another module runs (sign-in, VIP, leaderboard): it claims through its own calls.
      return { action: 'NONE', grants: [], progress: null };
  }
}
