import { formatMinor, PLAY_CURRENCY } from '@ficha/contract';
import { studioGame } from '@ficha/games/catalogue';
import { CLIENT_SEED_PATTERN } from '@ficha/games/fairness';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { walletBalance } from '../wallet/seamless-wallet.service.ts';
import { activeSeed, rotateSeed } from './fairness/seed-pairs.ts';
import { topUpPlayMoney } from './play-money.ts';
import { recoverStudioRounds } from './rounds/rounds.service.ts';
import { STUDIO_GAME_ROUTES } from './studio-games.ts';
import { requireStudioSession } from './studio-session.ts';

const RECOVERY_INTERVAL_MS = 60_000;
const tags = ['in-house studio'];

/**
 * The in-house studio's API for its game clients (issue 6): /studio/api/v1/*, authenticated by
 * the game session of the launch (header X-Game-Session), answered with the envelope in the
 * language of the Language header. Each game adds its own routes (studio-games.ts).
 */
export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/studio/api/v1/session', { schema: { tags } }, async (req) => {
    const session = await requireStudioSession(req);
    const game = studioGame(session.gameCode);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    const language = requestedLanguage(req);
    await topUpPlayMoney(app.db, session);
    const { balance } = await walletBalance(app.db, session);
    const seed = await activeSeed(app.db, session.memberId, session.gameCode);
    return okEnvelope(
      {
        game: {
          code: game.code,
          name: game.names[language],
          gameType: game.gameType,
          declaredRtp: game.declaredRtp,
          minBet: game.minBet,
          maxBet: game.maxBet,
        },
        mode: session.currency === PLAY_CURRENCY ? 'FREE' : 'REAL',
        currency: session.currency,
        balance: formatMinor(balance),
        expired: session.expired,
        fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      },
      language,
    );
  });

  api.get('/studio/api/v1/balance', { schema: { tags } }, async (req) => {
    const session = await requireStudioSession(req);
    const { balance, currency } = await walletBalance(app.db, session);
    return okEnvelope({ balance: formatMinor(balance), currency }, requestedLanguage(req));
  });

  api.post(
    '/studio/api/v1/fairness/rotate',
    {
      schema: {
        tags,
        body: z.object({ clientSeed: z.string().regex(CLIENT_SEED_PATTERN).optional() }).strict(),
      },
    },
    async (req) => {
      const session = await requireStudioSession(req);
      const { revealed, active } = await rotateSeed(
        app.db,
        session.memberId,
        session.gameCode,
        req.body.clientSeed,
      );
      return okEnvelope(
        {
          revealed: {
            serverSeed: revealed.serverSeed,
            serverSeedHash: revealed.serverSeedHash,
            clientSeed: revealed.clientSeed,
            nonce: revealed.nonce,
          },
          active: {
            serverSeedHash: active.serverSeedHash,
            clientSeed: active.clientSeed,
            nonce: active.nonce,
          },
        },
        requestedLanguage(req),
      );
    },
  );

  api.get(
    '/studio/api/v1/rounds',
    {
      schema: {
        tags,
        querystring: z
          .object({
            pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          })
          .strict(),
      },
    },
    async (req) => {
      const session = await requireStudioSession(req);
      const { pageNo, pageSize } = req.query;
      const base = app.db
        .selectFrom('studio_rounds as r')
        .innerJoin('studio_seeds as s', 's.id', 'r.seed_id')
        .where('r.member_id', '=', String(session.memberId))
        .where('r.game_code', '=', session.gameCode)
        .where('r.status', '=', 'SETTLED');
      const total = Number(
        (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
      );
      const rows = await base
        .select([
          'r.id',
          'r.created_at',
          'r.currency',
          'r.stake',
          'r.win',
          'r.payout_e4',
          'r.params',
          'r.outcome',
          'r.nonce',
          's.client_seed',
          's.server_seed_hash',
          // The seed is shown only once rotation revealed it.
          sql<string | null>`CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END`.as(
            'server_seed',
          ),
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return okEnvelope(
        {
          list: rows.map((r) => ({
            roundId: r.id,
            createdAt: new Date(r.created_at).toISOString(),
            currency: r.currency,
            stake: formatMinor(r.stake),
            win: formatMinor(r.win ?? '0'),
            payoutE4: r.payout_e4 ?? 0,
            params: r.params,
            outcome: r.outcome,
            nonce: Number(r.nonce),
            clientSeed: r.client_seed,
            serverSeedHash: r.server_seed_hash,
            serverSeed: r.server_seed,
          })),
          pageNo,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          total,
        },
        requestedLanguage(req),
      );
    },
  );

  for (const routes of STUDIO_GAME_ROUTES) await app.register(routes);

  // A round cut off by a crash is finished at start-up and then every minute (issue 6 part 3).
  let sweep: NodeJS.Timeout | undefined;
  const runSweep = () =>
    recoverStudioRounds(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'studio recovery failed'),
    );
  app.addHook('onReady', async () => {
    await runSweep();
    sweep = setInterval(runSweep, RECOVERY_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
