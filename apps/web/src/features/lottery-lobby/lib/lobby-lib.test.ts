import type { OpenedLotteryGames } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { nextChangeInMs } from './next-change';
import { resultView } from './result-view';

describe('lottery lobby', () => {
  it('counts down in minutes and seconds, hours when far, never below zero', () => {
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('01:01:05');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it("shows the dice with their total, the digits, and a Vietnamese draw's special prize", () => {
    expect(resultView('dice3', [2, 5, 6])).toEqual({ balls: ['2', '5', '6'], total: 13 });
    expect(resultView('digits5', [0, 1, 9, 3, 3])).toEqual({ balls: ['0', '1', '9', '3', '3'] });
    expect(
      resultView('vietnam-north', {
        tiers: [
          { name: 'special', numbers: ['40512'] },
          { name: 'first', numbers: ['11111'] },
        ],
      }),
    ).toEqual({ balls: ['4', '0', '5', '1', '2'] });
    expect(resultView('dice3', null)).toBeNull();
  });

  it('asks again a second after the next close or draw, in the server clock', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const answer: OpenedLotteryGames = {
      // The server's clock runs 3 s ahead of this device.
      serverTime: '2026-11-25T12:00:03.000Z',
      list: [
        { closesAt: '2026-11-25T12:00:23.000Z', drawsAt: '2026-11-25T12:00:33.000Z' },
        { closesAt: '2026-11-25T18:00:00.000Z', drawsAt: '2026-11-25T18:15:00.000Z' },
      ] as OpenedLotteryGames['list'],
    };
    expect(nextChangeInMs(answer, now)).toBe(21_000);
    expect(nextChangeInMs({ ...answer, list: answer.list.slice(1) }, now)).toBe(60_000);
  });

  it('asks every 2 s while a draw that is due has not brought its result yet', () => {
    const now = Date.parse('2026-11-25T12:00:05Z');
    const game = {
      intervalSeconds: 60,
      closesAt: '2026-11-25T12:00:50.000Z',
      drawsAt: '2026-11-25T12:01:00.000Z',
      last: { numero: '20261125-0719', drawsAt: '2026-11-25T11:59:00.000Z' },
    } as OpenedLotteryGames['list'][number];
    const answer = { serverTime: '2026-11-25T12:00:05.000Z', list: [game] };
    expect(nextChangeInMs(answer, now)).toBe(2_000);
    const drawn = { ...game, last: { ...game.last!, drawsAt: '2026-11-25T12:00:00.000Z' } };
    expect(nextChangeInMs({ ...answer, list: [drawn] }, now)).toBe(46_000);
    // Long after the draw time, a missing result (a server down then) is not polled for.
    const later = { serverTime: '2026-11-25T12:00:40.000Z', list: [game] };
    expect(nextChangeInMs(later, Date.parse('2026-11-25T12:00:40Z'))).toBe(11_000);
  });
});
