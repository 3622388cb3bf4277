import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { settleDuePeriods } from '../src/modules/lottery/lottery-draws.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';

// Issue 14: "every bet type's payout against hand-computed cases", settled through the engine.

const { db, player, period, balanceOf, placeBets, drawnWith, winsOf } = lotteryFixtures();

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
