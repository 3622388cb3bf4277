import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import './vip.css';

/** Loading and error states shared by the VIP, sign-in and leaderboard pages. */
export function PageState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="vip-page" aria-busy="true">
        <Skeleton height={160} />
        <Skeleton height={240} />
      </div>
    );
  if (query.isError)
    return (
      <div className="vip-page">
        <ErrorRetry error={query.error} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      </div>
    );
  return <div className="vip-page">{children(query.data)}</div>;
}
