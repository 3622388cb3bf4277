import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, type RouteMeta } from '../route-table';

// The route table as the router matches it (the same ranking as <Routes> in router.tsx).
const MATCHABLE = ROUTES.map((meta) => ({ path: meta.path, meta }));

/** The meta of the route the location matches; undefined on the catch-all. */
export function useRouteMeta(): RouteMeta | undefined {
  const location = useLocation();
  return matchRoutes(MATCHABLE, location)?.at(-1)?.route.meta;
}
