import {
  cancelledSuborderAnswerSchema,
  cancelSuborderBodySchema,
  gameCodeQuerySchema,
  listLanguageQuerySchema,
  lotteryOrderDetailSchema,
  openedLotteryGamesSchema,
  openedNumeroQuerySchema,
  openedNumerosSchema,
  orderIdQuerySchema,
  vietnamGameMenuSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import { requireSession } from '../../../plugins/auth.ts';
import * as gateway from './gateway.service.ts';

const tags = ['lottery gateway'];

/**
 * The member site's lottery gateway (spec section 7 'Games' and 'Orders'), with the member site's
 * session. The game views are public like the catalogue (a guest sees the countdowns); tickets
 * need a session. /lgw/games/mobile, /lgw/games/popular and /lgw/orders (the game records, whose
 * lottery rows name their ticket) are the catalogue's, in games.routes.ts.
 */
export async function lotteryGatewayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'Each lottery game with the numero taking bets, its close and draw, and the last result',
        querystring: openedNumeroQuerySchema,
        response: answers(openedLotteryGamesSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.openedGames(
          app.db,
          req.merchant,
          req.query.language ?? req.language,
          req.member,
          req.query.gameCode,
        ),
        req.language,
      ),
  );

  r.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'The Vietnamese games by prize mode (VN north, SEA south)',
        querystring: listLanguageQuerySchema,
        response: answers(vietnamGameMenuSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.vietnamMenu(app.db, req.merchant, req.query.language ?? req.language, req.member),
        req.language,
      ),
  );

  r.get(
    '/lgw/vn/games/game_menu/recent',
    {
      schema: {
        tags,
        summary: 'The Vietnamese games the member bet on, the latest first',
        querystring: listLanguageQuerySchema,
        response: answers(openedLotteryGamesSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.recentVietnamGames(
          app.db,
          req.merchant,
          req.query.language ?? req.language,
          requireSession(req),
        ),
        req.language,
      ),
  );

  r.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: 'The periods of a Vietnamese game that take bets now',
        querystring: gameCodeQuerySchema,
        response: answers(openedNumerosSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.openedNumeros(
          app.db,
          req.merchant,
          req.query.language ?? req.language,
          req.member,
          req.query.gameCode,
        ),
        req.language,
      ),
  );

  r.get(
    '/lgw/orders/detail',
    {
      schema: {
        tags,
        summary: "One of the member's lottery tickets with its sub-orders",
        querystring: orderIdQuerySchema,
        response: answers(lotteryOrderDetailSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.orderDetail(app.db, req.language, requireSession(req), req.query.orderId),
        req.language,
      ),
  );

  r.post(
    '/lgw/orders/suborders/cancel',
    {
      schema: {
        tags,
        summary: "Cancels one of the member's sub-orders while its period takes bets",
        body: cancelSuborderBodySchema,
        response: answers(cancelledSuborderAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await gateway.cancelMemberSuborder(app.db, requireSession(req), req.body.suborderId),
        req.language,
      ),
  );
}
