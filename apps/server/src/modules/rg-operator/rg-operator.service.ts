import type { RgLimitChange, RgOpsMemberState } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { memberExclusion, requestReopening } from '../responsible-gaming/exclusion.service.ts';
import { importRegister } from '../responsible-gaming/exclusion-register.ts';
import { personOf } from '../responsible-gaming/rg.repository.ts';
import { changeOperatorLimits, limitViews } from '../responsible-gaming/rg-limits.service.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';

/**
 * What operators do for a player's responsible gaming (issue 19): read the limits and exclusion,
 * set stricter limits, take a request to reopen after a self-exclusion, import the self-exclusion
 * register. A member of a merchant the staff member does not work for is NOT_FOUND; every change
 * writes an audit row with its reason.
 */

export interface RgStaffRequest {
  staff: StaffActor;
  reason: string;
  ip: string;
}

/** The member's merchant, when the staff member may act on it. */
async function memberMerchant(db: Kysely<DB>, staff: StaffActor, memberId: number) {
  const person = await personOf(db, memberId);
  if (!person || !worksFor(staff, person.merchantId)) throw new AppError('NOT_FOUND');
  const merchant = await findMerchantById(db, person.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

export async function memberState(
  db: Kysely<DB>,
  staff: StaffActor,
  memberId: number,
): Promise<RgOpsMemberState> {
  await memberMerchant(db, staff, memberId);
  const [limits, exclusion] = await Promise.all([limitViews(db, memberId), memberExclusion(db, memberId)]);
  return { memberId: String(memberId), limits, exclusion };
}

export async function setOperatorLimits(
  db: Kysely<DB>,
  request: RgStaffRequest,
  memberId: number,
  changes: RgLimitChange[],
): Promise<RgOpsMemberState> {
  const merchant = await memberMerchant(db, request.staff, memberId);
  await inTransaction(db, async (trx) => {
    const before = await limitViews(trx, memberId);
    await changeOperatorLimits(trx, memberId, changes);
    await audit(
      trx,
      request.staff,
      'rg.limits.set',
      `member:${memberId}`,
      {
        reason: request.reason,
        before: before.map((l) => ({ kind: l.kind, period: l.period, operatorAmount: l.operatorAmount })),
        after: changes,
      },
      request.ip,
      merchant.id,
    );
  });
  return memberState(db, request.staff, memberId);
}

export async function reopenSelfExclusion(
  db: Kysely<DB>,
  request: RgStaffRequest,
  memberId: number,
): Promise<RgOpsMemberState> {
  const merchant = await memberMerchant(db, request.staff, memberId);
  await inTransaction(db, async (trx) => {
    const view = await requestReopening(trx, merchant, memberId);
    await audit(
      trx,
      request.staff,
      'rg.exclusion.reopen',
      `member:${memberId}`,
      { reason: request.reason, after: { reopensAt: view.reopensAt } },
      request.ip,
      merchant.id,
    );
  });
  return memberState(db, request.staff, memberId);
}

export async function importExclusionRegister(
  db: Kysely<DB>,
  request: RgStaffRequest,
  input: { cpfs: string[]; source: string },
) {
  // The register refuses a CPF on every merchant of the deployment: only platform staff fill it.
  if (request.staff.merchantIds !== null) throw new AppError('FORBIDDEN');
  return inTransaction(db, async (trx) => {
    const result = await importRegister(trx, input.cpfs, input.source);
    await audit(
      trx,
      request.staff,
      'rg.register.import',
      `rg-register:${input.source}`,
      { reason: request.reason, imported: result.imported, rejected: result.rejected.length },
      request.ip,
      null,
    );
    return result;
  });
}
