import type { LotteryPeriod } from '@ficha/games/lottery/lottery-schedule';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, LotteryPeriodsTable } from '../../db/schema.ts';

/**
 * The statements on lottery periods. Writes that more than one process may attempt (making a
 * period, drawing it, taking its settling lease, closing it) are guarded, so each happens once.
 */

export interface PeriodKey {
  merchantId: number;
  gameCode: string;
  numero: string;
}

export type PeriodRow = Selectable<LotteryPeriodsTable>;

export const keyOf = (key: PeriodKey) =>
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

/** Keeps the lease of a period this process is still settling (a large period takes a while). */
export async function renewSettling(db: Kysely<DB>, key: PeriodKey): Promise<void> {
  await sql`
    UPDATE lottery_periods SET settling_until = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    WHERE ${keyOf(key)} AND settled_at IS NULL`.execute(db);
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

/**
 * An operator voids a period not drawn yet (taking bets, or closed and waiting for its draw):
 * every sub-order's stake is then returned by its settlement. Once drawn, the result is public and
 * its wins may already be paid, so it is not voided: a house that could void a drawn period could
 * cancel the draws it lost. The guarded update races the draw's (markDrawn): one of them wins.
 */
export async function markVoid(db: Kysely<DB>, key: PeriodKey): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_periods SET status = 'VOID'
    WHERE ${keyOf(key)} AND status = 'OPEN'
    RETURNING numero`.execute(db);
  return rows.length === 1;
}
