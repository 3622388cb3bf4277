import { formatMinor, type LanguageCode } from '@ficha/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';

/**
 * A deposit promotion's terms (hardening 13): a WELCOME promotion is granted once per member and
 * once per CPF, on the member's first deposit; while its bonus is active the largest bet is
 * `max_bet`; turnover counts each stake at its game's weight; once the turnover is met at most
 * `max_conversion` of the bonus becomes cash.
 */

export type Promotion = Selectable<DB['deposit_promotions']>;

/** Why a member may not have a welcome promotion now; undefined when it may. */
export async function welcomeRefusal(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  exceptOrderId?: string,
): Promise<'CLAIMED' | 'NOT_FIRST_DEPOSIT' | undefined> {
  const member = await db
    .selectFrom('members')
    .select('id_number')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
  let claimed = db
    .selectFrom('welcome_bonus_claims')
    .select('member_id')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', String(memberId));
  if (member.id_number !== null)
    claimed = claimed.union(
      db
        .selectFrom('welcome_bonus_claims')
        .select('member_id')
        .where('merchant_id', '=', merchant.id)
        .where('id_number', '=', member.id_number),
    );
  if (await claimed.executeTakeFirst()) return 'CLAIMED';
  let deposited = db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'APPROVED');
  if (exceptOrderId !== undefined) deposited = deposited.where('id', '<>', exceptOrderId);
  if (await deposited.executeTakeFirst()) return 'NOT_FIRST_DEPOSIT';
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
  const member = await trx
    .selectFrom('members')
    .select('id_number')
    .where('id', '=', order.member_id)
    .executeTakeFirstOrThrow();
  const claim = await trx
    .insertInto('welcome_bonus_claims')
    .values({
      merchant_id: merchant.id,
      member_id: order.member_id,
      id_number: member.id_number,
      order_id: order.id,
      promotion_id: promotionId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return claim !== undefined;
}

export interface GameWeight {
  /** A lobby category (gameType), or a single game's name. */
  gameType: string | null;
  game: string | null;
  weightPercent: number;
}

/** The merchant's turnover weights as the player reads them: its own rows over the platform's. */
export async function gameWeights(db: Kysely<DB>, merchant: Merchant, language: LanguageCode) {
  const rows = await db
    .selectFrom('bonus_game_weights as w')
    .leftJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 'w.vendor_code').onRef('g.game_code', '=', 'w.game_code'),
    )
    .select(['w.merchant_id', 'w.game_type', 'w.vendor_code', 'w.game_code', 'w.weight_percent', 'g.names'])
    .where((eb) => eb.or([eb('w.merchant_id', '=', merchant.id), eb('w.merchant_id', 'is', null)]))
    .orderBy('w.weight_percent', 'desc')
    .orderBy('w.game_type')
    .orderBy('w.game_code')
    .execute();
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = row.game_type ?? `${row.vendor_code}|${row.game_code}`;
    const seen = chosen.get(key);
    if (!seen || (seen.merchant_id === null && row.merchant_id !== null)) chosen.set(key, row);
  }
  return [...chosen.values()].map(
    (row): GameWeight => ({
      gameType: row.game_type,
      game:
        row.game_type === null
          ? ((row.names as Record<string, string> | null)?.[language] ?? row.game_code)
          : null,
      weightPercent: row.weight_percent,
    }),
  );
}

/** A promotion as the deposit screen shows it, with every term the player accepts. */
export function promotionView(promo: Promotion, language: LanguageCode, weights: GameWeight[]) {
  return {
    id: promo.id,
    title: promo.titles[language] ?? promo.titles.PT ?? '',
    kind: promo.kind,
    percent: promo.percent,
    maxBonus: formatMinor(promo.max_bonus),
    minDeposit: formatMinor(promo.min_deposit),
    turnoverMultiplier: promo.turnover_multiplier,
    maxBet: formatMinor(promo.max_bet),
    maxConversion: promo.max_conversion === null ? null : formatMinor(promo.max_conversion),
    oncePerPerson: promo.kind === 'WELCOME',
    gameWeights: weights,
  };
}
