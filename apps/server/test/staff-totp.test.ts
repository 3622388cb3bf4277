import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from '../src/modules/staff/totp.ts';

// RFC 6238 appendix B, the SHA-1 rows: the ASCII seed "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (hardening 2)', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 appendix B vector at T=%i', (seconds, expected) => {
    expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(expected);
    // Our 6-digit codes are the same value modulo 10^6.
    expect(totpCode(RFC_SEED, totpStep(seconds * 1000))).toBe(expected.slice(2));
  });

  it('accepts a code one step either side, never one already used, never a malformed one', () => {
    const at = 1111111111 * 1000;
    const now = totpStep(at);
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now), at, null)).toBe(now);
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now - 1), at, null)).toBe(now - 1);
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now + 1), at, null)).toBe(now + 1);
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now + 2), at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now - 2), at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now), at, now)).toBeNull();
    expect(matchTotp(RFC_SEED, totpCode(RFC_SEED, now + 1), at, now)).toBe(now + 1);
    expect(matchTotp(RFC_SEED, '12345', at, null)).toBeNull();
    expect(matchTotp(RFC_SEED, '1234567', at, null)).toBeNull();
  });

  it('round-trips base32 (RFC 4648) and writes the otpauth:// URI apps read', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(otpauthUri(RFC_SEED, 'Ficha', 'operador')).toBe(
      'otpauth://totp/Ficha:operador?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Ficha&algorithm=SHA1&digits=6&period=30',
    );
  });
});
