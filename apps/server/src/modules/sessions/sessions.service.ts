import type { SessionAnswer } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, GameSessionEndReason } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  type AuthenticatedMember,
  disableMember,
  type MemberRow,
  recordLogin,
} from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { endMemberGameSessions } from '../wallet/seamless-wallet.service.ts';
import { insertSession, revokeMemberSessions, revokeSessionRow } from './sessions.repository.ts';

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
  await recordLogin(db, member.id, ip);
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
 * Logout: revokes this token and ends every open game session of the member, in one transaction
 * (a logged-out member's games take no new bet; bets already placed still settle).
 */
export async function revokeSession(db: Kysely<DB>, member: Pick<AuthenticatedMember, 'id' | 'sessionId'>) {
  await db.transaction().execute(async (trx) => {
    await revokeSessionRow(trx, member.sessionId);
    await endMemberGameSessions(trx, member.id, 'LOGOUT');
  });
}

/**
 * Password change or reset, or a block: revokes every other session of the member (issue 3 part
 * 8) and ends all their open game sessions. Call it in the transaction that changes the member.
 */
export async function revokeOtherSessions(
  db: Kysely<DB>,
  memberId: number,
  keepSessionId: string | null,
  reason: Exclude<GameSessionEndReason, 'LOGOUT'>,
): Promise<void> {
  await revokeMemberSessions(db, memberId, keepSessionId);
  await endMemberGameSessions(db, memberId, reason);
}

/**
 * An operator's block: the member can no longer log in, every session is revoked and every open
 * game session ended, in one transaction (bets already placed still settle). False when the
 * member does not exist.
 */
export async function blockMember(db: Kysely<DB>, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await disableMember(trx, memberId))) return false;
    await revokeOtherSessions(trx, memberId, null, 'BLOCKED');
    return true;
  });
}
