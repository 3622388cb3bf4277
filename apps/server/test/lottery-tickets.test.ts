import { sha256Hex } from '@ficha/games/fairness';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { saveGameSettings } from '../src/modules/lottery/limits.queries.ts';
import {
  drawDuePeriods,
  drawOf,
  newPeriodSeed,
  settleDuePeriods,
} from '../src/modules/lottery/lottery-draws.ts';
import {
  cancelSuborder,
  placeTicket,
  type TicketBet,
} from '../src/modules/lottery/lottery-orders.service.ts';
import { findPeriod, insertPeriod } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { deposit, newMember } from './wallet-fixtures.ts';

const { db, merchantId, player, period, reachClose, balanceOf, placeBets } = lotteryFixtures();

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
    await expect(placeBets(session, key, ['big', '', '1.00'])).rejects.toMatchObject({
      code: 'BETTING_CLOSED',
    });
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
    const ticket = await placeBets(session, key, ['odd', '', '2.00']);
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
    const ticket = await placeBets(owner, key, ['odd', '', '2.00']);
    await expect(cancelSuborder(db(), other.memberId, ticket.suborders[0]!.id)).rejects.toMatchObject({
      code: 'ORDER_CLOSED',
    });
    expect(await balanceOf(owner)).toBe(9_800n);
  });
});

describe('limits', () => {
  it('caps what one pick may pay in a period, across members, and frees a cancelled share', async () => {
    const game = 'ficha_lotto_k3_3m';
    await saveGameSettings(db(), merchantId(), game, {
      suspended: false,
      minBet: null,
      maxBet: null,
      maxPickLiability: 5_000n, // R$ 50.00 of payout on one pick
      maxPeriodStake: null,
      odds: {},
    });
    const open = async () => {
      const memberId = await newMember(db(), merchantId(), 'cap');
      await deposit(db(), merchantId(), memberId, 10_000n);
      return openGameSession(db(), {
        merchantId: merchantId(),
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
      { merchantId: merchantId(), gameCode: game, numero },
      { numero, opensAt: now - 1_000, closesAt: now + 60_000, drawsAt: now + 60_000 },
      newPeriodSeed(),
    );
    const first = await open();
    const second = await open();
    // A total of 10 pays 7.68: R$ 5.00 may pay 38.40; another R$ 2.00 (15.36) would pass 50.00.
    const ticket = await placeBets(first, numero, ['sum', '10', '5.00']);
    await expect(placeBets(second, numero, ['sum', '10', '2.00'])).rejects.toMatchObject({
      code: 'PICK_LIMIT_REACHED',
    });
    expect(await balanceOf(second)).toBe(10_000n);
    // Another pick is free.
    await placeBets(second, numero, ['sum', '11', '2.00']);
    await cancelSuborder(db(), first.memberId, ticket.suborders[0]!.id);
    await placeBets(second, numero, ['sum', '10', '5.00']);
  });

  it('refuses every bet on a suspended game and stakes above the per-period limit', async () => {
    const game = 'ficha_lotto_5d_5m';
    const session = await player(game);
    const key = await period(30_000, 30_000, game);
    await saveGameSettings(db(), merchantId(), game, {
      suspended: false,
      minBet: null,
      maxBet: null,
      maxPickLiability: null,
      maxPeriodStake: 1_000n,
      odds: {},
    });
    await placeBets(session, key, ['sum_big', '', '6.00']);
    await expect(placeBets(session, key, ['sum_big', '', '5.00'])).rejects.toMatchObject({
      code: 'PERIOD_STAKE_LIMIT',
      value: { max: '10.00' },
    });
    await saveGameSettings(db(), merchantId(), game, {
      suspended: true,
      minBet: null,
      maxBet: null,
      maxPickLiability: null,
      maxPeriodStake: null,
      odds: {},
    });
    await expect(placeBets(session, key, ['sum_big', '', '1.00'])).rejects.toMatchObject({
      code: 'LOTTERY_SUSPENDED',
    });
    expect(await balanceOf(session)).toBe(9_400n);
  });
});
