import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantPagesQuery, merchantQueryFn } from '@/features/system';

/**
 * Who the payment calls are for. They run only for real members (spec section 4 'Deposit
 * button': types 0, 1, 2), so a guest or trial screen never sends a call the server would refuse.
 */
export function useMemberScope(): { member: string; enabled: boolean } {
  const session = useSession();
  return { member: session.userName ?? '', enabled: session.isLoggedIn && session.canDeposit };
}

/**
 * A payment query of the member's own data: keyed by the account, sent only for real members and
 * dropped when the session ends.
 */
export function useMemberQuery<T>(
  keyOf: (member: string) => QueryKey,
  call: (signal: AbortSignal) => Promise<T>,
  options: { staleTime?: number } = {},
) {
  const { member, enabled } = useMemberScope();
  return useQuery({
    queryKey: keyOf(member),
    queryFn: merchantQueryFn(call),
    enabled,
    meta: sessionQueryMeta,
    ...options,
  });
}

/** A paged history of the member's (deposits, withdrawals): 'more' appends the next page. */
export function useMemberReport<T extends { pageNo: number; totalPages: number }>(
  keyOf: (member: string) => QueryKey,
  call: (pageNo: number, signal: AbortSignal) => Promise<T>,
) {
  const { member, enabled } = useMemberScope();
  return useInfiniteQuery({
    queryKey: keyOf(member),
    ...merchantPagesQuery(call),
    enabled,
    meta: sessionQueryMeta,
  });
}
