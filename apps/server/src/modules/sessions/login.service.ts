import { randomBytes } from 'node:crypto';
import { type LoginPayload, type SessionAnswer, TRIAL_TYPE } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { PLAY_CURRENCY, playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import {
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  type MemberRow,
} from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { guardLogin } from '../responsible-gaming/rg-guards.ts';
import { verifyCaptcha } from '../verification/captcha.service.ts';
import { consumeCode, phoneKey, stripLeadingZero } from '../verification/verification-codes.service.ts';
import {
  checkLoginAllowed,
  claimAttempt,
  clearFailures,
  forgiveAttempt,
  IP_FAILURE_LIMIT,
  ipKey,
  lockedError,
  memberAccountCounter,
  recordFailure,
} from './login-throttle.ts';
import { openSession } from './sessions.service.ts';

/** Play money a new trial account starts with: 1,000.00. */
export const TRIAL_PLAY_MONEY = 100_000n;

export interface LoginContext {
  merchant: Merchant;
  clientIp: string;
  userAgent: string | undefined;
}

/**
 * POST /wps/session/login (spec sections 3-4). Username+password, or SMS code when the merchant has
 * mobile login. A failure answers value.captcha = true: from then on a captcha must come with it.
 * Per-account and per-address counters lock after ACCOUNT_FAILURE_LIMIT / IP_FAILURE_LIMIT failures.
 * The account's attempt is counted before the password or code is compared (claimAttempt), so of
 * many guesses sent at once only as many as the limit are compared; a right one clears the count.
 * The address counts failures only, so players behind one shared address never lock each other.
 */
export async function login(db: Kysely<DB>, ctx: LoginContext, input: LoginPayload): Promise<SessionAnswer> {
  const { merchant, clientIp } = ctx;
  if (input.type === 'sms' && !merchant.flags.includes('MOBILENUMREG3'))
    throw new AppError('METHOD_DISABLED');

  const identity =
    input.type === 'sms'
      ? phoneKey(input.countryDialingCode ?? '', input.mobileNum ?? '')
      : (input.username ?? '').trim();
  if (!identity || (input.type === 'username' && !input.password)) {
    throw new AppError('INVALID_CREDENTIALS', { captcha: false });
  }
  const account = memberAccountCounter(merchant.id, identity);
  const address = { key: ipKey(clientIp), limit: IP_FAILURE_LIMIT };
  // Knocking on a locked account still counts against the address, so a script that keeps
  // trying one account also locks itself out of all the others.
  const knockedOnLock = async (error: unknown): Promise<never> => {
    await recordFailure(db, [address]);
    throw error;
  };
  const { captchaRequired } = await checkLoginAllowed(db, [account.key, address.key]).catch(knockedOnLock);
  if (captchaRequired) await verifyCaptcha(db, merchant.id, clientIp, input.captchaKey, input.captcha);
  const lockedUntil = await claimAttempt(db, account);
  if (lockedUntil) await knockedOnLock(lockedError(lockedUntil, { captcha: true }));

  // The account's attempt is already counted; a failure adds one to the address.
  const fail = async (): Promise<never> => {
    await recordFailure(db, [address]);
    throw new AppError('INVALID_CREDENTIALS', { captcha: true });
  };
  // Not a guess (an expired code, the right password of an account that may not sign in): the
  // attempt is taken back, as before it was never counted.
  const notAGuess = async (error: AppError): Promise<never> => {
    await forgiveAttempt(db, account);
    throw error;
  };

  let member: MemberRow | undefined;
  if (input.type === 'sms') {
    const dialing = (input.countryDialingCode ?? '').replace(/^\+?/, '+');
    member = await findMemberByMobile(db, merchant.id, dialing, stripLeadingZero(input.mobileNum ?? ''));
    try {
      await consumeCode(db, {
        merchantId: merchant.id,
        recipient: identity,
        purpose: 'login',
        code: input.verificationCode,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'SMS_CODE_EXPIRED') await notAGuess(error);
      await fail();
    }
    if (!member) await fail();
  } else {
    member = await findMemberByUsername(db, merchant.id, identity);
    if (!member) {
      await burnPasswordCheck(input.password ?? '');
      await fail();
    } else if (!(await verifyPassword(member.password_hash, input.password ?? ''))) {
      await fail();
    }
  }
  if (!member) return fail();
  if (member.status !== 'active') return notAGuess(new AppError('ACCOUNT_DISABLED'));
  // Spec section 6: trial accounts only enter through free play.
  if (member.type === TRIAL_TYPE) return notAGuess(new AppError('NON_MEMBER_LOGIN'));
  await clearFailures(db, account.key);
  // Responsible gaming (issue 19): a time-out or self-exclusion (here or under the same CPF at
  // another merchant of the operator) or a CPF on the self-exclusion register refuses the login,
  // saying when it ends. The password was right: the attempt is not counted as a guess.
  await guardLogin(db, merchant, member).catch((error: AppError) => notAGuess(error));
  return openSession(db, member, merchant, clientIp, ctx.userAgent);
}

/**
 * POST /wps/session/login/freeplay: a fresh trial account (type 4) with no password. It browses and
 * plays free-play games; member-only actions answer FREE_REJECT.
 */
export async function trialLogin(
  db: Kysely<DB>,
  ctx: LoginContext,
): Promise<SessionAnswer & { state: number }> {
  if (!ctx.merchant.flags.includes('FREEPLAY')) throw new AppError('TRIAL_UNAVAILABLE');
  const member = await insertMember(db, {
    merchant_id: ctx.merchant.id,
    username: `trial_${randomBytes(5).toString('hex')}`,
    password_hash: null,
    type: TRIAL_TYPE,
    register_method: 'H5',
    register_ip: ctx.clientIp,
  });
  // The trial's play money: its own currency, issued by the merchant's play-money issuer.
  const memberId = Number(member.id);
  await postTransfer(db, {
    merchantId: ctx.merchant.id,
    key: `trial-grant:${memberId}`,
    kind: 'TRIAL_GRANT',
    createdBy: 'system:trial',
    legs: [
      {
        accountId: await playerAccount(db, ctx.merchant.id, memberId, 'PLAYER_PLAY', PLAY_CURRENCY),
        amount: TRIAL_PLAY_MONEY,
      },
      {
        accountId: await systemAccount(db, ctx.merchant.id, 'PLAY_ISSUER', PLAY_CURRENCY),
        amount: -TRIAL_PLAY_MONEY,
      },
    ],
  });
  return { ...(await openSession(db, member, ctx.merchant, ctx.clientIp, ctx.userAgent)), state: 1 };
}
