import { describe, expect, it } from 'vitest';
import { decodeServicePath, encodeServicePath } from './cs-path.ts';

describe('customer-service path obfuscation (spec section 3: last 8 characters are the key)', () => {
  it('round-trips any URL, including non-ASCII', () => {
    for (const url of [
      'https://t.me/ficha_suporte',
      'mailto:suporte@ficha.example',
      'https://chat.example/olá?x=1&y=ç',
    ]) {
      const encoded = encodeServicePath(url);
      expect(encoded).not.toContain(url);
      expect(decodeServicePath(encoded)).toBe(url);
    }
  });

  it('uses the last 8 characters as the key, so the same URL encodes differently each time', () => {
    const a = encodeServicePath('https://wa.me/5511900000000');
    const b = encodeServicePath('https://wa.me/5511900000000');
    expect(a).not.toBe(b);
    expect(decodeServicePath(a.slice(0, -8) + b.slice(-8))).not.toBe('https://wa.me/5511900000000');
  });

  it('answers undefined for text that is not an encoded path', () => {
    expect(decodeServicePath('short')).toBeUndefined();
    expect(decodeServicePath('!!!!not base64!!!!ABCDEFGH')).toBeUndefined();
  });
});
