import {
  lotteryGameParamsSchema,
  lotteryHistoryPageSchema,
  lotteryHistoryQuerySchema,
  lotteryJackpotSchema,
  lotteryTrendsQuerySchema,
  lotteryTrendsSchema,
  lotteryWinnersSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import * as history from './history.service.ts';

const tags = ['lottery'];

/**
 * /lotto/api/v1 public reads (issue 14; spec section 2 "lottery history, winner board, jackpot"):
 * no session, the merchant from the host like the game lists.
 */
export async function lotteryHistoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/lotto/api/v1/history/:gameCode',
    {
      schema: {
        tags,
        summary: "A game's past draws, newest first, with results and revealed seeds",
        params: lotteryGameParamsSchema,
        querystring: lotteryHistoryQuerySchema,
        response: answers(lotteryHistoryPageSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await history.historyPage(app.db, req.merchant, req.language, req.params.gameCode, req.query),
        req.language,
      ),
  );

  r.get(
    '/lotto/api/v1/trends/:gameCode',
    {
      schema: {
        tags,
        summary: 'Frequencies, hot and cold numbers and streaks over the last N draws',
        params: lotteryGameParamsSchema,
        querystring: lotteryTrendsQuerySchema,
        response: answers(lotteryTrendsSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await history.trends(app.db, req.merchant, req.language, req.params.gameCode, req.query.periods),
        req.language,
      ),
  );

  r.get(
    '/lotto/api/v1/winners',
    {
      schema: {
        tags,
        summary: 'The winner board: newest and biggest settled wins',
        response: answers(lotteryWinnersSchema),
      },
    },
    async (req) => okEnvelope(await history.winners(app.db, req.merchant, req.language), req.language),
  );

  r.get(
    '/lotto/api/v1/jackpot',
    {
      schema: {
        tags,
        summary: 'What the draws paid today and this week',
        response: answers(lotteryJackpotSchema),
      },
    },
    async (req) => okEnvelope(await history.jackpot(app.db, req.merchant, req.language), req.language),
  );
}
