import type { KycDocumentKind, KycState, KycSubmitBody } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { ApiError, apiGet, apiHeaders, apiSend } from '@/lib/api-client';

/** The member's identity verification calls (issue 19 part 4). */

export const kycKeys = {
  all: ['kyc'] as const,
  state: () => [...kycKeys.all, 'state'] as const,
};

export function useKycState(enabled = true) {
  return useQuery({
    queryKey: kycKeys.state(),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<KycState>('/wps/kyc', { signal })),
    meta: sessionQueryMeta,
    enabled,
  });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycSubmitBody) => apiSend<KycState>('POST', '/wps/kyc/submit', { body }),
    onSuccess: (state) => queryClient.setQueryData(kycKeys.state(), state),
  });
}

/**
 * One file up as the raw body, reporting progress (0 to 1) as the bytes leave: fetch cannot tell
 * upload progress, XMLHttpRequest can. The answer is the usual envelope.
 */
export function uploadKycDocument(
  kind: KycDocumentKind,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<KycState> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/wps/kyc/documents/${kind}`);
    const headers = apiHeaders({
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
    });
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 'upload failed', 0));
    xhr.onload = () => {
      let body: { success?: boolean; code?: string; message?: string; value?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (!body || typeof body.code !== 'string')
        return reject(new ApiError('BAD_RESPONSE', `HTTP ${xhr.status}`, xhr.status));
      if (!body.success || xhr.status >= 400)
        return reject(new ApiError(body.code, body.message ?? '', xhr.status, body.value));
      onProgress(1);
      resolve(body.value as KycState);
    };
    xhr.send(file);
  });
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: KycDocumentKind; file: Blob; onProgress: (fraction: number) => void }) =>
      uploadKycDocument(input.kind, input.file, input.onProgress),
    onSuccess: (state) => queryClient.setQueryData(kycKeys.state(), state),
  });
}
