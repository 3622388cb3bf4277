import type { SystemStatus } from '@ficha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from '@/config/storage-keys';
import { apiGet } from '@/lib/api-client';
import { readStoredJson, writeStored } from '@/lib/storage';
import { systemKeys } from './system-keys';

/** The part of a status the gate needs; a cached entry may be partial. */
export type CachedStatus = Pick<SystemStatus, 'status'> & Partial<SystemStatus>;

function isStatusCode(value: unknown): value is SystemStatus['status'] {
  return value === 0 || value === 1 || value === 2;
}

/** Spec section 4: the cached status is shown at once; an unparsable cache is ignored. */
function readCachedStatus(): CachedStatus | undefined {
  const cached = readStoredJson(storageKeys.status);
  if (isStatusCode(cached)) return { status: cached };
  if (typeof cached === 'object' && cached !== null) {
    const status = (cached as { status?: unknown }).status;
    if (isStatusCode(status)) return cached as CachedStatus;
  }
  return undefined;
}

export async function getStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiGet<SystemStatus>('/wps/system/status', { signal });
  writeStored(storageKeys.status, JSON.stringify(status));
  return status;
}

export const statusQuery = queryOptions<CachedStatus>({
  queryKey: systemKeys.status(),
  queryFn: ({ signal }) => getStatus(signal),
  initialData: readCachedStatus,
  // The cached status is shown at once but always asked for again.
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
  // A phone left open on the maintenance page notices when the site comes back.
  refetchInterval: (query) => (query.state.data?.status ? 30_000 : false),
});

export function useSystemStatus() {
  return useQuery(statusQuery);
}
