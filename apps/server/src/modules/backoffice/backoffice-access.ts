import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { firstMerchant, merchantsAmong } from './console-merchants.queries.ts';

/**
 * The merchant a console read is about: merchant staff one of theirs (asking for another one is
 * NOT_FOUND, as hardening 8 answers); staff who name none get their first (platform staff: the
 * first merchant).
 */
export async function scopedMerchant(
  db: Kysely<DB>,
  staff: StaffActor,
  asked: number | undefined,
): Promise<Merchant> {
  if (asked !== undefined && !worksFor(staff, asked)) throw new AppError('NOT_FOUND');
  const id = asked ?? staff.merchantIds?.[0];
  const merchant = id === undefined ? await firstMerchant(db) : await findMerchantById(db, id);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/** The merchants the staff member may look at, for the console's merchant switcher. */
export function visibleMerchants(db: Kysely<DB>, staff: StaffActor) {
  return merchantsAmong(db, staff.merchantIds);
}
