import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

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

export async function revokeSessionRow(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Revokes every live session of the member, but the one kept (none when null). */
export async function revokeMemberSessions(
  db: Kysely<DB>,
  memberId: number,
  keepSessionId: string | null,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('member_id', '=', String(memberId))
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
