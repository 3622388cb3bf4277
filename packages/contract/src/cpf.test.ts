import { describe, expect, it } from 'vitest';
import { normalizeCpf } from './cpf.ts';

describe('CPF check digits', () => {
  it('accepts valid CPFs with or without formatting', () => {
    const valid = [
      ['529.982.247-25', '52998224725'],
      ['52998224725', '52998224725'],
      ['111.444.777-35', '11144477735'],
    ];
    for (const [input, digits] of valid) expect(normalizeCpf(input!), input).toBe(digits);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    for (const input of ['529.982.247-24', '5299822472', '111.111.111-11', 'abc']) {
      expect(normalizeCpf(input), input).toBeUndefined();
    }
  });
});
