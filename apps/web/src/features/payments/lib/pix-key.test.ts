import { describe, expect, it } from 'vitest';
import { normalizePixKey } from './pix-key';

describe('normalizePixKey', () => {
  it('reads each key type the way the server stores it', () => {
    expect(normalizePixKey('EMAIL', ' jogador01@example.com ')).toBe('jogador01@example.com');
    expect(normalizePixKey('PHONE', '(11) 91234-5678')).toBe('+5511912345678');
    expect(normalizePixKey('PHONE', '+55 11 91234-5678')).toBe('+5511912345678');
    expect(normalizePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('EVP', '123E4567-E89B-12D3-A456-426614174000')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    );
  });

  it('refuses what cannot be a key', () => {
    expect(normalizePixKey('EMAIL', 'not-an-email')).toBeUndefined();
    expect(normalizePixKey('PHONE', '1234')).toBeUndefined();
    expect(normalizePixKey('CPF', '111.111.111-11')).toBeUndefined();
    expect(normalizePixKey('EVP', 'abc')).toBeUndefined();
  });
});
