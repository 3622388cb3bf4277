import {
  type CodeChannel,
  type LanguageCode,
  MEMBER_ICONS,
  type MemberInfo,
  type SecurityConfig,
  type SmsAnswer,
  TRIAL_TYPE,
  type TrialUser,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AuthenticatedMember,
  findMemberById,
  type MemberRow,
  updateMember,
} from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { MessageProvider } from '../verification/message-provider.ts';
import { phoneKey, sendCode } from '../verification/verification-codes.service.ts';
import { checkField, loadRules } from './field-rules.ts';
import { checkSessionCode, checkSessionLoginPassword } from './login-password-check.ts';
import { paymentPasswordLockedUntil } from './payment-password-lock.ts';

/** Where a call comes from: the site, its language and the client's address. */
export interface AccountContext {
  merchant: Merchant;
  language: LanguageCode;
  clientIp: string;
}

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

/** GET /wps/member/info. */
export async function memberInfo(db: Kysely<DB>, actor: AuthenticatedMember): Promise<MemberInfo> {
  return toMemberInfo(await loadMember(db, actor));
}

/** GET /wps/member/trialuser: whether free play is open, and the trial user when signed in as one. */
export function trialUser(merchant: Merchant, member: AuthenticatedMember | null): TrialUser {
  const trial = member?.type === TRIAL_TYPE ? member : null;
  return {
    state: merchant.flags.includes('FREEPLAY') ? 1 : 0,
    userName: trial?.username ?? null,
    type: trial ? TRIAL_TYPE : null,
  };
}

export async function iconChoices(db: Kysely<DB>, actor: AuthenticatedMember) {
  const member = await loadMember(db, actor);
  return { icon: member.icon, choices: MEMBER_ICONS };
}

export async function changeIcon(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  icon: string,
): Promise<MemberInfo> {
  await updateMember(db, actor.id, { icon });
  return memberInfo(db, actor);
}

/** GET /wps/member/securityConfig: what protects the account. */
export async function securityConfig(db: Kysely<DB>, actor: AuthenticatedMember): Promise<SecurityConfig> {
  const m = await loadMember(db, actor);
  return {
    hasLoginPassword: m.password_hash !== null,
    hasPaymentPassword: m.payment_password_hash !== null,
    paymentPasswordLockedUntil: paymentPasswordLockedUntil(m)?.toISOString() ?? null,
    mobileBound: m.mobile_num !== null,
    emailBound: m.email !== null,
    idNumberBound: m.id_number !== null,
  };
}

/**
 * Where a payment-password reset code goes: the member's bound number (SMS) or e-mail address.
 * METHOD_DISABLED when the member has no such address.
 */
export function paymentCodeRecipient(member: MemberRow, channel: CodeChannel): string {
  if (channel === 'EMAIL') {
    if (!member.email) throw new AppError('METHOD_DISABLED', { field: 'channel' });
    return member.email.trim().toLowerCase();
  }
  if (!member.mobile_num || !member.country_dialing_code)
    throw new AppError('METHOD_DISABLED', { field: 'channel' });
  return phoneKey(member.country_dialing_code, member.mobile_num);
}

/** The channels a payment-password reset code can go by for this member. */
export function paymentCodeChannels(member: MemberRow): CodeChannel[] {
  return [
    ...(member.mobile_num && member.country_dialing_code ? (['SMS'] as const) : []),
    ...(member.email ? (['EMAIL'] as const) : []),
  ];
}

/**
 * A code to the member's own bound number or current address: the proof asked before a change
 * that could take over the account's money (the e-mail address, the payment password).
 */
export async function sendProofCode(
  db: Kysely<DB>,
  messages: MessageProvider,
  ctx: AccountContext,
  actor: AuthenticatedMember,
  channel: CodeChannel,
  purpose: 'email' | 'payment',
): Promise<SmsAnswer> {
  const member = await loadMember(db, actor);
  return sendCode(db, messages, ctx, {
    channel,
    recipient: paymentCodeRecipient(member, channel),
    purpose,
    deliver: true,
  });
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
  return memberInfo(db, actor);
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
  return memberInfo(db, actor);
}
