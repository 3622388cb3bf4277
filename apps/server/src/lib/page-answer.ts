import type { PageRequest } from '../db/paging.ts';

/**
 * A paged list as the API answers it (the contract's `pageOf`): the page's rows as `view` shows them,
 * the page's number, and how many pages (at least one) and rows there are.
 */
export function pageAnswer<R, T>(
  { total, rows }: { total: number; rows: R[] },
  { pageNo, pageSize }: PageRequest,
  view: (row: R) => T,
) {
  return { list: rows.map(view), pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total };
}
