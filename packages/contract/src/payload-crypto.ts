/**
 * Client side of the encrypted login and registration payloads (spec section 3: 'Sent as encrypted
 * data with an Encryption header'; DESIGN section 5: hybrid RSA-OAEP + AES-GCM with a timestamp and
 * a nonce inside). WebCrypto only, so it runs in browsers (secure contexts) and in Node alike.
 *
 * Header  Encryption: v1.<keyId>.<base64url RSA-OAEP-SHA256(aesKey)>
 * Body    { "data": base64url(iv[12] || AES-256-GCM(JSON({ ...payload, ts, nonce }))) }
 */
export const ENCRYPTION_VERSION = 'v1';

export interface EncryptedRequest {
  header: string;
  body: { data: string };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function encryptPayload(
  publicKeySpki: string,
  keyId: string,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<EncryptedRequest> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    fromBase64Url(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now, nonce }));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const wrapped = new Uint8Array(
    await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, await subtle.exportKey('raw', aesKey)),
  );
  const data = new Uint8Array(iv.length + ciphertext.length);
  data.set(iv);
  data.set(ciphertext, iv.length);
  return {
    header: `${ENCRYPTION_VERSION}.${keyId}.${toBase64Url(wrapped)}`,
    body: { data: toBase64Url(data) },
  };
}
