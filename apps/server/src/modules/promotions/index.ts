/**
 * Promotions (issue 18): jurisdiction profiles, the bonus grant primitive and the promotion engine.
 *
 * Exports other modules build on:
 * - `grantBonus(db, grant: BonusGrant): Promise<GrantResult>` — THE way any bonus is given (deposit
 *   bonus, cashback, mission, referral, VIP, sign-in, leaderboard prize…): a ledger transfer
 *   HOUSE → PLAYER_BONUS plus its turnover requirement (multiple, base, max bet, max conversion,
 *   expiry), idempotent by `grant.key` (a double tap, a retry or two processes grant once: the
 *   second answers `granted: false`), refused on the server when the merchant's jurisdiction
 *   profile does not allow `grant.kind` (PROMOTION_NOT_ALLOWED) or a wagering requirement, or the
 *   member is a trial account (FREE_REJECT). Runs inside the caller's transaction when given one.
 *   The ledger transfer's key is `grant.key` itself: prefix it with what grants (`vip-level:…`).
 * - `expireGrant(db, grantId, now)`, `expireMemberGrants(db, memberId, now?)`,
 *   `expireLapsedGrants(db, now?)` — a lapsed bonus leaves by a BONUS_EXPIRED ledger transfer back
 *   to the house, never by editing a balance; idempotent.
 * - `jurisdictionOf(merchant)`, `mayRun(profile, kind)`, `requireAllowedKind(merchant, kind)` —
 *   the merchant's profile (`merchants.jurisdiction`): which kinds it may run, whether a grant may
 *   carry wagering, and the notice its promotions page shows.
 * - `gameWeights(db, merchant, language, promotionIds?)` — turnover weights as the player reads
 *   them: `.forPromotion(id)` gives the merchant's over the platform's, and the promotion's own
 *   (bonus_game_weights.promotion_id, set by the console) over both.
 * Promotion kinds live in @ficha/contract (`PROMOTION_KINDS`, open to new kinds).
 */

export { gameWeights } from './game-weights.ts';
export {
  type BonusGrant,
  expireGrant,
  expireLapsedGrants,
  expireMemberGrants,
  type GrantResult,
  grantBonus,
} from './grants.ts';
export {
  type JurisdictionProfile,
  jurisdictionOf,
  mayRun,
  requireAllowedKind,
} from './jurisdictions.ts';
