import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, StudioSharedRoundsTable } from '../../../db/schema.ts';
import type { SharedRound } from './shared-game.ts';

/**
 * The statements on studio_shared_rounds (and the database's clock they run by): every write is
 * guarded so that it happens once across processes.
 */

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
  input: Pick<
    SharedRound,
    'gameCode' | 'seq' | 'chainId' | 'chainRound' | 'hash' | 'result' | 'speed' | 'runMs'
  > & {
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

/** A settling process holds the round this long; after it another may take over. */
const LEASE_SECONDS = 30;

/**
 * Takes the round's settling lease if it ended, is not settled and no other process holds the
 * lease; answers its status and whether no process may mark it running any more.
 */
export async function claimSettlingLease(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
): Promise<{ status: string; start_passed: boolean } | undefined> {
  const { rows } = await sql<{ status: string; start_passed: boolean }>`
    UPDATE studio_shared_rounds
    SET settling_until = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    WHERE game_code = ${gameCode} AND seq = ${seq} AND status IN ('BETTING', 'RUNNING')
      AND clock_timestamp() >= ends_at
      AND (settling_until IS NULL OR settling_until < clock_timestamp())
    RETURNING status,
      clock_timestamp() >= starts_at + make_interval(secs => ${START_TOLERANCE_MS / 1000}) AS start_passed`.execute(
    db,
  );
  return rows[0];
}

export async function releaseSettlingLease(db: Kysely<DB>, gameCode: string, seq: number): Promise<void> {
  await sql`UPDATE studio_shared_rounds SET settling_until = NULL
        WHERE game_code = ${gameCode} AND seq = ${seq}`.execute(db);
}

/** Closes a settled round: SETTLED, or VOID when it never ran. */
export async function finishRound(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
  voided: boolean,
): Promise<void> {
  await sql`
    UPDATE studio_shared_rounds
    SET status = ${voided ? 'VOID' : 'SETTLED'}, settled_at = clock_timestamp(), settling_until = NULL
    WHERE game_code = ${gameCode} AND seq = ${seq} AND status IN ('BETTING', 'RUNNING')`.execute(db);
}

/** Whether the round takes bets now by the database's clock (false when there is no such round). */
export async function roundTakesBets(db: Kysely<DB>, gameCode: string, seq: number): Promise<boolean> {
  const { rows } = await sql<{ open: boolean }>`
    SELECT clock_timestamp() < starts_at AND status IN ('BETTING', 'RUNNING') AS open
    FROM studio_shared_rounds WHERE game_code = ${gameCode} AND seq = ${seq}`.execute(db);
  return rows[0]?.open ?? false;
}

/** The database's clock now, in epoch ms. */
export async function databaseNowMs(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ now: string }>`
        SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS now`.execute(db);
  return Number(rows[0]!.now);
}

/** The database's name: processes of one database share news on a channel of that name. */
export async function databaseName(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  return rows[0]!.name;
}
