import { sha256Hex } from '@ficha/games/fairness';
import { lotteryGame } from '@ficha/games/lottery/lottery-games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import {
  findPeriod,
  insertPeriod,
  markVoid,
  type PeriodKey,
  saveGameSettings,
} from '../src/modules/lottery/lottery.repository.ts';
import {
  drawDuePeriods,
  drawOf,
  newPeriodSeed,
  preparePeriods,
  settleDuePeriods,
} from '../src/modules/lottery/lottery-draws.ts';
import {
  cancelSuborder,
  placeTicket,
  type TicketBet,
} from '../src/modules/lottery/lottery-orders.service.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import {
  type GameSession,
  openGameSession,
  settleWin,
  walletBalance,
} from '../src/modules/wallet/seamless-wallet.service.ts';
import { createTestDatabase, demoMerchantId } from './test-app.ts';
import { deposit, newMember } from './wallet-fixtures.ts';

const GAME = 'ficha_lotto_k3_1m';
let database: Database;
let drop: () => Promise<void>;
let merchantId: number;
let periods = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  merchantId = await demoMerchantId(database.db);
});
afterAll(() => drop());

const db = () => database.db;

/** A member with R$ 100.00 and a lottery session of the one-minute fast dice game. */
async function player(gameCode = GAME): Promise<GameSession> {
  const memberId = await newMember(db(), merchantId, 'lotto');
  await deposit(db(), merchantId, memberId, 10_000n);
  return openGameSession(db(), {
    merchantId,
    memberId,
    vendorCode: 'FICHA_LOTTO',
    gameCode,
    currency: 'BRL',
  });
}

/** A period of its own (a numero no schedule makes), closing and drawing at these offsets from now. */
async function period(closesInMs: number, drawsInMs = closesInMs, gameCode = GAME): Promise<PeriodKey> {
  periods += 1;
  const now = await databaseNowMs(db());
  const key = { merchantId, gameCode, numero: `T${Date.now()}-${periods}` };
  await insertPeriod(
    db(),
    key,
    { numero: key.numero, opensAt: now - 60_000, closesAt: now + closesInMs, drawsAt: now + drawsInMs },
    newPeriodSeed(),
  );
  return key;
}

const balanceOf = async (session: GameSession) => (await walletBalance(db(), session)).balance;
/**
 * The clock reaches the period's close (and, unless `drawToo` is false, its draw): its times move
 * to just now, rather than the test waiting for them.
 */
async function reachClose(key: PeriodKey, drawToo = true): Promise<void> {
  await sql`
    UPDATE lottery_periods SET closes_at = clock_timestamp() - interval '1 millisecond',
      draws_at = CASE WHEN ${drawToo}::boolean THEN clock_timestamp() - interval '1 millisecond' ELSE draws_at END
    WHERE merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`.execute(
    db(),
  );
}

describe('a lottery ticket through the draw', () => {
  it('places three sub-orders, cancels one before the close and pays the others from the revealed draw', async () => {
    const session = await player();
    const key = await period(60_000);
    const bets: TicketBet[] = [
      { betType: 'big', pick: '', amount: '10.00' },
      { betType: 'sum', pick: '10', amount: '5.00' },
      { betType: 'triple', pick: '6', amount: '2.00' },
    ];
    const ticket = await placeTicket(db(), session, { numero: key.numero, bets });
    expect(ticket.total).toBe('17.00');
    expect(ticket.balance).toBe('83.00');
    expect(ticket.suborders.map((s) => s.odds)).toEqual(['1.97', '7.68', '207.36']);

    expect(await cancelSuborder(db(), session.memberId, ticket.suborders[2]!.id)).toEqual({
      balance: '85.00',
    });

    await reachClose(key);
    await drawDuePeriods(db());
    await settleDuePeriods(db());

    const row = (await findPeriod(db(), key))!;
    expect(row.status).toBe('SETTLED');
    expect(sha256Hex(row.seed)).toBe(row.seed_hash);
    const dice = drawOf(row) as [number, number, number];
    expect(row.result).toEqual(dice);
    const total = dice[0] + dice[1] + dice[2];
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    // By hand: big pays 1.97 per 1, a total of 10 pays 7.68.
    const bigWin = !triple && total >= 11 ? 1_970n : 0n;
    const sumWin = total === 10 ? 3_840n : 0n;
    expect(await balanceOf(session)).toBe(8_500n + bigWin + sumWin);
    const subs = await db()
      .selectFrom('lottery_suborders')
      .select(['status', 'win'])
      .where('order_id', '=', ticket.orderId)
      .orderBy('id')
      .execute();
    expect(subs).toEqual([
      { status: 'SETTLED', win: String(bigWin) },
      { status: 'SETTLED', win: String(sumWin) },
      { status: 'CANCELLED', win: null },
    ]);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
  });
});

describe('refused bets change nothing', () => {
  it('refuses a ticket after the close', async () => {
    const session = await player();
    const key = await period(-1_000, 30_000);
    await expect(
      placeTicket(db(), session, {
        numero: key.numero,
        bets: [{ betType: 'big', pick: '', amount: '1.00' }],
      }),
    ).rejects.toMatchObject({ code: 'BETTING_CLOSED' });
    expect(await balanceOf(session)).toBe(10_000n);
    const orders = await db()
      .selectFrom('lottery_orders')
      .select('id')
      .where('numero', '=', key.numero)
      .execute();
    expect(orders).toEqual([]);
  });

  it('refuses a malformed pick, a stake outside the limits and a ticket over the balance', async () => {
    const session = await player();
    const key = await period(30_000);
    const place = (bets: TicketBet[]) => placeTicket(db(), session, { numero: key.numero, bets });
    await expect(place([{ betType: 'sum', pick: '19', amount: '1.00' }])).rejects.toMatchObject({
      code: 'INVALID_PICK',
    });
    await expect(place([{ betType: 'lo2', pick: '12', amount: '1.00' }])).rejects.toMatchObject({
      code: 'INVALID_PICK',
    });
    await expect(place([{ betType: 'big', pick: '', amount: '0.50' }])).rejects.toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
      value: { min: '1.00', max: '5000.00' },
    });
    await expect(place([{ betType: 'big', pick: '', amount: '1.234' }])).rejects.toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
    });
    await expect(
      place([
        { betType: 'big', pick: '', amount: '60.00' },
        { betType: 'small', pick: '', amount: '60.00' },
      ]),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(session)).toBe(10_000n);
  });

  it('refuses a cancel once the period has closed', async () => {
    const session = await player();
    const key = await period(60_000);
    const ticket = await placeTicket(db(), session, {
      numero: key.numero,
      bets: [{ betType: 'odd', pick: '', amount: '2.00' }],
    });
    await reachClose(key, false);
    await expect(cancelSuborder(db(), session.memberId, ticket.suborders[0]!.id)).rejects.toMatchObject({
      code: 'ORDER_CLOSED',
    });
    expect(await balanceOf(session)).toBe(9_800n);
  });

  it("refuses another member's sub-order", async () => {
    const owner = await player();
    const other = await player();
    const key = await period(30_000);
    const ticket = await placeTicket(db(), owner, {
      numero: key.numero,
      bets: [{ betType: 'odd', pick: '', amount: '2.00' }],
    });
    await expect(cancelSuborder(db(), other.memberId, ticket.suborders[0]!.id)).rejects.toMatchObject({
      code: 'ORDER_CLOSED',
    });
    expect(await balanceOf(owner)).toBe(9_800n);
  });
});

describe('limits', () => {
  it('caps what one pick may pay in a period, across members, and frees a cancelled share', async () => {
    const game = 'ficha_lotto_k3_3m';
    await saveGameSettings(db(), merchantId, game, {
      suspended: false,
      minBet: null,
      maxBet: null,
      maxPickLiability: 5_000n, // R$ 50.00 of payout on one pick
      maxPeriodStake: null,
      odds: {},
    });
    const open = async () => {
      const memberId = await newMember(db(), merchantId, 'cap');
      await deposit(db(), merchantId, memberId, 10_000n);
      return openGameSession(db(), {
        merchantId,
        memberId,
        vendorCode: 'FICHA_LOTTO',
        gameCode: game,
        currency: 'BRL',
      });
    };
    const now = await databaseNowMs(db());
    const numero = `CAP${Date.now()}`;
    await insertPeriod(
      db(),
      { merchantId, gameCode: game, numero },
      { numero, opensAt: now - 1_000, closesAt: now + 60_000, drawsAt: now + 60_000 },
      newPeriodSeed(),
    );
    const first = await open();
    const second = await open();
    // A total of 10 pays 7.68: R$ 5.00 may pay 38.40; another R$ 2.00 (15.36) would pass 50.00.
    const ticket = await placeTicket(db(), first, {
      numero,
      bets: [{ betType: 'sum', pick: '10', amount: '5.00' }],
    });
    await expect(
      placeTicket(db(), second, { numero, bets: [{ betType: 'sum', pick: '10', amount: '2.00' }] }),
    ).rejects.toMatchObject({ code: 'PICK_LIMIT_REACHED' });
    expect(await balanceOf(second)).toBe(10_000n);
    // Another pick is free.
    await placeTicket(db(), second, { numero, bets: [{ betType: 'sum', pick: '11', amount: '2.00' }] });
    await cancelSuborder(db(), first.memberId, ticket.suborders[0]!.id);
    await placeTicket(db(), second, { numero, bets: [{ betType: 'sum', pick: '10', amount: '5.00' }] });
  });

  it('refuses every bet on a suspended game and stakes above the per-period limit', async () => {
    const game = 'ficha_lotto_5d_5m';
    const session = await player(game);
    const key = await period(30_000, 30_000, game);
    await saveGameSettings(db(), merchantId, game, {
      suspended: false,
      minBet: null,
      maxBet: null,
      maxPickLiability: null,
      maxPeriodStake: 1_000n,
      odds: {},
    });
    await placeTicket(db(), session, {
      numero: key.numero,
      bets: [{ betType: 'sum_big', pick: '', amount: '6.00' }],
    });
    await expect(
      placeTicket(db(), session, {
        numero: key.numero,
        bets: [{ betType: 'sum_big', pick: '', amount: '5.00' }],
      }),
    ).rejects.toMatchObject({ code: 'PERIOD_STAKE_LIMIT', value: { max: '10.00' } });
    await saveGameSettings(db(), merchantId, game, {
      suspended: true,
      minBet: null,
      maxBet: null,
      maxPickLiability: null,
      maxPeriodStake: null,
      odds: {},
    });
    await expect(
      placeTicket(db(), session, {
        numero: key.numero,
        bets: [{ betType: 'sum_big', pick: '', amount: '1.00' }],
      }),
    ).rejects.toMatchObject({ code: 'LOTTERY_SUSPENDED' });
    expect(await balanceOf(session)).toBe(9_400n);
  });
});

describe('draws and settlement', () => {
  it('voids a period: every stake goes back once, however often settlement runs', async () => {
    const session = await player();
    const key = await period(30_000);
    await placeTicket(db(), session, {
      numero: key.numero,
      bets: [
        { betType: 'big', pick: '', amount: '10.00' },
        { betType: 'pair', pick: '2', amount: '4.00' },
      ],
    });
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
    const ticket = await placeTicket(db(), session, {
      numero: key.numero,
      bets: [
        { betType: 'any_triple', pick: '', amount: '1.00' },
        { betType: 'odd', pick: '', amount: '1.00' },
        { betType: 'even', pick: '', amount: '1.00' },
      ],
    });
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
    for (const key of keys)
      await placeTicket(db(), session, {
        numero: key.numero,
        bets: [{ betType: 'big', pick: '', amount: '1.00' }],
      });
    for (const key of keys) await reachClose(key);
    const other = process.env.DATABASE_URL ? await secondProcessDatabase() : database;
    try {
      const drawn = await Promise.all([drawDuePeriods(db()), drawDuePeriods(other.db), drawDuePeriods(db())]);
      expect(drawn.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(3);
      await Promise.all([settleDuePeriods(db()), settleDuePeriods(other.db)]);
      await settleDuePeriods(db());
    } finally {
      if (other !== database) await other.close();
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
    const merchant = { id: merchantId, timeZone: 'America/Sao_Paulo' };
    const now = await databaseNowMs(db());
    await preparePeriods(db(), merchant, game, now - 5 * 60_000);
    await preparePeriods(db(), merchant, game, now);
    await drawDuePeriods(db());
    const rows = await db()
      .selectFrom('lottery_periods')
      .select(['numero', 'status', 'draws_at', 'drawn_at'])
      .where('merchant_id', '=', merchantId)
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
