import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The statements on studio_seeds, the provably-fair seed pairs (seed-pairs.ts holds the rules). */

/** Inserts an active pair unless the member has one for this game (the partial unique index decides). */
export async function insertActiveSeedIfNone(
  db: Kysely<DB>,
  pair: {
    memberId: number;
    gameCode: string;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
  },
): Promise<void> {
  await db
    .insertInto('studio_seeds')
    .values({
      member_id: String(pair.memberId),
      game_code: pair.gameCode,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
    })
    .onConflict((oc) => oc.columns(['member_id', 'game_code']).where('revealed_at', 'is', null).doNothing())
    .execute();
}

export function findActiveSeed(db: Kysely<DB>, memberId: number, gameCode: string) {
  return db
    .selectFrom('studio_seeds')
    .select(['id', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('member_id', '=', String(memberId))
    .where('game_code', '=', gameCode)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
}

/** Moves the active pair's nonce on by one and answers the pair; undefined when none is active. */
export function claimNextNonce(db: Kysely<DB>, memberId: number, gameCode: string) {
  return db
    .updateTable('studio_seeds')
    .set({ nonce: sql<string>`nonce + 1` })
    .where('member_id', '=', String(memberId))
    .where('game_code', '=', gameCode)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .executeTakeFirst();
}

/** The pair's row, locked until the transaction ends. */
export function lockSeed(db: Kysely<DB>, seedId: string) {
  return db
    .selectFrom('studio_seeds')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce', 'revealed_at'])
    .where('id', '=', seedId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A round of this pair not settled yet, if any. */
export function unfinishedRoundOfSeed(db: Kysely<DB>, seedId: string) {
  return db
    .selectFrom('studio_rounds')
    .select('id')
    .where('seed_id', '=', seedId)
    .where('status', 'in', ['OPEN', 'SETTLING'])
    .executeTakeFirst();
}

export async function markSeedRevealed(db: Kysely<DB>, seedId: string): Promise<void> {
  await db
    .updateTable('studio_seeds')
    .set({ revealed_at: sql<Date>`now()` })
    .where('id', '=', seedId)
    .execute();
}
