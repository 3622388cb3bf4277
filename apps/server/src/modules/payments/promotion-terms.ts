import type { LanguageCode } from '@ficha/contract';
import { type DepositPromotion, formatMinor, type GameWeight } from '@ficha/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { approvedDepositCount, hasApprovedDeposit } from './deposits.repository.ts';
import { hasWelcomeClaim, insertWelcomeClaim, memberIdNumber } from './promotions.repository.ts';

/**
 * A deposit promotion's terms (hardening 13): a WELCOME promotion is granted once per member and
 * once per CPF, on the member's first deposit; while its bonus is active the largest bet is
 * `max_bet`; turnover counts each stake at its game's weight; once the turnover is met at most
 * `max_conversion` of the bonus becomes cash.
 */

export type Promotion = Selectable<DB['promotions']>;

/** A deposit bonus: its fixed amount, or its percent of the deposit up to its cap. */
export function depositBonusOf(
  promo: Pick<Promotion, 'percent' | 'fixed_amount' | 'max_bonus'>,
  amount: bigint,
) {
  if (promo.fixed_amount !== null) return BigInt(promo.fixed_amount);
  const computed = (amount * BigInt(promo.percent ?? 0)) / 100n;
  return computed > BigInt(promo.max_bonus) ? BigInt(promo.max_bonus) : computed;
}

/** The deposit an NTH_DEPOSIT promotion goes with (2: the second deposit). */
export function nthOf(promo: { settings: Record<string, unknown> }): number {
  const n = Number(promo.settings.nth);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}

/** Whether the member's next approved deposit is the promotion's nth one. */
export async function isNthDeposit(
  db: Kysely<DB>,
  promo: { settings: Record<string, unknown> },
  memberId: number,
  exceptOrderId?: string,
) {
  return (await approvedDepositCount(db, memberId, exceptOrderId)) === nthOf(promo) - 1;
}

/** Why a member may not have a welcome promotion now; undefined when it may. */
export async function welcomeRefusal(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  exceptOrderId?: string,
): Promise<'CLAIMED' | 'NOT_FIRST_DEPOSIT' | undefined> {
  const member = await memberIdNumber(db, String(memberId));
  if (await hasWelcomeClaim(db, merchant.id, memberId, member.id_number)) return 'CLAIMED';
  if (await hasApprovedDeposit(db, memberId, exceptOrderId)) return 'NOT_FIRST_DEPOSIT';
  return undefined;
}

/**
 * Claims the welcome bonus for a deposit inside its crediting transaction: false when the member,
 * or the member's CPF, already has one. The claim's unique keys decide, so of two deposits
 * credited at the same moment only one gets the bonus.
 */
export async function claimWelcome(
  trx: Kysely<DB>,
  merchant: Merchant,
  order: { id: string; member_id: string },
  promotionId: number,
): Promise<boolean> {
  if ((await welcomeRefusal(trx, merchant, Number(order.member_id), order.id)) !== undefined) return false;
  const member = await memberIdNumber(trx, order.member_id);
  const claim = await insertWelcomeClaim(trx, {
    merchant_id: merchant.id,
    member_id: order.member_id,
    id_number: member.id_number,
    order_id: order.id,
    promotion_id: promotionId,
  });
  return claim !== undefined;
}

/** A promotion as the deposit screen shows it, with every term the player accepts. */
export function promotionView(
  promo: Promotion,
  language: LanguageCode,
  weights: GameWeight[],
): DepositPromotion {
  return {
    id: promo.id,
    title: promo.titles[language] ?? promo.titles.PT ?? '',
    kind: promo.kind as DepositPromotion['kind'],
    percent: promo.fixed_amount === null ? promo.percent : null,
    fixedAmount: promo.fixed_amount === null ? null : formatMinor(promo.fixed_amount),
    maxBonus: formatMinor(promo.max_bonus),
    minDeposit: formatMinor(promo.min_deposit),
    turnoverMultiplier: promo.turnover_multiplier,
    maxBet: formatMinor(promo.max_bet),
    maxConversion: promo.max_conversion === null ? null : formatMinor(promo.max_conversion),
    oncePerPerson: promo.kind === 'WELCOME',
    gameWeights: weights,
  };
}
