import { type Kysely, sql } from 'kysely';
import type { DB, GameSessionEndReason } from '../../db/schema.ts';
import { endMemberGameSessions } from '../wallet/seamless-wallet.service.ts';

export interface AuthenticatedMember {
  id: number;
  sessionId: string;
  merchantId: number;
  username: string;
  type: number;
}

/** Session lifetime; every request with the token does not extend it (a fixed window is auditable). */
export const SESSION_TTL_DAYS = 7;

export async function insertSession(
  db: Kysely<DB>,
  input: { tokenHash: Buffer; memberId: number; ip: string; userAgent: string | undefined },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: input.tokenHash,
      member_id: String(input.memberId),
      expires_at: sql<Date>`now() + make_interval(days => ${SESSION_TTL_DAYS})`,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
}

export async function findSessionMember(
  db: Kysely<DB>,
  tokenHash: Buffer,
): Promise<AuthenticatedMember | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id as sessionId',
      'members.id',
      'members.merchant_id',
      'members.username',
      'members.type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('members.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    sessionId: row.sessionId,
    merchantId: row.merchant_id,
    username: row.username,
    type: row.type,
  };
}

/**
 * Logout: revokes this token and ends every open game session of the member, in one transaction
 * (a logged-out member's games take no new bet; bets already placed still settle).
 */
export async function revokeSession(db: Kysely<DB>, member: Pick<AuthenticatedMember, 'id' | 'sessionId'>) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', member.sessionId)
      .execute();
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
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('member_id', '=', String(memberId))
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
  await endMemberGameSessions(db, memberId, reason);
}
