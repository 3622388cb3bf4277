import { describe, expect, it } from 'vitest';
import { studioGame } from '../catalogue.ts';
import { fairRng } from '../fairness.ts';
import { measureRtp } from '../rtp-simulation.ts';
import { fruitLinesExactRtp } from './exact-rtp.ts';
import {
  FRUIT_LINES_CONFIG,
  FRUIT_LINES_PAYTABLE,
  FRUIT_LINES_SYMBOLS,
  fruitLinesRules,
} from './fruit-lines.ts';
import { evaluateLineSpin } from './paylines.ts';
import { reelWindow } from './reels.ts';
import { slotsRtpModels } from './slots-rtp.ts';

const DECLARED = studioGame('ficha_fruit_lines')!.declaredRtp;
const symbol = (key: string): number => FRUIT_LINES_SYMBOLS.find((entry) => entry.key === key)!.id;
const [LEMON, CHERRY, ORANGE, PLUM, GRAPES, MELON, SEVEN, STAR] = [
  'lemon',
  'cherry',
  'orange',
  'plum',
  'grapes',
  'melon',
  'seven',
  'star',
].map(symbol) as [number, number, number, number, number, number, number, number];

describe('Lucky Fruits', () => {
  it('returns the declared 96% exactly (counted over every combination of stops)', () => {
    expect(Math.abs(fruitLinesExactRtp() - DECLARED)).toBeLessThan(0.00001);
  });

  it('lists its symbols and pays for the rules sheet', () => {
    expect(FRUIT_LINES_CONFIG.paylines).toHaveLength(20);
    expect(new Set(FRUIT_LINES_CONFIG.paylines.map((line) => line.join())).size).toBe(20);
    expect(FRUIT_LINES_PAYTABLE.lines).toHaveLength(8);
    // Five sevens pay 1,500 line bets: 1,500 / 20 = 75x the stake.
    expect(FRUIT_LINES_PAYTABLE.lines.find((row) => row.symbol === SEVEN)?.pays).toEqual([
      { count: 3, payoutE4: 37_500 },
      { count: 4, payoutE4: 150_000 },
      { count: 5, payoutE4: 750_000 },
    ]);
    expect(FRUIT_LINES_PAYTABLE.scatter).toEqual([
      {
        symbol: STAR,
        pays: [
          { count: 3, payoutE4: 50_000 },
          { count: 4, payoutE4: 200_000 },
          { count: 5, payoutE4: 1_000_000 },
        ],
      },
    ]);
  });

  it('pays a line and three stars on a hand-made grid', () => {
    const grid = [
      [ORANGE, CHERRY, STAR],
      [PLUM, CHERRY, GRAPES],
      [STAR, CHERRY, MELON],
      [GRAPES, LEMON, PLUM],
      [STAR, SEVEN, ORANGE],
    ];
    const wins = evaluateLineSpin(FRUIT_LINES_CONFIG, grid);
    // Three cherries on the middle line: 15 line bets = 0.75x the stake.
    expect(wins.lineWins).toEqual([
      {
        line: 0,
        symbol: CHERRY,
        count: 3,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        payoutE4: 7_500,
      },
    ]);
    expect(wins.scatter).toEqual({
      count: 3,
      cells: [
        [0, 2],
        [2, 0],
        [4, 0],
      ],
      payoutE4: 50_000,
    });
    expect(wins.payoutE4).toBe(57_500);
  });

  it('is the same round for the same seeds and nonce', () => {
    const play = (nonce: number) => fruitLinesRules.play(fairRng('server-seed', 'client-seed', nonce), {});
    expect(play(7)).toEqual(play(7));
    expect(play(7).outcome.stops).not.toEqual(play(8).outcome.stops);
  });

  it('shows the strips at the stops and pays the sum of its wins', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const { payoutE4, outcome } = fruitLinesRules.play(fairRng('seed', 'player', nonce), {});
      outcome.stops.forEach((stop, reel) => {
        expect(outcome.grid[reel]).toEqual(reelWindow(FRUIT_LINES_CONFIG.strips[reel]!, stop, 3));
      });
      const lines = outcome.lineWins.reduce((sum, win) => sum + win.payoutE4, 0);
      expect(payoutE4).toBe(lines + outcome.scatter.payoutE4);
    }
  });

  it('returns the declared RTP over 200,000 spins, within 5 standard errors', () => {
    const spin = slotsRtpModels.find((model) => model.code === 'ficha_fruit_lines')!;
    const measured = measureRtp(spin, 200_000, 1);
    expect(Math.abs(measured.measured - DECLARED)).toBeLessThan(5 * measured.standardError);
  });
});
