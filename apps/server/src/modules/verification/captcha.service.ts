import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { drawCaptcha } from './captcha-image.ts';
import { deleteOldCaptchas, insertCaptcha, spendCaptcha } from './verification.repository.ts';

/** A captcha is good for this long, once. */
export const CAPTCHA_TTL_SECONDS = 120;
const CAPTCHA_DIGITS = 4;

export async function createCaptcha(db: Kysely<DB>, merchantId: number, clientIp: string) {
  const answer = Array.from({ length: CAPTCHA_DIGITS }, () => randomInt(10)).join('');
  const id = randomUUID();
  await insertCaptcha(db, { id, merchantId, clientIp, answer, ttlSeconds: CAPTCHA_TTL_SECONDS });
  if (Math.random() < 0.02) await deleteOldCaptchas(db);
  return {
    captchaKey: id,
    image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

/**
 * Consumes a captcha: it must exist for this merchant and client address, be unexpired and unused,
 * and match. Whatever the outcome, the captcha is spent (a wrong guess needs a new image).
 */
export async function verifyCaptcha(
  db: Kysely<DB>,
  merchantId: number,
  clientIp: string,
  captchaKey: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!captchaKey || !answer) throw new AppError('CAPTCHA_REQUIRED', { field: 'captcha', captcha: true });
  if (!/^[0-9a-f-]{36}$/.test(captchaKey))
    throw new AppError('INVALID_CAPTCHA', { field: 'captcha', captcha: true });
  const spent = await spendCaptcha(db, merchantId, clientIp, captchaKey);
  if (!spent || spent.answer !== answer.trim()) {
    throw new AppError('INVALID_CAPTCHA', { field: 'captcha', captcha: true });
  }
}
