import type { FieldRule } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { checkRule, digitsOnly, stripLeadingZero } from './server-rule';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  message: 'Username: 6 to 16 letters or digits, starting with a letter.',
  ...overrides,
});

describe('checkRule (spec section 5, the server test)', () => {
  it('ignores a disabled field', () => {
    expect(checkRule(rule({ enabled: false }), '')).toBeUndefined();
  });
  it('lets an empty optional field pass and asks for a required one', () => {
    expect(checkRule(rule({ required: false }), '   ')).toBeUndefined();
    expect(checkRule(rule(), '')).toBe('missing');
  });
  it('tests the trimmed value against the whole pattern', () => {
    expect(checkRule(rule(), '  jogador01 ')).toBeUndefined();
    expect(checkRule(rule(), '1jogador')).toBe('pattern');
  });
  it('compiles patterns with the unicode flag, as the server does', () => {
    expect(checkRule(rule({ pattern: "^[\\p{L}][\\p{L} .'-]{1,59}$" }), 'João da Silva')).toBeUndefined();
  });
  it('leaves a pattern the browser cannot compile to the server', () => {
    expect(checkRule(rule({ pattern: '(' }), 'anything')).toBeUndefined();
  });
});

describe('mobile and numeric input', () => {
  it('drops one leading zero only (spec section 3)', () => {
    expect(stripLeadingZero('011987654321')).toBe('11987654321');
    expect(stripLeadingZero('0011')).toBe('011');
  });
  it('keeps digits up to the length limit', () => {
    expect(digitsOnly('12a3-45 678', 6)).toBe('123456');
  });
});
