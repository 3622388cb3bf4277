import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdentity } from './kyc.repository.ts';

/**
 * What waits for identity verification (issue 19 part 4), at the doors other modules own:
 * - every merchant: a withdrawal, until the member's verification is APPROVED;
 * - a BEFORE_ACTIVATION merchant (Brazil: Lei 14.790/2023 wants the player identified before the
 *   account is used): deposits too (here) and real-money bets (the wallet's batch reads the same
 *   rule in responsible-gaming/rg.repository.ts bettorsRg, one query for all bettors).
 * Login, the member centre and the verification itself stay open, so a member can get verified.
 */

/** A withdrawal of a member whose verification is not APPROVED is refused; answers the verified CPF. */
export async function guardWithdrawal(db: Kysely<DB>, memberId: number): Promise<string | null> {
  const identity = await memberIdentity(db, memberId);
  if (identity?.status !== 'APPROVED') throw new AppError('KYC_WITHDRAWAL_HELD');
  return identity.id_number;
}

/** The member's CPF once their verification is APPROVED; null before. */
export async function verifiedCpf(db: Kysely<DB>, memberId: number): Promise<string | null> {
  const identity = await memberIdentity(db, memberId);
  return identity?.status === 'APPROVED' ? identity.id_number : null;
}

/**
 * A CPF key names its holder: it must be the verified member's CPF. (A key added while the account
 * had no CPF was not compared when it was added.) An e-mail, phone or random key names no CPF: the
 * merchant's PIX gateway looks up its owner (payments/payout-key-owner.ts). Bank accounts carry no
 * CPF we can read.
 */
export function guardPayoutOwner(
  memberCpf: string | null,
  card: { pix_key_type: string | null; pix_key: string | null },
): void {
  if (card.pix_key_type === 'CPF' && card.pix_key !== memberCpf) throw new AppError('PAYOUT_NOT_OWN_CPF');
}

/** A deposit at a BEFORE_ACTIVATION merchant waits for the verification. */
export async function guardActivation(db: Kysely<DB>, memberId: number): Promise<void> {
  const identity = await memberIdentity(db, memberId);
  if (identity?.kyc_rule === 'BEFORE_ACTIVATION' && identity.status !== 'APPROVED')
    throw new AppError('KYC_ACTIVATION_HELD');
}
