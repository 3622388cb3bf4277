import { describe, expect, it } from 'vitest';
import { oddsOf } from './baccarat-table.ts';

describe('oddsOf', () => {
  it("writes what a side pays with the language's decimal sign", () => {
    expect(oddsOf('banker', 'PT')).toBe('0,95:1');
    expect(oddsOf('banker', 'EN')).toBe('0.95:1');
    expect(oddsOf('player', 'PT')).toBe('1:1');
    expect(oddsOf('tie', 'EN')).toBe('8:1');
  });
});
