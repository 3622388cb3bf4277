import { createHmac, randomInt } from 'node:crypto';
import type { LanguageCode } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, VerificationCodesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MessageProvider } from './message-provider.ts';
import {
  countCodesFromIp,
  countRecentCodes,
  findLatestCode,
  insertCode,
  isCodeConsumed,
  spendCode,
  takeCodeAttempt,
} from './verification.repository.ts';

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

const MESSAGES: Record<LanguageCode, (code: string, site: string) => string> = {
  PT: (code: string, site: string) =>
    `${site}: seu código de verificação é ${code}. Válido por ${CODE_TTL_MINUTES} minutos.`,
  EN: (code: string, site: string) =>
    `${site}: your verification code is ${code}. Valid for ${CODE_TTL_MINUTES} minutes.`,
};

/** Who asks for a code: the site (its name signs the message), the message's language, the client. */
export interface CodeRequester {
  merchant: { id: number; name: string };
  language: LanguageCode;
  clientIp: string;
}

export interface CodeToSend {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  purpose: Purpose;
  /** false: answer as if sent but send nothing (no account behind the number; no enumeration). */
  deliver: boolean;
}

export async function sendCode(
  db: Kysely<DB>,
  provider: MessageProvider,
  from: CodeRequester,
  message: CodeToSend,
) {
  const input = {
    ...message,
    merchantId: from.merchant.id,
    siteName: from.merchant.name,
    language: from.language,
    clientIp: from.clientIp,
  };
  const recent = await countRecentCodes(db, input.merchantId, input.recipient);
  if (recent.last && Date.now() - new Date(recent.last).getTime() < RESEND_INTERVAL_SECONDS * 1000) {
    throw new AppError('SMS_TOO_FREQUENT');
  }
  if (Number(recent.today) >= MAX_PER_RECIPIENT_PER_DAY) throw new AppError('SMS_DAILY_LIMIT');
  const byIp = await countCodesFromIp(db, input.clientIp);
  if (Number(byIp.n) >= MAX_PER_IP_PER_DAY) throw new AppError('SMS_DAILY_LIMIT');

  const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const row = await insertCode(
    db,
    {
      merchant_id: input.merchantId,
      channel: input.channel,
      recipient: input.recipient,
      purpose: input.purpose,
      code_hash: hashCode(input.recipient, code),
      requested_ip: input.clientIp,
    },
    CODE_TTL_MINUTES,
  );
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
  const latest = await findLatestCode(db, input);
  if (!latest || latest.consumed_at) throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  if (new Date(latest.expires_at).getTime() <= Date.now()) {
    throw new AppError('SMS_CODE_EXPIRED', { field: 'verificationCode' });
  }
  const attempt = await takeCodeAttempt(db, latest.id, MAX_ATTEMPTS);
  // No attempt left, or spent meanwhile by a right guess: no comparison either way.
  if (!attempt) {
    const spentMeanwhile = latest.attempts < MAX_ATTEMPTS && (await isCodeConsumed(db, latest.id));
    throw new AppError(spentMeanwhile ? 'SMS_CODE_INVALID' : 'SMS_CODE_TOO_MANY_ATTEMPTS', {
      field: 'verificationCode',
    });
  }
  const expected = Buffer.from(attempt.code_hash);
  if (!expected.equals(hashCode(input.recipient, input.code.trim()))) {
    throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  }
  // Only one caller can spend it, even when two submit the right code at once.
  if (!(await spendCode(db, latest.id)))
    throw new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
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
