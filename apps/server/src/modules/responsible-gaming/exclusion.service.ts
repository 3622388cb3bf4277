import type { RgExclusionBody, RgExclusionView } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { timeParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import {
  type ExclusionRow,
  endMemberSessions,
  exclusionInForce,
  insertExclusion,
  lockLatestSelfExclusion,
  markReopenRequested,
  personOf,
} from './rg.repository.ts';
import { hoursAfter, rgNow } from './rg-clock.ts';

/**
 * Time-outs and self-exclusion (issue 19 part 2). Either one follows the person: it is kept with the
 * member's CPF and operator, so every merchant of the operator refuses the same CPF at login, bet
 * and deposit. The balance stays the member's: nothing is taken, and withdrawals are never refused
 * for an exclusion. A self-exclusion does not end by itself: after its period (for an indefinite
 * one, after six months) the member asks the operator to reopen, and the account opens again
 * REOPEN_WAIT_DAYS after that request.
 */

export const REOPEN_WAIT_DAYS = 7;
/** An indefinite self-exclusion may be asked to end after this many months. */
export const INDEFINITE_MIN_MONTHS = 6;

function monthsAfter(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

export function exclusionView(row: ExclusionRow): RgExclusionView {
  const reopenableFrom =
    row.kind === 'TIME_OUT'
      ? null
      : (row.ends_at ?? monthsAfter(new Date(row.starts_at), INDEFINITE_MIN_MONTHS));
  return {
    kind: row.kind,
    endsAt: iso(row.ends_at),
    reopenableFrom: iso(reopenableFrom),
    reopensAt: iso(row.reopens_at),
  };
}

/** POST /wps/rg/exclusion: the member's time-out or self-exclusion; every session ends at once. */
export async function takeExclusion(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  body: RgExclusionBody,
): Promise<RgExclusionView> {
  const person = await personOf(db, memberId);
  if (!person) throw new AppError('NOT_FOUND');
  const now = rgNow();
  const endsAt =
    body.kind === 'TIME_OUT'
      ? hoursAfter(now, body.days * 24)
      : body.period === 'INDEFINITE'
        ? null
        : monthsAfter(now, body.period === '6M' ? 6 : 12);
  return inTransaction(db, async (trx) => {
    const row = await insertExclusion(trx, {
      memberId,
      merchantId: merchant.id,
      operatorCode: person.operatorCode,
      cpf: person.cpf,
      kind: body.kind,
      startsAt: now,
      endsAt,
    });
    await endMemberSessions(trx, memberId, 'EXCLUDED');
    return exclusionView(row);
  });
}

/** The exclusion in force for a member (the console's view), if any. */
export async function memberExclusion(db: Kysely<DB>, memberId: number): Promise<RgExclusionView | null> {
  const person = await personOf(db, memberId);
  if (!person) throw new AppError('NOT_FOUND');
  const row = await exclusionInForce(
    db,
    { memberId, cpf: person.cpf, operatorCode: person.operatorCode },
    rgNow(),
  );
  return row ? exclusionView(row) : null;
}

/**
 * The member's request to reopen after a self-exclusion, taken by the operator: refused before the
 * period is over; the account opens REOPEN_WAIT_DAYS later. Asking twice keeps the first date.
 */
export async function requestReopening(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
): Promise<RgExclusionView> {
  const person = await personOf(db, memberId);
  if (!person) throw new AppError('NOT_FOUND');
  return inTransaction(db, async (trx) => {
    const now = rgNow();
    const row = await lockLatestSelfExclusion(
      trx,
      { memberId, cpf: person.cpf, operatorCode: person.operatorCode },
      now,
    );
    if (!row) throw new AppError('NOT_FOUND');
    const view = exclusionView(row);
    const from = new Date(view.reopenableFrom!);
    if (from > now)
      throw new AppError(
        'RG_REOPEN_NOT_YET',
        { from: from.toISOString() },
        { from: timeParam(from, merchant.time_zone) },
      );
    if (row.reopens_at !== null) return view;
    const reopensAt = hoursAfter(now, REOPEN_WAIT_DAYS * 24);
    await markReopenRequested(trx, row.id, now, reopensAt);
    return { ...view, reopensAt: reopensAt.toISOString() };
  });
}
