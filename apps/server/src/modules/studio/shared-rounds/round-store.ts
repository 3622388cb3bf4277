import type { RoundPhase } from '@ficha/contract/studio/shared-rounds/protocol';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, StudioSharedRoundsTable } from '../../../db/schema.ts';
import type { SharedRound } from './shared-game.ts';

/** The shared rounds table: every write is guarded so that it happens once across processes. */

/** A process may still mark a round RUNNING this long after its start; later it never ran. */
export const START_TOLERANCE_MS = 5_000;

type RoundRow = Selectable<StudioSharedRoundsTable>;

function toRound(row: RoundRow): SharedRound {
  return {
    gameCode: row.game_code,
    seq: Number(row.seq),
    chainId: String(row.chain_id),
    chainRound: row.chain_round,
    hash: row.hash,
    result: row.result as Record<string, unknown>,
    speed: row.speed,
    runMs: row.run_ms,
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: new Date(row.ends_at).getTime(),
    nextAt: new Date(row.next_at).getTime(),
    status: row.status,
  };
}

export function phaseAt(round: SharedRound, now: number): RoundPhase {
  if (now < round.startsAt) return 'betting';
  return now < round.endsAt ? 'running' : 'ended';
}

export async function latestRound(db: Kysely<DB>, gameCode: string): Promise<SharedRound | undefined> {
  const row = await db
    .selectFrom('studio_shared_rounds')
    .selectAll()
    .where('game_code', '=', gameCode)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toRound(row);
}

export async function roundBySeq(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
): Promise<SharedRound | undefined> {
  const row = await db
    .selectFrom('studio_shared_rounds')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('seq', '=', String(seq))
    .executeTakeFirst();
  return row && toRound(row);
}

/**
 * Makes round `seq` with its whole timeline from the database's clock, unless another process
 * made it first (then nothing happens and undefined is answered).
 */
export async function insertRound(
  db: Kysely<DB>,
  input: {
    gameCode: string;
    seq: number;
    chainId: string;
    chainRound: number;
    hash: string;
    result: Record<string, unknown>;
    speed: number;
    runMs: number;
    bettingMs: number;
    resultMs: number;
  },
): Promise<SharedRound | undefined> {
  const { rows } = await sql<RoundRow>`
    WITH t AS (SELECT clock_timestamp() AS now)
    INSERT INTO studio_shared_rounds
      (game_code, seq, chain_id, chain_round, hash, result, speed, run_ms, created_at, starts_at, ends_at, next_at)
    SELECT ${input.gameCode}, ${input.seq}, ${input.chainId}, ${input.chainRound}, ${input.hash},
           ${JSON.stringify(input.result)}::jsonb, ${input.speed}, ${input.runMs}, t.now,
           t.now + make_interval(secs => ${input.bettingMs / 1000}),
           t.now + make_interval(secs => ${(input.bettingMs + input.runMs) / 1000}),
           t.now + make_interval(secs => ${(input.bettingMs + input.runMs + input.resultMs) / 1000})
    FROM t
    ON CONFLICT DO NOTHING
    RETURNING *`.execute(db);
  return rows[0] && toRound(rows[0]);
}

/** A process saw the round start (it marks it just before): it ran, and cash-outs are allowed. */
export async function markRunning(db: Kysely<DB>, round: SharedRound): Promise<void> {
  await sql`
    UPDATE studio_shared_rounds SET status = 'RUNNING'
    WHERE game_code = ${round.gameCode} AND seq = ${round.seq} AND status = 'BETTING'
      AND clock_timestamp() < starts_at + make_interval(secs => ${START_TOLERANCE_MS / 1000})`.execute(db);
}

/** Rounds that ended and are not settled yet, oldest first. */
export async function dueRounds(db: Kysely<DB>, gameCode: string): Promise<SharedRound[]> {
  const rows = await db
    .selectFrom('studio_shared_rounds')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['BETTING', 'RUNNING'])
    .where('ends_at', '<=', sql<Date>`clock_timestamp()`)
    .orderBy('seq')
    .limit(100)
    .execute();
  return rows.map(toRound);
}

/** The last `limit` rounds that ended (before round `before`, when given), newest first. */
export async function endedRounds(
  db: Kysely<DB>,
  gameCode: string,
  limit: number,
  before?: number,
): Promise<SharedRound[]> {
  const rows = await db
    .selectFrom('studio_shared_rounds')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('ends_at', '<=', sql<Date>`clock_timestamp()`)
    .$if(before !== undefined, (q) => q.where('seq', '<', String(before)))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRound);
}
