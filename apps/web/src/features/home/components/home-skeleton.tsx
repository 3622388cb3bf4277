import { Skeleton } from '@/components/skeleton';

/** Holds the home frame's shape while the merchant's settings load, so nothing jumps after. */
export function HomeSkeleton() {
  return (
    <div className="home-skeleton" aria-hidden="true">
      <Skeleton className="home-skeleton__banner" radius={16} />
      <Skeleton height={44} radius={999} />
      <div className="home-skeleton__tiles">
        <Skeleton height={96} radius={16} />
        <Skeleton height={96} radius={16} />
        <Skeleton height={96} radius={16} />
      </div>
      <div className="home-skeleton__menu">
        {[0, 1, 2, 3, 4].map((item) => (
          <Skeleton key={item} width={64} height={58} radius={12} />
        ))}
      </div>
      <Skeleton height={180} radius={16} />
    </div>
  );
}
