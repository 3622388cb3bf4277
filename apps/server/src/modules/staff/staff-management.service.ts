import type {
  StaffCreateBody,
  StaffListQuery,
  StaffMember,
  StaffRole,
  StaffUpdateBody,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { StaffRequest } from './operator.service.ts';
import { revokeStaffSessions } from './staff.repository.ts';
import { audit, type StaffActor } from './staff.service.ts';
import * as queries from './staff-management.queries.ts';

/**
 * Staff management by ADMIN (issue 15 part 1). A platform ADMIN manages everyone; a merchant
 * ADMIN manages the staff of their own merchants only, and gives no one a merchant they do not
 * work for, nor platform access. Nobody changes their own account here (another ADMIN does), so an
 * ADMIN cannot lock the last door by mistake. A change ends the staff member's sessions, so their
 * new role and merchants apply at once; every change is audited with before and after.
 */

type StaffRow = NonNullable<Awaited<ReturnType<typeof queries.findStaffInScope>>>;

const member = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  role: row.role,
  platform: row.merchant_id === null,
  merchantIds: row.merchant_id === null ? [] : row.merchant_ids,
  active: row.active,
  totpEnabled: row.totp_enabled_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
  version: row.version,
});

/** What the audit log keeps of an account: the fields an ADMIN changes. */
const auditView = (m: Pick<StaffMember, 'role' | 'platform' | 'merchantIds' | 'active'>) => ({
  role: m.role,
  platform: m.platform,
  merchantIds: m.merchantIds,
  active: m.active,
});

/** The staff member, when this ADMIN may manage them; NOT_FOUND otherwise (as if absent). */
async function managedStaff(db: Kysely<DB>, admin: StaffActor, id: number): Promise<StaffMember> {
  const row = await queries.findStaffInScope(db, admin.merchantIds, id);
  if (!row) throw new AppError('NOT_FOUND');
  return member(row);
}

/** Refuses a scope this ADMIN cannot give: platform access or a merchant outside their own. */
async function checkScope(
  db: Kysely<DB>,
  admin: StaffActor,
  scope: { platform: boolean; merchantIds: number[] },
) {
  if (scope.platform) {
    if (admin.merchantIds !== null) throw new AppError('FORBIDDEN');
    return;
  }
  const adminMerchants = admin.merchantIds;
  if (adminMerchants !== null && scope.merchantIds.some((id) => !adminMerchants.includes(id)))
    throw new AppError('FORBIDDEN');
  const unique = [...new Set(scope.merchantIds)];
  if ((await queries.countMerchants(db, unique)) !== unique.length)
    throw new AppError('FIELD_INVALID', { field: 'merchantIds' });
}

export async function listStaff(db: Kysely<DB>, admin: StaffActor, query: StaffListQuery) {
  const { total, rows } = await queries.listStaff(db, admin.merchantIds, query);
  return {
    list: rows.map(member),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

export async function getStaff(db: Kysely<DB>, admin: StaffActor, id: number): Promise<StaffMember> {
  return managedStaff(db, admin, id);
}

/**
 * A new account with the initial password the ADMIN hands over. At the first login ADMIN and
 * FINANCE staff get a session for TOTP enrolment only, as every account without TOTP does.
 */
export async function createStaff(
  db: Kysely<DB>,
  admin: StaffActor,
  body: StaffCreateBody,
  ip: string,
): Promise<StaffMember> {
  const merchantIds = [...new Set(body.merchantIds)];
  await checkScope(db, admin, { platform: body.platform, merchantIds });
  if (await queries.usernameTaken(db, body.username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const id = await inTransaction(db, async (trx) => {
    const inserted = await queries.insertStaff(trx, {
      username: body.username,
      passwordHash,
      role: body.role,
      homeMerchant: body.platform ? null : merchantIds[0]!,
    });
    if (!inserted) throw new AppError('USERNAME_TAKEN');
    await queries.setStaffMerchants(trx, inserted.id, body.platform ? [] : merchantIds);
    const after = { username: body.username, role: body.role, platform: body.platform, merchantIds };
    await audit(
      trx,
      admin,
      'staff.create',
      `staff:${inserted.id}`,
      { reason: body.reason, after },
      ip,
      merchantIds[0] ?? null,
    );
    return inserted.id;
  });
  return managedStaff(db, admin, id);
}

/** A new role and/or merchants, if nobody changed the account since the ADMIN read `version`. */
export async function updateStaff(
  db: Kysely<DB>,
  admin: StaffActor,
  id: number,
  body: StaffUpdateBody,
  ip: string,
): Promise<StaffMember> {
  if (id === admin.id) throw new AppError('STAFF_SELF_CHANGE');
  const before = await managedStaff(db, admin, id);
  const platform = body.platform ?? (body.merchantIds ? false : before.platform);
  const merchantIds = platform ? [] : [...new Set(body.merchantIds ?? before.merchantIds)];
  const role: StaffRole = body.role ?? before.role;
  await checkScope(db, admin, { platform, merchantIds });
  await inTransaction(db, async (trx) => {
    const homeMerchant = platform ? null : merchantIds[0]!;
    if (!(await queries.updateStaffIfVersion(trx, id, body.version, { role, homeMerchant })))
      throw new AppError('EDIT_CONFLICT');
    await queries.setStaffMerchants(trx, id, merchantIds);
    await revokeStaffSessions(trx, id);
    const after = auditView({ role, platform, merchantIds, active: before.active });
    await audit(
      trx,
      admin,
      'staff.update',
      `staff:${id}`,
      { reason: body.reason, before: auditView(before), after },
      ip,
      homeMerchant ?? before.merchantIds[0] ?? null,
    );
  });
  return managedStaff(db, admin, id);
}

/** Disabling ends every session of the account at once; enabling lets it log in again. */
export async function setStaffEnabled(
  db: Kysely<DB>,
  { staff: admin, reason, ip }: StaffRequest,
  id: number,
  active: boolean,
): Promise<StaffMember> {
  if (id === admin.id) throw new AppError('STAFF_SELF_CHANGE');
  const before = await managedStaff(db, admin, id);
  await inTransaction(db, async (trx) => {
    await queries.setStaffActive(trx, id, active);
    if (!active) await revokeStaffSessions(trx, id);
    const action = active ? 'staff.enable' : 'staff.disable';
    const change = { reason, before: { active: before.active }, after: { active } };
    await audit(trx, admin, action, `staff:${id}`, change, ip, before.merchantIds[0] ?? null);
  });
  return managedStaff(db, admin, id);
}
