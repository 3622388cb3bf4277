import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../accounts/passwords.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';

export type StaffRole = 'ADMIN' | 'FINANCE' | 'SUPPORT';

export interface StaffActor {
  id: number;
  username: string;
  role: StaffRole;
  /** null: platform staff, every merchant. */
  merchantId: number | null;
}

const STAFF_SESSION_HOURS = 12;

export async function staffLogin(
  db: Kysely<DB>,
  username: string,
  password: string,
): Promise<{ token: string; staff: StaffActor }> {
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where('username', '=', username)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) {
    await burnPasswordCheck(password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(row.password_hash, password))) throw new AppError('INVALID_CREDENTIALS');
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: row.id,
      expires_at: sql<Date>`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`,
    })
    .execute();
  return {
    token,
    staff: { id: row.id, username: row.username, role: row.role, merchantId: row.merchant_id },
  };
}

export async function staffFromToken(db: Kysely<DB>, token: string): Promise<StaffActor | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.username', 'staff.role', 'staff.merchant_id'])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', sql<Date>`now()`)
    .where('staff.active', '=', true)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, role: row.role, merchantId: row.merchant_id }
    : undefined;
}

/** Every staff action leaves a row: who, what, on what, from where. */
export async function audit(
  db: Kysely<DB>,
  staff: StaffActor,
  action: string,
  target: string,
  details: Record<string, unknown>,
  ip: string,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ staff_id: staff.id, action, target, details: JSON.stringify(details), ip })
    .execute();
}
