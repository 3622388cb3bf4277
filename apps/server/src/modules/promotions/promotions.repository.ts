import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/** SQL of the promotion engine: promotions, what members did towards them, their grants. */

export type PromotionRow = Selectable<DB['promotions']>;

/** The merchant's promotions shown to members: active, not ended (a future one shows its start). */
export async function listedPromotions(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'promotions', merchantId)
    .selectAll()
    .where('active', '=', true)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findPromotion(db: Kysely<DB>, merchantId: number, id: number) {
  return merchantRows(db, 'promotions', merchantId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function allPromotions(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'promotions', merchantId).selectAll().orderBy('id', 'desc').execute();
}

export async function insertPromotion(db: Kysely<DB>, values: Insertable<DB['promotions']>) {
  return db.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePromotion(
  db: Kysely<DB>,
  merchantId: number,
  id: number,
  values: Updateable<DB['promotions']>,
) {
  return db
    .updateTable('promotions')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** What the audience rules read of a member. */
export async function memberProfile(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'merchant_id', 'type', 'referrer_id', 'recommender_id', 'created_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('deposit_orders')
            .select('id')
            .whereRef('deposit_orders.member_id', '=', 'members.id')
            .where('status', '=', 'APPROVED'),
        )
        .as('has_deposited'),
    )
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
}

/** The grants of these sources the member has (claims already made). */
export async function grantedSources(db: Kysely<DB>, merchantId: number, sources: string[]) {
  if (sources.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('turnover_requirements')
    .select('source')
    .where('merchant_id', '=', merchantId)
    .where('source', 'in', sources)
    .execute();
  return new Set(rows.map((r) => r.source));
}

/** Rounds the member played since a moment of games of one type (a mission's progress). */
export async function roundsOfType(db: Kysely<DB>, memberId: number, gameType: string, since: Date) {
  const row = await db
    .selectFrom('wallet_bets as b')
    .innerJoin('game_sessions as s', 's.id', 'b.session_id')
    .innerJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 's.vendor_code').onRef('g.game_code', '=', 's.game_code'),
    )
    .select(sql<string>`count(DISTINCT coalesce(b.round_id, b.tx_id))::text`.as('n'))
    .where('b.member_id', '=', String(memberId))
    .where('b.status', '=', 'PLACED')
    .where('g.game_type', '=', gameType)
    .where('b.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stakes less wins of a member's settled-or-not bets in [from, to): the period's net loss. */
export async function netLoss(db: Kysely<DB>, memberId: number, currency: string, from: Date, to: Date) {
  const row = await db
    .selectFrom('wallet_bets')
    .select(sql<string>`coalesce(sum(amount - won), 0)::text`.as('loss'))
    .where('member_id', '=', String(memberId))
    .where('currency', '=', currency)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return BigInt(row.loss);
}

/** Members of the merchant who bet in [from, to) (a cashback run's candidates). */
export async function bettorsBetween(db: Kysely<DB>, merchantId: number, from: Date, to: Date) {
  const rows = await db
    .selectFrom('wallet_bets')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('member_id', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.member_id));
}

/** Friends the member invited who deposited at least `minDeposit` in one approved order. */
export async function depositingFriends(db: Kysely<DB>, memberId: number, minDeposit: bigint) {
  const rows = await db
    .selectFrom('members as f')
    .select('f.id')
    .where('f.recommender_id', '=', String(memberId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('deposit_orders as o')
          .select('o.id')
          .whereRef('o.member_id', '=', 'f.id')
          .where('o.status', '=', 'APPROVED')
          .where('o.amount', '>=', minDeposit.toString()),
      ),
    )
    .orderBy('f.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The member's grants, newest first, with their promotion's titles. */
export async function memberGrants(db: Kysely<DB>, memberId: number, limit = 50) {
  return db
    .selectFrom('turnover_requirements as r')
    .leftJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select([
      'r.id',
      'r.kind',
      'r.reason',
      'r.bonus',
      'r.required',
      'r.max_bet',
      'r.max_conversion',
      'r.released',
      'r.released_at',
      'r.expired_at',
      'r.expires_at',
      'r.created_at',
      'p.titles',
    ])
    .where('r.member_id', '=', String(memberId))
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** Turnover since a moment: each stake as counted when placed (stake x its game's weight). */
export async function countedStakesSince(db: Kysely<DB>, memberId: number, currency: string, since: Date) {
  const row = await db
    .selectFrom('wallet_bets')
    .select(sql<string>`coalesce(sum(counted), 0)::text`.as('n'))
    .where('member_id', '=', String(memberId))
    .where('currency', '=', currency)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.n);
}

/** Per promotion: grants, what they cost (granted), what became cash and what was forfeited. */
export async function promotionStats(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('turnover_requirements')
    .select([
      'promotion_id',
      sql<string>`count(*)::text`.as('grants'),
      sql<string>`coalesce(sum(bonus), 0)::text`.as('granted'),
      sql<string>`coalesce(sum(released), 0)::text`.as('converted'),
      sql<string>`coalesce(sum(forfeited), 0)::text`.as('forfeited'),
      sql<string>`count(*) FILTER (WHERE released_at IS NULL)::text`.as('open'),
      sql<string>`count(*) FILTER (WHERE released > 0)::text`.as('converted_count'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('promotion_id', 'is not', null)
    .groupBy('promotion_id')
    .execute();
}

/** The member's VIP level (0: none), from the VIP programme's table (a VIP audience reads it). */
export async function memberVipLevel(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_vip')
    .select('level')
    .where('member_id', '=', String(memberId))
    .executeTakeFirst();
  return row?.level ?? 0;
}
