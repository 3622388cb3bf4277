import { isDepositKind, isRealMemberType, type PromotionKind } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { lockAccounts, playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import {
  findGrantBySource,
  grantee,
  insertGrant,
  lapsedGrantIds,
  lapsedGrants,
  lockOpenGrant,
  markGrantExpired,
} from './grants.repository.ts';
import { requireAllowedKind } from './jurisdictions.ts';

/** What a grant gives and on which terms. Amounts in minor units of the merchant's currency. */
export interface BonusGrant {
  merchantId: number;
  memberId: number;
  amount: bigint;
  currency: string;
  /**
   * The grant's idempotency key, unique per merchant (e.g. `deposit-bonus:<order>`,
   * `promo:<promotion>:<member>`): the same key grants once, whoever asks and however often.
   */
  key: string;
  /** The promotion kind, checked against the merchant's jurisdiction profile. */
  kind: PromotionKind;
  promotionId?: number | null;
  /** Times `turnoverBase` (default: the bonus) to wager before the bonus becomes cash; 0: at once. */
  turnoverMultiple: number;
  turnoverBase?: bigint;
  /** When the bonus lapses if its turnover is not met by then (null: never). */
  expiresAt: Date | null;
  /** The most of the bonus released to cash (null: all of it); the rest returns to the house. */
  maxConversion: bigint | null;
  /** The largest bet accepted while the bonus is active (null: no limit from this bonus). */
  maxBet: bigint | null;
  /** Why, as the console and the member's history show it. */
  reason: string;
  /** Who or what grants it (`member:<id>`, `staff:<id>`, `system:cashback`…). */
  createdBy: string;
}

export interface GrantResult {
  /** False when the key had granted before: nothing was posted this time. */
  granted: boolean;
  /** The grant's record (its turnover requirement). */
  grantId: string;
}

/**
 * Grants a bonus: a ledger transfer from the house into the member's PLAYER_BONUS account and the
 * turnover requirement that keeps it there, in one transaction, once per key. The requirement is
 * recorded first under its unique key, so of two processes granting the same key one records and
 * posts, and the other waits for it and answers `granted: false`. Refused (nothing written) when
 * the merchant's jurisdiction does not allow the kind or wagering, the member is not one of the
 * merchant's real members (a trial account), or the amount or currency is wrong. Turnover counts
 * each stake at its game's weight (bonus_game_weights, fixed when the bet is placed).
 */
export async function grantBonus(db: Kysely<DB>, grant: BonusGrant): Promise<GrantResult> {
  if (grant.amount <= 0n) throw new AppError('INVALID_AMOUNT', { field: 'amount' });
  if (!Number.isInteger(grant.turnoverMultiple) || grant.turnoverMultiple < 0 || grant.turnoverMultiple > 100)
    throw new AppError('BAD_REQUEST', { field: 'turnoverMultiple' });
  const merchant = await findMerchantById(db, grant.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', { field: 'merchantId' });
  if (grant.currency !== merchant.currency) throw new AppError('BAD_REQUEST', { field: 'currency' });
  const profile = requireAllowedKind(merchant, grant.kind);
  if (grant.turnoverMultiple > 0 && !profile.wageringAllowed)
    throw new AppError('PROMOTION_NOT_ALLOWED', { kind: grant.kind, jurisdiction: profile.code });
  const member = await grantee(db, grant.memberId);
  if (!member || member.merchant_id !== merchant.id) throw new AppError('NOT_FOUND', { field: 'memberId' });
  if (!isRealMemberType(member.type)) throw new AppError('FREE_REJECT');

  return inTransaction(db, async (trx) => {
    const base = grant.turnoverBase ?? grant.amount;
    const recorded = await insertGrant(trx, {
      merchant_id: merchant.id,
      member_id: String(grant.memberId),
      currency: merchant.currency,
      required: (base * BigInt(grant.turnoverMultiple)).toString(),
      bonus: grant.amount.toString(),
      source: grant.key,
      kind: grant.kind,
      reason: grant.reason.slice(0, 200),
      promotion_id: grant.promotionId ?? null,
      max_bet: grant.maxBet === null ? null : grant.maxBet.toString(),
      max_conversion: grant.maxConversion === null ? null : grant.maxConversion.toString(),
      expires_at: grant.expiresAt,
    });
    if (!recorded) {
      const seen = await findGrantBySource(trx, merchant.id, grant.key);
      return { granted: false, grantId: seen!.id };
    }
    const bonus = await playerAccount(trx, merchant.id, grant.memberId, 'PLAYER_BONUS', merchant.currency);
    const house = await systemAccount(trx, merchant.id, 'HOUSE', merchant.currency, 0);
    await lockAccounts(trx, [bonus, house]);
    const posted = await postTransfer(trx, {
      merchantId: merchant.id,
      key: grant.key,
      kind: isDepositKind(grant.kind) ? 'DEPOSIT_BONUS' : 'PROMOTION_BONUS',
      createdBy: grant.createdBy,
      legs: [
        { accountId: bonus, amount: grant.amount },
        { accountId: house, amount: -grant.amount },
      ],
      details: { grantId: recorded.id, promotionId: grant.promotionId ?? null, reason: grant.reason },
    });
    // The house may go negative, so only a key taken by another transfer can refuse: a bug.
    if (posted.status !== 'APPLIED' || posted.replayed)
      throw new Error(`bonus grant ${grant.key} not posted`);
    return { granted: true, grantId: recorded.id };
  });
}

/**
 * Expires one grant whose time has passed and whose turnover was not met: what is left of it
 * leaves the member's bonus account for the house by a ledger transfer keyed by the grant, and the
 * grant is closed. A grant settled or expired meanwhile (the row lock decides) is left alone.
 */
export async function expireGrant(db: Kysely<DB>, grantId: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const grant = await lockOpenGrant(trx, grantId);
    if (!grant || grant.expires_at === null || grant.expires_at > now) return false;
    const memberId = Number(grant.member_id);
    const amount = BigInt(grant.bonus);
    const bonus = await playerAccount(trx, grant.merchant_id, memberId, 'PLAYER_BONUS', grant.currency);
    const house = await systemAccount(trx, grant.merchant_id, 'HOUSE', grant.currency, 0);
    await lockAccounts(trx, [bonus, house]);
    const posted = await postTransfer(trx, {
      merchantId: grant.merchant_id,
      key: `bonus-expiry:${grant.id}`,
      kind: 'BONUS_EXPIRED',
      createdBy: 'system:bonus-expiry',
      legs: [
        { accountId: bonus, amount: -amount },
        { accountId: house, amount },
      ],
      details: { grantId: grant.id },
    });
    // The bonus account holds every open grant; if it ever did not, nothing may be marked expired.
    if (posted.status !== 'APPLIED') throw new Error(`bonus expiry of grant ${grant.id} refused`);
    await markGrantExpired(trx, grant.id, amount);
    return true;
  });
}

/** Expires the member's lapsed grants (the wallet does this before it settles turnover). */
export async function expireMemberGrants(
  db: Kysely<DB>,
  memberId: number,
  now = new Date(),
): Promise<number> {
  let expired = 0;
  for (const id of await lapsedGrantIds(db, memberId, now)) if (await expireGrant(db, id, now)) expired += 1;
  return expired;
}

/** The periodic run: every lapsed grant of every merchant, a batch at a time. Idempotent. */
export async function expireLapsedGrants(db: Kysely<DB>, now = new Date(), batch = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await lapsedGrants(db, now, batch);
    for (const row of rows) if (await expireGrant(db, row.id, now)) expired += 1;
    if (rows.length < batch) return expired;
  }
}
