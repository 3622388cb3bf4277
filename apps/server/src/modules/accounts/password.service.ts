import type { EmailCodeRequest, LanguageCode, SmsAnswer } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sendSystemMessage } from '../inbox/inbox.ts';
import {
  type AuthenticatedMember,
  findMemberByMobile,
  findMemberByUsername,
  updateMember,
} from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { revokeOtherSessions } from '../sessions/sessions.service.ts';
import type { MessageProvider } from '../verification/message-provider.ts';
import {
  consumeCode,
  phoneKey,
  sendCode,
  stripLeadingZero,
} from '../verification/verification-codes.service.ts';
import { checkField, loadRules } from './field-rules.ts';
import { checkSessionLoginPassword } from './login-password-check.ts';
import { type AccountContext, loadMember } from './member.service.ts';

/** The login password: change it in a session, or reset a forgotten one with a code. */

async function checkNewPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  input: { newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const rules = await loadRules(db, merchant);
  if (checkField({ ...rules.password, enabled: true, required: true }, input.newPassword)) {
    throw new AppError('FIELD_INVALID', { field: 'newPassword', message: rules.password.messages[language] });
  }
  if (!input.confirmNewPassword)
    throw new AppError('FIELD_INVALID', { field: 'confirmNewPassword', message: '' });
  if (input.newPassword !== input.confirmNewPassword)
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmNewPassword' });
}

/**
 * Change password (spec sections 2, 4, 5): old must be right, new follows the password rule, confirm
 * matches, new differs from old. Every other session of the member is revoked.
 */
export async function changePassword(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  actor: AuthenticatedMember,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const member = await loadMember(db, actor);
  await checkNewPassword(db, merchant, language, input);
  await checkSessionLoginPassword(db, member, input.oldPassword, 'oldPassword');
  if (input.oldPassword === input.newPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
  await setPassword(db, merchant.id, actor.id, await hashPassword(input.newPassword), actor.sessionId);
}

/**
 * Stores a new login password and, in the same transaction, revokes the member's other sessions
 * (all of them after a reset) and ends every open game session. The member's inbox says so.
 */
async function setPassword(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateMember(trx, memberId, {
      password_hash: passwordHash,
      first_time_login: false,
      password_expires_at: null,
    });
    await revokeOtherSessions(
      trx,
      memberId,
      keepSessionId,
      keepSessionId ? 'PASSWORD_CHANGE' : 'PASSWORD_RESET',
    );
    await sendSystemMessage(trx, {
      merchantId,
      memberId,
      template: 'PASSWORD_CHANGED',
      dedupeKey: `password:${passwordHash.slice(-24)}`,
    });
  });
}

/** Forgotten password by SMS (/m/forget): the code proves the number; every session is revoked. */
export async function resetPasswordBySms(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  },
): Promise<void> {
  await checkNewPassword(db, merchant, language, input);
  const recipient = phoneKey(input.countryDialingCode, input.mobileNum);
  await consumeCode(db, {
    merchantId: merchant.id,
    recipient,
    purpose: 'reset',
    code: input.verificationCode,
  });
  const dialing = input.countryDialingCode.replace(/^\+?/, '+');
  const member = await findMemberByMobile(db, merchant.id, dialing, stripLeadingZero(input.mobileNum));
  if (member?.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  await setPassword(db, merchant.id, Number(member.id), await hashPassword(input.newPassword), null);
}

/** The e-mail variant: the code went to the member's e-mail address. */
export async function resetPasswordByEmail(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  input: {
    username: string;
    email: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  },
): Promise<void> {
  await checkNewPassword(db, merchant, language, input);
  const email = input.email.trim().toLowerCase();
  await consumeCode(db, {
    merchantId: merchant.id,
    recipient: email,
    purpose: 'reset',
    code: input.verificationCode,
  });
  const member = await findMemberByUsername(db, merchant.id, input.username.trim());
  if (member?.status !== 'active' || member.email?.toLowerCase() !== email)
    throw new AppError('ACCOUNT_DISABLED');
  await setPassword(db, merchant.id, Number(member.id), await hashPassword(input.newPassword), null);
}

/**
 * Sends a reset code to the account's e-mail address. The answer is the same whether or not the
 * address is the account's: only then is the code delivered.
 */
export async function sendResetEmailCode(
  db: Kysely<DB>,
  messages: MessageProvider,
  ctx: AccountContext,
  input: EmailCodeRequest,
): Promise<SmsAnswer> {
  const member = await findMemberByUsername(db, ctx.merchant.id, input.username);
  const email = input.email.toLowerCase();
  return sendCode(db, messages, ctx, {
    channel: 'EMAIL',
    recipient: email,
    purpose: 'reset',
    deliver: member?.status === 'active' && member.email?.toLowerCase() === email,
  });
}
