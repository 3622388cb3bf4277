import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { claimAttempt, clearFailures, forgiveAttempt, lockedError } from '../sessions/login-throttle.ts';
import { acceptTotpCode, TOTP_REQUIRED_ROLES, useRecoveryCode } from './staff-totp.service.ts';

export type StaffRole = 'ADMIN' | 'FINANCE' | 'SUPPORT';
/** FULL: the operator API; TOTP_ENROLMENT: only setting up the second factor. */
export type StaffScope = 'FULL' | 'TOTP_ENROLMENT';

export interface StaffActor {
  id: number;
  username: string;
  role: StaffRole;
  /** null: platform staff, every merchant. */
  merchantId: number | null;
  scope: StaffScope;
}

const STAFF_SESSION_HOURS = 12;
const ENROLMENT_SESSION_MINUTES = 15;

// Operator accounts move money: they lock sooner than members' (5 attempts, not 10), and every
// attempt from the second on pauses the account for 2, 4, 8 seconds before the lock.
export const STAFF_ACCOUNT_FAILURE_LIMIT = 5;
export const STAFF_IP_FAILURE_LIMIT = 20;
const staffAccountKey = (username: string) => `staff:${username.toLowerCase()}`;
const staffIpKey = (ip: string) => `staff-ip:${ip}`;

export interface StaffLoginInput {
  username: string;
  password: string;
  /** The authenticator app's current code, when the staff member has TOTP on. */
  code?: string | undefined;
  /** Or one of the recovery codes given at enrolment. */
  recoveryCode?: string | undefined;
}

/**
 * Password, then the second factor in the same call. Attempts count per account and per client
 * address (auth_throttle, as member login) before the password is checked, so parallel guesses do
 * not slip past: backoff, then a 15-minute lock during which even the right password is refused;
 * a successful attempt is taken back. ADMIN and FINANCE without TOTP get a session for enrolment only.
 */
export async function staffLogin(
  db: Kysely<DB>,
  input: StaffLoginInput,
  clientIp: string,
): Promise<{ token: string; staff: StaffActor; totpEnabled: boolean }> {
  const accountKey = staffAccountKey(input.username);
  // The address first: a locked address does not count against the account; knocking on a
  // locked account counts against the address.
  const ipCounter = { key: staffIpKey(clientIp), limit: STAFF_IP_FAILURE_LIMIT, backoffFrom: 5 };
  const accountCounter = { key: accountKey, limit: STAFF_ACCOUNT_FAILURE_LIMIT, backoffFrom: 2 };
  const lockedUntil = (await claimAttempt(db, ipCounter)) ?? (await claimAttempt(db, accountCounter));
  if (lockedUntil) throw lockedError(lockedUntil, {});
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where('username', '=', input.username)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(row.password_hash, input.password))) throw new AppError('INVALID_CREDENTIALS');
  const totpEnabled = row.totp_enabled_at !== null;
  if (totpEnabled) {
    if (input.code) {
      if (!(await acceptTotpCode(db, row, input.code))) throw new AppError('TOTP_INVALID');
    } else if (input.recoveryCode) {
      if (!(await useRecoveryCode(db, row.id, input.recoveryCode))) throw new AppError('TOTP_INVALID');
    } else {
      // The right password without the code is not a guess: the client asks for the code next.
      // Only taken back, not cleared, so it cannot reset the count of wrong codes.
      await forgiveAttempt(db, accountCounter);
      await forgiveAttempt(db, ipCounter);
      throw new AppError('TOTP_REQUIRED');
    }
  }
  await clearFailures(db, accountKey);
  await forgiveAttempt(db, ipCounter);
  const scope: StaffScope =
    totpEnabled || !TOTP_REQUIRED_ROLES.includes(row.role) ? 'FULL' : 'TOTP_ENROLMENT';
  const token = await openStaffSession(db, row.id, scope);
  return {
    token,
    totpEnabled,
    staff: { id: row.id, username: row.username, role: row.role, merchantId: row.merchant_id, scope },
  };
}

export async function openStaffSession(db: Kysely<DB>, staffId: number, scope: StaffScope): Promise<string> {
  const token = newToken();
  const lifetime =
    scope === 'FULL'
      ? sql<Date>`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`
      : sql<Date>`now() + make_interval(mins => ${ENROLMENT_SESSION_MINUTES})`;
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: hashToken(token), staff_id: staffId, expires_at: lifetime, scope })
    .execute();
  return token;
}

export async function staffFromToken(db: Kysely<DB>, token: string): Promise<StaffActor | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.username', 'staff.role', 'staff.merchant_id', 'staff_sessions.scope'])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', sql<Date>`now()`)
    .where('staff.active', '=', true)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, role: row.role, merchantId: row.merchant_id, scope: row.scope }
    : undefined;
}

/**
 * Every staff action leaves a row: who, what, on what, from where, and for which merchant (by
 * default the staff member's own; null for platform staff, so only platform staff read it).
 */
export async function audit(
  db: Kysely<DB>,
  staff: StaffActor,
  action: string,
  target: string,
  details: Record<string, unknown>,
  ip: string,
  merchantId: number | null = staff.merchantId,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: staff.id,
      merchant_id: merchantId,
      action,
      target,
      details: JSON.stringify(details),
      ip,
    })
    .execute();
}
