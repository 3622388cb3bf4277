import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { StaffActor, StaffRole } from './staff.service.ts';

/**
 * The signed-in staff member with a full session. The route's declared permission (ops-access.ts)
 * has already been checked; `roles`, when given, narrows it further.
 */
export function requireStaff(req: FastifyRequest, roles?: readonly StaffRole[]): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  if (req.staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
  if (roles && !roles.includes(req.staff.role)) throw new AppError('FORBIDDEN');
  return req.staff;
}

/** Any signed-in staff member, also with a session limited to enrolment. */
export function requireEnrollingStaff(req: FastifyRequest): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  return req.staff;
}

/**
 * The merchants the staff member works for; null: platform staff, every merchant. Every query of
 * merchant data filters by it (a Ficha staff member never sees Rio Sorte's data).
 */
export const merchantScope = (staff: StaffActor): number[] | null => staff.merchantIds;

/** Whether the staff member may see and act on this merchant's data. */
export const worksFor = (staff: StaffActor, merchantId: number): boolean =>
  staff.merchantIds === null || staff.merchantIds.includes(merchantId);
