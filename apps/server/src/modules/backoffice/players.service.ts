import { formatMinor, type PlayerProfile, type PlayerRow, type PlayerSearchQuery } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { scopedMerchant } from './backoffice-access.ts';
import * as repo from './players.queries.ts';

/** Players as the console shows them (issue 15 part 4); another merchant's member is NOT_FOUND. */

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

type MemberRow = Awaited<ReturnType<typeof repo.searchMembers>>[number];

function playerRow(m: MemberRow): PlayerRow {
  return {
    id: String(m.id),
    merchantId: m.merchant_id,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile_num
      ? `${m.country_dialing_code ? `+${m.country_dialing_code} ` : ''}${m.mobile_num}`
      : null,
    email: m.email,
    cpf: m.id_number,
    status: m.status,
    type: m.type,
    createdAt: iso(m.created_at),
    lastLoginAt: isoOrNull(m.last_login_at),
  };
}

export async function searchPlayers(db: Kysely<DB>, staff: StaffActor, query: PlayerSearchQuery) {
  // Platform staff search every merchant unless they pick one; merchant staff only their own.
  const merchantId =
    staff.merchantIds === null && query.merchantId === undefined
      ? null
      : (await scopedMerchant(db, staff, query.merchantId)).id;
  const rows = await repo.searchMembers(db, merchantId, query.q);
  return { list: rows.map(playerRow) };
}

/** The member, when the staff member may see it (another merchant's is NOT_FOUND). */
export async function visibleMember(db: Kysely<DB>, staff: StaffActor, id: string) {
  const member = await repo.findMember(db, id);
  if (!member || !worksFor(staff, member.merchant_id)) {
    throw new AppError('NOT_FOUND');
  }
  return member;
}

export async function playerProfile(db: Kysely<DB>, staff: StaffActor, id: string): Promise<PlayerProfile> {
  const member = await visibleMember(db, staff, id);
  const [balances, statement, rounds, orders, sessions, gameSessions] = await Promise.all([
    repo.memberBalances(db, id),
    repo.memberStatement(db, id),
    repo.memberRounds(db, id),
    repo.memberOrders(db, id),
    repo.memberSessions(db, id),
    repo.memberGameSessions(db, id),
  ]);
  return {
    player: {
      ...playerRow(member),
      registerIp: text(member.register_ip),
      lastLoginIp: text(member.last_login_ip),
      vipLabel: member.vip_label,
    },
    balances: balances.map((b) => ({ kind: b.kind, currency: b.currency, balance: formatMinor(b.balance) })),
    statement: statement.map((s) => ({
      id: String(s.id),
      kind: s.kind,
      account: s.account,
      currency: s.currency,
      amount: formatMinor(s.amount),
      balanceAfter: formatMinor(s.balance_after),
      createdBy: s.created_by,
      createdAt: iso(s.created_at),
    })),
    rounds: rounds.map((r) => ({
      txId: r.tx_id,
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      roundId: r.round_id,
      amount: r.amount === null ? null : formatMinor(r.amount),
      won: formatMinor(r.won),
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    orders: orders.map((o) => ({
      id: String(o.id),
      direction: o.direction,
      amount: formatMinor(o.amount),
      status: o.status,
      createdAt: iso(o.created_at),
      decidedAt: isoOrNull(o.decided_at),
      reason: o.reason,
    })),
    sessions: sessions.map((s) => ({
      id: String(s.id),
      ip: text(s.ip),
      userAgent: s.user_agent,
      createdAt: iso(s.created_at),
      expiresAt: iso(s.expires_at),
      revokedAt: isoOrNull(s.revoked_at),
    })),
    gameSessions: gameSessions.map((g) => ({
      id: g.id,
      vendorCode: g.vendor_code,
      gameCode: g.game_code,
      createdAt: iso(g.created_at),
      endedAt: isoOrNull(g.ended_at),
      endReason: g.end_reason,
    })),
  };
}

/** Lets a blocked member log in again (blocking is POST /ops/api/v1/members/:id/block), audited. */
export async function unblockPlayer(
  db: Kysely<DB>,
  by: { staff: StaffActor; reason: string; ip: string },
  id: string,
) {
  const member = await visibleMember(db, by.staff, id);
  if (await repo.enableMember(db, id)) {
    await audit(
      db,
      by.staff,
      'member.unblock',
      `member:${id}`,
      { reason: by.reason },
      by.ip,
      member.merchant_id,
    );
  }
  return { memberId: Number(id), status: 'active' as const };
}
