import { isAgentType, isRealMemberType } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { type CodeWithOwner, countRegistration, findCodeWithOwner } from './affiliate-codes.repository.ts';

/**
 * Attribution: which upline a registration's invitation (affiliate) code gives (spec sections 3
 * and 5, issue 17 part 1). A code is of one merchant: another merchant's code is unknown here.
 */

/** Who brought the member: the code's owner becomes its upline. */
export interface Invitation {
  uplineId: string;
  codeId: string;
  code: string;
}

/**
 * May this code's owner bring members? Agents always (spec section 6: type above 0, not 4, 40,
 * 41, 42); players (0, 1, 2 real accounts) only while the site runs the REFERRAL promotion.
 */
function ownerMayInvite(merchant: Merchant, owner: CodeWithOwner): boolean {
  if (owner.owner_status !== 'active') return false;
  if (isAgentType(owner.owner_type)) return true;
  return isRealMemberType(owner.owner_type) && merchant.flags.includes('REFERRAL');
}

/** Refuses a code nobody may register with; `field` names the form field the error goes to. */
function usable(merchant: Merchant, row: CodeWithOwner | undefined, now: Date): Invitation {
  if (!row || !ownerMayInvite(merchant, row)) {
    throw new AppError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
  }
  if (row.disabled_at !== null || (row.expires_at !== null && row.expires_at <= now)) {
    throw new AppError('INVITATION_CODE_EXPIRED', { field: 'affiliateCode' });
  }
  return { uplineId: row.member_id, codeId: row.id, code: row.code };
}

/** Checks a code without changing anything (the register form's check, and before the work). */
export async function resolveInvitation(
  db: Kysely<DB>,
  merchant: Merchant,
  code: string,
  now = new Date(),
): Promise<Invitation> {
  return usable(merchant, await findCodeWithOwner(db, merchant.id, code), now);
}

/**
 * In the registration's transaction: takes the code's row, checks it again (it may have been
 * turned off since the first check) and counts the registration on it. The caller then inserts
 * the member with referrer_id = uplineId and affiliate_code_id = codeId, which attaches it to the
 * tree (migration 0033's trigger). A refusal throws, so the transaction writes nothing.
 */
export async function claimInvitation(
  trx: Kysely<DB>,
  merchant: Merchant,
  code: string,
  now = new Date(),
): Promise<Invitation> {
  const invitation = usable(merchant, await findCodeWithOwner(trx, merchant.id, code, { lock: true }), now);
  await countRegistration(trx, invitation.codeId);
  return invitation;
}
