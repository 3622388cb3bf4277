import type { ContentImage } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiHeaders } from '@/lib/api-client';

/**
 * The content screens' calls (/ops/api/v1/content/...). Every list is keyed by the merchant, and a
 * change refreshes the lists of its kind, so the page shows the new version to edit next.
 */

export type ContentKind = 'banners' | 'notices' | 'help' | 'service' | 'downloads' | 'footer-images';

export const contentKey = (kind: ContentKind, merchantId: number | undefined, extra?: object) =>
  ['content', kind, merchantId, extra ?? {}] as const;

export const readContent = <T>(kind: ContentKind, merchantId: number | undefined, params?: object) =>
  api<T>('GET', `/content/${kind}`, { params: { merchantId, ...(params ?? {}) } });

/** A change of one kind of content; the lists of that kind load again once it is saved. */
export function useContentChange<I, T>(kind: ContentKind, send: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation<T, ApiError, I>({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['content', kind] }),
  });
}

/**
 * Sends an image as the request body with its own type; the server checks the bytes and answers
 * the stored image's address, or its reason (IMAGE_REFUSED, IMAGE_TOO_LARGE) as an ApiError.
 */
export async function uploadImage(file: Blob, merchantId: number | undefined): Promise<ContentImage> {
  const query = merchantId ? `?merchantId=${merchantId}` : '';
  let res: Response;
  try {
    res = await fetch(`/ops/api/v1/content/images${query}`, {
      method: 'POST',
      headers: { ...apiHeaders(), 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', '', 0);
  }
  const envelope = (await res.json().catch(() => null)) as {
    success: boolean;
    code: string;
    message: string;
    value: ContentImage;
  } | null;
  if (!envelope) throw new ApiError('BAD_RESPONSE', '', res.status);
  if (!envelope.success) throw new ApiError(envelope.code, envelope.message, res.status);
  return envelope.value;
}
