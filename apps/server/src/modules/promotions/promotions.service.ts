import {
  errorText,
  formatMinor,
  type LanguageCode,
  type PromotionCard,
  type PromotionDetail,
  type PromotionList,
  type RewardCenter,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncement } from '../../lib/sanitize.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { claimRefusal, isRunning } from './eligibility.ts';
import { gameWeights } from './game-weights.ts';
import { jurisdictionOf, mayRun } from './jurisdictions.ts';
import { findPromotion, listedPromotions, type PromotionRow } from './promotions.repository.ts';
import { rewardsDue } from './rewards-due.ts';

/** What members read of promotions: the list, one promotion, and the reward center's claimables. */

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const textIn = (texts: Record<string, string>, language: LanguageCode) =>
  texts[language] ?? texts.EN ?? texts.PT ?? Object.values(texts)[0] ?? '';

/** Shown in the request's language (a promotion limited to other languages is not). */
function visible(merchant: Merchant, promo: PromotionRow, language: LanguageCode) {
  return (
    mayRun(jurisdictionOf(merchant), promo.kind) &&
    (promo.languages === null || promo.languages.includes(language))
  );
}

function card(promo: PromotionRow, language: LanguageCode): PromotionCard {
  return {
    id: promo.id,
    kind: promo.kind,
    category: promo.category,
    title: textIn(promo.titles, language),
    bannerUrl: promo.banner_url,
    startsAt: iso(promo.starts_at),
    endsAt: iso(promo.ends_at),
  };
}

/** /m/activity: the promotions the merchant may run, and what its jurisdiction says about them. */
export async function promotionList(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<PromotionList> {
  const rows = await listedPromotions(db, merchant.id);
  return {
    notice: jurisdictionOf(merchant).notice?.[language] ?? null,
    list: rows.filter((p) => visible(merchant, p, language)).map((p) => card(p, language)),
  };
}

/** /m/activityDetail: rules, terms, the member's progress and what they may do now. */
export async function promotionDetail(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember | undefined,
  promotionId: number,
  language: LanguageCode,
  now = new Date(),
): Promise<PromotionDetail> {
  const promo = await findPromotion(db, merchant.id, promotionId);
  if (!promo || !visible(merchant, promo, language))
    throw new AppError('NOT_FOUND', { field: 'promotionId' });
  const turnoverMultiplier = jurisdictionOf(merchant).wageringAllowed ? promo.turnover_multiplier : 0;
  const weights =
    turnoverMultiplier > 0
      ? (await gameWeights(db, merchant, language, [promo.id])).forPromotion(promo.id)
      : [];
  const view = {
    ...card(promo, language),
    description: sanitizeAnnouncement(textIn(promo.descriptions, language)),
    terms: {
      percent: promo.fixed_amount === null ? promo.percent : null,
      fixedAmount: promo.fixed_amount === null ? null : formatMinor(promo.fixed_amount),
      maxBonus: formatMinor(promo.max_bonus),
      minDeposit: formatMinor(promo.min_deposit),
      turnoverMultiplier,
      maxBet: promo.turnover_multiplier > 0 ? formatMinor(promo.max_bet) : null,
      maxConversion: promo.max_conversion === null ? null : formatMinor(promo.max_conversion),
      expiryDays: promo.expiry_days,
      audience: promo.audience,
      settings: promo.settings,
      gameWeights: weights,
    },
  };
  const none = (reason: string | null) => ({
    ...view,
    action: 'NONE' as const,
    claimable: null,
    progress: null,
    reason,
  });
  if (!member) return none(errorText('UNAUTHORIZED', language));
  const refusal = await claimRefusal(db, promo, member, now);
  if (refusal) return none(errorText(refusal, language));
  const due = await rewardsDue(db, merchant, promo, member.id, now);
  const total = due.grants.reduce((sum, g) => sum + g.amount, 0n);
  return {
    ...view,
    action: due.action,
    claimable: due.grants.length > 0 ? formatMinor(total) : null,
    progress: due.progress,
    reason: due.action === 'WAIT' ? errorText('PROMOTION_NOT_READY', language) : null,
  };
}

/** The reward center's claimables: each running promotion with something to claim now. */
export async function claimables(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  language: LanguageCode,
  now = new Date(),
): Promise<RewardCenter['claimable']> {
  const out: RewardCenter['claimable'] = [];
  for (const promo of await listedPromotions(db, merchant.id)) {
    if (!visible(merchant, promo, language) || !isRunning(promo, now)) continue;
    if (await claimRefusal(db, promo, member, now)) continue;
    const due = await rewardsDue(db, merchant, promo, member.id, now);
    if (due.action !== 'CLAIM') continue;
    out.push({
      promotionId: promo.id,
      title: textIn(promo.titles, language),
      amount: formatMinor(due.grants.reduce((sum, g) => sum + g.amount, 0n)),
      endsAt: iso(promo.ends_at),
    });
  }
  return out;
}

export { textIn };
