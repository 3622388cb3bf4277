import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MembersTable } from '../../db/schema.ts';

export type MemberRow = Selectable<MembersTable>;

export async function findMemberByUsername(db: Kysely<DB>, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function findMemberByMobile(
  db: Kysely<DB>,
  merchantId: number,
  dialingCode: string,
  mobileNum: string,
) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .where('type', '<>', 4)
    .executeTakeFirst();
}

export async function findMemberById(db: Kysely<DB>, merchantId: number, id: number) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export async function findAgentByInvitationCode(db: Kysely<DB>, merchantId: number, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['invitation_code']), '=', code.toUpperCase()))
    .where('status', '=', 'active')
    .executeTakeFirst();
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

/** Which unique constraint a failed insert hit, to answer the right 'already exists' code. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
}
