import type { LanguageCode, SmsAnswer, SmsPurpose, SmsRequest } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuthenticatedMember, findMemberByMobile } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { MessageProvider } from './message-provider.ts';
import { phoneKey, sendCode, stripLeadingZero } from './verification-codes.service.ts';

/** Who asks for a code: the site, the client and, when signed in, the member. */
export interface SmsContext {
  merchant: Merchant;
  language: LanguageCode;
  clientIp: string;
  member: AuthenticatedMember | null;
}

/** Spec section 3: mobileNo or mobileNum; one leading zero is dropped. */
function mobileOf(body: SmsRequest): { dialing: string; mobile: string } {
  const raw = body.mobileNum ?? body.mobileNo;
  if (!raw || !/^0?\d{4,20}$/.test(raw)) throw new AppError('FIELD_INVALID', { field: 'mobileNum' });
  return { dialing: body.countryDialingCode.replace(/^\+?/, '+'), mobile: stripLeadingZero(raw) };
}

/** POST /wps/verification/sms/register: refused when the number already has an account. */
export async function sendRegisterSms(
  db: Kysely<DB>,
  messages: MessageProvider,
  ctx: SmsContext,
  body: SmsRequest,
): Promise<SmsAnswer> {
  const { dialing, mobile } = mobileOf(body);
  const taken = await findMemberByMobile(db, ctx.merchant.id, dialing, mobile);
  if (taken) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  return sendCode(db, messages, ctx, {
    channel: 'SMS',
    recipient: phoneKey(dialing, mobile),
    purpose: 'register',
    deliver: true,
  });
}

/** POST /wps/verification/sms/noLogin: a code for SMS login, password reset or payment-password reset. */
export async function sendNoLoginSms(
  db: Kysely<DB>,
  messages: MessageProvider,
  ctx: SmsContext,
  body: SmsRequest & { purpose: SmsPurpose },
): Promise<SmsAnswer> {
  const { dialing, mobile } = mobileOf(body);
  if (body.purpose === 'login' && !ctx.merchant.flags.includes('MOBILENUMREG3'))
    throw new AppError('METHOD_DISABLED');
  const member = await findMemberByMobile(db, ctx.merchant.id, dialing, mobile);
  if (body.purpose === 'payment' && (!ctx.member || !member || Number(member.id) !== ctx.member.id)) {
    throw new AppError('UNAUTHORIZED');
  }
  // Same answer whether or not an account has this number: the call does not reveal members.
  return sendCode(db, messages, ctx, {
    channel: 'SMS',
    recipient: phoneKey(dialing, mobile),
    purpose: body.purpose,
    deliver: Boolean(member && member.status === 'active'),
  });
}
