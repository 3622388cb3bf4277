import type { SessionAnswer } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MemberRow } from '../accounts/accounts.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { insertSession, revokeOtherSessions } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Issues a token for a member (spec section 3 'Session info'). firstTimeLogin also covers an expired
 * password: either way the client leads to the change-password screen.
 */
export async function openSession(
  db: Kysely<DB>,
  member: MemberRow,
  merchant: Merchant,
  ip: string,
  userAgent: string | undefined,
): Promise<SessionAnswer> {
  const token = newToken();
  await insertSession(db, { tokenHash: hashToken(token), memberId: Number(member.id), ip, userAgent });
  await db
    .updateTable('members')
    .set({ last_login_at: sql<Date>`now()`, last_login_ip: ip })
    .where('id', '=', member.id)
    .execute();
  const expired =
    member.password_expires_at !== null && new Date(member.password_expires_at).getTime() <= Date.now();
  return {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.first_time_login || expired,
    merchantCode: merchant.code,
  };
}

/**
 * An operator's block: the member can no longer log in, every session is revoked and every open
 * game session ended, in one transaction (bets already placed still settle). False when the
 * member does not exist.
 */
export async function blockMember(db: Kysely<DB>, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const blocked = await trx
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', String(memberId))
      .executeTakeFirst();
    if (blocked.numUpdatedRows === 0n) return false;
    await revokeOtherSessions(trx, memberId, null, 'BLOCKED');
    return true;
  });
}
