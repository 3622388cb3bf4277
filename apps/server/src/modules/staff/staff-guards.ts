import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { StaffActor, StaffRole } from './staff.service.ts';

/** The signed-in staff member, with one of the roles and a session for the whole API. */
export function requireStaff(req: FastifyRequest, roles: StaffRole[]): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  if (req.staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
  if (!roles.includes(req.staff.role)) throw new AppError('FORBIDDEN');
  return req.staff;
}

/** Any signed-in staff member, also with a session limited to enrolment. */
export function requireEnrollingStaff(req: FastifyRequest): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  return req.staff;
}
