import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The agent tree's SQL (migration 0033). members.referrer_id is the truth; agent_tree is its
 * closure, which the database's triggers keep: inserting a member with a referrer attaches it,
 * updating referrer_id moves the member and its whole team. Nothing here writes agent_tree itself.
 *
 * Every function takes the merchant: a tree never spans merchants, and no id of another merchant
 * ever matches (the IDOR guard).
 */

type Db = Kysely<DB>;
type Id = number | string;

/** Which levels of a team: 0 the agent itself, 1 its direct downlines, ... (inclusive bounds). */
export interface TeamDepth {
  /** 1 unless told: the agent's own row (depth 0) is left out. */
  minDepth?: number;
  /** No bound unless told. */
  maxDepth?: number;
}

/**
 * The ids of the members of `agentId`'s team as a subquery (one indexed read of agent_tree by
 * ancestor), for `where('members.id', 'in', teamMemberIds(...))` or a join. Depth 1 and deeper
 * unless told.
 */
export function teamMemberIds(
  db: Db,
  merchantId: number,
  agentId: Id,
  { minDepth = 1, maxDepth }: TeamDepth = {},
): SelectQueryBuilder<DB, 'agent_tree', { descendant_id: string }> {
  let q = db
    .selectFrom('agent_tree')
    .select('agent_tree.descendant_id')
    .where('agent_tree.merchant_id', '=', merchantId)
    .where('agent_tree.ancestor_id', '=', String(agentId))
    .where('agent_tree.depth', '>=', minDepth);
  if (maxDepth !== undefined) q = q.where('agent_tree.depth', '<=', maxDepth);
  return q;
}

/** How many members a team has (depth 1 and deeper unless told). */
export async function teamSize(db: Db, merchantId: number, agentId: Id, depth: TeamDepth = {}) {
  const row = await db
    .selectFrom(teamMemberIds(db, merchantId, agentId, depth).as('t'))
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether `memberId` is in `agentId`'s team: a downline at any depth, or the agent itself when
 * `includeSelf`. False for any member of another merchant.
 */
export async function isInTeam(
  db: Db,
  merchantId: number,
  agentId: Id,
  memberId: Id,
  { includeSelf = false }: { includeSelf?: boolean } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('agent_tree')
    .select('depth')
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', String(agentId))
    .where('descendant_id', '=', String(memberId))
    .executeTakeFirst();
  return row !== undefined && (includeSelf || row.depth > 0);
}

/** How deep `memberId` sits below `agentId` (1 a direct downline), or null when not in its team. */
export async function depthBelow(db: Db, merchantId: number, agentId: Id, memberId: Id) {
  const row = await db
    .selectFrom('agent_tree')
    .select('depth')
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', String(agentId))
    .where('descendant_id', '=', String(memberId))
    .executeTakeFirst();
  return row ? row.depth : null;
}

/** The direct upline of a member, or null (a member nobody brought). */
export async function uplineOf(db: Db, merchantId: number, memberId: Id): Promise<number | null> {
  const row = await db
    .selectFrom('agent_tree')
    .select('ancestor_id')
    .where('merchant_id', '=', merchantId)
    .where('descendant_id', '=', String(memberId))
    .where('depth', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.ancestor_id) : null;
}

/** Every upline of a member, nearest first (its upline, the upline's upline, ... the top). */
export async function uplineChain(db: Db, merchantId: number, memberId: Id): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_tree')
    .select('ancestor_id')
    .where('merchant_id', '=', merchantId)
    .where('descendant_id', '=', String(memberId))
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
  return rows.map((r) => Number(r.ancestor_id));
}

/** The direct downlines of an agent (depth 1), by id. */
export async function directDownlineIds(db: Db, merchantId: number, agentId: Id): Promise<number[]> {
  const rows = await teamMemberIds(db, merchantId, agentId, { minDepth: 1, maxDepth: 1 })
    .orderBy('descendant_id')
    .execute();
  return rows.map((r) => Number(r.descendant_id));
}

/**
 * Takes the tree's lock for the merchant, as a move does (the triggers take it too): callers that
 * check the tree then change it (a transfer's "not into its own team") hold it so the check still
 * holds when they write. Transaction-scoped.
 */
export async function lockTree(trx: Db, merchantId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7311943, ${merchantId})`.execute(trx);
}

/** Why a move was refused: the upline is the member itself or in its team, or not of the merchant. */
export type MoveRefusal = 'CYCLE' | 'OTHER_MERCHANT' | 'UNKNOWN_MEMBER';

/**
 * Moves `memberId` and its whole team under `newUplineId` (null: to the top, nobody's downline).
 * Run inside a transaction: it takes the tree's lock, refuses a cycle or another merchant's
 * upline with a reason and changes nothing, else updates referrer_id and lets the trigger rewrite
 * the closure. Answers the previous upline.
 */
export async function moveSubtree(
  trx: Db,
  merchantId: number,
  memberId: Id,
  newUplineId: Id | null,
): Promise<{ ok: true; previousUplineId: number | null } | { ok: false; refusal: MoveRefusal }> {
  await lockTree(trx, merchantId);
  const member = await trx
    .selectFrom('members')
    .select(['id', 'referrer_id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(memberId))
    .forUpdate()
    .executeTakeFirst();
  if (!member) return { ok: false, refusal: 'UNKNOWN_MEMBER' };
  if (newUplineId !== null) {
    const upline = await trx
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', String(newUplineId))
      .executeTakeFirst();
    if (!upline) return { ok: false, refusal: 'OTHER_MERCHANT' };
    if (await isInTeam(trx, merchantId, memberId, newUplineId, { includeSelf: true }))
      return { ok: false, refusal: 'CYCLE' };
  }
  const previousUplineId = member.referrer_id === null ? null : Number(member.referrer_id);
  if (previousUplineId !== (newUplineId === null ? null : Number(newUplineId))) {
    await trx
      .updateTable('members')
      .set({ referrer_id: newUplineId === null ? null : String(newUplineId) })
      .where('id', '=', String(memberId))
      .execute();
  }
  return { ok: true, previousUplineId };
}
