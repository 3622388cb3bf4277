import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The statements on studio_chains, the shared-round games' hash chains (chain-store.ts uses them). */

export interface ChainRow {
  id: string;
  seed: string;
  terminal_hash: string;
  salt: string;
  length: number;
}

export function chainById(db: Kysely<DB>, id: string): Promise<ChainRow> {
  return db
    .selectFrom('studio_chains')
    .select(['id', 'seed', 'terminal_hash', 'salt', 'length'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The game's chain not used up yet, if any (one at most: the partial unique index). */
export function liveChain(db: Kysely<DB>, gameCode: string): Promise<ChainRow | undefined> {
  return db
    .selectFrom('studio_chains')
    .select(['id', 'seed', 'terminal_hash', 'salt', 'length'])
    .where('game_code', '=', gameCode)
    .where('used_up_at', 'is', null)
    .executeTakeFirst();
}

/** Stores a new live chain unless the game has one (another process made it first). */
export async function insertLiveChainIfNone(
  db: Kysely<DB>,
  chain: { gameCode: string; seed: string; terminalHash: string; salt: string; length: number },
): Promise<void> {
  await sql`
      INSERT INTO studio_chains (game_code, seed, terminal_hash, salt, length)
      VALUES (${chain.gameCode}, ${chain.seed}, ${chain.terminalHash},
              ${chain.salt}, ${chain.length})
      ON CONFLICT (game_code) WHERE used_up_at IS NULL DO NOTHING`.execute(db);
}

export async function markChainUsedUp(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('studio_chains')
    .set({ used_up_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_up_at', 'is', null)
    .execute();
}
