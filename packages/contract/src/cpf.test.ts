import { describe, expect, it } from 'vitest';
import { normalizeCpf } from './cpf.ts';

describe('CPF check digits', () => {
  it('accepts valid CPFs with or without formatting', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('52998224725')).toBe('52998224725');
    expect(normalizeCpf('111.444.777-35')).toBe('11144477735');
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(normalizeCpf('529.982.247-24')).toBeUndefined();
    expect(normalizeCpf('5299822472')).toBeUndefined();
    expect(normalizeCpf('111.111.111-11')).toBeUndefined();
    expect(normalizeCpf('abc')).toBeUndefined();
  });
});
