import {
  type AffiliateUrl,
  type AffiliateUrlCreate,
  AGENT_EARNING_KINDS,
  type AgentRegisterBody,
  agentRegisterBodySchema,
  formatMinor,
  isAgentType,
  isRealMemberType,
  MAX_USABLE_AFFILIATE_CODES,
  type MyInvitation,
  type SubordinatePage,
  type SubordinateQuery,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findMemberByUsername, insertMember, uniqueViolation } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as codes from './affiliate-codes.repository.ts';
import { earnedTotal } from './agent-figures.queries.ts';
import { isInTeam, teamSize } from './agent-tree.repository.ts';
import { memberBrief, teamPage } from './agents.repository.ts';
import { newAffiliateCode } from './code-generator.ts';

/** The agent's own calls (issue 17): its team, its links, opening downline accounts. */

/** Who is asking: the signed-in member and the site it is on. */
export interface AgentActor {
  merchant: Merchant;
  id: number;
  type: number;
}

/** Agent calls are for agents (spec section 6: type above 0 except 4, 40, 41, 42). */
export function requireAgent(actor: AgentActor): void {
  if (!isAgentType(actor.type)) throw new AppError('NOT_AGENT');
}

/** Invitation links are an agent's, or a real player's while the site runs REFERRAL (spec section 6). */
export function requireInviter(actor: AgentActor): void {
  if (isAgentType(actor.type)) return;
  if (isRealMemberType(actor.type) && actor.merchant.flags.includes('REFERRAL')) return;
  throw new AppError('FORBIDDEN');
}

/** ODSFE2_Subordinate. */
export async function subordinates(
  db: Kysely<DB>,
  actor: AgentActor,
  query: SubordinateQuery,
): Promise<SubordinatePage> {
  requireAgent(actor);
  const page = await teamPage(
    db,
    actor.merchant.id,
    actor.id,
    { keyword: query.keyword || undefined, directOnly: query.scope === 'DIRECT' },
    query,
  );
  return pageAnswer(page, query, (r) => ({
    id: Number(r.id),
    account: r.username,
    nickname: r.nickname,
    type: r.type,
    isAgent: isAgentType(r.type),
    level: r.depth,
    upline: r.upline ?? '',
    teamSize: Number(r.team_size),
    registeredAt: new Date(r.created_at).toISOString(),
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
  }));
}

/**
 * The member a MemPNL asks about: the agent itself, or one of its team. Anyone else (another
 * tree, another merchant, no such id) is NOT_FOUND, the same answer, so ids cannot be probed.
 */
export async function teamMemberFor(db: Kysely<DB>, actor: AgentActor, memberId: number | undefined) {
  requireAgent(actor);
  const id = memberId ?? actor.id;
  if (!(await isInTeam(db, actor.merchant.id, actor.id, id, { includeSelf: true })))
    throw new AppError('NOT_FOUND');
  const row = await memberBrief(db, actor.merchant.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { id, account: row.username };
}

function codeStatus(row: codes.AffiliateCodeRow, now: Date): AffiliateUrl['status'] {
  if (row.disabled_at) return 'DISABLED';
  if (row.expires_at && row.expires_at <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** Where a code's link leads: the site's register page with the code (spec section 3 affiliateCode). */
export const registerLink = (origin: string, code: string) =>
  `${origin}/m/register?code=${encodeURIComponent(code)}`;

function urlView(row: codes.AffiliateCodeRow, origin: string, now: Date): AffiliateUrl {
  return {
    id: row.id,
    code: row.code,
    channel: row.channel as AffiliateUrl['channel'],
    label: row.label,
    url: registerLink(origin, row.code),
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    status: codeStatus(row, now),
    registerCount: row.register_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listAffiliateUrls(db: Kysely<DB>, actor: AgentActor, origin: string, now: Date) {
  requireInviter(actor);
  const rows = await codes.listMemberCodes(db, actor.merchant.id, actor.id);
  return { list: rows.map((r) => urlView(r, origin, now)) };
}

/** A new link with a fresh code; at most MAX_USABLE_AFFILIATE_CODES usable at once. */
export async function createAffiliateUrl(
  db: Kysely<DB>,
  actor: AgentActor,
  input: AffiliateUrlCreate,
  origin: string,
  now: Date,
): Promise<AffiliateUrl> {
  requireInviter(actor);
  if ((await codes.countUsableCodes(db, actor.merchant.id, actor.id, now)) >= MAX_USABLE_AFFILIATE_CODES) {
    throw new AppError('AFFILIATE_CODE_LIMIT', { max: MAX_USABLE_AFFILIATE_CODES });
  }
  const expiresAt = input.validDays ? new Date(now.getTime() + input.validDays * 86_400_000) : null;
  // A random code may meet an existing one: draw again (the unique index decides).
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await codes.insertCode(db, {
        merchant_id: actor.merchant.id,
        member_id: actor.id,
        code: newAffiliateCode(),
        channel: input.channel ?? 'LINK',
        label: input.label ?? '',
        expires_at: expiresAt,
      });
      return urlView(row, origin, now);
    } catch (error) {
      if (uniqueViolation(error) !== 'affiliate_codes_code_key' || attempt >= 4) throw error;
    }
  }
}

export async function disableAffiliateUrl(
  db: Kysely<DB>,
  actor: AgentActor,
  id: number,
  origin: string,
  now: Date,
) {
  requireInviter(actor);
  const row = await codes.disableMemberCode(db, actor.merchant.id, actor.id, id, now);
  // Another member's link is not found, whoever asks.
  if (!row) throw new AppError('NOT_FOUND');
  return urlView(row, origin, now);
}

/**
 * GET /wps/agent/affiliate signed in, no code: the member's first usable link (made on first
 * ask), how many it brought (its direct downlines), what it earned (spec section 3 'affiliate code
 * and register count'; /m/inviteFriends).
 */
export async function myInvitation(
  db: Kysely<DB>,
  actor: AgentActor,
  origin: string,
  now: Date,
): Promise<MyInvitation> {
  requireInviter(actor);
  const rows = await codes.listMemberCodes(db, actor.merchant.id, actor.id);
  const usable = rows.filter((r) => codeStatus(r, now) === 'ACTIVE').at(-1);
  const code = usable ?? (await createAffiliateUrl(db, actor, { channel: 'LINK' }, origin, now));
  const [count, earned] = await Promise.all([
    teamSize(db, actor.merchant.id, actor.id, { maxDepth: 1 }),
    earnedTotal(db, actor.merchant.id, actor.merchant.currency, actor.id, AGENT_EARNING_KINDS),
  ]);
  return {
    code: code.code,
    url: registerLink(origin, code.code),
    registerCount: count,
    earned: formatMinor(earned),
  };
}

/**
 * POST /wps/agent/register (/m/agentRegister): the agent opens an account for a new downline, a
 * player or a sub-agent, with an initial password the downline must change on first login.
 */
export async function registerDownline(
  db: Kysely<DB>,
  actor: AgentActor,
  body: AgentRegisterBody,
  ip: string,
) {
  requireAgent(actor);
  const input = agentRegisterBodySchema.parse(body);
  if (await findMemberByUsername(db, actor.merchant.id, input.username)) {
    throw new AppError('USERNAME_TAKEN', { field: 'username' });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await insertMember(db, {
      merchant_id: actor.merchant.id,
      username: input.username,
      password_hash: passwordHash,
      type: input.kind === 'AGENT' ? 1 : 0,
      nickname: input.nickname,
      referrer_id: String(actor.id),
      register_method: 'AGENT',
      register_ip: ip,
      first_time_login: true,
    });
    return { id: Number(row.id), account: row.username, type: row.type };
  } catch (error) {
    if (uniqueViolation(error) === 'members_username_key')
      throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
}
