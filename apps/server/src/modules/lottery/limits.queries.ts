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
