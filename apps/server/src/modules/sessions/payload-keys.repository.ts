import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The encryption_keys and seen_nonces statements of the encrypted payloads. */

const KEY_LOCK = 7_311_943;

/** Serialises key creation across processes until the transaction ends. */
export async function lockKeyCreation(trx: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`.execute(trx);
}

export async function findNewestKey(trx: Kysely<DB>) {
  return trx
    .selectFrom('encryption_keys')
    .select(['id', 'public_key', 'private_key'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertKey(
  trx: Kysely<DB>,
  key: { id: string; publicKey: string; privateKey: string },
): Promise<void> {
  await trx
    .insertInto('encryption_keys')
    .values({ id: key.id, public_key: key.publicKey, private_key: key.privateKey })
    .execute();
}

/** Records a nonce until `keepSeconds` from now; false when it was seen before. */
export async function insertNonce(db: Kysely<DB>, nonce: string, keepSeconds: number): Promise<boolean> {
  const fresh = await db
    .insertInto('seen_nonces')
    .values({ nonce, expires_at: sql<Date>`now() + make_interval(secs => ${keepSeconds})` })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return fresh !== undefined;
}

export async function deleteExpiredNonces(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('seen_nonces').where('expires_at', '<', sql<Date>`now()`).execute();
}
