import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import type { StaffActor, StaffRole } from '../staff/staff.service.ts';
import { requireStaff } from '../staff/staff-guards.ts';

/**
 * Who may use each console read (issue 15 part 1). The server enforces these; the console only
 * hides what a role cannot open. When the contract's permission table lands, each entry maps to
 * one permission: dashboard -> report.read, players -> player.read, unblock -> player.block,
 * cashier -> cashier.read.
 */
export const CONSOLE_ROLES = {
  session: ['ADMIN', 'FINANCE', 'SUPPORT'],
  dashboard: ['ADMIN', 'FINANCE'],
  players: ['ADMIN', 'FINANCE', 'SUPPORT'],
  unblock: ['ADMIN', 'SUPPORT'],
  cashier: ['ADMIN', 'FINANCE', 'SUPPORT'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsoleArea = keyof typeof CONSOLE_ROLES;

export const consoleStaff = (req: FastifyRequest, area: ConsoleArea): StaffActor =>
  requireStaff(req, [...CONSOLE_ROLES[area]]);

/**
 * The merchant a console read is about: merchant staff get their own (asking for another one is
 * NOT_FOUND, as hardening 8 answers); platform staff name one, or get the first.
 */
export async function scopedMerchant(
  db: Kysely<DB>,
  staff: StaffActor,
  asked: number | undefined,
): Promise<Merchant> {
  if (staff.merchantId !== null && asked !== undefined && asked !== staff.merchantId) {
    throw new AppError('NOT_FOUND');
  }
  const id = staff.merchantId ?? asked;
  const merchant =
    id === undefined
      ? await db.selectFrom('merchants').selectAll().orderBy('id').limit(1).executeTakeFirst()
      : await findMerchantById(db, id);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/** The merchants the staff member may look at, for the console's merchant switcher. */
export function visibleMerchants(db: Kysely<DB>, staff: StaffActor) {
  let q = db.selectFrom('merchants').select(['id', 'code', 'name', 'currency']).orderBy('id');
  if (staff.merchantId !== null) q = q.where('id', '=', staff.merchantId);
  return q.execute();
}
