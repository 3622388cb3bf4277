import { type ErrorCode, isDepositKind, isRealMemberType } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { memberProfile, memberVipLevel, type PromotionRow } from './promotions.repository.ts';

/**
 * Whether a promotion takes claims from a member now: running (active, inside its schedule), for
 * the member's audience, and not from a trial account. Answers the refusal's error code, or
 * undefined when the member may claim.
 */
export function isRunning(promo: PromotionRow, now: Date): boolean {
  if (!promo.active) return false;
  if (promo.starts_at !== null && promo.starts_at > now) return false;
  return promo.ends_at === null || promo.ends_at > now;
}

/** The member's VIP level (0: none), as the last evaluation left it (vip/vip-levels.ts). */
export const vipLevelOf = (db: Kysely<DB>, memberId: number): Promise<number> => memberVipLevel(db, memberId);

export async function claimRefusal(
  db: Kysely<DB>,
  promo: PromotionRow,
  member: { id: number; type: number },
  now: Date,
): Promise<ErrorCode | undefined> {
  if (!isRealMemberType(member.type)) return 'FREE_REJECT';
  if (!isRunning(promo, now)) return 'PROMOTION_CLOSED';
  const profile = await memberProfile(db, member.id);
  switch (promo.audience) {
    case 'NEW':
      // New: no approved deposit yet (a deposit bonus for new members is judged as it is credited).
      if (profile.has_deposited && !isDepositKind(promo.kind)) return 'PROMOTION_AUDIENCE';
      break;
    case 'VIP':
      if (!promo.audience_vip_levels.includes(await vipLevelOf(db, member.id))) return 'PROMOTION_AUDIENCE';
      break;
    case 'AGENT': {
      const agent = profile.referrer_id ?? profile.recommender_id;
      if (agent === null || !promo.audience_agent_ids.map(String).includes(String(agent)))
        return 'PROMOTION_AUDIENCE';
      break;
    }
    default:
      break;
  }
  return undefined;
}
