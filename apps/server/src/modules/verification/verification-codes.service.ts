import { createHmac, randomInt } from 'node:crypto';
import type { LanguageCode } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB, VerificationCodesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MessageProvider } from './message-provider.ts';

type Purpose = VerificationCodesTable['purpose'];

/** Spec section 3: the answer carries expiredMinutes; the client counts down expiredMinutes x 60 s. */
export const CODE_TTL_MINUTES = 5;
/** Resend limits: one per number a minute, ten per number a day, thirty per client address a day. */
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_PER_RECIPIENT_PER_DAY = 10;
export const MAX_PER_IP_PER_DAY = 30;
/** Wrong guesses a code survives before it is spent. */
export const MAX_ATTEMPTS = 5;
const CODE_LENGTH = 6;

// Codes are short: a keyed hash keeps a database reader from brute-forcing them offline quickly.
const codeKey = process.env.VERIFICATION_CODE_KEY ?? 'ficha-verification-codes';
function hashCode(recipient: string, code: string): Buffer {
  return createHmac('sha256', codeKey).update(`${recipient}:${code}`).digest();
}

const MESSAGES = {
  PT: (code: string, site: string) =>
    `${site}: seu código de verificação é ${code}. Válido por ${CODE_TTL_MINUTES} minutos.`,
  EN: (code: string, site: string) =>
    `${site}: your verification code is ${code}. Valid for ${CODE_TTL_MINUTES} minutes.`,
};

export interface SendCodeInput {
  merchantId: number;
  siteName: string;
  language: LanguageCode;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  purpose: Purpose;
  clientIp: string;
  /** false: answer as if sent but send nothing (no account behind the number; no enumeration). */
  deliver: boolean;
}

export async function sendCode(db: Kysely<DB>, provider: MessageProvider, input: SendCodeInput) {
  const recent = await db
    .selectFrom('verification_codes')
    .select((eb) => [eb.fn.countAll<string>().as('today'), eb.fn.max('created_at').as('last')])
    .where('merchant_id', '=', input.merchantId)
    .where('recipient', '=', input.recipient)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  if (recent.last && Date.now() - new Date(recent.last).getTime() < RESEND_INTERVAL_SECONDS * 1000) {
    throw new AppError('SMS_TOO_FREQUENT');
  }
  if (Number(recent.today) >= MAX_PER_RECIPIENT_PER_DAY) throw new AppError('SMS_DAILY_LIMIT');
  const byIp = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('requested_ip', '=', input.clientIp)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  if (Number(byIp.n) >= MAX_PER_IP_PER_DAY) throw new AppError('SMS_DAILY_LIMIT');

  const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const row = await db
    .insertInto('verification_codes')
    .values({
      merchant_id: input.merchantId,
      channel: input.channel,
      recipient: input.recipient,
      purpose: input.purpose,
      code_hash: hashCode(input.recipient, code),
      requested_ip: input.clientIp,
      expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  if (input.deliver) {
    await provider.send(db, {
      merchantId: input.merchantId,
      channel: input.channel,
      recipient: input.recipient,
      body: MESSAGES[input.language](code, input.siteName),
    });
  }
  return { expiredMinutes: CODE_TTL_MINUTES, expirationTime: new Date(row.expires_at).toISOString() };
}

/**
 * Checks and spends the newest code for recipient and purpose. Every guess takes one of the
 * code's MAX_ATTEMPTS in a single UPDATE before anything is compared, so many guesses at once
 * compare at most MAX_ATTEMPTS times; after that the code is spent. Not for use inside a
 * transaction the caller rolls back on a refusal: the attempt must stay counted.
 */
export async function consumeCode(
  db: Kysely<DB>,
  input: { merchantId: number; recipient: string; purpose: Purpose; code: string | undefined },
): Promise<void> {
  if (!input.code) throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  const latest = await db
    .selectFrom('verification_codes')
    .select(['id', 'attempts', 'expires_at', 'consumed_at'])
    .where('merchant_id', '=', input.merchantId)
    .where('recipient', '=', input.recipient)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.consumed_at) throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  if (new Date(latest.expires_at).getTime() <= Date.now()) {
    throw new AppError('SMS_CODE_EXPIRED', { field: 'verificationCode' });
  }
  const attempt = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst();
  // No attempt left, or spent meanwhile by a right guess: no comparison either way.
  if (!attempt) {
    const spentMeanwhile = latest.attempts < MAX_ATTEMPTS && (await isConsumed(db, latest.id));
    throw new AppError(spentMeanwhile ? 'SMS_CODE_INVALID' : 'SMS_CODE_TOO_MANY_ATTEMPTS', {
      field: 'verificationCode',
    });
  }
  const expected = Buffer.from(attempt.code_hash);
  if (!expected.equals(hashCode(input.recipient, input.code.trim()))) {
    throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  }
  // Only one caller can spend it, even when two submit the right code at once.
  const spent = await db
    .updateTable('verification_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
}

async function isConsumed(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('verification_codes')
    .select('consumed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.consumed_at !== null;
}

/** E.164-style key for a mobile number: dialing code plus the number without its one leading zero. */
export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  const dialing = countryDialingCode.replace(/^\+?/, '+');
  return `${dialing}${stripLeadingZero(mobileNum)}`;
}

/** Spec section 3: one leading zero is removed from the number. */
export function stripLeadingZero(mobileNum: string): string {
  return mobileNum.trim().replace(/^0/, '');
}
