import {
  envelopeSchema,
  errorEnvelopeSchema,
  GAME_CATEGORIES,
  gameListAnswerSchema,
  gameListQuerySchema,
  gameSchema,
  LANGUAGE_CODES,
  type LanguageCode,
  launchAnswerSchema,
  vendorSortingSchema,
  winnerSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { gameIconSvg } from './game-icon.ts';
import * as games from './games.service.ts';

const tags = ['games'];
const ok = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
});
const nodeBody = z.object({
  nodeId: z.coerce.string().regex(/^\d{1,18}$/),
  vendor: z.string().max(32).optional(),
});
const language = z.enum(LANGUAGE_CODES).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((d) => new Date(`${d}T00:00:00Z`));

/** Spec section 7 'Games' (issue 5). */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lang = (asked: LanguageCode | undefined, fallback: LanguageCode) => asked ?? fallback;

  r.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: 'Vendors per category with game counts and classifications',
        querystring: z.object({ typeId: z.coerce.number().int().optional(), language }),
        response: ok(vendorSortingSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await games.vendorSorting(app.db, req.merchant, lang(req.query.language, req.language)),
        req.language,
      ),
  );

  r.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary: 'Games with filters, accent-insensitive name search and paging',
        querystring: gameListQuerySchema,
        response: ok(gameListAnswerSchema),
      },
    },
    async (req) => {
      const q = req.query;
      return okEnvelope(
        await games.listGames(app.db, req.merchant, lang(q.language, req.language), req.member, {
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
        querystring: z.object({
          isPlatform: z.coerce.number().optional(),
          platform: z.literal('html5').optional(),
          language,
        }),
        response: ok(z.object({ list: z.array(gameSchema) })),
      },
    },
    async (req) =>
      okEnvelope(
        { list: await games.hotGames(app.db, req.merchant, lang(req.query.language, req.language)) },
        req.language,
      ),
  );

  r.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary: 'Winner board: recent wins',
        querystring: z.object({
          gameCategory: z.string().max(20).default('ALL'),
          limitNum: z.coerce.number().int().min(1).max(50).default(20),
          language,
        }),
        response: ok(z.object({ list: z.array(winnerSchema) })),
      },
    },
    async (req) =>
      okEnvelope(
        {
          list: await games.winners(
            app.db,
            req.merchant,
            lang(req.query.language, req.language),
            req.query.limitNum,
          ),
        },
        req.language,
      ),
  );

  r.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Add a favourite',
        body: nodeBody,
        response: ok(z.object({ success: z.boolean() })),
      },
    },
    async (req) => {
      await games.addFavourite(app.db, req.merchant, requireSession(req), req.body.nodeId);
      return okEnvelope({ success: true }, req.language);
    },
  );

  r.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        body: nodeBody,
        response: ok(z.object({ success: z.boolean() })),
      },
    },
    async (req) => {
      await games.removeFavourite(app.db, requireSession(req), req.body.nodeId);
      return okEnvelope({ success: true }, req.language);
    },
  );

  r.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      schema: { tags, summary: 'Favourite node ids', response: ok(z.object({ list: z.array(z.string()) })) },
    },
    async (req) => okEnvelope({ list: await games.favouriteIds(app.db, requireSession(req)) }, req.language),
  );

  r.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        summary: 'Favourite games, paged (24 a page)',
        querystring: z.object({
          gameType: z.enum(GAME_CATEGORIES).optional(),
          pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(24),
          language,
        }),
        response: ok(z.object({ content: z.array(gameSchema), totalPages: z.number(), total: z.number() })),
      },
    },
    async (req) => {
      const member = requireSession(req);
      const page = await games.listGames(
        app.db,
        req.merchant,
        lang(req.query.language, req.language),
        member,
        {
          gameType: req.query.gameType,
          gameClassify: 'favourite',
          pageNo: req.query.pageNo,
          pageSize: req.query.pageSize,
        },
      );
      return okEnvelope(
        { content: page.games, totalPages: page.totalPages, total: page.total },
        req.language,
      );
    },
  );

  r.post(
    '/wps/relay/MCS2_addRecentGame',
    { schema: { tags, summary: 'Record a recent game', body: nodeBody, response: ok(z.null()) } },
    async (req) => {
      await games.recordRecent(app.db, req.merchant, requireSession(req), req.body.nodeId);
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags,
        summary: 'Recent games',
        querystring: z.object({ language }),
        response: ok(z.object({ list: z.array(gameSchema) })),
      },
    },
    async (req) =>
      okEnvelope(
        {
          list: await games.recentGames(
            app.db,
            req.merchant,
            lang(req.query.language, req.language),
            requireSession(req),
          ),
        },
        req.language,
      ),
  );

  r.get(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary: 'Launch a game: a session bound to member, game and currency',
        querystring: z.object({
          nodeId: z.string().regex(/^\d{1,18}$/),
          freePlay: z.enum(['0', '1']).default('0'),
        }),
        response: ok(launchAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await games.launchGame(app.db, req.merchant, req.language, requireSession(req), {
          nodeId: req.query.nodeId,
          freePlay: req.query.freePlay === '1',
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
        schema: {
          tags,
          summary,
          querystring: z.object({ language }),
          response: ok(z.object({ list: z.array(gameSchema) })),
        },
      },
      async (req) => {
        const page = await games.listGames(
          app.db,
          req.merchant,
          lang(req.query.language, req.language),
          req.member,
          {
            gameType: 'LOTTERY',
            pageNo: 1,
            pageSize: 100,
          },
        );
        const list = popular
          ? [...page.games].sort((a, b) => Number(b.isHot) - Number(a.isHot)).slice(0, 10)
          : page.games;
        return okEnvelope({ list }, req.language);
      },
    );
  }

  r.get(
    '/lgw/orders',
    {
      schema: {
        tags,
        summary: 'Game records: every round the member played',
        querystring: z.object({
          startDate: day.optional(),
          endDate: day.optional(),
          pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (req) => {
      const end = req.query.endDate ? new Date(req.query.endDate.getTime() + 86_400_000) : undefined;
      return okEnvelope(
        await games.gameRecords(app.db, req.language, requireSession(req), {
          startDate: req.query.startDate,
          endDate: end,
          pageNo: req.query.pageNo,
          pageSize: req.query.pageSize,
        }),
        req.language,
      );
    },
  );
}

/** Generated tiles at /game-icons/{MERCHANT}/{nodeId}.svg (outside the API: images are cached hard). */
export async function gameIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { merchant: string; file: string } }>(
    '/game-icons/:merchant/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const nodeId = /^(\d{1,18})\.svg$/.exec(req.params.file)?.[1];
      // The tile speaks the merchant's default language: the path carries the merchant code.
      const merchant = await app.db
        .selectFrom('merchants')
        .select('default_language')
        .where('code', '=', req.params.merchant.toUpperCase().slice(0, 32))
        .executeTakeFirst();
      const game = nodeId
        ? await app.db
            .selectFrom('games')
            .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
            .select(['games.names', 'game_vendors.display_name'])
            .where('games.node_id', '=', nodeId)
            .executeTakeFirst()
        : undefined;
      if (!game)
        return reply
          .status(404)
          .type('image/svg+xml')
          .send('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(
          gameIconSvg(
            game.names[merchant?.default_language ?? 'EN'] ?? game.names.EN ?? '',
            game.display_name,
          ),
        );
    },
  );
}
