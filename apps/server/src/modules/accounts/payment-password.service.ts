import type { LanguageCode, PaymentPasswordState } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { consumeCode } from '../verification/verification-codes.service.ts';
import { checkField, loadRules } from './field-rules.ts';
import { loadMember, paymentCodeChannels, paymentCodeRecipient } from './member.service.ts';
import {
  checkLoginPasswordForPaymentPassword,
  paymentPasswordLockedUntil,
  replacePaymentPassword,
} from './payment-password-lock.ts';

/** GET /wps/member/hasWithdrawalPassword: is it set, is it locked, where can a reset code go. */
export async function paymentPasswordState(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
): Promise<PaymentPasswordState> {
  const m = await loadMember(db, actor);
  return {
    hasPassword: m.payment_password_hash !== null,
    lockedUntil: paymentPasswordLockedUntil(m)?.toISOString() ?? null,
    resetChannels: paymentCodeChannels(m),
  };
}

/** The new payment password follows its registration rule and its confirmation matches. */
async function checkNewPaymentPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  input: { paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const rules = await loadRules(db, merchant);
  if (checkField({ ...rules.paymentPassword, enabled: true, required: true }, input.paymentPassword)) {
    throw new AppError('FIELD_INVALID', {
      field: 'paymentPassword',
      message: rules.paymentPassword.messages[language],
    });
  }
  if (input.paymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPaymentPassword' });
  }
}

/** Sets or changes the payment password; the login password proves it is the member. */
export async function setPaymentPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  actor: AuthenticatedMember,
  input: { password: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  await loadMember(db, actor);
  await checkNewPaymentPassword(db, merchant, language, input);
  await checkLoginPasswordForPaymentPassword(db, actor.id, input.password);
  await replacePaymentPassword(db, actor.id, await hashPassword(input.paymentPassword));
}

/**
 * Resets a forgotten (or locked) payment password with a code sent to the member's own number or
 * e-mail address; the new password starts unlocked.
 */
export async function resetPaymentPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  actor: AuthenticatedMember,
  input: {
    channel: 'SMS' | 'EMAIL';
    verificationCode: string;
    paymentPassword: string;
    confirmPaymentPassword: string;
  },
): Promise<void> {
  const member = await loadMember(db, actor);
  const recipient = paymentCodeRecipient(member, input.channel);
  await checkNewPaymentPassword(db, merchant, language, input);
  await consumeCode(db, {
    merchantId: merchant.id,
    recipient,
    purpose: 'payment',
    code: input.verificationCode,
  });
  await replacePaymentPassword(db, actor.id, await hashPassword(input.paymentPassword));
}
