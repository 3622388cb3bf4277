import { describe, expect, it } from 'vitest';
import { type LotterySchedule, nextPeriod, periodAt, periodsDrawnBetween } from './lottery-schedule.ts';

const SAO_PAULO = 'America/Sao_Paulo'; // UTC-3 all year
const oneMinute: LotterySchedule = { kind: 'interval', seconds: 60, closeBeforeSeconds: 10 };
const daily: LotterySchedule = { kind: 'daily', drawAt: '18:15', closeBeforeSeconds: 900 };
const at = (iso: string) => Date.parse(iso);

describe('lottery periods', () => {
  it('number one-minute periods from local midnight and close ten seconds before the draw', () => {
    const period = periodAt(oneMinute, at('2026-11-25T03:00:30Z'), SAO_PAULO); // 00:00:30 local
    expect(period).toEqual({
      numero: '20261125-0001',
      opensAt: at('2026-11-25T03:00:00Z'),
      closesAt: at('2026-11-25T03:00:50Z'),
      drawsAt: at('2026-11-25T03:01:00Z'),
    });
  });

  it('give the same period to any moment before its draw and the next one at the draw', () => {
    expect(periodAt(oneMinute, at('2026-11-25T03:00:59.999Z'), SAO_PAULO).numero).toBe('20261125-0001');
    expect(periodAt(oneMinute, at('2026-11-25T03:01:00Z'), SAO_PAULO).numero).toBe('20261125-0002');
  });

  it('end the local day at 1440 and start the next at 0001', () => {
    const last = periodAt(oneMinute, at('2026-11-26T02:59:30Z'), SAO_PAULO);
    expect(last.numero).toBe('20261125-1440');
    expect(nextPeriod(oneMinute, last, SAO_PAULO).numero).toBe('20261126-0001');
  });

  it('draw a daily game at its local time, and take bets for tomorrow once today has drawn', () => {
    expect(periodAt(daily, at('2026-11-25T21:14:00Z'), SAO_PAULO)).toEqual({
      numero: '20261125',
      opensAt: at('2026-11-24T21:15:00Z'),
      closesAt: at('2026-11-25T21:00:00Z'),
      drawsAt: at('2026-11-25T21:15:00Z'),
    });
    expect(periodAt(daily, at('2026-11-25T21:15:00Z'), SAO_PAULO).numero).toBe('20261126');
  });

  it('follow a zone with daylight saving time', () => {
    // New York: 2026-11-01 has 25 hours; midnight local is 04:00Z before and 05:00Z after.
    const period = periodAt(daily, at('2026-11-02T12:00:00Z'), 'America/New_York');
    expect(period.drawsAt).toBe(at('2026-11-02T23:15:00Z'));
    expect(period.opensAt).toBe(at('2026-11-01T23:15:00Z'));
  });

  it('list the periods a process missed, oldest first, without the one still open', () => {
    const missed = periodsDrawnBetween(
      oneMinute,
      at('2026-11-25T03:00:00Z'),
      at('2026-11-25T03:03:30Z'),
      SAO_PAULO,
    );
    expect(missed.map((period) => period.numero)).toEqual([
      '20261125-0001',
      '20261125-0002',
      '20261125-0003',
    ]);
  });
});
