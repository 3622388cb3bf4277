import { lotteryGame } from '@ficha/games/lottery/lottery-games';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import {
  drawDuePeriods,
  preparePeriods,
  settleDuePeriods,
  settlePeriod,
} from '../src/modules/lottery/lottery-draws.ts';
import type { PlacedTicket } from '../src/modules/lottery/lottery-orders.service.ts';
import { settleLosingSuborders } from '../src/modules/lottery/orders.queries.ts';
import { claimSettling, findPeriod } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { type GameSession, settleWin } from '../src/modules/wallet/seamless-wallet.service.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

// Issue 14: "exactly one draw per period even with several server processes (two processes racing
// are tested), and a process that was down catches up on missed periods in order at start-up,
// settling each"; "a draw is never applied twice; a settlement interrupted by a crash finishes on
// restart". Every bet type's payout by hand: lottery-payouts.test.ts.

const {
  db,
  database,
  merchantId,
  player,
  period,
  reachClose,
  balanceOf,
  placeBets,
  keyWhere,
  drawnWith,
  winsOf,
} = lotteryFixtures();

/** How many WIN transfers the wallet holds for each sub-order of the members. */
async function winTransfers(sessions: GameSession[]): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom('wallet_bets')
    .select(['tx_id', 'won'])
    .where('vendor_code', '=', 'FICHA_LOTTO')
    .where(
      'member_id',
      'in',
      sessions.map((s) => String(s.memberId)),
    )
    .execute();
  const transfers = await db()
    .selectFrom('ledger_transfers')
    .select(['idempotency_key'])
    .where('kind', '=', 'WIN')
    .where('idempotency_key', 'like', 'vendor:FICHA_LOTTO:win:%')
    .execute();
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.tx_id, 0);
  for (const t of transfers) {
    const id = t.idempotency_key.replace('vendor:FICHA_LOTTO:win:', '').replace(/:win$/, '');
    if (count.has(id)) count.set(id, count.get(id)! + 1);
  }
  return count;
}

describe('a settlement interrupted by a crash', () => {
  it('finishes on restart once its lease runs out, paying each win once', async () => {
    const sessions = [await player(), await player(), await player()];
    const key = await period(60_000);
    const tickets: PlacedTicket[] = [];
    for (const session of sessions) {
      tickets.push(
        await placeBets(session, key, ['big', '', '2.00'], ['small', '', '3.00'], ['pair', '4', '1.00']),
      );
    }
    // Dice 4-4-6: a total of 14, big wins 1.97, small loses, a pair of 4s wins 12.96.
    await drawnWith(key, [4, 4, 6]);
    // The crashed process had taken the lease, closed the first member's losing bet, and had the
    // wallet credit the second member's big bet, but marked nothing more.
    expect(await claimSettling(db(), key)).toBeDefined();
    await settleLosingSuborders(db(), 'FICHA_LOTTO', [tickets[0]!.suborders[1]!.id]);
    await settleWin(db(), sessions[1]!, {
      txId: `${tickets[1]!.suborders[0]!.id}:win`,
      betTxId: tickets[1]!.suborders[0]!.id,
      amount: 394n,
    });
    // The restarted process finds the period held, until the lease runs out.
    expect(await settleDuePeriods(db())).toEqual(['busy']);
    await sql`UPDATE lottery_periods SET settling_until = clock_timestamp() - interval '1 second'
      WHERE ${keyWhere(key)}`.execute(db());
    expect(await settleDuePeriods(db())).toEqual(['settled']);
    expect(await settleDuePeriods(db())).toEqual([]);

    for (const session of sessions) expect(await balanceOf(session)).toBe(10_000n - 600n + 394n + 1_296n);
    const paid = await winTransfers(sessions);
    for (const ticket of tickets) {
      expect(await winsOf(ticket)).toEqual([
        ['big', '', '394'],
        ['small', '', '0'],
        ['pair', '4', '1296'],
      ]);
      expect([paid.get(ticket.suborders[0]!.id), paid.get(ticket.suborders[2]!.id)]).toEqual([1, 1]);
    }
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });

  it('settles a period of many bets in bulk, to the cent', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => player()));
    const key = await period(60_000);
    const faces = ['1', '2', '3', '4', '5', '6'];
    let staked = 0n;
    for (const [i, session] of sessions.entries()) {
      for (let t = 0; t < 3; t += 1) {
        const bets: Array<[string, string, string]> = [
          ['big', '', '1.00'],
          ['odd', '', '1.50'],
          ['sum', String(4 + ((i + t) % 14)), '1.00'],
          ['pair', faces[(i + t) % 6]!, '1.00'],
          ['triple', faces[t]!, '1.00'],
        ];
        await placeBets(session, key, ...bets);
        staked += 550n;
      }
    }
    await drawnWith(key, [3, 5, 3]);
    expect(await settlePeriod(db(), key)).toBe('settled');
    // By hand for 3-5-3, a total of 11: big 1.97 (197), odd 1.50 x 1.97 = 2.955 (295), a total of
    // 11 (27 throws: 7.68, 768), a pair of 3s (1296); a triple never.
    const rows = await db()
      .selectFrom('lottery_suborders as s')
      .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
      .select(['s.bet_type', 's.pick', 's.win', 's.status'])
      .where('o.numero', '=', key.numero)
      .execute();
    const expected = (type: string, pick: string) =>
      ({ big: 197n, odd: 295n, sum: pick === '11' ? 768n : 0n, pair: pick === '3' ? 1_296n : 0n })[type] ??
      0n;
    let won = 0n;
    for (const row of rows) {
      expect(row.status).toBe('SETTLED');
      expect(BigInt(row.win!), `${row.bet_type} ${row.pick}`).toBe(expected(row.bet_type, row.pick));
      won += BigInt(row.win!);
    }
    expect(rows).toHaveLength(120);
    let balances = 0n;
    for (const session of sessions) balances += await balanceOf(session);
    expect(balances).toBe(80_000n - staked + won);
    const open = await db()
      .selectFrom('wallet_bets')
      .select('tx_id')
      .where('vendor_code', '=', 'FICHA_LOTTO')
      .where('settled_at', 'is', null)
      .where('won', '=', '0')
      .where('tx_id', 'like', 'LT%')
      .where(
        'member_id',
        'in',
        sessions.map((s) => String(s.memberId)),
      )
      .execute();
    expect(open).toEqual([]);
  });
});

describe('a ticket over the balance', () => {
  it('two tickets racing for the same money: one goes through whole, the other changes nothing', async () => {
    const session = await player(); // R$ 100.00
    const key = await period(60_000);
    const bets: Array<[string, string, string]> = [
      ['big', '', '20.00'],
      ['small', '', '20.00'],
      ['odd', '', '20.00'],
    ];
    const results = await Promise.allSettled([
      placeBets(session, key, ...bets),
      placeBets(session, key, ...bets),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(session)).toBe(4_000n);
    const subs = await db()
      .selectFrom('lottery_suborders as s')
      .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
      .select(['s.status'])
      .where('o.numero', '=', key.numero)
      .execute();
    const placed = subs.filter((s) => s.status === 'PLACED');
    expect(placed).toHaveLength(3);
    // The other ticket's sub-orders (if it got as far as the wallet) are all closed, none placed.
    for (const s of subs.filter((s) => s.status !== 'PLACED'))
      expect(['ROLLED_BACK', 'REFUSED']).toContain(s.status);
    // Only the placed ticket counts against the pick limits: 20.00 x 1.97 on each pick.
    const exposure = await db()
      .selectFrom('lottery_exposure')
      .select(['bet_type', 'liability'])
      .where('numero', '=', key.numero)
      .orderBy('bet_type')
      .execute();
    expect(exposure).toEqual([
      { bet_type: 'big', liability: '3940' },
      { bet_type: 'odd', liability: '3940' },
      { bet_type: 'small', liability: '3940' },
    ]);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });
});

/** The same database through a second pool: another server process. On PGlite, the same handle. */
async function otherProcess(): Promise<Database> {
  if (!process.env.DATABASE_URL) return database();
  const url = new URL(process.env.DATABASE_URL);
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db());
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

describe('two processes racing', () => {
  it('draw each period once and pay each win once, however their passes interleave', async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, () => player()));
    const keys = [await period(60_000), await period(60_000), await period(60_000), await period(60_000)];
    for (const key of keys) {
      for (const session of sessions)
        await placeBets(session, key, ['big', '', '1.00'], ['small', '', '1.00']);
    }
    for (const key of keys) await reachClose(key);
    const other = await otherProcess();
    try {
      const pass = (handle: Database) => drawDuePeriods(handle.db).then(() => settleDuePeriods(handle.db));
      for (let round = 0; round < 3; round += 1) {
        await Promise.all([pass(database()), pass(other), pass(database()), pass(other)]);
      }
    } finally {
      if (other !== database()) await other.close();
    }
    let expected = 0n;
    for (const key of keys) {
      const row = (await findPeriod(db(), key))!;
      expect(row.status).toBe('SETTLED');
      const dice = row.result as number[];
      // A triple loses both bets; otherwise exactly one of big and small wins 1.97.
      if (new Set(dice).size > 1) expected += 197n;
    }
    for (const session of sessions) expect(await balanceOf(session)).toBe(10_000n - 800n + expected);
    const paid = await winTransfers(sessions);
    // Each period paid one of its two bets per member (none on a triple), each once.
    const wins = [...paid.values()];
    expect(Math.max(...wins)).toBe(1);
    expect(wins.filter((n) => n === 1)).toHaveLength(Number(expected / 197n) * sessions.length);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });
});

describe('catching up at start-up', () => {
  it('makes the periods missed while no process ran, draws them in order and settles each', async () => {
    const game = lotteryGame('ficha_lotto_k3_3m')!;
    const merchant = { id: merchantId(), timeZone: 'America/Sao_Paulo' };
    const now = await databaseNowMs(db());
    // The last process made its periods 10 minutes ago; a member bet on the one then open.
    const then = await preparePeriods(db(), merchant, game, now - 10 * 60_000);
    const key = { merchantId: merchant.id, gameCode: game.code, numero: then.numero };
    const session = await player(game.code);
    await sql`UPDATE lottery_periods SET closes_at = clock_timestamp() + interval '1 minute',
      draws_at = clock_timestamp() + interval '1 minute' WHERE ${keyWhere(key)}`.execute(db());
    await placeBets(session, key, ['big', '', '4.00'], ['small', '', '4.00']);
    await sql`UPDATE lottery_periods SET closes_at = ${new Date(then.closesAt)}, draws_at = ${new Date(then.drawsAt)}
      WHERE ${keyWhere(key)}`.execute(db());

    const app = await createTestApp(database(), { LOTTERY_DRAWS: 'true' });
    try {
      const due = () =>
        db()
          .selectFrom('lottery_periods')
          .select(['numero', 'status', 'draws_at', 'drawn_at', 'settled_at'])
          .where('merchant_id', '=', merchant.id)
          .where('game_code', '=', game.code)
          .where('draws_at', '<=', new Date(now))
          .where('draws_at', '>=', new Date(then.drawsAt))
          .orderBy('draws_at')
          .execute();
      await expect
        .poll(async () => (await due()).every((row) => row.status === 'SETTLED'), { timeout: 20_000 })
        .toBe(true);
      const rows = await due();
      // Every 3 minutes in between has its period (10 minutes: three or four of them).
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < rows.length; i += 1) {
        expect(new Date(rows[i]!.draws_at).getTime() - new Date(rows[i - 1]!.draws_at).getTime()).toBe(
          180_000,
        );
        expect(new Date(rows[i]!.drawn_at!).getTime()).toBeGreaterThanOrEqual(
          new Date(rows[i - 1]!.drawn_at!).getTime(),
        );
      }
      const dice = (await findPeriod(db(), key))!.result as number[];
      expect(await balanceOf(session)).toBe(new Set(dice).size > 1 ? 10_000n - 800n + 788n : 9_200n);
    } finally {
      await app.close();
    }
  });
});
