import type { LanguageCode, PromotionKind } from '@ficha/contract';
import { AppError } from '../../lib/app-error.ts';

/**
 * Jurisdiction profiles: what a merchant may offer depends on where it is licensed
 * (`merchants.jurisdiction`). The server refuses any grant or promotion of a kind its profile does
 * not allow, whatever the console or a caller asks.
 */
export interface JurisdictionProfile {
  code: string;
  /** The promotion kinds the merchant may run; 'ALL' for every kind. */
  allowedKinds: readonly PromotionKind[] | 'ALL';
  /**
   * Whether a grant may carry a wagering requirement (money to bet before it becomes cash). Where
   * it may not, a reward is released to cash as it is granted.
   */
  wageringAllowed: boolean;
  /** What the promotions page tells members about the profile (null: nothing to say). */
  notice: Record<LanguageCode, string> | null;
}

/**
 * Brazil: Lei 14.790/2023, art. 29, as we read it, forbids granting any advance, bonus or prior
 * advantage, even as a promotion, for placing bets. So no deposit bonus, free play, mission,
 * referral credit or anything else given before or in exchange for bets. Cashback on a period's
 * net loss is a refund of money already lost, paid as cash with nothing to wager, not an advantage
 * for the bets to come: it is the one kind allowed.
 */
const BRAZIL: JurisdictionProfile = {
  code: 'BR_LEI_14790',
  allowedKinds: ['CASHBACK'],
  wageringAllowed: false,
  notice: {
    PT: 'A Lei 14.790/2023 (art. 29) proíbe conceder bônus, adiantamento ou vantagem prévia para apostar, mesmo como promoção. Por isso não oferecemos bônus de depósito nem de boas-vindas; o cashback devolve em dinheiro parte das perdas de um período, sem exigir apostas.',
    EN: 'Brazilian law 14.790/2023 (art. 29) forbids granting any bonus, advance or prior advantage for placing bets, even as a promotion. So we offer no deposit or welcome bonus; cashback returns part of a period’s losses as cash, with nothing to wager.',
  },
};

/** A licence that allows every kind with wagering requirements (the demo Rio Sorte merchant). */
const PERMISSIVE: JurisdictionProfile = {
  code: 'PERMISSIVE',
  allowedKinds: 'ALL',
  wageringAllowed: true,
  notice: null,
};

const PROFILES = new Map([BRAZIL, PERMISSIVE].map((p) => [p.code, p]));

/** The merchant's profile; an unknown code gets the strictest one, never the most permissive. */
export function jurisdictionOf(merchant: { jurisdiction: string }): JurisdictionProfile {
  return PROFILES.get(merchant.jurisdiction) ?? BRAZIL;
}

export function mayRun(profile: JurisdictionProfile, kind: PromotionKind): boolean {
  return profile.allowedKinds === 'ALL' || profile.allowedKinds.includes(kind);
}

/** Throws PROMOTION_NOT_ALLOWED unless the merchant's profile allows the kind. */
export function requireAllowedKind(
  merchant: { jurisdiction: string },
  kind: PromotionKind,
): JurisdictionProfile {
  const profile = jurisdictionOf(merchant);
  if (!mayRun(profile, kind))
    throw new AppError('PROMOTION_NOT_ALLOWED', { kind, jurisdiction: profile.code });
  return profile;
}
