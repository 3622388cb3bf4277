import {
  cancelledSuborderSchema,
  lotteryGameStateSchema,
  lotteryOrderPageSchema,
  pagingQuerySchema,
  placedTicketSchema,
  suborderIdParamsSchema,
  ticketRequestSchema,
} from '@ficha/contract';
import { LOTTERY_VENDOR } from '@ficha/games/lottery/lottery-games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { sessionOfHeader } from '../studio/studio-session.ts';
import type { GameSessionState } from '../wallet/seamless-wallet.service.ts';
import { cancelSuborder, placeTicket } from './lottery-orders.service.ts';
import { gameState, ordersPage } from './lottery-views.ts';

const tags = ['lottery'];

/**
 * The lottery frame's session: a game session of the in-house lottery opened by launchGame. A
 * session ended by a logout or a block still reads, but places nothing.
 */
async function lotterySession(
  req: FastifyRequest,
  options: { placing?: boolean } = {},
): Promise<GameSessionState> {
  const session = await sessionOfHeader(req, LOTTERY_VENDOR);
  if (options.placing && (session.ended || session.expired)) throw new AppError('SESSION_EXPIRED');
  return session;
}

/** /lotto/api/v1: the in-house lottery's game state, tickets, cancels and order history (issue 14). */
export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/lotto/api/v1/game',
    {
      schema: {
        tags,
        summary: 'The game, its open period, recent draws, odds and balance',
        response: answers(lotteryGameStateSchema),
      },
    },
    async (req) => {
      const session = await lotterySession(req);
      return okEnvelope(await gameState(app.db, session, requestedLanguage(req)), requestedLanguage(req));
    },
  );

  r.post(
    '/lotto/api/v1/tickets',
    {
      schema: {
        tags,
        summary: 'Places a ticket of sub-orders on the open period',
        body: ticketRequestSchema,
        response: answers(placedTicketSchema),
      },
    },
    async (req) => {
      const session = await lotterySession(req, { placing: true });
      return okEnvelope(await placeTicket(app.db, session, req.body), requestedLanguage(req));
    },
  );

  r.post(
    '/lotto/api/v1/suborders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a sub-order while its period takes bets',
        params: suborderIdParamsSchema,
        response: answers(cancelledSuborderSchema),
      },
    },
    async (req) => {
      const session = await lotterySession(req);
      return okEnvelope(
        await cancelSuborder(app.db, session.memberId, req.params.id),
        requestedLanguage(req),
      );
    },
  );

  r.get(
    '/lotto/api/v1/orders',
    {
      schema: {
        tags,
        summary: "The member's tickets of this game, newest first",
        querystring: pagingQuerySchema,
        response: answers(lotteryOrderPageSchema),
      },
    },
    async (req) => {
      const session = await lotterySession(req);
      return okEnvelope(await ordersPage(app.db, session, req.query), requestedLanguage(req));
    },
  );
}
