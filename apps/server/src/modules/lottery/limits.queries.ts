import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { keyOf, type PeriodKey } from './periods.queries.ts';

/** Pick exposure (liability caps) and each merchant's settings of a game. */

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

/** A merchant's settings of a game with the version of its row (0: no row yet, the defaults). */
export interface VersionedLotterySettings extends LotterySettings {
  version: number;
}

const optionalMinor = (value: string | null) => (value === null ? null : BigInt(value));

export async function gameSettings(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
): Promise<VersionedLotterySettings> {
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
    version: row ? Number(row.version) : 0,
  };
}

/**
 * Writes a merchant's settings of a game; each write takes the next version. With `ifVersion`
 * (what the console read; 0: no row yet) only if the row is still at it: undefined when another
 * change came first, and nothing is written. Without it (scripts and tests), whatever is there.
 * Answers the row's new version.
 */
export async function saveGameSettings(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
  settings: LotterySettings,
  ifVersion?: number,
): Promise<number | undefined> {
  const values = {
    suspended: settings.suspended,
    min_bet: settings.minBet === null ? null : String(settings.minBet),
    max_bet: settings.maxBet === null ? null : String(settings.maxBet),
    max_pick_liability: settings.maxPickLiability === null ? null : String(settings.maxPickLiability),
    max_period_stake: settings.maxPeriodStake === null ? null : String(settings.maxPeriodStake),
    odds: JSON.stringify(settings.odds),
    updated_at: sql<Date>`now()`,
  };
  const next = { ...values, version: sql<number>`lottery_game_settings.version + 1` };
  if (ifVersion !== undefined && ifVersion > 0) {
    const row = await db
      .updateTable('lottery_game_settings')
      .set(next)
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .where('version', '=', ifVersion)
      .returning('version')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.version);
  }
  // Version 0 means "no row yet": a row another change made in the meantime is left alone.
  const row = await db
    .insertInto('lottery_game_settings')
    .values({ merchant_id: merchantId, game_code: gameCode, ...values, version: 1 })
    .onConflict((oc) =>
      ifVersion === undefined
        ? oc.columns(['merchant_id', 'game_code']).doUpdateSet(next)
        : oc.columns(['merchant_id', 'game_code']).doNothing(),
    )
    .returning('version')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}
