import { type Insertable, type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB, VerificationCodesTable } from '../../db/schema.ts';

/** The captchas, verification_codes and outbox statements. */

export async function insertCaptcha(
  db: Kysely<DB>,
  captcha: { id: string; merchantId: number; clientIp: string; answer: string; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({
      id: captcha.id,
      merchant_id: captcha.merchantId,
      client_ip: captcha.clientIp,
      answer: captcha.answer,
      expires_at: sql<Date>`now() + make_interval(secs => ${captcha.ttlSeconds})`,
    })
    .execute();
}

export async function deleteOldCaptchas(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
}

/** Marks a live, unused captcha of this merchant and address used; answers its answer, if there was one. */
export async function spendCaptcha(db: Kysely<DB>, merchantId: number, clientIp: string, captchaKey: string) {
  return db
    .updateTable('captchas')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', captchaKey)
    .where('merchant_id', '=', merchantId)
    .where('client_ip', '=', clientIp)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer')
    .executeTakeFirst();
}

/** Codes sent to the recipient in the last day: how many, and when the last one. */
export async function countRecentCodes(db: Kysely<DB>, merchantId: number, recipient: string) {
  return merchantRows(db, 'verification_codes', merchantId)
    .select((eb) => [eb.fn.countAll<string>().as('today'), eb.fn.max('created_at').as('last')])
    .where('recipient', '=', recipient)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
}

/** Codes requested from the client address in the last day. */
export async function countCodesFromIp(db: Kysely<DB>, clientIp: string) {
  return db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('requested_ip', '=', clientIp)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
}

export async function insertCode(
  db: Kysely<DB>,
  values: Omit<Insertable<VerificationCodesTable>, 'expires_at'>,
  ttlMinutes: number,
) {
  return db
    .insertInto('verification_codes')
    .values({ ...values, expires_at: sql<Date>`now() + make_interval(mins => ${ttlMinutes})` })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
}

/** The newest code for recipient and purpose. */
export async function findLatestCode(
  db: Kysely<DB>,
  input: { merchantId: number; recipient: string; purpose: VerificationCodesTable['purpose'] },
) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'attempts', 'expires_at', 'consumed_at'])
    .where('merchant_id', '=', input.merchantId)
    .where('recipient', '=', input.recipient)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Takes one attempt of an unspent code that has attempts left; answers its hash, if it did. */
export async function takeCodeAttempt(db: Kysely<DB>, id: string, maxAttempts: number) {
  return db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst();
}

/** Spends an unspent code; false when another caller spent it first. */
export async function spendCode(db: Kysely<DB>, id: string): Promise<boolean> {
  const spent = await db
    .updateTable('verification_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function isCodeConsumed(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('verification_codes')
    .select('consumed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.consumed_at !== null;
}

export async function insertOutboxMessage(db: Kysely<DB>, message: Insertable<DB['outbox']>): Promise<void> {
  await db.insertInto('outbox').values(message).execute();
}
