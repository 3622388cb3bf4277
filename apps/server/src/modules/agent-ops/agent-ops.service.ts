import {
  isAgentType,
  NON_AGENT_TYPES,
  type OpsAgent,
  type OpsTransferDownline,
  type OpsTransferMultipleDownline,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { moveSubtree } from '../agents/agent-tree.repository.ts';
import { agentPage, downlinePage, memberBrief } from '../agents/agents.repository.ts';
import { scopedMerchant } from '../backoffice/backoffice-access.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { audit } from '../staff/staff.service.ts';

/**
 * The back office's agent tree (issue 17 part 1): search agents, their downlines, move downlines.
 * It lives beside modules/agents (as rg-operator beside responsible-gaming): accounts imports the
 * member side, and this side imports staff, so the two stay apart without a loop.
 */

export interface StaffRequest {
  staff: StaffActor;
  ip: string;
}

type Listed = Awaited<ReturnType<typeof agentPage>>['rows'][number];
const agentView = (r: Listed): OpsAgent => ({
  id: Number(r.id),
  account: r.username,
  nickname: r.nickname,
  type: r.type,
  status: r.status,
  upline: r.upline,
  directCount: Number(r.direct_count),
  teamSize: Number(r.team_size),
  registeredAt: new Date(r.created_at).toISOString(),
});

export async function searchAgents(
  db: Kysely<DB>,
  staff: StaffActor,
  query: PageRequest & { merchantId?: number | undefined; keyword?: string | undefined },
) {
  const merchant = await scopedMerchant(db, staff, query.merchantId);
  const page = await agentPage(db, merchant.id, query.keyword || undefined, NON_AGENT_TYPES, query);
  return pageAnswer(page, query, agentView);
}

export async function agentDownlines(
  db: Kysely<DB>,
  staff: StaffActor,
  agentId: number,
  query: PageRequest & { merchantId?: number | undefined },
) {
  const merchant = await scopedMerchant(db, staff, query.merchantId);
  // Another merchant's member is not found through this one.
  if (!(await memberBrief(db, merchant.id, agentId))) throw new AppError('NOT_FOUND');
  return pageAnswer(await downlinePage(db, merchant.id, agentId, query), query, agentView);
}

/**
 * transferDownline and transferMultipleDownline: each member, with its whole team, moves under the
 * target agent, all in one transaction (one refusal and none moves), one audit row per member.
 * Refused: a target that is not an active agent of the merchant, a member not of the merchant
 * (NOT_FOUND), a move into the member's own team (TRANSFER_CYCLE).
 */
export async function transferDownlines(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  input: OpsTransferMultipleDownline,
) {
  const merchant = await scopedMerchant(db, staff, input.merchantId);
  const memberIds = [...new Set(input.memberIds)];
  return inTransaction(db, async (trx) => {
    const target = await memberBrief(trx, merchant.id, input.targetAgentId);
    // Another merchant's member is not found through this one (the IDOR rule of every /ops call).
    if (!target) throw new AppError('NOT_FOUND', { field: 'targetAgentId' });
    if (target.status !== 'active' || !isAgentType(target.type)) {
      throw new AppError('TRANSFER_TARGET_INVALID', { field: 'targetAgentId' });
    }
    const moved: Array<{ memberId: number; previousUpline: string | null }> = [];
    for (const memberId of memberIds) {
      const member = await memberBrief(trx, merchant.id, memberId);
      if (!member) throw new AppError('NOT_FOUND', { memberId });
      const result = await moveSubtree(trx, merchant.id, memberId, input.targetAgentId);
      if (!result.ok) {
        if (result.refusal === 'CYCLE') throw new AppError('TRANSFER_CYCLE', { memberId });
        throw new AppError('NOT_FOUND', { memberId });
      }
      const previous =
        result.previousUplineId === null
          ? null
          : ((await memberBrief(trx, merchant.id, result.previousUplineId))?.username ?? null);
      moved.push({ memberId, previousUpline: previous });
      await audit(
        trx,
        staff,
        'agent.transfer-downline',
        `member:${memberId}`,
        {
          reason: input.reason,
          before: { upline: previous, uplineId: result.previousUplineId },
          after: { upline: target.username, uplineId: input.targetAgentId },
          account: member.username,
        },
        ip,
        merchant.id,
      );
    }
    return { moved, targetAgentId: input.targetAgentId };
  });
}

export const transferDownline = (db: Kysely<DB>, req: StaffRequest, input: OpsTransferDownline) =>
  transferDownlines(db, req, { ...input, memberIds: [input.memberId] });
