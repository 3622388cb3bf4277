import type { Database } from '../src/db/database.ts';
import { agentPayCases, agentPayStateOf, agentPayWorldOf } from './ops-idor-agentpay.ts';
import { agentCases, agentStateOf } from './ops-idor-agents.ts';
import { kycCaseOf, kycCases, kycStateOf } from './ops-idor-kyc.ts';
import {
  type CommentOfB,
  commentOf,
  commentStateOf,
  promotionCases,
  promotionCommentCases,
  promotionStateOf,
} from './ops-idor-promotions.ts';
import { vipCases, vipLeaderboardOf, vipStateOf } from './ops-idor-vip.ts';
import { cashbackOf } from './promotion-fixtures.ts';

/**
 * The IDOR matrix's cases for the player programmes (issues 17 to 19): identity verification,
 * the agent tree and agents' pay, promotions, VIP, sign-in and leaderboards. Each file holds its
 * routes' cases; this one gathers them for ops-idor.api.test.ts.
 */
type Db = Database['db'];
interface World {
  merchantId: number;
  memberId: string;
}

let promotionOfB = 0;
let commentOfB: CommentOfB = { commentId: '0', imageId: '0' };

export function programmeCases(ownMerchantId: () => number) {
  return {
    // Identity verification (issue 19 part 4): B's queue, B's player's case, files and decisions.
    ...kycCases(),
    // The agent tree (issue 17): B's agents and downlines; moving B's member.
    ...agentCases(ownMerchantId),
    // Agents' pay (issue 17): B's contracts, rebates and runs.
    ...agentPayCases(),
    // Promotions (issue 18): B's promotions by merchant or by id.
    ...promotionCases(() => promotionOfB),
    // Comments on promotions (issue 18 part 2): B's queue, B's comment and its image.
    ...promotionCommentCases(() => commentOfB),
    // VIP, the sign-in calendar and leaderboards (issue 18): B's rules, runs and leaderboard.
    ...vipCases(),
  };
}

/** The objects the cases ask for, in both merchants (B's are the ones asked). */
export async function programmeWorlds(db: Db, a: World, b: World): Promise<void> {
  // B's cashback promotion, the one every promotion case names.
  promotionOfB = await cashbackOf(db, b.merchantId);
  commentOfB = await commentOf(db, b.merchantId, b.memberId);
  for (const w of [a, b]) await kycCaseOf(db, w.merchantId, w.memberId);
  for (const w of [a, b]) await agentPayWorldOf(db, w.merchantId, w.memberId);
  await vipLeaderboardOf(db, b.merchantId);
}

/** B's rows the cases could change: equal before and after the matrix. */
export async function programmeStateOf(db: Db, b: World) {
  return {
    kyc: await kycStateOf(db, b.memberId),
    agents: await agentStateOf(db, b.merchantId, b.memberId),
    promotions: await promotionStateOf(db, b.merchantId),
    promotionComments: await commentStateOf(db, b.merchantId),
    agentPay: await agentPayStateOf(db, b.merchantId),
    vip: await vipStateOf(db, b.merchantId),
  };
}
