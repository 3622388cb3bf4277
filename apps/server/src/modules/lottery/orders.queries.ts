import { type Kysely, sql } from 'kysely';
import type { DB, LotterySuborderStatus } from '../../db/schema.ts';
import type { PeriodKey } from './periods.queries.ts';

/** The statements on tickets and their sub-orders; each move of a sub-order is a guarded update. */

export interface SuborderToSettle {
  id: string;
  order_id: string;
  merchant_id: number;
  member_id: string;
  session_id: string;
  currency: string;
  game_code: string;
  bet_type: string;
  pick: string;
  amount: string;
  payout_e4: number;
  status: LotterySuborderStatus;
  /** A PENDING sub-order older than the grace period: its wallet bet is not under way any more. */
  stale: boolean;
}

/**
 * The period's sub-orders not settled yet, in no set order: a settlement does not depend on it,
 * and sorting a large period's rows spilled to disk (100,000 rows: a 16 MB sort).
 */
export async function subordersToSettle(
  db: Kysely<DB>,
  key: PeriodKey,
  pendingGraceMs: number,
): Promise<SuborderToSettle[]> {
  const { rows } = await sql<SuborderToSettle>`
    SELECT s.id, s.order_id, o.merchant_id, o.member_id, o.session_id, o.currency, o.game_code, s.bet_type, s.pick, s.amount, s.payout_e4, s.status,
      s.created_at < clock_timestamp() - make_interval(secs => ${pendingGraceMs / 1000}) AS stale
    FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
    WHERE o.merchant_id = ${key.merchantId} AND o.game_code = ${key.gameCode} AND o.numero = ${key.numero}
      AND s.settled_at IS NULL`.execute(db);
  return rows;
}

/** PLACED -> SETTLED with its hits and win, once. */
export async function markSuborderSettled(
  db: Kysely<DB>,
  id: string,
  hits: number,
  win: bigint,
): Promise<boolean> {
  const { rows } = await sql`
    UPDATE lottery_suborders SET status = 'SETTLED', hits = ${hits}::integer, win = ${win}::bigint, settled_at = clock_timestamp()
    WHERE id = ${id} AND status = 'PLACED' RETURNING id`.execute(db);
  return rows.length === 1;
}

/**
 * Settles the losing sub-orders among `ids` in one statement, for a whole period at once: each
 * one's wallet bet is closed without a win (what the wallet's settleWin of 0 does one by one, so
 * the stake can no longer be rolled back) and the sub-order is SETTLED with no hits. Both changes
 * are one statement, so a crash leaves either both or neither. A sub-order whose wallet bet is not
 * a placed bet of its member is left alone (answered as not settled) for the one-by-one path.
 */
export async function settleLosingSuborders(
  db: Kysely<DB>,
  vendorCode: string,
  ids: string[],
): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    WITH lost AS (
      -- Driven by the ids, each row reached by its primary key: the plan stays a walk of ids
      -- whatever the planner's statistics say of tables that just grew by a period's bets.
      SELECT s.id, o.member_id FROM unnest(${ids}::text[]) AS v(id)
      JOIN lottery_suborders s ON s.id = v.id JOIN lottery_orders o ON o.id = s.order_id
      WHERE s.status = 'PLACED'
    ), bets AS (
      -- No other writer touches a drawn period's bets (its settlement is leased to one process),
      -- so the rows are not locked in the wallet's order first: that would write each one twice.
      UPDATE wallet_bets b SET settled_at = coalesce(b.settled_at, now())
      FROM lost WHERE b.vendor_code = ${vendorCode} AND b.tx_id = lost.id
        AND b.member_id = lost.member_id AND b.status = 'PLACED'
      RETURNING b.tx_id
    )
    UPDATE lottery_suborders s SET status = 'SETTLED', hits = 0, win = 0, settled_at = clock_timestamp()
    FROM bets WHERE s.id = bets.tx_id AND s.status = 'PLACED'
    RETURNING s.id`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** PLACED -> SETTLED for winning sub-orders whose wins the wallet has credited, in one statement. */
export async function markSubordersWon(
  db: Kysely<DB>,
  wins: Array<{ id: string; hits: number; win: bigint }>,
): Promise<void> {
  if (wins.length === 0) return;
  await sql`
    UPDATE lottery_suborders s SET status = 'SETTLED', hits = v.hits, win = v.win, settled_at = clock_timestamp()
    FROM unnest(${wins.map((w) => w.id)}::text[], ${wins.map((w) => w.hits)}::integer[],
      ${wins.map((w) => String(w.win))}::bigint[]) AS v(id, hits, win)
    WHERE s.id = v.id AND s.status = 'PLACED'`.execute(db);
}

/**
 * Moves a sub-order from one of `from` to `to` (PLACED -> CANCELLED, PENDING -> PLACED, ...),
 * answering whether it was in one of them. `settled` also marks its money as done.
 */
export async function moveSuborder(
  db: Kysely<DB>,
  id: string,
  from: LotterySuborderStatus[],
  to: LotterySuborderStatus,
  settled = false,
): Promise<boolean> {
  const rows = await db
    .updateTable('lottery_suborders')
    .set({ status: to, ...(settled ? { settled_at: sql<Date>`clock_timestamp()` } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** PENDING -> PLACED for a ticket's sub-orders once the wallet took every stake. */
export async function movePlacedSuborders(db: Kysely<DB>, ids: string[]): Promise<void> {
  await db
    .updateTable('lottery_suborders')
    .set({ status: 'PLACED' })
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Marks a returned stake (CANCELLED, VOID, ROLLED_BACK) as done. */
export async function markStakeReturned(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('lottery_suborders')
    .set({ settled_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .execute();
}

export interface NewOrder {
  id: string;
  merchantId: number;
  memberId: number;
  sessionId: string;
  gameCode: string;
  numero: string;
  currency: string;
  suborders: Array<{ id: string; betType: string; pick: string; amount: bigint; payoutE4: number }>;
}

/**
 * Records a ticket and its sub-orders (PENDING) if its period still takes bets by the database's
 * clock; answers false when it does not (closed, drawn or voided), and then writes nothing.
 */
export async function insertOrderIfOpen(db: Kysely<DB>, order: NewOrder): Promise<boolean> {
  const total = order.suborders.reduce((sum, s) => sum + s.amount, 0n);
  const { rows } = await sql`
    INSERT INTO lottery_orders (id, merchant_id, member_id, session_id, game_code, numero, currency, total)
    SELECT ${order.id}::text, ${order.merchantId}::integer, ${order.memberId}::bigint, ${order.sessionId}::text,
      ${order.gameCode}::text, ${order.numero}::text, ${order.currency}::text, ${total}::bigint
    FROM lottery_periods
    WHERE merchant_id = ${order.merchantId} AND game_code = ${order.gameCode} AND numero = ${order.numero}
      AND status = 'OPEN' AND clock_timestamp() < closes_at
    -- Held until the ticket commits: a void or a draw of the period waits for it, so its
    -- settlement sees these sub-orders (and one that came first leaves this ticket refused).
    FOR SHARE
    RETURNING id`.execute(db);
  if (rows.length === 0) return false;
  await db
    .insertInto('lottery_suborders')
    .values(
      order.suborders.map((s) => ({
        id: s.id,
        order_id: order.id,
        bet_type: s.betType,
        pick: s.pick,
        amount: String(s.amount),
        payout_e4: s.payoutE4,
      })),
    )
    .execute();
  return true;
}

/** What the member has staked on the period so far, counting sub-orders not cancelled or refused. */
export async function memberPeriodStake(db: Kysely<DB>, key: PeriodKey, memberId: number): Promise<bigint> {
  const { rows } = await sql<{ staked: string | null }>`
    SELECT sum(s.amount)::text AS staked FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
    WHERE o.merchant_id = ${key.merchantId} AND o.game_code = ${key.gameCode} AND o.numero = ${key.numero}
      AND o.member_id = ${memberId} AND s.status IN ('PENDING', 'PLACED', 'SETTLED')`.execute(db);
  return BigInt(rows[0]?.staked ?? '0');
}

export interface SuborderForCancel {
  id: string;
  order_id: string;
  session_id: string;
  bet_type: string;
  pick: string;
  amount: string;
  payout_e4: number;
  merchant_id: number;
  game_code: string;
  numero: string;
}

/**
 * PLACED -> CANCELLED for the member's own sub-order while its period still takes bets by the
 * database's clock; answers the sub-order when it moved.
 */
export async function cancelSuborderIfOpen(
  db: Kysely<DB>,
  id: string,
  memberId: number,
): Promise<SuborderForCancel | undefined> {
  const { rows } = await sql<SuborderForCancel>`
    UPDATE lottery_suborders s SET status = 'CANCELLED'
    FROM lottery_orders o, lottery_periods p
    WHERE s.id = ${id} AND s.status = 'PLACED' AND o.id = s.order_id AND o.member_id = ${memberId}
      AND p.merchant_id = o.merchant_id AND p.game_code = o.game_code AND p.numero = o.numero
      AND p.status = 'OPEN' AND clock_timestamp() < p.closes_at
    RETURNING s.id, s.order_id, o.session_id, s.bet_type, s.pick, s.amount, s.payout_e4,
      o.merchant_id, o.game_code, o.numero`.execute(db);
  return rows[0];
}

/** Tickets with whether their period still takes bets (the start of every member ticket read). */
export function ordersWithCancellable(db: Kysely<DB>) {
  return db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_periods as p', (join) =>
      join
        .onRef('p.merchant_id', '=', 'o.merchant_id')
        .onRef('p.game_code', '=', 'o.game_code')
        .onRef('p.numero', '=', 'o.numero'),
    )
    .select([
      'o.id',
      'o.game_code',
      'o.numero',
      'o.currency',
      'o.total',
      'o.created_at',
      sql<boolean>`p.status = 'OPEN' AND clock_timestamp() < p.closes_at`.as('cancellable'),
    ]);
}

export async function memberOrders(
  db: Kysely<DB>,
  memberId: number,
  options: { gameCode?: string; limit: number; offset: number },
) {
  return ordersWithCancellable(db)
    .where('o.member_id', '=', String(memberId))
    .$if(options.gameCode !== undefined, (q) => q.where('o.game_code', '=', options.gameCode!))
    .orderBy('o.created_at', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function orderSuborders(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('lottery_suborders')
    .select(['id', 'bet_type', 'pick', 'amount', 'payout_e4', 'hits', 'win', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function findOrder(db: Kysely<DB>, orderId: string, memberId: number) {
  return db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', String(memberId))
    .executeTakeFirst();
}

export async function countMemberOrders(db: Kysely<DB>, memberId: number, gameCode: string): Promise<number> {
  const row = await db
    .selectFrom('lottery_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', String(memberId))
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
