import {
  consoleGameListQuerySchema,
  consoleGamePageSchema,
  consoleGameParamsSchema,
  consoleGameSchema,
  consoleGameUpdateSchema,
  consoleVendorListSchema,
  consoleVendorParamsSchema,
  consoleVendorQuerySchema,
  consoleVendorSchema,
  consoleVendorUpdateSchema,
  FEED_MAX_CHARS,
  feedImportAnswerSchema,
  feedImportBodySchema,
  ggrReportQuerySchema,
  ggrReportSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as games from './games-console.service.ts';
import { ggrReport } from './reports.service.ts';

const VERSION_NOTE = 'Send the `version` read with it: a newer change answers EDIT_CONFLICT.';

/** The console's game catalogue (issue 15 part 7) and GGR report (part 9). */
export async function gamesConsoleRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.get(
    '/ops/api/v1/games',
    {
      summary: "A merchant's games with their settings and status, searched, filtered, sorted, paged",
      permission: 'games.read',
      querystring: consoleGameListQuerySchema,
      answer: consoleGamePageSchema,
    },
    async (req) => games.listConsoleGames(app.db, signedInStaff(req), req.query, requestedLanguage(req)),
  );

  route.post(
    '/ops/api/v1/games/:nodeId',
    {
      summary: "Change a merchant's settings of a game: on/off, hot, new, minimum bet, order (audited)",
      description: VERSION_NOTE,
      permission: 'games.write',
      params: consoleGameParamsSchema,
      body: consoleGameUpdateSchema,
      answer: consoleGameSchema,
    },
    async (req) =>
      games.updateConsoleGame(
        app.db,
        { staff: signedInStaff(req), ip: req.ip },
        req.params.nodeId,
        req.body,
        requestedLanguage(req),
      ),
  );

  route.get(
    '/ops/api/v1/game-vendors',
    {
      summary: 'Every game vendor: live integration, the merchant’s switch, games and games shown',
      permission: 'games.read',
      querystring: consoleVendorQuerySchema,
      answer: consoleVendorListSchema,
    },
    async (req) => games.listConsoleVendors(app.db, signedInStaff(req), req.query.merchantId),
  );

  route.post(
    '/ops/api/v1/game-vendors/:code',
    {
      summary: 'Switch a vendor on or off for a merchant: off hides all its games (audited)',
      description: VERSION_NOTE,
      permission: 'games.write',
      params: consoleVendorParamsSchema,
      body: consoleVendorUpdateSchema,
      answer: consoleVendorSchema,
    },
    async (req) =>
      games.updateConsoleVendor(app.db, { staff: signedInStaff(req), ip: req.ip }, req.params.code, req.body),
  );

  route.post(
    '/ops/api/v1/games/import',
    {
      summary: 'Import a vendor feed (JSON or CSV), as `npm run games:import` does; platform staff only',
      description: 'Idempotent: the answer lists the games added and updated; the same feed again adds none.',
      permission: 'games.write',
      body: feedImportBodySchema,
      answer: feedImportAnswerSchema,
      // The feed's text inside JSON, with room for escapes.
      bodyLimit: FEED_MAX_CHARS * 2,
    },
    async (req) => games.importConsoleFeed(app.db, { staff: signedInStaff(req), ip: req.ip }, req.body),
  );

  route.get(
    '/ops/api/v1/reports/ggr',
    {
      summary: "GGR of a range of UTC days per day, game and vendor, from the merchant's ledger",
      permission: 'reports.read',
      querystring: ggrReportQuerySchema,
      answer: ggrReportSchema,
    },
    async (req) => ggrReport(app.db, signedInStaff(req), req.query, requestedLanguage(req)),
  );
}
