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
import { claimSettling, findPeriod, type PeriodKey } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { type GameSession, settleWin } from '../src/modules/wallet/seamless-wallet.service.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

// Issue 14: "exactly one draw per period even with several server processes (two processes racing
// are tested), and a process that was down catches up on missed periods in order at start-up,
// settling each"; "every bet type's payout against hand-computed cases"; "a draw is never applied
// twice; a settlement interrupted by a crash finishes on restart".

const { db, database, merchantId, player, period, reachClose, balanceOf, placeBets } = lotteryFixtures();

const keyWhere = (key: PeriodKey) =>
  sql`merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`;

/** The period drawn with this result (as if its seed had drawn it), ready to settle. */
async function drawnWith(key: PeriodKey, result: unknown): Promise<void> {
  await reachClose(key);
  await sql`UPDATE lottery_periods SET status = 'DRAWN', result = ${JSON.stringify(result)}::jsonb,
    drawn_at = clock_timestamp() WHERE ${keyWhere(key)}`.execute(db());
}

/** The wins of a ticket's sub-orders, in order, as settlement wrote them. */
async function winsOf(ticket: PlacedTicket): Promise<Array<[string, string, string | null]>> {
  const rows = await db()
    .selectFrom('lottery_suborders')
    .select(['bet_type', 'pick', 'win', 'status'])
    .where('order_id', '=', ticket.orderId)
    .orderBy(sql`length(id)`)
    .orderBy('id')
    .execute();
  for (const row of rows) expect(row.status).toBe('SETTLED');
  return rows.map((row) => [row.bet_type, row.pick, row.win]);
}

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

describe("every bet type's payout, by hand", () => {
  it('fast dice 2-2-5 (a total of 9)', async () => {
    const session = await player();
    const key = await period(60_000);
    const ticket = await placeBets(
      session,
      key,
      ['sum', '9', '1.00'], // 25 throws of 216 make 9: 0.96 x 216 / 25 = 8.2944 -> 8.29
      ['sum', '10', '1.00'],
      ['big', '', '1.00'],
      ['small', '', '2.50'], // 2.50 x 1.97 = 4.925: the half cent stays with the house
      ['odd', '', '1.00'],
      ['even', '', '1.00'],
      ['triple', '2', '1.00'],
      ['any_triple', '', '1.00'],
      ['pair', '2', '1.00'], // two 2s: 12.96
      ['pair', '5', '1.00'],
    );
    await drawnWith(key, [2, 2, 5]);
    await settleDuePeriods(db());
    expect(await winsOf(ticket)).toEqual([
      ['sum', '9', '829'],
      ['sum', '10', '0'],
      ['big', '', '0'],
      ['small', '', '492'],
      ['odd', '', '197'],
      ['even', '', '0'],
      ['triple', '2', '0'],
      ['any_triple', '', '0'],
      ['pair', '2', '1296'],
      ['pair', '5', '0'],
    ]);
    expect(await balanceOf(session)).toBe(10_000n - 1_150n + 829n + 492n + 197n + 1_296n);
  });

  it('5 digits 3-0-7-9-5 (a total of 24)', async () => {
    const game = 'ficha_lotto_5d_1m';
    const session = await player(game);
    const key = await period(60_000, 60_000, game);
    const bets: Array<[string, string, string]> = [
      ['position', '3:7', '1.00'], // 0.97 / 0.1 = 9.70
      ['position', '1:7', '1.00'],
      ['position_big', '4', '1.00'], // 9: 1.94
      ['position_small', '2', '1.00'], // 0
      ['position_odd', '1', '1.00'], // 3
      ['position_even', '1', '1.00'],
      ['sum_big', '', '1.00'], // 24 >= 23
      ['sum_small', '', '1.00'],
      ['sum_odd', '', '1.00'],
      ['sum_even', '', '1.00'],
      ['front2', '30', '1.00'], // 97.00
      ['back2', '95', '1.00'],
      ['front3', '307', '1.00'], // 970.00
      ['back3', '796', '1.00'],
      ['dragon', '', '1.00'], // 3 is below 5: tiger wins, 0.97 / 0.45 = 2.155 -> 2.15
      ['tiger', '', '1.00'],
      ['tie', '', '1.00'],
    ];
    const ticket = await placeBets(session, key, ...bets);
    await drawnWith(key, [3, 0, 7, 9, 5]);
    await settleDuePeriods(db());
    const wins = ['970', '0', '194', '194', '194', '0', '194', '0', '0', '194', '9700', '9700', '97000', '0'];
    wins.push('0', '215', '0');
    expect(await winsOf(ticket)).toEqual(bets.map(([type, pick], i) => [type, pick, wins[i]]));
    const paid = wins.reduce((sum, w) => sum + BigInt(w), 0n);
    expect(await balanceOf(session)).toBe(10_000n - 1_700n + paid);
  });

  it('Vietnam north (VN mode): lô per matching prize number, đề and càng on the special prize, xiên', async () => {
    const game = 'ficha_lotto_vn';
    const session = await player(game);
    const key = await period(60_000, 60_000, game);
    const ticket = await placeBets(
      session,
      key,
      ['lo2', '45', '1.00'], // four numbers end in 45: 4 x 3.51
      ['lo3', '345', '1.00'], // 41.30
      ['de', '45', '1.00'], // 95.00
      ['de', '10', '1.00'],
      ['cang3', '345', '1.00'], // 950.00
      ['xien2', '10-45', '1.00'], // 17.30
      ['xien3', '10-11-45', '1.00'],
    );
    await drawnWith(key, {
      tiers: [
        { name: 'special', numbers: ['12345'] },
        { name: 'first', numbers: ['00045'] },
        { name: 'sixth', numbers: ['945', '310'] },
        { name: 'seventh', numbers: ['45', '10'] },
      ],
    });
    await settleDuePeriods(db());
    expect(await winsOf(ticket)).toEqual([
      ['lo2', '45', '1404'],
      ['lo3', '345', '4130'],
      ['de', '45', '9500'],
      ['de', '10', '0'],
      ['cang3', '345', '95000'],
      ['xien2', '10-45', '1730'],
      ['xien3', '10-11-45', '0'],
    ]);
    expect(await balanceOf(session)).toBe(10_000n - 700n + 1_404n + 4_130n + 9_500n + 95_000n + 1_730n);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });
});

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
