import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, RgExclusionKind, RgLimitKind, RgLimitPeriod } from '../../db/schema.ts';

/** Responsible gaming's statements: limits, exclusions, the register, reality checks, usage. */

export interface LimitRow {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: string | null;
  operator_amount: string | null;
  pending_amount: string | null;
  pending_remove: boolean;
  pending_from: Date | null;
}

const LIMIT_COLUMNS = [
  'kind',
  'period',
  'amount',
  'operator_amount',
  'pending_amount',
  'pending_remove',
  'pending_from',
] as const;

export async function limitRows(db: Kysely<DB>, memberId: number): Promise<LimitRow[]> {
  return db
    .selectFrom('rg_limits')
    .select(LIMIT_COLUMNS)
    .where('member_id', '=', String(memberId))
    .orderBy('kind')
    .orderBy('period')
    .execute();
}

/**
 * The member's limit rows of these kinds, locked until the transaction ends: a deposit or a limit
 * change waits for another one of the same member, so each counts what the other did.
 */
export async function lockLimitRows(
  trx: Kysely<DB>,
  memberId: number,
  kinds: RgLimitKind[],
): Promise<LimitRow[]> {
  return trx
    .selectFrom('rg_limits')
    .select(LIMIT_COLUMNS)
    .where('member_id', '=', String(memberId))
    .where('kind', 'in', kinds)
    .orderBy('kind')
    .orderBy('period')
    .forUpdate()
    .execute();
}

export async function saveLimit(trx: Kysely<DB>, memberId: number, row: LimitRow, now: Date): Promise<void> {
  const values = { ...row, member_id: String(memberId), updated_at: now };
  await trx
    .insertInto('rg_limits')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind', 'period']).doUpdateSet({
        amount: row.amount,
        operator_amount: row.operator_amount,
        pending_amount: row.pending_amount,
        pending_remove: row.pending_remove,
        pending_from: row.pending_from,
        updated_at: now,
      }),
    )
    .execute();
}

/** Deposits opened since each moment (pending or credited): what a deposit limit counts. */
export async function depositsSince(trx: Kysely<DB>, memberId: number, since: Date[]): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const rows = await trx
    .selectFrom('deposit_orders')
    .select(['amount', 'created_at'])
    .where('member_id', '=', String(memberId))
    .where('status', 'in', ['PENDING', 'APPROVED'])
    .where('created_at', '>=', earliest)
    .execute();
  return since.map((from) =>
    rows.reduce((sum, r) => (new Date(r.created_at) >= from ? sum + BigInt(r.amount) : sum), 0n),
  );
}

export interface BetUsage {
  member_id: string;
  staked_day: string;
  staked_week: string;
  staked_month: string;
  won_day: string;
  won_week: string;
  won_month: string;
}

/**
 * Real-money stakes and wins of the members' placed bets in the last 24 hours, 7 days and 30 days.
 * Run it after the bets' accounts are locked: it then sees every bet committed before.
 */
export async function betUsage(trx: Kysely<DB>, memberIds: string[], now: Date): Promise<BetUsage[]> {
  const day = new Date(now.getTime() - 24 * 3_600_000);
  const week = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const month = new Date(now.getTime() - 30 * 24 * 3_600_000);
  const { rows } = await sql<BetUsage>`
    SELECT member_id::text,
      coalesce(sum(amount) FILTER (WHERE created_at >= ${day}), 0)::text AS staked_day,
      coalesce(sum(amount) FILTER (WHERE created_at >= ${week}), 0)::text AS staked_week,
      coalesce(sum(amount), 0)::text AS staked_month,
      coalesce(sum(won) FILTER (WHERE created_at >= ${day}), 0)::text AS won_day,
      coalesce(sum(won) FILTER (WHERE created_at >= ${week}), 0)::text AS won_week,
      coalesce(sum(won), 0)::text AS won_month
    FROM wallet_bets
    WHERE member_id = ANY(${memberIds}::bigint[]) AND status = 'PLACED' AND currency <> 'PLAY'
      AND created_at >= ${month}
    GROUP BY member_id`.execute(trx);
  return rows;
}

/** Stakes and wins of a member's real-money bets since a moment (the reality check's session). */
export async function sessionResult(
  db: Kysely<DB>,
  memberId: number,
  since: Date,
): Promise<{ staked: bigint; won: bigint }> {
  const row = await db
    .selectFrom('wallet_bets')
    .select([
      sql<string>`coalesce(sum(amount), 0)::text`.as('staked'),
      sql<string>`coalesce(sum(won), 0)::text`.as('won'),
    ])
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'PLACED')
    .where('currency', '<>', 'PLAY')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { staked: BigInt(row.staked), won: BigInt(row.won) };
}

export interface ExclusionRow {
  id: string;
  kind: RgExclusionKind;
  starts_at: Date;
  ends_at: Date | null;
  reopen_requested_at: Date | null;
  reopens_at: Date | null;
}

/**
 * The exclusion in force now for a person: the member's own, or one taken under the same CPF at
 * any merchant of the same operator. A self-exclusion holds past its end until a reopening passes.
 */
export const inForce = (now: Date) => sql<boolean>`e.starts_at <= ${now} AND (e.ends_at > ${now}
  OR (e.kind = 'SELF_EXCLUSION' AND (e.reopens_at IS NULL OR e.reopens_at > ${now})))`;

export async function exclusionInForce(
  db: Kysely<DB>,
  person: { memberId: number | null; cpf: string | null; operatorCode: string },
  now: Date,
): Promise<ExclusionRow | undefined> {
  const { rows } = await sql<ExclusionRow>`
    SELECT e.id::text, e.kind, e.starts_at, e.ends_at, e.reopen_requested_at, e.reopens_at
    FROM rg_exclusions e
    WHERE (e.member_id = ${person.memberId === null ? null : String(person.memberId)}::bigint
       OR (e.cpf = ${person.cpf}::text AND e.operator_code = ${person.operatorCode}))
      AND ${inForce(now)}
    ORDER BY e.kind = 'SELF_EXCLUSION' DESC, e.ends_at DESC NULLS FIRST
    LIMIT 1`.execute(db);
  return rows[0];
}

/** The member's latest self-exclusion, locked (a reopening request). */
export async function lockLatestSelfExclusion(
  trx: Kysely<DB>,
  person: { memberId: number; cpf: string | null; operatorCode: string },
  now: Date,
): Promise<ExclusionRow | undefined> {
  const { rows } = await sql<ExclusionRow>`
    SELECT e.id::text, e.kind, e.starts_at, e.ends_at, e.reopen_requested_at, e.reopens_at
    FROM rg_exclusions e
    WHERE (e.member_id = ${String(person.memberId)}::bigint
       OR (e.cpf = ${person.cpf}::text AND e.operator_code = ${person.operatorCode}))
      AND e.kind = 'SELF_EXCLUSION' AND ${inForce(now)}
    ORDER BY e.id DESC
    FOR UPDATE`.execute(trx);
  return rows[0];
}

export async function insertExclusion(
  trx: Kysely<DB>,
  row: {
    memberId: number;
    merchantId: number;
    operatorCode: string;
    cpf: string | null;
    kind: RgExclusionKind;
    startsAt: Date;
    endsAt: Date | null;
  },
): Promise<ExclusionRow> {
  return trx
    .insertInto('rg_exclusions')
    .values({
      member_id: String(row.memberId),
      merchant_id: row.merchantId,
      operator_code: row.operatorCode,
      cpf: row.cpf,
      kind: row.kind,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
    })
    .returning(['id', 'kind', 'starts_at', 'ends_at', 'reopen_requested_at', 'reopens_at'])
    .executeTakeFirstOrThrow();
}

export async function markReopenRequested(
  trx: Kysely<DB>,
  id: string,
  requestedAt: Date,
  reopensAt: Date,
): Promise<void> {
  await trx
    .updateTable('rg_exclusions')
    .set({ reopen_requested_at: requestedAt, reopens_at: reopensAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends every login session and open game session of the member (a time-out or self-exclusion, a
 * reached session limit): from the commit no new bet is taken; bets already placed still settle.
 */
export async function endMemberSessions(
  trx: Kysely<DB>,
  memberId: number,
  reason: 'EXCLUDED' | 'SESSION_LIMIT' | 'LOGOUT',
): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('member_id', '=', String(memberId))
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('game_sessions')
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where('member_id', '=', String(memberId))
    .where('ended_at', 'is', null)
    .execute();
}

/** The person behind a member: CPF and operator, for exclusions that follow the person. */
export async function personOf(
  db: Kysely<DB>,
  memberId: number,
): Promise<{ cpf: string | null; operatorCode: string; merchantId: number } | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select(['members.id_number', 'merchants.operator_code', 'merchants.id as merchant_id'])
    .where('members.id', '=', String(memberId))
    .executeTakeFirst();
  if (!row) return undefined;
  return { cpf: row.id_number, operatorCode: row.operator_code ?? '', merchantId: row.merchant_id };
}

export async function registerEntry(db: Kysely<DB>, cpf: string, now: Date) {
  return db
    .selectFrom('rg_register')
    .select(['cpf', 'ends_at'])
    .where('cpf', '=', cpf)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
}

export async function upsertRegisterEntries(db: Kysely<DB>, cpfs: string[], source: string): Promise<number> {
  if (cpfs.length === 0) return 0;
  const { rows } = await sql<{ cpf: string }>`
    INSERT INTO rg_register (cpf, source)
    SELECT DISTINCT c, ${source}::text FROM unnest(${cpfs}::text[]) AS c
    ON CONFLICT (cpf) DO UPDATE SET source = excluded.source, ends_at = NULL, imported_at = now()
    RETURNING cpf`.execute(db);
  return rows.length;
}

export async function realityCheckRow(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('rg_settings')
    .select(['reality_check_minutes', 'checked_at', 'checked_session_id'])
    .where('member_id', '=', String(memberId))
    .executeTakeFirst();
}

export async function saveRealityCheckMinutes(
  db: Kysely<DB>,
  memberId: number,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('rg_settings')
    .values({ member_id: String(memberId), reality_check_minutes: minutes, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
    )
    .execute();
}

export async function saveRealityCheckAnswer(
  db: Kysely<DB>,
  memberId: number,
  sessionId: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('rg_settings')
    .values({ member_id: String(memberId), checked_at: at, checked_session_id: sessionId, updated_at: at })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ checked_at: at, checked_session_id: sessionId, updated_at: at }),
    )
    .execute();
}

/** The member's live login session that started last (the reality check's and session limit's session). */
export async function latestLoginSession(
  db: Kysely<DB>,
  memberId: number,
): Promise<{ id: string; created_at: Date } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at'])
    .where('member_id', '=', String(memberId))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function loginSessionStart(db: Kysely<DB>, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.created_at;
}

// Identity verification (issue 19 part 4): at a BEFORE_ACTIVATION merchant (Brazil), a member
// whose verification is not APPROVED places no real-money bet.
const activationHeld = sql`mer.kyc_rule = 'BEFORE_ACTIVATION' AND NOT EXISTS (
  SELECT 1 FROM kyc_cases k WHERE k.member_id = m.id AND k.status = 'APPROVED')`;

/**
 * What a batch of the wallet needs to know of its bettors, read with the batch (wallet
 * batch.queries.ts): for each bettor who has any, the exclusion in force, the loss, wager and
 * session limits that hold (the lower of the member's and the operator's), and when the member's
 * latest live login session began.
 */
export function bettorsRg(bettors: string[], now: Date): RawBuilder<unknown> {
  return sql`(SELECT coalesce(json_agg(r), '[]') FROM (
    SELECT m.id::text AS member_id, mer.time_zone,
      (SELECT json_build_object('kind', e.kind, 'ends_at', e.ends_at, 'reopens_at', e.reopens_at, 'starts_at', e.starts_at)
       FROM rg_exclusions e
       WHERE (e.member_id = m.id OR (e.cpf = m.id_number AND e.operator_code = coalesce(mer.operator_code, '')))
         AND ${inForce(now)}
       ORDER BY e.kind = 'SELF_EXCLUSION' DESC, e.ends_at DESC NULLS FIRST LIMIT 1) AS exclusion,
      (SELECT coalesce(json_agg(json_build_object('kind', l.kind, 'period', l.period,
         'limit', least(coalesce(l.amount, l.operator_amount), coalesce(l.operator_amount, l.amount))::text)), '[]')
       FROM rg_limits l
       WHERE l.member_id = m.id AND l.kind IN ('LOSS', 'WAGER', 'SESSION')
         AND (l.amount IS NOT NULL OR l.operator_amount IS NOT NULL)) AS limits,
      (SELECT max(s.created_at) FROM sessions s
       WHERE s.member_id = m.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS session_started_at,
      (${activationHeld}) AS activation_held
    FROM members m JOIN merchants mer ON mer.id = m.merchant_id
    WHERE m.id = ANY(${bettors}::bigint[])
      AND (${activationHeld}
        OR EXISTS (SELECT 1 FROM rg_limits l WHERE l.member_id = m.id AND l.kind IN ('LOSS', 'WAGER', 'SESSION'))
        OR EXISTS (SELECT 1 FROM rg_exclusions e
                   WHERE e.member_id = m.id OR (e.cpf = m.id_number AND e.operator_code = coalesce(mer.operator_code, ''))))
  ) r)`;
}
