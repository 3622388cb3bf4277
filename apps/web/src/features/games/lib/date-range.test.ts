import { describe, expect, it } from 'vitest';
import { fixRange, presetOf, presetRange } from './date-range';

const now = new Date(2026, 10, 21, 15, 30);

describe('game record date range', () => {
  it('builds the presets from local days', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(presetRange('week', now)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(presetRange('month', now)).toEqual({ startDate: '2026-10-23', endDate: '2026-11-21' });
  });

  it('recognises a preset and keeps typed ranges sane', () => {
    expect(presetOf({ startDate: '2026-11-15', endDate: '2026-11-21' }, now)).toBe('week');
    expect(presetOf({ startDate: '2026-11-01', endDate: '2026-11-21' }, now)).toBeUndefined();
    expect(fixRange({ startDate: '2026-11-25', endDate: '2026-12-30' }, now)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
  });
});
