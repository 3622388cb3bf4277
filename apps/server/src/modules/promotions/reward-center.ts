import { formatMinor, type LanguageCode, type Reward, type RewardCenter } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { settleTurnover } from '../wallet/member-wallet.service.ts';
import { expireMemberGrants } from './grants.ts';
import { countedStakesSince, memberGrants } from './promotions.repository.ts';
import { claimables, textIn } from './promotions.service.ts';

type GrantRow = Awaited<ReturnType<typeof memberGrants>>[number];

/**
 * The turnover already made towards each open grant. Settlement pools them (all are released when
 * the stakes counted since the oldest cover every requirement), so the bar fills them oldest
 * first: the same stakes, shown grant by grant.
 */
function allocate(open: GrantRow[], wagered: bigint): Map<string, bigint> {
  const made = new Map<string, bigint>();
  let left = wagered;
  for (const g of [...open].sort((a, b) => Number(a.id) - Number(b.id))) {
    const required = BigInt(g.required);
    const part = left < required ? left : required;
    made.set(g.id, part);
    left -= part;
  }
  return made;
}

function reward(g: GrantRow, language: LanguageCode, wagered: bigint | undefined): Reward {
  const required = BigInt(g.required);
  const made = wagered ?? required;
  const status = g.released_at === null ? 'ACTIVE' : g.expired_at !== null ? 'EXPIRED' : 'CONVERTED';
  return {
    id: g.id,
    kind: g.kind,
    title: g.titles ? textIn(g.titles, language) : g.reason,
    amount: formatMinor(g.bonus),
    required: formatMinor(required),
    wagered: formatMinor(status === 'EXPIRED' ? (wagered ?? 0n) : made),
    progressPercent: required === 0n ? 100 : Number((made * 100n) / required),
    maxConversion: g.max_conversion === null ? null : formatMinor(g.max_conversion),
    maxBet: g.max_bet === null ? null : formatMinor(g.max_bet),
    status,
    released: g.released === null ? null : formatMinor(g.released),
    createdAt: new Date(g.created_at).toISOString(),
    expiresAt: g.expires_at === null ? null : new Date(g.expires_at).toISOString(),
    closedAt: g.released_at === null ? null : new Date(g.released_at).toISOString(),
  };
}

/** /m/rewardCenter: what may be claimed now, each active bonus with its turnover bar, the history. */
export async function rewardCenter(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  language: LanguageCode,
): Promise<RewardCenter> {
  // Bonuses whose turnover is met become cash first, lapsed ones leave: the page shows the outcome.
  await settleTurnover(db, merchant, member.id);
  await expireMemberGrants(db, member.id);
  const grants = await memberGrants(db, member.id);
  const open = grants.filter((g) => g.released_at === null);
  const oldest = open.reduce<Date | undefined>(
    (min, g) => (min === undefined || g.created_at < min ? new Date(g.created_at) : min),
    undefined,
  );
  const wagered = oldest ? await countedStakesSince(db, member.id, merchant.currency, oldest) : 0n;
  const made = allocate(open, wagered);
  return {
    claimable: await claimables(db, merchant, member, language),
    active: open.map((g) => reward(g, language, made.get(g.id) ?? 0n)),
    history: grants.filter((g) => g.released_at !== null).map((g) => reward(g, language, undefined)),
  };
}
