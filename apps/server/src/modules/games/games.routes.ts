import {
  doneSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  gameListAnswerSchema,
  gameListQuerySchema,
  gameRecordPageSchema,
  gameRecordsQuerySchema,
  gamesListSchema,
  hotGamesQuerySchema,
  type LanguageCode,
  launchAnswerSchema,
  launchQuerySchema,
  listLanguageQuerySchema,
  nodeBodySchema,
  successSchema,
  vendorSortingQuerySchema,
  vendorSortingSchema,
  winnerListSchema,
  winnersQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/auth.ts';
import { gameIconSvg } from './game-icon.ts';
import * as games from './games.service.ts';
import * as play from './member-games.service.ts';

const tags = ['games'];
const DAY_MS = 86_400_000;

/** The lists' language: the one asked for, else the request's. */
const listLanguage = (req: FastifyRequest & { query: { language?: LanguageCode | undefined } }) =>
  req.query.language ?? req.language;

/** Spec section 7 'Games' (issue 5). */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: 'Vendors per category with game counts and classifications',
        querystring: vendorSortingQuerySchema,
        response: answers(vendorSortingSchema),
      },
    },
    async (req) =>
      okEnvelope(await games.vendorSorting(app.db, req.merchant, listLanguage(req)), req.language),
  );

  r.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary: 'Games with filters, accent-insensitive name search and paging',
        querystring: gameListQuerySchema,
        response: answers(gameListAnswerSchema),
      },
    },
    async (req) => {
      const q = req.query;
      return okEnvelope(
        await games.listGames(app.db, req.merchant, listLanguage(req), req.member, {
          gameName: q.gameName || undefined,
          gameType: q.gameType,
          vassalage: q.vassalage,
          gameClassify: q.gameClassify,
          isNew: q.isNew === '1' || q.isNew === 'true',
          minBet: q.minBet,
          minLine: q.minLine,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        }),
        req.language,
      );
    },
  );

  r.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games',
        querystring: hotGamesQuerySchema,
        response: answers(gamesListSchema),
      },
    },
    async (req) =>
      okEnvelope({ list: await games.hotGames(app.db, req.merchant, listLanguage(req)) }, req.language),
  );

  r.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary: 'Winner board: recent wins',
        querystring: winnersQuerySchema,
        response: answers(winnerListSchema),
      },
    },
    async (req) =>
      okEnvelope(
        { list: await play.winners(app.db, req.merchant, listLanguage(req), req.query.limitNum) },
        req.language,
      ),
  );

  r.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { schema: { tags, summary: 'Add a favourite', body: nodeBodySchema, response: answers(successSchema) } },
    async (req) => {
      await play.addFavourite(app.db, req.merchant, requireSession(req), req.body.nodeId);
      return okEnvelope({ success: true }, req.language);
    },
  );

  r.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      schema: { tags, summary: 'Remove a favourite', body: nodeBodySchema, response: answers(successSchema) },
    },
    async (req) => {
      await play.removeFavourite(app.db, requireSession(req), req.body.nodeId);
      return okEnvelope({ success: true }, req.language);
    },
  );

  r.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: { tags, summary: 'Favourite node ids', response: answers(favouriteIdsSchema) } },
    async (req) => okEnvelope({ list: await play.favouriteIds(app.db, requireSession(req)) }, req.language),
  );

  r.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        summary: 'Favourite games, paged (24 a page)',
        querystring: favouriteListQuerySchema,
        response: answers(favouritePageSchema),
      },
    },
    async (req) => {
      const { gameType, pageNo, pageSize } = req.query;
      const page = await games.favouritePage(app.db, req.merchant, listLanguage(req), requireSession(req), {
        gameType,
        pageNo,
        pageSize,
      });
      return okEnvelope(page, req.language);
    },
  );

  r.post(
    '/wps/relay/MCS2_addRecentGame',
    {
      schema: { tags, summary: 'Record a recent game', body: nodeBodySchema, response: answers(doneSchema) },
    },
    async (req) => {
      await play.recordRecent(app.db, req.merchant, requireSession(req), req.body.nodeId);
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags,
        summary: 'Recent games',
        querystring: listLanguageQuerySchema,
        response: answers(gamesListSchema),
      },
    },
    async (req) =>
      okEnvelope(
        { list: await play.recentGames(app.db, req.merchant, listLanguage(req), requireSession(req)) },
        req.language,
      ),
  );

  r.get(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary: 'Launch a game: a session bound to member, game and currency',
        querystring: launchQuerySchema,
        response: answers(launchAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await play.launchGame(app.db, req.merchant, req.language, requireSession(req), {
          nodeId: req.query.nodeId,
          freePlay: req.query.freePlay === '1',
          vendor: req.query.vendor,
          gameCode: req.query.gameCode,
        }),
        req.language,
      ),
  );

  // The lottery gateway's game lists (spec section 7): the LOTTERY category of the catalogue.
  for (const [path, summary, popular] of [
    ['/lgw/games/mobile', 'Lottery games for the mobile site', false],
    ['/lgw/games/popular', 'Popular lottery games (hot first)', true],
  ] as const) {
    r.get(
      path,
      {
        schema: { tags, summary, querystring: listLanguageQuerySchema, response: answers(gamesListSchema) },
      },
      async (req) =>
        okEnvelope(
          { list: await games.lotteryGames(app.db, req.merchant, listLanguage(req), req.member, popular) },
          req.language,
        ),
    );
  }

  r.get(
    '/lgw/orders',
    {
      schema: {
        tags,
        summary: 'Game records: every round the member played',
        querystring: gameRecordsQuerySchema,
        response: answers(gameRecordPageSchema),
      },
    },
    async (req) => {
      const { startDate, endDate, pageNo, pageSize } = req.query;
      // The end day is included: rounds before the next midnight.
      const end = endDate ? new Date(endDate.getTime() + DAY_MS) : undefined;
      return okEnvelope(
        await play.gameRecords(app.db, req.language, requireSession(req), {
          startDate,
          endDate: end,
          pageNo,
          pageSize,
        }),
        req.language,
      );
    },
  );
}

const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/** Generated tiles at /game-icons/{MERCHANT}/{nodeId}.svg (outside the API: images are cached hard). */
export async function gameIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { merchant: string; file: string } }>(
    '/game-icons/:merchant/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const nodeId = /^(\d{1,18})\.svg$/.exec(req.params.file)?.[1];
      const tile = await games.iconTile(app.db, req.params.merchant, nodeId);
      if (!tile) return reply.status(404).type('image/svg+xml').send(EMPTY_SVG);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(gameIconSvg(tile.title, tile.vendor));
    },
  );
}
