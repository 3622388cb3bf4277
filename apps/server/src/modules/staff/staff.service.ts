import {
  permissionsOfRole,
  type StaffLoginAnswer,
  type StaffLoginBody,
  type StaffMe,
  type StaffRole,
  type TotpConfirmAnswer,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { claimAttempt, clearFailures, forgiveAttempt, lockedError } from '../sessions/login-throttle.ts';
import {
  findActiveStaffByUsername,
  findStaffMerchantIds,
  findStaffSession,
  insertStaffSession,
} from './staff.repository.ts';
import {
  acceptTotpCode,
  confirmEnrolment,
  TOTP_REQUIRED_ROLES,
  useRecoveryCode,
} from './staff-totp.service.ts';

export type { StaffRole };
/** FULL: the operator API; TOTP_ENROLMENT: only setting up the second factor. */
export type StaffScope = 'FULL' | 'TOTP_ENROLMENT';

export interface StaffActor {
  id: number;
  username: string;
  role: StaffRole;
  /**
   * null: platform staff, every merchant. Otherwise the staff member's first merchant only: scope
   * queries with `merchantIds` (staff-guards.ts merchantScope / worksFor), never with this.
   */
  merchantId: number | null;
  /** null: platform staff, every merchant; otherwise every merchant they work for (one or more). */
  merchantIds: number[] | null;
  scope: StaffScope;
}

/** The actor of a staff row: platform staff (merchant_id null) have no merchant list. */
export const staffActor = (
  row: { id: number; username: string; role: StaffRole; merchant_id: number | null },
  merchantIds: number[],
  scope: StaffScope,
): StaffActor => ({
  id: row.id,
  username: row.username,
  role: row.role,
  merchantId: row.merchant_id,
  merchantIds: row.merchant_id === null ? null : merchantIds,
  scope,
});

const STAFF_SESSION_HOURS = 12;
const ENROLMENT_SESSION_MINUTES = 15;

// Operator accounts move money: they lock sooner than members' (5 attempts, not 10), and every
// attempt from the second on pauses the account for 2, 4, 8 seconds before the lock.
export const STAFF_ACCOUNT_FAILURE_LIMIT = 5;
export const STAFF_IP_FAILURE_LIMIT = 20;
const staffAccountKey = (username: string) => `staff:${username.toLowerCase()}`;
const staffIpKey = (ip: string) => `staff-ip:${ip}`;

/**
 * Password, then the second factor in the same call. Attempts count per account and per client
 * address (auth_throttle, as member login) before the password is checked, so parallel guesses do
 * not slip past: backoff, then a 15-minute lock during which even the right password is refused;
 * a successful attempt is taken back. ADMIN and FINANCE without TOTP get a session for enrolment only.
 */
export async function staffLogin(
  db: Kysely<DB>,
  input: StaffLoginBody,
  clientIp: string,
): Promise<{ token: string; staff: StaffActor; totpEnabled: boolean }> {
  const accountKey = staffAccountKey(input.username);
  // The address first: a locked address does not count against the account; knocking on a
  // locked account counts against the address.
  const ipCounter = { key: staffIpKey(clientIp), limit: STAFF_IP_FAILURE_LIMIT, backoffFrom: 5 };
  const accountCounter = { key: accountKey, limit: STAFF_ACCOUNT_FAILURE_LIMIT, backoffFrom: 2 };
  const lockedUntil = (await claimAttempt(db, ipCounter)) ?? (await claimAttempt(db, accountCounter));
  if (lockedUntil) throw lockedError(lockedUntil, {});
  const row = await findActiveStaffByUsername(db, input.username);
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
    staff: staffActor(row, await findStaffMerchantIds(db, row.id), scope),
  };
}

export async function openStaffSession(db: Kysely<DB>, staffId: number, scope: StaffScope): Promise<string> {
  const token = newToken();
  const lifetime = scope === 'FULL' ? { hours: STAFF_SESSION_HOURS } : { mins: ENROLMENT_SESSION_MINUTES };
  await insertStaffSession(db, { tokenHash: hashToken(token), staffId, scope, lifetime });
  return token;
}

export async function staffFromToken(db: Kysely<DB>, token: string): Promise<StaffActor | undefined> {
  const row = await findStaffSession(db, hashToken(token));
  return row ? staffActor(row, row.merchant_ids, row.scope) : undefined;
}

/**
 * Every staff action leaves a row of the hash-chained audit log: who, what, on what, from where,
 * and for which merchant (by default the staff member's first; null for platform staff, so only
 * platform staff read it). `details.reason`, `details.before` and `details.after` go to their own
 * columns; see recordAudit (modules/audit) for the full form.
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
  const { reason, before, after, ...rest } = details;
  await recordAudit(db, {
    staffId: staff.id,
    merchantId,
    action,
    target,
    reason: typeof reason === 'string' ? reason : undefined,
    before,
    after,
    details: rest,
    ip,
  });
}

/** POST /ops/api/v1/login: the session, audited, as the operator client reads it. */
export async function signIn(db: Kysely<DB>, input: StaffLoginBody, ip: string): Promise<StaffLoginAnswer> {
  const { token, staff, totpEnabled } = await staffLogin(db, input, ip);
  await audit(db, staff, 'staff.login', `staff:${staff.id}`, { scope: staff.scope }, ip);
  return {
    token,
    username: staff.username,
    role: staff.role,
    scope: staff.scope,
    totpEnabled,
    totpEnrolmentRequired: staff.scope === 'TOTP_ENROLMENT',
  };
}

/** GET /ops/api/v1/me: the session's staff member and what their role may do. */
export function describeSession(staff: StaffActor): StaffMe {
  return {
    id: staff.id,
    username: staff.username,
    role: staff.role,
    scope: staff.scope,
    platform: staff.merchantIds === null,
    merchantIds: staff.merchantIds ?? [],
    permissions: permissionsOfRole(staff.role),
  };
}

/** Enrolment confirmed: the recovery codes once, and a full session in place of the ended ones. */
export async function completeEnrolment(
  db: Kysely<DB>,
  staff: StaffActor,
  code: string,
  ip: string,
): Promise<TotpConfirmAnswer> {
  const { recoveryCodes } = await confirmEnrolment(db, staff.id, code);
  const token = await openStaffSession(db, staff.id, 'FULL');
  await audit(db, staff, 'staff.totp.enable', `staff:${staff.id}`, {}, ip);
  return { token, recoveryCodes };
}
