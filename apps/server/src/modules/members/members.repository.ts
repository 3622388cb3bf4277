import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB, MembersTable } from '../../db/schema.ts';

/**
 * The member rows and the lookups that accounts, sessions, verification and the auth plugin share.
 * It depends on no other module, so each of them can depend on it without a loop.
 */
export type MemberRow = Selectable<MembersTable>;

/** The member behind a live token (request.member). */
export interface AuthenticatedMember {
  id: number;
  sessionId: string;
  merchantId: number;
  username: string;
  type: number;
  /** When this login session began, and the session time limit in minutes (issue 19), if any. */
  sessionStartedAt?: Date;
  sessionLimitMinutes?: number | null;
}

export async function findMemberByUsername(db: Kysely<DB>, merchantId: number, username: string) {
  return merchantRows(db, 'members', merchantId)
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function findMemberByMobile(
  db: Kysely<DB>,
  merchantId: number,
  dialingCode: string,
  mobileNum: string,
) {
  return merchantRows(db, 'members', merchantId)
    .selectAll()
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .where('type', '<>', 4)
    .executeTakeFirst();
}

export async function findMemberById(db: Kysely<DB>, merchantId: number, id: number) {
  return merchantRows(db, 'members', merchantId).selectAll().where('id', '=', String(id)).executeTakeFirst();
}

export async function findMemberIdByIdNumber(db: Kysely<DB>, merchantId: number, idNumber: string) {
  return merchantRows(db, 'members', merchantId)
    .select('id')
    .where('id_number', '=', idNumber)
    .executeTakeFirst();
}

/** The active member of a live, unrevoked session, by the token's hash. */
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
      'sessions.created_at as sessionStartedAt',
      // The session time limit that holds (issue 19): the lower of the member's and the operator's.
      sql<
        string | null
      >`(SELECT least(coalesce(l.amount, l.operator_amount), coalesce(l.operator_amount, l.amount))
        FROM rg_limits l WHERE l.member_id = members.id AND l.kind = 'SESSION')::text`.as(
        'sessionLimitMinutes',
      ),
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
    sessionStartedAt: new Date(row.sessionStartedAt),
    sessionLimitMinutes: row.sessionLimitMinutes === null ? null : Number(row.sessionLimitMinutes),
  };
}

export async function insertMember(db: Kysely<DB>, values: Insertable<MembersTable>): Promise<MemberRow> {
  return db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateMember(
  db: Kysely<DB>,
  id: number,
  values: Partial<
    Pick<
      MemberRow,
      | 'password_hash'
      | 'payment_password_hash'
      | 'first_time_login'
      | 'password_expires_at'
      | 'nickname'
      | 'email'
      | 'payee_name'
      | 'icon'
      | 'last_login_at'
      | 'last_login_ip'
    >
  >,
): Promise<void> {
  await db.updateTable('members').set(values).where('id', '=', String(id)).execute();
}

export async function recordLogin(db: Kysely<DB>, memberId: string, ip: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ last_login_at: sql<Date>`now()`, last_login_ip: ip })
    .where('id', '=', memberId)
    .execute();
}

/** An operator's block; false when there is no such member. */
export async function disableMember(db: Kysely<DB>, memberId: number): Promise<boolean> {
  const blocked = await db
    .updateTable('members')
    .set({ status: 'disabled' })
    .where('id', '=', String(memberId))
    .executeTakeFirst();
  return blocked.numUpdatedRows !== 0n;
}

/** Which unique constraint a failed insert hit, to answer the right 'already exists' code. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
}
