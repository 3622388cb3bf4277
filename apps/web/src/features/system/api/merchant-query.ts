import type { QueryClient } from '@tanstack/react-query';
import { ensureMerchant } from './get-domain-route';

interface CallContext {
  client: QueryClient;
  signal: AbortSignal;
}

/**
 * The queryFn of a merchant data call: it waits for this host's merchant first (ensureMerchant),
 * so the call carries the Merchant header. Each query then states only the call it makes.
 */
export function merchantQueryFn<T>(call: (signal: AbortSignal) => Promise<T>) {
  return async ({ client, signal }: CallContext): Promise<T> => {
    await ensureMerchant(client);
    return call(signal);
  };
}

/** A page of a paged report, as the /wps reports and /lgw/orders answer it. */
interface ReportPage {
  pageNo: number;
  totalPages: number;
}

/** The same for an infinite query, whose page parameter is the page number. */
export function merchantPageFn<T>(call: (pageNo: number, signal: AbortSignal) => Promise<T>) {
  return async ({ client, signal, pageParam }: CallContext & { pageParam: number }): Promise<T> => {
    await ensureMerchant(client);
    return call(pageParam, signal);
  };
}

/**
 * The paging half of an infinite merchant query: pages are numbered from 1, 'more' asks for the
 * next one until the report's last page.
 */
export function merchantPagesQuery<T extends ReportPage>(
  call: (pageNo: number, signal: AbortSignal) => Promise<T>,
) {
  return {
    queryFn: merchantPageFn(call),
    initialPageParam: 1,
    getNextPageParam: (last: T) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  };
}
