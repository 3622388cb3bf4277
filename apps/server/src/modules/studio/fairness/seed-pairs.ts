import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@ficha/games/fairness';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  claimNextNonce,
  findActiveSeed,
  insertActiveSeedIfNone,
  lockSeed,
  markSeedRevealed,
  unfinishedRoundOfSeed,
} from './seed-pairs.repository.ts';

/**
 * Seed pairs of the provably-fair scheme (issue 6 part 1): per member and game one active pair,
 * whose server seed is shown only as its SHA-256 hash until the player rotates it.
 */

export interface ActiveSeed {
  id: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Nonce of the last round played with this pair (0 before the first). */
  nonce: number;
}

export interface RevealedSeed extends ActiveSeed {
  serverSeed: string;
}

/** Round inputs: the secret seed stays on the server until rotation. */
export type RoundSeed = RevealedSeed;

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { serverSeed: seed, serverSeedHash: sha256Hex(seed) };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function toActive(row: {
  id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
}): ActiveSeed {
  return {
    id: String(row.id),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
  };
}

async function ensureActive(db: Kysely<DB>, memberId: number, gameCode: string, clientSeed?: string) {
  await insertActiveSeedIfNone(db, {
    memberId,
    gameCode,
    ...newServerSeed(),
    clientSeed: clientSeed ?? newClientSeed(),
  });
}

/** The active pair, created on first use. */
export async function activeSeed(db: Kysely<DB>, memberId: number, gameCode: string): Promise<ActiveSeed> {
  const find = () => findActiveSeed(db, memberId, gameCode);
  let row = await find();
  if (!row) {
    await ensureActive(db, memberId, gameCode);
    row = await find();
  }
  return toActive(row!);
}

/** Rotations that each win the race against one round's claim before it gives up. */
const CLAIM_ATTEMPTS = 5;

/**
 * Takes the next nonce of the active pair for a new round (atomic: two rounds never share one).
 * A rotation that commits while the claim waits for the pair's row leaves that pair revealed, and
 * the claim finds no active pair: it takes the new pair, which the next statement sees. The round
 * is played and shown with the pair it claimed, so it stays verifiable once that one is revealed.
 */
export async function claimRoundSeed(db: Kysely<DB>, memberId: number, gameCode: string): Promise<RoundSeed> {
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt++) {
    await activeSeed(db, memberId, gameCode);
    const row = await claimNextNonce(db, memberId, gameCode);
    if (row) return { ...toActive(row), serverSeed: row.server_seed };
  }
  throw new AppError('TRY_AGAIN');
}

/**
 * Reveals the active server seed and starts a new pair (with the player's new client seed, if
 * given). Refused while a round of this pair is still open: revealing the seed would show its
 * hidden outcome (the mines of an unfinished grid). The pair's row lock orders this against a
 * round claiming its nonce (claimRoundSeed runs in the same transaction as the round's insert).
 */
export async function rotateSeed(
  db: Kysely<DB>,
  memberId: number,
  gameCode: string,
  clientSeed?: string,
): Promise<{ revealed: RevealedSeed; active: ActiveSeed }> {
  return inTransaction(db, async (trx) => {
    const current = await activeSeed(trx, memberId, gameCode);
    const locked = await lockSeed(trx, current.id);
    if (locked.revealed_at === null) {
      const open = await unfinishedRoundOfSeed(trx, current.id);
      if (open) throw new AppError('ROUND_IN_PROGRESS', { roundId: open.id });
      await markSeedRevealed(trx, current.id);
      await ensureActive(trx, memberId, gameCode, clientSeed);
    }
    // else a concurrent rotation revealed it first: both answer with the same pairs.
    return {
      revealed: { ...toActive(locked), serverSeed: locked.server_seed },
      active: await activeSeed(trx, memberId, gameCode),
    };
  });
}
