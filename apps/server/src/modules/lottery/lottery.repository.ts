import type { LotteryPeriod } from '@ficha/games/lottery/lottery-schedule';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, LotteryPeriodsTable, LotterySuborderStatus } from '../../db/schema.ts';

/**
 * Every statement of the lottery. Writes that more than one process may attempt (making a period,
 * drawing it, settling it, a sub-order's every step) are guarded updates, so each happens once.
 */

export interface PeriodKey {
  merchantId: number;
  gameCode: string;
  numero: string;
}

export type PeriodRow = Selectable<LotteryPeriodsTable>;

const keyOf = (key: PeriodKey) =>
  sql`merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`;

export async function lotteryMerchants(db: Kysely<DB>): Promise<Array<{ id: number; timeZone: string }>> {
  const rows = await db.selectFrom('merchants').select(['id', 'time_zone']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, timeZone: row.time_zone }));
}

export async function merchantTimeZone(db: Kysely<DB>, merchantId: number): Promise<string> {
  const row = await db
    .selectFrom('merchants')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}

/** Makes the period with its committed seed, unless a process made it first. */
export async function insertPeriod(
  db: Kysely<DB>,
  key: PeriodKey,
  period: LotteryPeriod,
  seed: { seed: string; seedHash: string },
): Promise<void> {
  await db
    .insertInto('lottery_periods')
    .values({
      merchant_id: key.merchantId,
      game_code: key.gameCode,
      numero: key.numero,
      opens_at: new Date(period.opensAt),
      closes_at: new Date(period.closesAt),
      draws_at: new Date(period.drawsAt),
      seed: seed.seed,
      seed_hash: seed.seedHash,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findPeriod(db: Kysely<DB>, key: PeriodKey): Promise<PeriodRow | undefined> {
  return db
    .selectFrom('lottery_periods')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('game_code', '=', key.gameCode)
    .where('numero', '=', key.numero)
    .executeTakeFirst();
}

/** The game's latest period at the merchant, whatever its state. */
export async function latestPeriod(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
): Promise<PeriodRow | undefined> {
  return db
    .selectFrom('lottery_periods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .orderBy('draws_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Periods drawn or voided, newest first (history, trends). */
export async function pastPeriods(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
  limit: number,
): Promise<PeriodRow[]> {
  return db
    .selectFrom('lottery_periods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['DRAWN', 'SETTLED', 'VOID'])
    .orderBy('draws_at', 'desc')
    .limit(limit)
    .execute();
}

/** Periods whose draw time has come by the database's clock and that are not drawn, oldest first. */
export async function periodsToDraw(db: Kysely<DB>, limit: number): Promise<PeriodRow[]> {
  return db
    .selectFrom('lottery_periods')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('draws_at', '<=', sql<Date>`clock_timestamp()`)
    .orderBy('draws_at')
    .limit(limit)
    .execute();
}

/** Fixes the period's result: once, and only once its draw time has come. */
export async function markDrawn(db: Kysely<DB>, key: PeriodKey, result: object): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_periods SET status = 'DRAWN', result = ${JSON.stringify(result)}::jsonb,
      drawn_at = clock_timestamp()
    WHERE ${keyOf(key)} AND status = 'OPEN' AND draws_at <= clock_timestamp()
    RETURNING numero`.execute(db);
  return rows.length === 1;
}

/** Drawn periods, and voided ones whose stakes are not all returned yet, oldest first. */
export async function periodsToSettle(db: Kysely<DB>, limit: number): Promise<PeriodRow[]> {
  return db
    .selectFrom('lottery_periods')
    .selectAll()
    .where((eb) =>
      eb.or([eb('status', '=', 'DRAWN'), eb.and([eb('status', '=', 'VOID'), eb('settled_at', 'is', null)])]),
    )
    .orderBy('draws_at')
    .limit(limit)
    .execute();
}

/** A settling process holds a period this long; after it another may take over. */
const LEASE_SECONDS = 30;

export async function claimSettling(db: Kysely<DB>, key: PeriodKey): Promise<PeriodRow | undefined> {
  const { rows } = await sql<PeriodRow>`
    UPDATE lottery_periods SET settling_until = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    WHERE ${keyOf(key)} AND (status = 'DRAWN' OR (status = 'VOID' AND settled_at IS NULL))
      AND (settling_until IS NULL OR settling_until < clock_timestamp())
    RETURNING *`.execute(db);
  return rows[0];
}

export async function releaseSettling(db: Kysely<DB>, key: PeriodKey): Promise<void> {
  await sql`UPDATE lottery_periods SET settling_until = NULL WHERE ${keyOf(key)}`.execute(db);
}

/** Closes a period none of whose sub-orders is left open: SETTLED, or VOID with its settled time. */
export async function finishPeriod(db: Kysely<DB>, key: PeriodKey): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_periods p
    SET status = CASE WHEN p.status = 'VOID' THEN 'VOID' ELSE 'SETTLED' END,
        settled_at = clock_timestamp(), settling_until = NULL
    WHERE p.merchant_id = ${key.merchantId} AND p.game_code = ${key.gameCode} AND p.numero = ${key.numero}
      AND p.settled_at IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
        WHERE o.merchant_id = p.merchant_id AND o.game_code = p.game_code AND o.numero = p.numero
          AND s.settled_at IS NULL)
    RETURNING p.numero`.execute(db);
  return rows.length === 1;
}

/** An operator voids a period not yet settled: every sub-order's stake is then returned. */
export async function markVoid(db: Kysely<DB>, key: PeriodKey): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_periods SET status = 'VOID'
    WHERE ${keyOf(key)} AND status IN ('OPEN', 'DRAWN')
    RETURNING numero`.execute(db);
  return rows.length === 1;
}

export interface SuborderToSettle {
  id: string;
  order_id: string;
  member_id: string;
  session_id: string;
  bet_type: string;
  pick: string;
  amount: string;
  payout_e4: number;
  status: LotterySuborderStatus;
  /** A PENDING sub-order older than the grace period: its wallet bet is not under way any more. */
  stale: boolean;
}

/** The period's sub-orders not settled yet. */
export async function subordersToSettle(
  db: Kysely<DB>,
  key: PeriodKey,
  pendingGraceMs: number,
): Promise<SuborderToSettle[]> {
  const { rows } = await sql<SuborderToSettle>`
    SELECT s.id, s.order_id, o.member_id, o.session_id, s.bet_type, s.pick, s.amount, s.payout_e4, s.status,
      s.created_at < clock_timestamp() - make_interval(secs => ${pendingGraceMs / 1000}) AS stale
    FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
    WHERE o.merchant_id = ${key.merchantId} AND o.game_code = ${key.gameCode} AND o.numero = ${key.numero}
      AND s.settled_at IS NULL
    ORDER BY s.id`.execute(db);
  return rows;
}

/** PLACED -> SETTLED with its hits and win, once. */
export async function markSuborderSettled(
  db: Kysely<DB>,
  id: string,
  hits: number,
  win: bigint,
): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_suborders SET status = 'SETTLED', hits = ${hits}::integer, win = ${win}::bigint, settled_at = clock_timestamp()
    WHERE id = ${id} AND status = 'PLACED' RETURNING id`.execute(db);
  return rows.length === 1;
}

/**
 * Moves a sub-order from one of `from` to `to` (PLACED -> CANCELLED, PENDING -> PLACED, ...),
 * answering whether it was in one of them. `settled` also marks its money as done.
 */
export async function moveSuborder(
  db: Kysely<DB>,
  id: string,
  from: LotterySuborderStatus[],
  to: LotterySuborderStatus,
  settled = false,
): Promise<boolean> {
  const rows = await db
    .updateTable('lottery_suborders')
    .set({ status: to, ...(settled ? { settled_at: sql<Date>`clock_timestamp()` } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Marks a returned stake (CANCELLED, VOID, ROLLED_BACK) as done. */
export async function markStakeReturned(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('lottery_suborders')
    .set({ settled_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .execute();
}

export interface NewOrder {
  id: string;
  merchantId: number;
  memberId: number;
  sessionId: string;
  gameCode: string;
  numero: string;
  currency: string;
  suborders: Array<{ id: string; betType: string; pick: string; amount: bigint; payoutE4: number }>;
}

/**
 * Records a ticket and its sub-orders (PENDING) if its period still takes bets by the database's
 * clock; answers false when it does not (closed, drawn or voided), and then writes nothing.
 */
export async function insertOrderIfOpen(db: Kysely<DB>, order: NewOrder): Promise<boolean> {
  const total = order.suborders.reduce((sum, s) => sum + s.amount, 0n);
  const { rows } = await sql`
    INSERT INTO lottery_orders (id, merchant_id, member_id, session_id, game_code, numero, currency, total)
    SELECT ${order.id}::text, ${order.merchantId}::integer, ${order.memberId}::bigint, ${order.sessionId}::text,
      ${order.gameCode}::text, ${order.numero}::text, ${order.currency}::text, ${total}::bigint
    FROM lottery_periods
    WHERE merchant_id = ${order.merchantId} AND game_code = ${order.gameCode} AND numero = ${order.numero}
      AND status = 'OPEN' AND clock_timestamp() < closes_at
    RETURNING id`.execute(db);
  if (rows.length === 0) return false;
  await db
    .insertInto('lottery_suborders')
    .values(
      order.suborders.map((s) => ({
        id: s.id,
        order_id: order.id,
        bet_type: s.betType,
        pick: s.pick,
        amount: String(s.amount),
        payout_e4: s.payoutE4,
      })),
    )
    .execute();
  return true;
}

/** What the member has staked on the period so far, counting sub-orders not cancelled or refused. */
export async function memberPeriodStake(db: Kysely<DB>, key: PeriodKey, memberId: number): Promise<bigint> {
  const { rows } = await sql<{ staked: string | null }>`
    SELECT sum(s.amount)::text AS staked FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
    WHERE o.merchant_id = ${key.merchantId} AND o.game_code = ${key.gameCode} AND o.numero = ${key.numero}
      AND o.member_id = ${memberId} AND s.status IN ('PENDING', 'PLACED', 'SETTLED')`.execute(db);
  return BigInt(rows[0]?.staked ?? '0');
}

/**
 * Adds a sub-order's possible payout to what the period could pay on its pick, unless that passes
 * `cap`; the check and the addition are one statement, so concurrent bets cannot pass it together.
 */
export async function addExposure(
  db: Kysely<DB>,
  key: PeriodKey,
  betType: string,
  pick: string,
  liability: bigint,
  cap: bigint | null,
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO lottery_exposure AS e (merchant_id, game_code, numero, bet_type, pick, liability)
    SELECT ${key.merchantId}::integer, ${key.gameCode}::text, ${key.numero}::text, ${betType}::text, ${pick}::text,
      ${liability}::bigint
    WHERE ${cap === null}::boolean OR ${liability}::bigint <= ${cap ?? 0n}::bigint
    ON CONFLICT (merchant_id, game_code, numero, bet_type, pick) DO UPDATE
      SET liability = e.liability + excluded.liability
      WHERE ${cap === null}::boolean OR e.liability + excluded.liability <= ${cap ?? 0n}::bigint
    RETURNING e.pick`.execute(db);
  return rows.length === 1;
}

export async function releaseExposure(
  db: Kysely<DB>,
  key: PeriodKey,
  betType: string,
  pick: string,
  liability: bigint,
): Promise<void> {
  await sql`
    UPDATE lottery_exposure SET liability = greatest(liability - ${liability}::bigint, 0)
    WHERE ${keyOf(key)} AND bet_type = ${betType} AND pick = ${pick}`.execute(db);
}

/** What the period could pay on each pick, the largest first (operators' liability view). */
export async function periodExposure(
  db: Kysely<DB>,
  key: PeriodKey,
): Promise<Array<{ betType: string; pick: string; liability: bigint }>> {
  const rows = await db
    .selectFrom('lottery_exposure')
    .select(['bet_type', 'pick', 'liability'])
    .where('merchant_id', '=', key.merchantId)
    .where('game_code', '=', key.gameCode)
    .where('numero', '=', key.numero)
    .where('liability', '>', '0')
    .orderBy('liability', 'desc')
    .execute();
  return rows.map((row) => ({ betType: row.bet_type, pick: row.pick, liability: BigInt(row.liability) }));
}

export interface LotterySettings {
  suspended: boolean;
  minBet: bigint | null;
  maxBet: bigint | null;
  maxPickLiability: bigint | null;
  maxPeriodStake: bigint | null;
  odds: Record<string, number>;
}

const optionalMinor = (value: string | null) => (value === null ? null : BigInt(value));

export async function gameSettings(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
): Promise<LotterySettings> {
  const row = await db
    .selectFrom('lottery_game_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return {
    suspended: row?.suspended ?? false,
    minBet: optionalMinor(row?.min_bet ?? null),
    maxBet: optionalMinor(row?.max_bet ?? null),
    maxPickLiability: optionalMinor(row?.max_pick_liability ?? null),
    maxPeriodStake: optionalMinor(row?.max_period_stake ?? null),
    odds: row?.odds ?? {},
  };
}

export async function saveGameSettings(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
  settings: LotterySettings,
): Promise<void> {
  const values = {
    suspended: settings.suspended,
    min_bet: settings.minBet === null ? null : String(settings.minBet),
    max_bet: settings.maxBet === null ? null : String(settings.maxBet),
    max_pick_liability: settings.maxPickLiability === null ? null : String(settings.maxPickLiability),
    max_period_stake: settings.maxPeriodStake === null ? null : String(settings.maxPeriodStake),
    odds: JSON.stringify(settings.odds),
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('lottery_game_settings')
    .values({ merchant_id: merchantId, game_code: gameCode, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doUpdateSet(values))
    .execute();
}

export interface SuborderForCancel {
  id: string;
  order_id: string;
  session_id: string;
  bet_type: string;
  pick: string;
  amount: string;
  payout_e4: number;
  merchant_id: number;
  game_code: string;
  numero: string;
}

/**
 * PLACED -> CANCELLED for the member's own sub-order while its period still takes bets by the
 * database's clock; answers the sub-order when it moved.
 */
export async function cancelSuborderIfOpen(
  db: Kysely<DB>,
  id: string,
  memberId: number,
): Promise<SuborderForCancel | undefined> {
  const { rows } = await sql<SuborderForCancel>`
    UPDATE lottery_suborders s SET status = 'CANCELLED'
    FROM lottery_orders o, lottery_periods p
    WHERE s.id = ${id} AND s.status = 'PLACED' AND o.id = s.order_id AND o.member_id = ${memberId}
      AND p.merchant_id = o.merchant_id AND p.game_code = o.game_code AND p.numero = o.numero
      AND p.status = 'OPEN' AND clock_timestamp() < p.closes_at
    RETURNING s.id, s.order_id, o.session_id, s.bet_type, s.pick, s.amount, s.payout_e4,
      o.merchant_id, o.game_code, o.numero`.execute(db);
  return rows[0];
}

export async function memberOrders(
  db: Kysely<DB>,
  memberId: number,
  options: { gameCode?: string; limit: number; offset: number },
) {
  return db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_periods as p', (join) =>
      join
        .onRef('p.merchant_id', '=', 'o.merchant_id')
        .onRef('p.game_code', '=', 'o.game_code')
        .onRef('p.numero', '=', 'o.numero'),
    )
    .select([
      'o.id',
      'o.game_code',
      'o.numero',
      'o.currency',
      'o.total',
      'o.created_at',
      'p.status as period_status',
      'p.closes_at',
    ])
    .where('o.member_id', '=', String(memberId))
    .$if(options.gameCode !== undefined, (q) => q.where('o.game_code', '=', options.gameCode!))
    .orderBy('o.created_at', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function orderSuborders(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('lottery_suborders')
    .select(['id', 'bet_type', 'pick', 'amount', 'payout_e4', 'hits', 'win', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function findOrder(db: Kysely<DB>, orderId: string, memberId: number) {
  return db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', String(memberId))
    .executeTakeFirst();
}
