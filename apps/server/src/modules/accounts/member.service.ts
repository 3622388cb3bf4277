import type { LanguageCode, MemberInfo } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AuthenticatedMember } from '../sessions/sessions.repository.ts';
import { revokeOtherSessions } from '../sessions/sessions.repository.ts';
import { consumeCode, phoneKey, stripLeadingZero } from '../verification/verification-codes.service.ts';
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
  updateMember,
} from './accounts.repository.ts';
import { checkField, loadRules } from './field-rules.ts';
import { checkSessionCode, checkSessionLoginPassword } from './login-password-check.ts';
import { hashPassword } from './passwords.ts';
import { checkLoginPasswordForPaymentPassword, replacePaymentPassword } from './payment-password-lock.ts';

/** Preset avatars a member may pick (POST /wps/member/info/icon). */
export const ICONS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);

export function toMemberInfo(row: MemberRow): MemberInfo {
  return {
    id: Number(row.id),
    type: row.type,
    account: row.username,
    nickname: row.nickname,
    email: row.email ?? '',
    payeeName: row.payee_name ?? '',
    mobileNum: row.mobile_num ?? '',
    countryDialingCode: row.country_dialing_code ?? '',
    icon: row.icon,
    // Spec section 3: clubLabel.labelName is '0' when the member has no VIP label.
    clubLabel: { labelName: row.vip_label ?? '0' },
    hasPaymentPassword: row.payment_password_hash !== null,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}

export async function loadMember(db: Kysely<DB>, actor: AuthenticatedMember): Promise<MemberRow> {
  const row = await findMemberById(db, actor.merchantId, actor.id);
  if (!row) throw new AppError('SESSION_EXPIRED');
  return row;
}

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
  await setPassword(db, actor.id, await hashPassword(input.newPassword), actor.sessionId);
}

/**
 * Stores a new login password and, in the same transaction, revokes the member's other sessions
 * (all of them after a reset) and ends every open game session.
 */
async function setPassword(
  db: Kysely<DB>,
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
  await setPassword(db, Number(member.id), await hashPassword(input.newPassword), null);
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
  await setPassword(db, Number(member.id), await hashPassword(input.newPassword), null);
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
  await checkLoginPasswordForPaymentPassword(db, actor.id, input.password);
  await replacePaymentPassword(db, actor.id, await hashPassword(input.paymentPassword));
}

/**
 * Where a payment-password reset code goes: the member's bound number (SMS) or e-mail address.
 * METHOD_DISABLED when the member has no such address.
 */
export function paymentCodeRecipient(member: MemberRow, channel: 'SMS' | 'EMAIL'): string {
  if (channel === 'EMAIL') {
    if (!member.email) throw new AppError('METHOD_DISABLED', { field: 'channel' });
    return member.email.trim().toLowerCase();
  }
  if (!member.mobile_num || !member.country_dialing_code)
    throw new AppError('METHOD_DISABLED', { field: 'channel' });
  return phoneKey(member.country_dialing_code, member.mobile_num);
}

/** The channels a payment-password reset code can go by for this member. */
export function paymentCodeChannels(member: MemberRow): Array<'SMS' | 'EMAIL'> {
  return [
    ...(member.mobile_num && member.country_dialing_code ? (['SMS'] as const) : []),
    ...(member.email ? (['EMAIL'] as const) : []),
  ];
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
  await consumeCode(db, {
    merchantId: merchant.id,
    recipient,
    purpose: 'payment',
    code: input.verificationCode,
  });
  await replacePaymentPassword(db, actor.id, await hashPassword(input.paymentPassword));
}

/** Profile fields a member edits after registration, each by its registration rule. */
export async function updateProfileField(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  actor: AuthenticatedMember,
  field: 'nickname' | 'payeeName',
  value: string,
): Promise<MemberInfo> {
  const trimmed = await checkProfileField(db, merchant, language, field, value);
  if (field === 'nickname') await updateMember(db, actor.id, { nickname: trimmed });
  if (field === 'payeeName') await updateMember(db, actor.id, { payee_name: trimmed });
  return toMemberInfo(await loadMember(db, actor));
}

async function checkProfileField(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  field: 'nickname' | 'email' | 'payeeName',
  value: string,
): Promise<string> {
  const rules = await loadRules(db, merchant);
  if (checkField({ ...rules[field], enabled: true, required: true }, value)) {
    throw new AppError('FIELD_INVALID', { field, message: rules[field].messages[language] });
  }
  return value.trim();
}

/**
 * Sets or changes the member's e-mail address. A payment-password reset code goes to it, so a
 * session alone is not enough: the login password, or a code sent to the member's bound number or
 * current address (POST /wps/member/info/email/code), proves the member; either is counted on the
 * account's attempt limit. Only a member with nothing to prove with (no login password, number or
 * address) sets the first address without it.
 */
export async function changeEmail(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  actor: AuthenticatedMember,
  input: {
    email: string;
    password?: string | undefined;
    verificationCode?: string | undefined;
    channel?: 'SMS' | 'EMAIL' | undefined;
  },
): Promise<MemberInfo> {
  const member = await loadMember(db, actor);
  const email = await checkProfileField(db, merchant, language, 'email', input.email);
  const canProve = member.password_hash !== null || paymentCodeChannels(member).length > 0;
  if (input.password) {
    await checkSessionLoginPassword(db, member, input.password, 'password');
  } else if (input.verificationCode) {
    const channel = input.channel ?? paymentCodeChannels(member).at(-1) ?? 'EMAIL';
    await checkSessionCode(db, member, {
      recipient: paymentCodeRecipient(member, channel),
      purpose: 'email',
      code: input.verificationCode,
    });
  } else if (canProve) {
    // Nothing sent is not a guess: refused before anything is counted.
    throw new AppError('EMAIL_CHANGE_PROOF_REQUIRED', { field: 'password' });
  }
  await updateMember(db, actor.id, { email });
  return toMemberInfo(await loadMember(db, actor));
}
