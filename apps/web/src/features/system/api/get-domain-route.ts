import type { DomainRoute } from '@ficha/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { storageKeys } from '@/config/storage-keys';
import { apiGet, setApiMerchant } from '@/lib/api-client';
import { readStoredJson, writeStored } from '@/lib/storage';
import { systemKeys } from './system-keys';

function isDomainRoute(value: unknown): value is DomainRoute {
  return (
    typeof value === 'object' && value !== null && typeof (value as DomainRoute).merchantCode === 'string'
  );
}

function readCachedRoute(): DomainRoute | undefined {
  const cached = readStoredJson(storageKeys.domainRoute);
  return isDomainRoute(cached) ? cached : undefined;
}

/**
 * Puts the remembered merchant on the API client at boot, so a returning visitor's first calls
 * need not wait for domainRoute; the route is still refreshed from the server.
 */
export function restoreMerchant(): void {
  setApiMerchant(readCachedRoute()?.merchantCode);
}

/** The merchant remembered from an earlier visit, if any. */
export function rememberedMerchant(): string | undefined {
  return readCachedRoute()?.merchantCode;
}

/** Every later call names this merchant (the Merchant header, DESIGN section 2); kept for next time. */
export function adoptDomainRoute(route: DomainRoute): void {
  setApiMerchant(route.merchantCode);
  writeStored(storageKeys.domainRoute, JSON.stringify(route));
}

export async function getDomainRoute(signal?: AbortSignal): Promise<DomainRoute> {
  const route = await apiGet<DomainRoute>('/wps/system/domainRoute', { signal });
  adoptDomainRoute(route);
  return route;
}

const domainRouteQuery = queryOptions({
  queryKey: systemKeys.domainRoute(),
  queryFn: ({ signal }) => getDomainRoute(signal),
  initialData: readCachedRoute,
  // The remembered route counts as stale: used at once, refreshed once per visit.
  initialDataUpdatedAt: 0,
  staleTime: 30 * 60_000,
});

/**
 * Resolves once this host's merchant is known. Merchant data calls await it first, so they carry
 * the Merchant header; a host maps to one merchant, so their keys need not name it.
 */
export async function ensureMerchant(client: QueryClient): Promise<string> {
  const route = await client.ensureQueryData({ ...domainRouteQuery, revalidateIfStale: true });
  return route.merchantCode;
}
