import { describe, expect, it } from 'vitest';
import { studioGame } from '../catalogue.ts';
import { fairRng } from '../fairness.ts';
import { measureRtp } from '../rtp-simulation.ts';
import { megaWaysExactRtp, megaWaysMaxWinBoundE4 } from './exact-rtp.ts';
import {
  MEGA_WAYS_MAX_ROWS,
  MEGA_WAYS_MIN_ROWS,
  MEGA_WAYS_PAYING_SYMBOLS,
  MEGA_WAYS_PAYS,
  MEGA_WAYS_PAYTABLE,
  MEGA_WAYS_STRIPS,
  MEGA_WAYS_SYMBOLS,
  MEGA_WAYS_WILD,
  megaWaysRules,
} from './mega-ways.ts';
import { reelWindow } from './reels.ts';
import { slotsRtpModels } from './slots-rtp.ts';
import { scriptedRng } from './tools/scripted-rng.ts';
import { evaluateWays } from './ways.ts';

const DECLARED = studioGame('ficha_mega_ways')!.declaredRtp;
const symbol = (key: string): number => MEGA_WAYS_SYMBOLS.find((entry) => entry.key === key)!.id;

describe('Carnival Megaways', () => {
  it('returns the declared RTP (exact by symbol counts)', () => {
    expect(Math.abs(megaWaysExactRtp() - DECLARED)).toBeLessThan(0.0002);
    expect(megaWaysMaxWinBoundE4()).toBeLessThan(10_000 * 10_000);
  });

  it('lists ten paying symbols with pays per way for 3 to 6 reels', () => {
    expect(MEGA_WAYS_PAYTABLE).toHaveLength(10);
    expect(MEGA_WAYS_PAYTABLE.every((row) => row.pays.map(({ count }) => count).join() === '3,4,5,6')).toBe(
      true,
    );
    expect(MEGA_WAYS_PAYING_SYMBOLS).not.toContain(MEGA_WAYS_WILD);
    // King Momo never lands on the first reel.
    expect(MEGA_WAYS_STRIPS[0]).not.toContain(MEGA_WAYS_WILD);
  });

  it('counts ways on reels of different heights, the wild standing in', () => {
    const [mask, drum, wild] = [symbol('mask'), symbol('drum'), MEGA_WAYS_WILD];
    const grid = [
      [mask, drum],
      [wild, mask, drum],
      [drum, drum, mask, wild],
      [drum, drum],
      [mask],
      [drum, drum, drum],
    ];
    const wins = evaluateWays(grid, MEGA_WAYS_PAYS, MEGA_WAYS_WILD, MEGA_WAYS_PAYING_SYMBOLS);
    expect(wins).toEqual([
      expect.objectContaining({ symbol: drum, count: 4, ways: 1 * 2 * 3 * 2, payoutE4: 12 * 15_000 }),
      expect.objectContaining({ symbol: mask, count: 3, ways: 1 * 2 * 2, payoutE4: 4 * 10_000 }),
    ]);
  });

  it('draws six row counts, then six stops', () => {
    const rng = scriptedRng([0, 9, 10, 58, 99, 31, 1, 2, 3, 4, 5, 6]);
    const { outcome } = megaWaysRules.play(rng, {});
    expect(rng.asked).toEqual([
      100,
      100,
      100,
      100,
      100,
      100,
      ...MEGA_WAYS_STRIPS.map((strip) => strip.length),
    ]);
    expect(outcome.rows).toEqual([2, 2, 3, 5, 7, 3]);
    expect(outcome.ways).toBe(2 * 2 * 3 * 5 * 7 * 3);
    expect(outcome.stops).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is the same round for the same seeds and nonce', () => {
    const play = (nonce: number) => megaWaysRules.play(fairRng('server-seed', 'client-seed', nonce), {});
    expect(play(3)).toEqual(play(3));
    expect(play(3).outcome.stops).not.toEqual(play(4).outcome.stops);
  });

  it('shows 2 to 7 symbols per reel from the strips and pays the sum of its wins', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const { payoutE4, outcome } = megaWaysRules.play(fairRng('seed', 'player', nonce), {});
      outcome.rows.forEach((rows, reel) => {
        expect(rows).toBeGreaterThanOrEqual(MEGA_WAYS_MIN_ROWS);
        expect(rows).toBeLessThanOrEqual(MEGA_WAYS_MAX_ROWS);
        expect(outcome.grid[reel]).toEqual(reelWindow(MEGA_WAYS_STRIPS[reel]!, outcome.stops[reel]!, rows));
      });
      expect(payoutE4).toBe(outcome.wins.reduce((sum, win) => sum + win.payoutE4, 0));
    }
  });

  it('returns the declared RTP over 200,000 spins, within 5 standard errors', () => {
    const spin = slotsRtpModels.find((model) => model.code === 'ficha_mega_ways')!;
    const measured = measureRtp(spin, 200_000, 2);
    expect(Math.abs(measured.measured - DECLARED)).toBeLessThan(5 * measured.standardError);
  });
});
