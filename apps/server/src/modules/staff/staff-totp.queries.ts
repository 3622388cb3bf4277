import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The staff member's second factor: the sealed secret, the last accepted step, recovery codes. */

export async function findTotpState(db: Kysely<DB>, staffId: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'username', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

/** Writes the step only if it is later than the last accepted one; true when it was written. */
export async function claimTotpStep(db: Kysely<DB>, staffId: number, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function unusedRecoveryCodes(db: Kysely<DB>, staffId: number) {
  return db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a recovery code used, unless a parallel request did first; true when this one did. */
export async function spendRecoveryCode(db: Kysely<DB>, codeId: number): Promise<boolean> {
  const spent = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** A new secret, while TOTP is not on yet. */
export async function setPendingTotpSecret(db: Kysely<DB>, staffId: number, sealed: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: sealed, totp_last_step: null })
    .where('id', '=', staffId)
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/** Turns TOTP on; false when it already was. */
export async function enableTotp(db: Kysely<DB>, staffId: number): Promise<boolean> {
  const enabled = await db
    .updateTable('staff')
    .set({ totp_enabled_at: sql<Date>`now()` })
    .where('id', '=', staffId)
    .where('totp_enabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return enabled !== undefined;
}

export async function clearTotp(db: Kysely<DB>, staffId: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
}

export async function deleteRecoveryCodes(db: Kysely<DB>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

export async function insertRecoveryCodes(db: Kysely<DB>, staffId: number, hashes: string[]): Promise<void> {
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
    .execute();
}
