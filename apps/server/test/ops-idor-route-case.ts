/**
 * The shape of the IDOR matrix's cases (ops-idor.api.test.ts and the ops-idor-*.ts files that hold
 * each feature's routes): what one route is asked, with merchant B's objects in it.
 */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/** A route's case, from the objects of B it names (`World`); null: the route has no merchant object. */
export type RouteCase<World> = null | ((b: World) => RouteRequest);

/** A route's case for a route that always names an object of B. */
export type ObjectRouteCase<World> = (b: World) => RouteRequest;
