import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of the VIP programme: its rules, the members' levels and the totals that decide them. */

export const vipSettingsOf = (db: Kysely<DB>, merchantId: number) =>
  db.selectFrom('vip_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();

export const vipLevelsOf = (db: Kysely<DB>, merchantId: number) =>
  db.selectFrom('vip_levels').selectAll().where('merchant_id', '=', merchantId).orderBy('level').execute();

export type VipLevelRow = Awaited<ReturnType<typeof vipLevelsOf>>[number];

export async function memberLevel(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_vip')
    .select('level')
    .where('member_id', '=', String(memberId))
    .executeTakeFirst();
  return row?.level ?? 0;
}

/** Locks the member's row so two evaluations of one member run one after the other. */
export async function lockMember(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'merchant_id', 'type', 'username'])
    .where('id', '=', String(memberId))
    .forUpdate()
    .executeTakeFirst();
}

/** The member's approved deposits and placed stakes since `since` (null: ever). */
export async function memberTotals(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  since: Date | null,
): Promise<{ deposits: bigint; turnover: bigint }> {
  let deposits = db
    .selectFrom('deposit_orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'APPROVED');
  let bets = db
    .selectFrom('wallet_bets')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'PLACED');
  if (since) {
    deposits = deposits.where('decided_at', '>=', since);
    bets = bets.where('created_at', '>=', since);
  }
  const [d, b] = await Promise.all([deposits.executeTakeFirstOrThrow(), bets.executeTakeFirstOrThrow()]);
  return { deposits: BigInt(d.total), turnover: BigInt(b.total) };
}

export async function setMemberLevel(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  level: number,
  label: string | null,
) {
  if (level === 0) {
    await db.deleteFrom('member_vip').where('member_id', '=', String(memberId)).execute();
  } else {
    await db
      .insertInto('member_vip')
      .values({ member_id: String(memberId), merchant_id: merchantId, level })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ level, changed_at: new Date() }))
      .execute();
  }
  await db.updateTable('members').set({ vip_label: label }).where('id', '=', String(memberId)).execute();
}

/** The merchant's real members with any deposit or bet (those a level run looks at), by id. */
export async function activeMemberIds(db: Kysely<DB>, merchantId: number, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '>', String(afterId))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('deposit_orders')
            .select('deposit_orders.id')
            .whereRef('deposit_orders.member_id', '=', 'members.id'),
        ),
        eb.exists(
          eb
            .selectFrom('member_vip')
            .select('member_vip.level')
            .whereRef('member_vip.member_id', '=', 'members.id'),
        ),
        eb.exists(
          eb
            .selectFrom('wallet_bets')
            .select('wallet_bets.tx_id')
            .whereRef('wallet_bets.member_id', '=', 'members.id'),
        ),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Members at a level (a period bonus run pays them), by id. */
export async function membersAtLevels(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('member_vip')
    .select(['member_id', 'level'])
    .where('merchant_id', '=', merchantId)
    .orderBy('member_id')
    .execute();
}

/**
 * Members at a level whose KYC-approved date of birth falls on one of `monthDays` ('MM-DD'): a
 * member without an approved birth date has no birthday the programme knows of.
 */
export async function membersBornOn(db: Kysely<DB>, merchantId: number, monthDays: string[]) {
  return db
    .selectFrom('member_vip as v')
    .innerJoin('kyc_cases as k', 'k.member_id', 'v.member_id')
    .select(['v.member_id', 'v.level'])
    .where('v.merchant_id', '=', merchantId)
    .where('k.status', '=', 'APPROVED')
    .where(sql<string>`substr(k.birth_date, 6, 5)`, 'in', monthDays)
    .orderBy('v.member_id')
    .execute();
}

/** Merchants with a VIP programme (the scheduler's round of VIP runs). */
export async function vipMerchantIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('vip_settings').select('merchant_id').orderBy('merchant_id').execute();
  return rows.map((r) => r.merchant_id);
}

export async function replaceVipProgramme(
  db: Kysely<DB>,
  merchantId: number,
  settings: { window_days: number | null; downgrade: boolean; turnover_multiple: number },
  levels: Omit<VipLevelRow, 'merchant_id'>[],
) {
  await db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, ...settings })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ ...settings, version: sql`vip_settings.version + 1` }),
    )
    .execute();
  await db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
  if (levels.length > 0)
    await db
      .insertInto('vip_levels')
      .values(levels.map((l) => ({ ...l, merchant_id: merchantId })))
      .execute();
}

/** Rewards paid by VIP, the sign-in calendar and leaderboards (their grants), newest first. */
export async function rewardPayouts(db: Kysely<DB>, merchantId: number, kinds: string[], limit: number) {
  return db
    .selectFrom('turnover_requirements as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.id', 't.member_id', 'm.username', 't.kind', 't.bonus', 't.reason', 't.created_at'])
    .where('t.merchant_id', '=', merchantId)
    .where('t.kind', 'in', kinds)
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
