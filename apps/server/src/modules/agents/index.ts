/**
 * Agents and affiliates (issue 17): the agent tree, invitation codes, the agents' calls.
 *
 * The tree (migration 0033). `members.referrer_id` is the one truth of who brought whom;
 * `agent_tree(merchant_id, ancestor_id, descendant_id, depth)` is its closure, written only by the
 * database's triggers: inserting a member with a referrer_id attaches it (a depth-0 self row for
 * every member, then one row per ancestor of its upline); updating referrer_id moves the member
 * with its whole team. PK (ancestor_id, descendant_id); indexes (descendant_id, depth) and
 * (ancestor_id, depth). Both directions are one indexed read.
 *
 * Exported for other modules (every function takes the merchant id; ids are numbers or strings):
 *
 * agent-tree.repository.ts
 * - `teamMemberIds(db, merchantId, agentId, { minDepth = 1, maxDepth? })`: a subquery of the team's
 *   member ids (`descendant_id`), for `.where('members.id', 'in', teamMemberIds(...))` or a join.
 *   `minDepth: 0` includes the agent itself; `maxDepth: 1` is its direct downlines.
 * - `teamSize(db, merchantId, agentId, depth?)`: how many members that is.
 * - `isInTeam(db, merchantId, agentId, memberId, { includeSelf = false })`: the IDOR check of
 *   every agent call that names a member.
 * - `depthBelow(db, merchantId, agentId, memberId)`: 1 direct downline, 2 ..., null outside.
 * - `uplineOf(db, merchantId, memberId)`: the direct upline or null.
 * - `uplineChain(db, merchantId, memberId)`: every upline, nearest first (rebate and salary chains).
 * - `directDownlineIds(db, merchantId, agentId)`.
 * - `lockTree(trx, merchantId)`: the tree's transaction lock (moves hold it), for a check-then-write.
 * - `moveSubtree(trx, merchantId, memberId, newUplineId | null)`: transferDownline's move, inside
 *   a transaction; answers `{ ok: true, previousUplineId }` or `{ ok: false, refusal }` with
 *   refusal 'CYCLE' | 'OTHER_MERCHANT' | 'UNKNOWN_MEMBER', having changed nothing.
 *
 * invitations.service.ts (attribution at registration)
 * - `resolveInvitation(db, merchant, code, now?)`: the upline a code gives, or AppError
 *   INVALID_INVITATION_CODE (unknown here, another merchant's, its owner may not invite) or
 *   INVITATION_CODE_EXPIRED (expired or turned off). Changes nothing.
 * - `claimInvitation(trx, merchant, code, now?)`: the same inside the registration transaction,
 *   with the code's row locked and its register count raised; the caller inserts the member with
 *   `referrer_id = uplineId, affiliate_code_id = codeId`.
 *
 * affiliate-codes.repository.ts: the codes' SQL (find with owner, insert, list, disable, count).
 */
export * from './agent-tree.repository.ts';
export { claimInvitation, type Invitation, resolveInvitation } from './invitations.service.ts';
