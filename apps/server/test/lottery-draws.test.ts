import { LOTTERY_GAMES, lotteryGame } from '@ficha/games/lottery/lottery-games';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import {
  drawDuePeriods,
  drawOf,
  preparePeriods,
  settleDuePeriods,
} from '../src/modules/lottery/lottery-draws.ts';
import { findPeriod, markVoid } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { settleWin } from '../src/modules/wallet/seamless-wallet.service.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

const { db, database, merchantId, player, period, reachClose, balanceOf, placeBets } = lotteryFixtures();

describe('draws and settlement', () => {
  it('voids a period: every stake goes back once, however often settlement runs', async () => {
    const session = await player();
    const key = await period(30_000);
    await placeBets(session, key, ['big', '', '10.00'], ['pair', '2', '4.00']);
    expect(await markVoid(db(), key)).toBe(true);
    await settleDuePeriods(db());
    await settleDuePeriods(db());
    expect(await balanceOf(session)).toBe(10_000n);
    expect((await findPeriod(db(), key))!).toMatchObject({ status: 'VOID' });
    expect((await findPeriod(db(), key))!.settled_at).not.toBeNull();
    expect(await markVoid(db(), key)).toBe(false);
  });

  it('pays a win once when settlement stopped after the wallet credited it', async () => {
    const session = await player();
    const key = await period(60_000);
    const ticket = await placeBets(
      session,
      key,
      ['any_triple', '', '1.00'],
      ['odd', '', '1.00'],
      ['even', '', '1.00'],
    );
    await reachClose(key);
    await drawDuePeriods(db());
    const dice = drawOf((await findPeriod(db(), key))!) as number[];
    const total = dice.reduce((sum, die) => sum + die, 0);
    const triple = new Set(dice).size === 1;
    // The crash: the wallet credited the odd bet's win, the sub-order was never marked.
    const oddWin = !triple && total % 2 === 1 ? 197n : 0n;
    await settleWin(db(), session, {
      txId: `${ticket.suborders[1]!.id}:win`,
      betTxId: ticket.suborders[1]!.id,
      amount: oddWin,
    });
    await settleDuePeriods(db());
    const evenWin = !triple && total % 2 === 0 ? 197n : 0n;
    const tripleWin = triple ? 3_456n : 0n;
    expect(await balanceOf(session)).toBe(9_700n + oddWin + evenWin + tripleWin);
    expect((await findPeriod(db(), key))!.status).toBe('SETTLED');
  });

  it('draws each period once with two processes racing', async () => {
    const session = await player();
    const keys = [await period(60_000), await period(60_000), await period(60_000)];
    for (const key of keys) await placeBets(session, key, ['big', '', '1.00']);
    for (const key of keys) await reachClose(key);
    const other = process.env.DATABASE_URL ? await secondProcessDatabase() : database();
    try {
      const drawn = await Promise.all([drawDuePeriods(db()), drawDuePeriods(other.db), drawDuePeriods(db())]);
      expect(drawn.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(3);
      await Promise.all([settleDuePeriods(db()), settleDuePeriods(other.db)]);
      await settleDuePeriods(db());
    } finally {
      if (other !== database()) await other.close();
    }
    let expected = 9_700n;
    for (const key of keys) {
      const row = (await findPeriod(db(), key))!;
      expect(row.status).toBe('SETTLED');
      const dice = drawOf(row) as number[];
      const total = dice.reduce((sum, die) => sum + die, 0);
      if (new Set(dice).size > 1 && total >= 11) expected += 197n;
    }
    expect(await balanceOf(session)).toBe(expected);
    const wins = await db()
      .selectFrom('lottery_suborders')
      .select('id')
      .where('status', '=', 'SETTLED')
      .where(
        'order_id',
        'in',
        db().selectFrom('lottery_orders').select('id').where('member_id', '=', String(session.memberId)),
      )
      .execute();
    expect(wins).toHaveLength(3);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });

  it('makes and draws the periods missed while every process was down, in order', async () => {
    const game = lotteryGame('ficha_lotto_5d_1m')!;
    const merchant = { id: merchantId(), timeZone: 'America/Sao_Paulo' };
    const now = await databaseNowMs(db());
    await preparePeriods(db(), merchant, game, now - 5 * 60_000);
    await preparePeriods(db(), merchant, game, now);
    await drawDuePeriods(db());
    const rows = await db()
      .selectFrom('lottery_periods')
      .select(['numero', 'status', 'draws_at', 'drawn_at'])
      .where('merchant_id', '=', merchantId())
      .where('game_code', '=', game.code)
      .orderBy('draws_at')
      .execute();
    const drawn = rows.filter((row) => row.status !== 'OPEN');
    expect(drawn.length).toBeGreaterThanOrEqual(5);
    // Every minute in between has its period: consecutive numeros, drawn oldest first.
    const minutes = drawn.map((row) => new Date(row.draws_at).getTime());
    for (let i = 1; i < minutes.length; i += 1) expect(minutes[i]! - minutes[i - 1]!).toBe(60_000);
    const drawnAt = drawn.map((row) => new Date(row.drawn_at!).getTime());
    expect([...drawnAt].sort((a, b) => a - b)).toEqual(drawnAt);
    // The period taking bets now and the next one are open, their seeds already committed.
    expect(rows.filter((row) => row.status === 'OPEN')).toHaveLength(2);
  });
});

/** The same database through a second pool: what another server process would hold. */
async function secondProcessDatabase(): Promise<Database> {
  const url = new URL(process.env.DATABASE_URL!);
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db());
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

describe('the draw loop of a server process', () => {
  it("makes every game's open and next period at start, then draws and settles what comes due", async () => {
    const session = await player();
    const key = await period(60_000);
    await placeBets(session, key, ['even', '', '3.00']);
    await reachClose(key);
    const app = await createTestApp(database(), { LOTTERY_DRAWS: 'true' });
    try {
      await expect
        .poll(async () => (await findPeriod(db(), key))?.status, { timeout: 20_000 })
        .toBe('SETTLED');
      const open = await db()
        .selectFrom('lottery_periods')
        .select(['game_code'])
        .where('merchant_id', '=', merchantId())
        .where('status', '=', 'OPEN')
        .where('numero', 'not like', 'T%')
        .execute();
      for (const game of LOTTERY_GAMES) {
        expect(open.filter((row) => row.game_code === game.code).length, game.code).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await app.close();
    }
  });
});
