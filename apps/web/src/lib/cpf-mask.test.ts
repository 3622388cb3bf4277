import { describe, expect, it } from 'vitest';
import { cpfDigits, maskCpf } from './cpf-mask';

describe('maskCpf (hardening 20: the CPF formatted as it is typed)', () => {
  it('places the dots and the dash as the digits arrive', () => {
    const typed = '52998224725';
    const steps = [...typed].map((_, index) => maskCpf(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('keeps digits only, at most eleven, whatever is pasted', () => {
    expect(maskCpf(' 529.982.247-25 ')).toBe('529.982.247-25');
    expect(maskCpf('529 982 247 25 99')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
  });

  it('re-formats after a deletion in the middle', () => {
    expect(maskCpf('529.98.247-25')).toBe('529.982.472-5');
  });

  it('gives back the digits the server expects', () => {
    expect(cpfDigits(maskCpf('52998224725'))).toBe('52998224725');
  });
});
