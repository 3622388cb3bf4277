import { type ClaimAnswer, formatMinor } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { claimRefusal } from './eligibility.ts';
import { grantBonus } from './grants.ts';
import { jurisdictionOf, requireAllowedKind } from './jurisdictions.ts';
import { previousPeriod } from './periods.ts';
import { bettorsBetween, findPromotion, memberProfile, type PromotionRow } from './promotions.repository.ts';
import { rewardsDue } from './rewards-due.ts';

/** The grant terms of a promotion; where the jurisdiction allows no wagering, none. */
function termsOf(merchant: Merchant, promo: PromotionRow, now: Date) {
  const wagering = jurisdictionOf(merchant).wageringAllowed ? promo.turnover_multiplier : 0;
  return {
    turnoverMultiple: wagering,
    expiresAt: promo.expiry_days === null ? null : new Date(now.getTime() + promo.expiry_days * 86_400_000),
    maxConversion: promo.max_conversion === null ? null : BigInt(promo.max_conversion),
    // Nothing to wager: no bet limit either.
    maxBet: wagering === 0 ? null : BigInt(promo.max_bet),
  };
}

/** Grants what is due in one transaction: answers the total granted now (0: another claim won). */
async function grantDue(
  db: Kysely<DB>,
  merchant: Merchant,
  promo: PromotionRow,
  memberId: number,
  grants: Array<{ key: string; amount: bigint; reason: string }>,
  createdBy: string,
  now: Date,
) {
  const terms = termsOf(merchant, promo, now);
  return inTransaction(db, async (trx) => {
    let total = 0n;
    let count = 0;
    for (const g of grants) {
      const result = await grantBonus(trx, {
        merchantId: merchant.id,
        memberId,
        amount: g.amount,
        currency: merchant.currency,
        key: g.key,
        kind: promo.kind,
        promotionId: promo.id,
        ...terms,
        reason: g.reason,
        createdBy,
      });
      if (result.granted) {
        total += g.amount;
        count += 1;
      }
    }
    return { total, count };
  });
}

/**
 * A member claims a promotion: refused outside its schedule (PROMOTION_CLOSED), for another
 * audience (PROMOTION_AUDIENCE), for a trial account (FREE_REJECT), a kind the jurisdiction forbids
 * (PROMOTION_NOT_ALLOWED), twice (PROMOTION_ALREADY_CLAIMED) or before its goal (PROMOTION_NOT_READY).
 * Two claims at once grant once: each grant's key decides.
 */
export async function claimPromotion(
  db: Kysely<DB>,
  merchant: Merchant,
  member: { id: number; type: number },
  promotionId: number,
  now = new Date(),
): Promise<ClaimAnswer> {
  const promo = await findPromotion(db, merchant.id, promotionId);
  if (!promo) throw new AppError('NOT_FOUND', { field: 'promotionId' });
  requireAllowedKind(merchant, promo.kind);
  const refusal = await claimRefusal(db, promo, member, now);
  if (refusal) throw new AppError(refusal, { field: 'promotionId' });
  const due = await rewardsDue(db, merchant, promo, member.id, now);
  if (due.action === 'CLAIMED') throw new AppError('PROMOTION_ALREADY_CLAIMED', { field: 'promotionId' });
  if (due.grants.length === 0)
    throw new AppError('PROMOTION_NOT_READY', { field: 'promotionId', action: due.action });
  const { total, count } = await grantDue(
    db,
    merchant,
    promo,
    member.id,
    due.grants,
    `member:${member.id}`,
    now,
  );
  if (count === 0) throw new AppError('PROMOTION_ALREADY_CLAIMED', { field: 'promotionId' });
  return { amount: formatMinor(total), grants: count };
}

/**
 * The cashback run of a period: every member who bet in the last complete period and may have the
 * promotion gets its share of net loss. Keyed per member and period, so running it again (or while
 * members claim themselves) grants nothing twice. Answers how many were paid and how much.
 */
export async function runCashback(db: Kysely<DB>, merchant: Merchant, promotionId: number, now = new Date()) {
  const promo = await findPromotion(db, merchant.id, promotionId);
  if (!promo || promo.kind !== 'CASHBACK') throw new AppError('NOT_FOUND', { field: 'promotionId' });
  requireAllowedKind(merchant, promo.kind);
  const days = Number(promo.settings.periodDays) > 0 ? Number(promo.settings.periodDays) : 7;
  const period = previousPeriod(now, days);
  let paid = 0;
  let total = 0n;
  for (const memberId of await bettorsBetween(db, merchant.id, period.from, period.to)) {
    const member = await memberProfile(db, memberId);
    if (await claimRefusal(db, promo, { id: memberId, type: member.type }, now)) continue;
    const due = await rewardsDue(db, merchant, promo, memberId, now);
    if (due.grants.length === 0) continue;
    const granted = await grantDue(db, merchant, promo, memberId, due.grants, 'system:cashback', now);
    if (granted.count > 0) {
      paid += 1;
      total += granted.total;
    }
  }
  return { members: paid, amount: formatMinor(total), periodFrom: period.from.toISOString() };
}
