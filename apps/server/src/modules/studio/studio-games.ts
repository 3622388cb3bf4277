import type { FastifyInstance } from 'fastify';
import { baccaratRoutes } from './baccarat/baccarat.routes.ts';
import { diceRoutes } from './dice/dice.routes.ts';
import { fishRoutes } from './fish/fish.routes.ts';
import { minesRoutes } from './mines/mines.routes.ts';
import { slotsRoutes } from './slots/slots.routes.ts';

/** Each studio game's own routes, one line per game. */
export const STUDIO_GAME_ROUTES: ReadonlyArray<(app: FastifyInstance) => Promise<void>> = [
  diceRoutes,
  fishRoutes,
  baccaratRoutes,
  slotsRoutes,
  minesRoutes,
];
