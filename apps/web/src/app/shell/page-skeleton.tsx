import { Skeleton } from '@/components/skeleton';

/** Shown while a screen's code arrives (each route is its own chunk). */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <Skeleton className="page-skeleton__hero" radius={16} />
      <Skeleton height={16} width="70%" />
      <Skeleton height={16} width="90%" />
      <Skeleton height={16} width="55%" />
    </div>
  );
}
