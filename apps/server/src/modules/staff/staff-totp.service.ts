import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeStaffSessions } from './staff.repository.ts';
import * as queries from './staff-totp.queries.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

/** Roles that move money: they use the operator API only with a second factor. */
export const TOTP_REQUIRED_ROLES: readonly string[] = ['ADMIN', 'FINANCE'];
export const RECOVERY_CODE_COUNT = 10;
const TOTP_ISSUER = 'Ficha';

export interface TotpState {
  id: number;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
}

async function totpState(db: Kysely<DB>, staffId: number): Promise<TotpState & { username: string }> {
  const row = await queries.findTotpState(db, staffId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Accepts a code of the staff member's secret once: the step it matched is written only if it is
 * later than the last accepted one, in one statement, so two requests with one code cannot both pass.
 */
export async function acceptTotpCode(db: Kysely<DB>, state: TotpState, code: string): Promise<boolean> {
  if (!state.totp_secret) return false;
  const secret = await openTotpSecret(db, state.totp_secret);
  const lastStep = state.totp_last_step === null ? null : Number(state.totp_last_step);
  const step = matchTotp(secret, code.trim(), Date.now(), lastStep);
  if (step === null) return false;
  return queries.claimTotpStep(db, state.id, step);
}

/** Recovery codes are typed by people: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, '');

/** Spends one unused recovery code of the staff member; false when none matches. */
export async function useRecoveryCode(db: Kysely<DB>, staffId: number, code: string): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== 10) return false;
  for (const row of await queries.unusedRecoveryCodes(db, staffId)) {
    if (!(await verifyPassword(row.code_hash, typed))) continue;
    return queries.spendRecoveryCode(db, row.id);
  }
  return false;
}

/**
 * Enrolment, step one: a new secret (replacing any unconfirmed one), as the otpauth:// URI and a
 * QR code of it. The secret is shown here only; once confirmed it is never returned again.
 */
export async function startEnrolment(
  db: Kysely<DB>,
  staffId: number,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const state = await totpState(db, staffId);
  if (state.totp_enabled_at) throw new AppError('TOTP_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await queries.setPendingTotpSecret(db, staffId, await sealTotpSecret(db, secret));
  const uri = otpauthUri(secret, TOTP_ISSUER, state.username);
  return { secret: base32Encode(secret), otpauthUri: uri, qrCode: await QRCode.toDataURL(uri) };
}

function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/**
 * Enrolment, step two: the first code from the app turns TOTP on. Answers the recovery codes, once
 * (only their argon2id hashes are kept). Every earlier session of the staff member ends.
 */
export async function confirmEnrolment(
  db: Kysely<DB>,
  staffId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const state = await totpState(db, staffId);
  if (state.totp_enabled_at) throw new AppError('TOTP_ALREADY_ENABLED');
  if (!state.totp_secret) throw new AppError('TOTP_NOT_STARTED');
  if (!(await acceptTotpCode(db, state, code))) throw new AppError('TOTP_INVALID');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await db.transaction().execute(async (trx) => {
    if (!(await queries.enableTotp(trx, staffId))) throw new AppError('TOTP_ALREADY_ENABLED');
    await queries.deleteRecoveryCodes(trx, staffId);
    await queries.insertRecoveryCodes(trx, staffId, hashes);
    await revokeStaffSessions(trx, staffId);
  });
  return { recoveryCodes };
}

/** A platform admin turns a staff member's TOTP off (a lost phone): they enrol again at next login. */
export async function resetTotp(db: Kysely<DB>, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await queries.clearTotp(trx, staffId);
    await queries.deleteRecoveryCodes(trx, staffId);
    await revokeStaffSessions(trx, staffId);
  });
}
