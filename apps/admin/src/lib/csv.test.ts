import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and new lines, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['name', 'amount'],
        [
          ['Silva, Ana', '-12.50'],
          ['say "hi"', '=1+1'],
          ['@x', null],
        ],
      ),
    ).toBe('name,amount\r\n"Silva, Ana",-12.50\r\n"say ""hi""",\'=1+1\r\n\'@x,');
  });
});
