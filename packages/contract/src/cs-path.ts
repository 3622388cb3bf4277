/**
 * Customer-service paths travel obfuscated (spec section 3): the last 8 characters are the key,
 * the rest is the encrypted path, decrypted on the client. The key travels with the data, so this
 * keeps links away from naive scrapers; it is not secrecy. A synchronous XOR keystream works on
 * plain-http origins, where WebCrypto is not available.
 */
const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function keystreamXor(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    // Mix the position in so a repeated key does not show repeated plaintext patterns.
    out[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % KEY_LENGTH) ^ ((i * 31 + 7) & 0xff);
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeServicePath(path: string, randomKey: (length: number) => string = defaultKey): string {
  const key = randomKey(KEY_LENGTH);
  return toBase64Url(keystreamXor(new TextEncoder().encode(path), key)) + key;
}

export function decodeServicePath(obfuscated: string): string | undefined {
  if (obfuscated.length <= KEY_LENGTH) return undefined;
  const key = obfuscated.slice(-KEY_LENGTH);
  try {
    const bytes = keystreamXor(fromBase64Url(obfuscated.slice(0, -KEY_LENGTH)), key);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function defaultKey(length: number): string {
  const random = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(random, (n) => KEY_ALPHABET[n % KEY_ALPHABET.length]).join('');
}
