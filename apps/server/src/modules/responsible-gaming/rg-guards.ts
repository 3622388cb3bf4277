import type { RG_PERIODS } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { type SelfExclusionRegister, selfExclusionRegister } from './exclusion-register.ts';
import {
  depositsSince,
  endMemberSessions,
  exclusionInForce,
  lockLimitRows,
  personOf,
} from './rg.repository.ts';
import { rgNow } from './rg-clock.ts';
import { isReachableByMarketing } from './rg-marketing.queries.ts';
import {
  effectiveLimit,
  exclusionError,
  limitError,
  sessionLimitError,
  sessionOver,
  windowStart,
} from './rg-rules.ts';

/**
 * Responsible gaming at the doors other than bets (those are judged in the wallet's batch,
 * rg-bets.ts): registration and login (the self-exclusion register, exclusions by CPF across the
 * operator's merchants), deposits (exclusions and deposit limits), and every signed-in request
 * (the session time limit).
 */

const operatorOf = (merchant: Merchant) => merchant.operator_code ?? '';

/** Registration: a CPF on the register, or excluded at any merchant of this operator, is refused. */
export async function guardRegistration(
  db: Kysely<DB>,
  merchant: Merchant,
  cpf: string | undefined,
  register: SelfExclusionRegister = selfExclusionRegister,
): Promise<void> {
  if (!cpf) return;
  if (await register.isExcluded(db, cpf)) throw new AppError('RG_REGISTER_EXCLUDED');
  const now = rgNow();
  const exclusion = await exclusionInForce(
    db,
    { memberId: null, cpf, operatorCode: operatorOf(merchant) },
    now,
  );
  if (exclusion) throw exclusionError(exclusion, now, merchant.time_zone);
}

/**
 * Login, once the password or code proved who it is: a time-out or self-exclusion in force (the
 * member's own or under the same CPF at another merchant of the operator) is refused with the
 * moment it ends; a CPF on the register is refused.
 */
export async function guardLogin(
  db: Kysely<DB>,
  merchant: Merchant,
  member: { id: string | number; id_number: string | null },
  register: SelfExclusionRegister = selfExclusionRegister,
): Promise<void> {
  const now = rgNow();
  const exclusion = await exclusionInForce(
    db,
    { memberId: Number(member.id), cpf: member.id_number, operatorCode: operatorOf(merchant) },
    now,
  );
  if (exclusion) throw exclusionError(exclusion, now, merchant.time_zone);
  if (member.id_number && (await register.isExcluded(db, member.id_number)))
    throw new AppError('RG_REGISTER_EXCLUDED');
}

/**
 * A deposit about to be opened, in the transaction that opens it: refused during an exclusion, or
 * when it would take the member past a deposit limit. The member's deposit-limit rows stay locked
 * until the order is written, so two deposits at once are counted one after the other.
 */
export async function guardDeposit(
  trx: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  amount: bigint,
): Promise<void> {
  const now = rgNow();
  const person = await personOf(trx, memberId);
  const exclusion = await exclusionInForce(
    trx,
    { memberId, cpf: person?.cpf ?? null, operatorCode: operatorOf(merchant) },
    now,
  );
  if (exclusion) throw exclusionError(exclusion, now, merchant.time_zone);
  const limits = (await lockLimitRows(trx, memberId, ['DEPOSIT'])).flatMap((row) => {
    const limit = effectiveLimit(row);
    return limit === null ? [] : [{ period: row.period as (typeof RG_PERIODS)[number], limit }];
  });
  if (limits.length === 0) return;
  const used = await depositsSince(
    trx,
    memberId,
    limits.map((l) => windowStart(now, l.period)),
  );
  limits.forEach(({ period, limit }, i) => {
    if (used[i]! + amount > limit)
      throw limitError('RG_DEPOSIT_LIMIT', period, limit, used[i]!, merchant.currency);
  });
}

/**
 * Every signed-in request: a session older than the member's session time limit ends (with the
 * member's game sessions) and the request is refused.
 */
export async function guardSessionTime(
  db: Kysely<DB>,
  member: { id: number; sessionStartedAt: Date; sessionLimitMinutes: number | null },
): Promise<void> {
  const minutes = member.sessionLimitMinutes;
  if (minutes === null || !sessionOver(member.sessionStartedAt, minutes, rgNow())) return;
  await db.transaction().execute((trx) => endMemberSessions(trx, member.id, 'SESSION_LIMIT'));
  throw sessionLimitError(minutes);
}

/**
 * Marketing (issue 19 part 2: "marketing (inbox promotions, bonuses) stops for excluded players"):
 * whether promotions may be offered to this member now.
 */
export async function marketingAllowed(db: Kysely<DB>, memberId: number): Promise<boolean> {
  return isReachableByMarketing(db, memberId, rgNow());
}

/** A bonus asked for by an excluded member (or a CPF on the register) is refused with the exclusion's message. */
export async function guardBonus(db: Kysely<DB>, merchant: Merchant, memberId: number): Promise<void> {
  const person = await personOf(db, memberId);
  await guardLogin(db, merchant, { id: memberId, id_number: person?.cpf ?? null });
}
