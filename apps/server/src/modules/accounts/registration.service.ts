import {
  type LanguageCode,
  normalizeCpf,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterPayload,
  type RegisterSettings,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { claimInvitation, resolveInvitation } from '../agents/invitations.service.ts';
import {
  findMemberByMobile,
  findMemberByUsername,
  findMemberIdByIdNumber,
  insertMember,
  uniqueViolation,
} from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { guardRegistration } from '../responsible-gaming/rg-guards.ts';
import { changeLimits, parseLimitAmount } from '../responsible-gaming/rg-limits.service.ts';
import { openSession } from '../sessions/sessions.service.ts';
import { verifyCaptcha } from '../verification/captcha.service.ts';
import { consumeCode, phoneKey, stripLeadingZero } from '../verification/verification-codes.service.ts';
import { checkField, loadRules, type RuleSet, rulesForClient } from './field-rules.ts';
import type { AccountContext } from './member.service.ts';

export interface RegisterContext extends AccountContext {
  userAgent: string | undefined;
}

/** GET /wps/system/setting/register: the rules in the request's language, the age and ID checks. */
export async function registerSettings(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<RegisterSettings> {
  const rules = await loadRules(db, merchant);
  return {
    list: rulesForClient(rules, language),
    ageThreshold: merchant.age_threshold,
    idNumberIsCpf: merchant.country === 'BR',
  };
}

export async function usernameAvailable(db: Kysely<DB>, merchantId: number, username: string) {
  return { available: !(await findMemberByUsername(db, merchantId, username)) };
}

/**
 * GET /wps/agent/affiliate: the code, upper-cased, when a registration may use it (an agent's, or
 * a player's under the REFERRAL promotion; not expired or turned off).
 */
export async function checkAffiliate(db: Kysely<DB>, merchant: Merchant, code: string) {
  try {
    return { code: (await resolveInvitation(db, merchant, code)).code };
  } catch (error) {
    // The answer names the code asked about (the form's field is its own concern).
    if (error instanceof AppError) throw new AppError(error.code, { code });
    throw error;
  }
}

function fieldError(rules: RuleSet, field: RegisterField, language: LanguageCode): AppError {
  return new AppError('FIELD_INVALID', { field, message: rules[field].messages[language] });
}

/**
 * PUT /wps/member/register and /register/mobile (spec sections 3-5). Every rule is the server's:
 * the form's check is a courtesy. Nothing is written unless everything passes.
 */
export async function register(
  db: Kysely<DB>,
  ctx: RegisterContext,
  method: 'username' | 'mobile',
  input: RegisterPayload,
) {
  const { merchant, language } = ctx;
  const flags = new Set(merchant.flags);
  if (method === 'username' && !flags.has('USERNAMEREG3')) throw new AppError('METHOD_DISABLED');
  if (method === 'mobile' && !flags.has('MOBILENUMREG3')) throw new AppError('METHOD_DISABLED');

  const rules = await loadRules(db, merchant);
  // Which fields this method asks for: the rules' enabled set, adjusted by the flags of spec section 6.
  const mobile = input.mobileNum ? stripLeadingZero(input.mobileNum) : undefined;
  const passwordAsked = method === 'username' || flags.has('MOBILENUMPASSREG3');
  const smsAsked = method === 'mobile' || flags.has('REGMOBVERF3');
  const values: Partial<Record<RegisterField, string | undefined>> = {
    ...input,
    username: method === 'mobile' ? mobile : input.username,
    mobileNum: mobile,
  };
  const effective: RuleSet = {
    ...rules,
    username: { ...rules.username, enabled: method === 'username' },
    password: { ...rules.password, enabled: passwordAsked },
    confirmPassword: { ...rules.confirmPassword, enabled: passwordAsked },
    mobileNum: {
      ...rules.mobileNum,
      enabled: rules.mobileNum.enabled || smsAsked,
      required: rules.mobileNum.required || smsAsked,
    },
    verificationCode: { ...rules.verificationCode, enabled: smsAsked, required: smsAsked },
  };

  // REGISTER_FIELDS is the form's order, so the first invalid field is the one the form focuses.
  for (const field of REGISTER_FIELDS) {
    if (checkField(effective[field], values[field])) throw fieldError(effective, field, language);
  }
  if (passwordAsked && input.password !== input.confirmPassword) {
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPassword' });
  }
  if (input.ageConfirmed !== true) {
    throw new AppError('AGE_NOT_CONFIRMED', { field: 'ageConfirmed', ageThreshold: merchant.age_threshold });
  }
  let idNumber = effective.idNumber.enabled ? input.idNumber?.trim() || undefined : undefined;
  if (idNumber && merchant.country === 'BR') {
    idNumber = normalizeCpf(idNumber);
    if (!idNumber) throw fieldError(effective, 'idNumber', language);
  }
  const dialingCode = input.countryDialingCode?.replace(/^\+?/, '+');
  if (mobile && !dialingCode) throw fieldError(effective, 'mobileNum', language);

  if (effective.captcha.enabled)
    await verifyCaptcha(db, merchant.id, ctx.clientIp, input.captchaKey, input.captcha);

  const affiliateCode = effective.affiliateCode.enabled
    ? input.affiliateCode?.trim() || undefined
    : undefined;
  // Checked now so a wrong code is the form's error before anything else is spent; claimed again
  // (locked, counted) in the transaction below.
  if (affiliateCode) await resolveInvitation(db, merchant, affiliateCode);

  const passwordHash = passwordAsked && input.password ? await hashPassword(input.password) : null;
  const paymentHash =
    effective.paymentPassword.enabled && input.paymentPassword
      ? await hashPassword(input.paymentPassword)
      : null;
  const optional = (field: RegisterField) =>
    effective[field].enabled ? values[field]?.trim() || null : null;

  await refuseTaken(db, merchant.id, method, (values.username ?? '').trim(), dialingCode, mobile, idNumber);
  // Responsible gaming (issue 19): a CPF on the self-exclusion register, or excluded at any merchant
  // of this operator, opens no account.
  await guardRegistration(db, merchant, idNumber);
  // Limits chosen on the form are checked before anything is written.
  for (const limit of input.rgLimits ?? []) parseLimitAmount(limit);
  // Spent only once everything else passed, so a refused form keeps its code; a wrong guess counts.
  if (smsAsked) {
    await consumeCode(db, {
      merchantId: merchant.id,
      recipient: phoneKey(dialingCode ?? '', mobile ?? ''),
      purpose: 'register',
      code: input.verificationCode,
    });
  }

  return db.transaction().execute(async (trx) => {
    // The code's owner becomes the upline: the insert below attaches the member to the agent
    // tree (migration 0033's trigger) in this same transaction.
    const invitation = affiliateCode ? await claimInvitation(trx, merchant, affiliateCode) : null;
    let member: Awaited<ReturnType<typeof insertMember>>;
    try {
      member = await insertMember(trx, {
        merchant_id: merchant.id,
        username: (values.username ?? '').trim(),
        password_hash: passwordHash,
        payment_password_hash: paymentHash,
        type: 0,
        country_dialing_code: mobile ? (dialingCode ?? null) : null,
        mobile_num: mobile ?? null,
        email: optional('email'),
        nickname: optional('nickname') ?? '',
        payee_name: optional('payeeName'),
        id_number: idNumber ?? null,
        qq_num: optional('qqNum'),
        facebook: optional('facebook'),
        wechat: optional('wechat'),
        line: optional('line'),
        whatsapp: optional('whatsapp'),
        zalo: optional('zalo'),
        recommender_id: optional('recommenderId'),
        referrer_id: invitation?.uplineId ?? null,
        affiliate_code_id: invitation?.codeId ?? null,
        register_method: input.registerMethod,
        register_url: (input.registerUrl ?? input.domain ?? '').slice(0, 253) || null,
        register_ip: ctx.clientIp,
        age_confirmed_at: new Date(),
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      // Two submissions racing past refuseTaken: the unique indexes decide, one account is made.
      if (constraint === 'members_username_key')
        throw takenError(method === 'mobile' ? 'mobile' : 'username');
      if (constraint === 'members_mobile_key') throw takenError('mobile');
      if (constraint === 'members_id_number_key') throw takenError('idNumber');
      throw error;
    }
    if (input.rgLimits?.length) await changeLimits(trx, merchant, Number(member.id), input.rgLimits);
    return openSession(trx, member, merchant, ctx.clientIp, ctx.userAgent);
  });
}

function takenError(what: 'username' | 'mobile' | 'idNumber'): AppError {
  if (what === 'username') return new AppError('USERNAME_TAKEN', { field: 'username' });
  if (what === 'mobile') return new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  return new AppError('ID_NUMBER_TAKEN', { field: 'idNumber' });
}

async function refuseTaken(
  db: Kysely<DB>,
  merchantId: number,
  method: 'username' | 'mobile',
  username: string,
  dialingCode: string | undefined,
  mobile: string | undefined,
  idNumber: string | undefined,
): Promise<void> {
  if (await findMemberByUsername(db, merchantId, username))
    throw takenError(method === 'mobile' ? 'mobile' : 'username');
  if (dialingCode && mobile && (await findMemberByMobile(db, merchantId, dialingCode, mobile)))
    throw takenError('mobile');
  if (idNumber && (await findMemberIdByIdNumber(db, merchantId, idNumber))) throw takenError('idNumber');
}
