import { PLAYER_PROFILE_ROWS } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The console's reads of members: search, and each part of a profile (newest rows first). */

const SEARCH_LIMIT = 50;

const MEMBER_COLUMNS = [
  'id',
  'merchant_id',
  'username',
  'nickname',
  'country_dialing_code',
  'mobile_num',
  'email',
  'id_number',
  'status',
  'type',
  'created_at',
  'last_login_at',
] as const;

/**
 * Members of the merchant (every merchant's when null) matching the text: the id, a username
 * beginning with it, the mobile number or CPF (punctuation ignored), or the e-mail address.
 */
export function searchMembers(db: Kysely<DB>, merchantId: number | null, text: string) {
  const digits = text.replace(/[\s().+-]/g, '');
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  let q = db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where((eb) => {
      const any = [
        eb(sql`lower(username)`, 'like', `${escaped}%`),
        eb(sql`lower(email)`, '=', text.toLowerCase()),
      ];
      if (/^\d{1,18}$/.test(digits)) {
        any.push(eb('id', '=', digits), eb('mobile_num', '=', digits), eb('id_number', '=', digits));
        // A mobile number typed with its country code (55 11 9...).
        any.push(eb(sql`coalesce(country_dialing_code, '') || mobile_num`, '=', digits));
      }
      return eb.or(any);
    });
  if (merchantId !== null) q = q.where('merchant_id', '=', merchantId);
  return q.orderBy('id', 'desc').limit(SEARCH_LIMIT).execute();
}

export function findMember(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('members')
    .select([...MEMBER_COLUMNS, 'register_ip', 'last_login_ip', 'vip_label'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function memberBalances(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['kind', 'currency', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('kind')
    .orderBy('currency')
    .execute();
}

/** The member's ledger lines: each entry on one of their accounts, with its transfer. */
export function memberStatement(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      'e.id',
      't.kind',
      'a.kind as account',
      'a.currency',
      'e.amount',
      'e.balance_after',
      't.created_by',
      'e.created_at',
    ])
    .where('a.member_id', '=', memberId)
    .orderBy('e.id', 'desc')
    .limit(PLAYER_PROFILE_ROWS)
    .execute();
}

export function memberRounds(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('wallet_bets as b')
    .leftJoin('game_sessions as s', 's.id', 'b.session_id')
    .select([
      'b.tx_id',
      'b.vendor_code',
      's.game_code',
      'b.round_id',
      'b.amount',
      'b.won',
      'b.status',
      'b.created_at',
    ])
    .where('b.member_id', '=', memberId)
    .orderBy('b.created_at', 'desc')
    .limit(PLAYER_PROFILE_ROWS)
    .execute();
}

export async function memberOrders(db: Kysely<DB>, memberId: string) {
  const columns = ['id', 'amount', 'status', 'created_at', 'decided_at', 'reason'] as const;
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_orders')
      .select(columns)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(PLAYER_PROFILE_ROWS)
      .execute(),
    db
      .selectFrom('withdrawal_orders')
      .select(columns)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(PLAYER_PROFILE_ROWS)
      .execute(),
  ]);
  return [
    ...deposits.map((o) => ({ ...o, direction: 'DEPOSIT' as const })),
    ...withdrawals.map((o) => ({ ...o, direction: 'WITHDRAWAL' as const })),
  ]
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
    .slice(0, PLAYER_PROFILE_ROWS);
}

/** The member's logins: each session with its address and device. */
export function memberSessions(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(PLAYER_PROFILE_ROWS)
    .execute();
}

export function memberGameSessions(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('game_sessions')
    .select(['id', 'vendor_code', 'game_code', 'created_at', 'ended_at', 'end_reason'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(PLAYER_PROFILE_ROWS)
    .execute();
}

/** Lets a blocked member log in again; answers false when the member was not blocked. */
export async function enableMember(db: Kysely<DB>, memberId: string): Promise<boolean> {
  const done = await db
    .updateTable('members')
    .set({ status: 'active' })
    .where('id', '=', memberId)
    .where('status', '=', 'disabled')
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}
