/**
 * Promotion kinds (issue 18). The list is open: the VIP, sign-in and leaderboard work adds its own
 * kinds here, and each jurisdiction profile (server promotions/jurisdictions.ts) says which run.
 * WELCOME: first deposit; RELOAD: any deposit; NTH_DEPOSIT: the member's nth deposit;
 * CASHBACK: a share of net loss over a period; FREE_PLAY: credit for the studio games;
 * REFERRAL: a reward per invited friend who deposits; MISSION: play N rounds of a game type.
 */
export const PROMOTION_KINDS = [
  'WELCOME',
  'RELOAD',
  'NTH_DEPOSIT',
  'CASHBACK',
  'FREE_PLAY',
  'REFERRAL',
  'MISSION',
  // VIP (issue 18 part 3): a level-up bonus and the levels' weekly and monthly bonuses
  'VIP_LEVEL_UP',
  'VIP_WEEKLY',
  'VIP_MONTHLY',
  // the levels' cashback on a week's net loss and birthday bonus
  'VIP_CASHBACK',
  'VIP_BIRTHDAY',
  // the daily sign-in calendar and leaderboard prizes
  'SIGN_IN',
  'LEADERBOARD',
] as const;

export type CorePromotionKind = (typeof PROMOTION_KINDS)[number];
/** A kind of this list or one another module registers. */
export type PromotionKind = CorePromotionKind | (string & {});

/** The kinds a deposit carries (depositPromoList, acceptPromo). */
export const DEPOSIT_PROMOTION_KINDS = ['WELCOME', 'RELOAD', 'NTH_DEPOSIT'] as const;

export function isDepositKind(kind: string): boolean {
  return (DEPOSIT_PROMOTION_KINDS as readonly string[]).includes(kind);
}
