import { useMatches } from 'react-router';
import type { RouteMeta } from '../route-table';

/** The meta of the deepest matched route (set as each route's `handle` in router.tsx). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (handle && typeof handle === 'object' && 'titleKey' in handle) return handle as RouteMeta;
  }
  return undefined;
}
