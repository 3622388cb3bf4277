import { encryptPayload, type PublicKey } from '@ficha/contract';
import { ApiError, apiGet, apiSend } from '@/lib/api-client';

// The key changes only on rotation: one fetch per page load, refetched when the server refuses it.
let cachedKey: Promise<PublicKey> | undefined;

function publicKey(): Promise<PublicKey> {
  cachedKey ??= apiGet<PublicKey>('/wps/session/publicKey').catch((error: unknown) => {
    cachedKey = undefined;
    throw error;
  });
  return cachedKey;
}

async function sendOnce<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<T> {
  const key = await publicKey();
  // Sealed fresh for every attempt: the server refuses a replayed body (ENCRYPTION_REPLAY).
  const { header, body } = await encryptPayload(key.publicKey, key.keyId, payload);
  return apiSend<T>(method, path, { body, headers: { ...headers, Encryption: header } });
}

/**
 * Spec section 3: login, registration and set-by-phone payloads travel encrypted with the
 * Encryption header (DESIGN section 5). A refusal for a rotated key or a skewed clock is retried
 * once with a fresh key and timestamp.
 */
export async function sendSealed<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  try {
    return await sendOnce<T>(method, path, payload, headers);
  } catch (error) {
    if (!(error instanceof ApiError) || !['ENCRYPTION_INVALID', 'ENCRYPTION_STALE'].includes(error.code)) {
      throw error;
    }
    cachedKey = undefined;
    return sendOnce<T>(method, path, payload, headers);
  }
}
