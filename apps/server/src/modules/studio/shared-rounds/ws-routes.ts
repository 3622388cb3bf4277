import { type LanguageCode, normalizeLanguage } from '@ficha/contract';
import { clientMessageSchema } from '@ficha/contract/studio/shared-rounds/protocol';
import { STUDIO_VENDOR } from '@ficha/games/catalogue';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { isConcurrencyConflict } from '../../../db/transactions.ts';
import { messageFor } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isDataException } from '../../../plugins/errors.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { findGameSession, type GameSession } from '../../wallet/seamless-wallet.service.ts';
import type { ChainStore } from './chain-store.ts';
import type { DbClock } from './db-clock.ts';
import type { LiveGame } from './live-game.ts';
import { placeRequestedBet, type SharedRoundsDeps } from './shared-bets.ts';
import type { Connection, SocketHub } from './socket-hub.ts';
import { snapshot } from './views.ts';

/**
 * GET /studio/ws/<game>?session=<game session id>&lang=<PT|EN>: the live channel of a shared-round
 * game (messages in @ficha/contract/studio/shared-rounds/protocol). A socket is bound to its game
 * session, which must be the studio's, of this game and not expired.
 */

/** Actions a socket may send per second; more are answered RATE_LIMITED without work. */
const ACTIONS_PER_SECOND = 20;

export interface WsContext {
  deps: SharedRoundsDeps;
  chains: ChainStore;
  clock: DbClock;
  hub: SocketHub;
}

/** Game session ids are printable ASCII; anything else (a NUL byte, control characters) names none. */
const SESSION_ID = /^[\x21-\x7e]{1,100}$/;

async function sessionFor(ctx: WsContext, live: LiveGame, id: unknown): Promise<GameSession> {
  if (typeof id !== 'string' || !SESSION_ID.test(id)) throw new AppError('UNKNOWN_SESSION');
  const session = await findGameSession(ctx.deps.db, STUDIO_VENDOR, id);
  if (session.gameCode !== live.game.code) throw new AppError('UNKNOWN_SESSION');
  if (session.expired) throw new AppError('SESSION_EXPIRED');
  return session;
}

function errorMessage(error: unknown, language: LanguageCode, refValue: string | null) {
  if (isDataException(error)) return errorMessage(new AppError('BAD_REQUEST'), language, refValue);
  if (error instanceof AppError) {
    return {
      type: 'error',
      ref: refValue,
      code: error.code,
      message: messageFor(error.code, language, error.params),
      value: error.value,
    };
  }
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    return {
      type: 'error',
      ref: refValue,
      code: 'BAD_REQUEST',
      message: messageFor('BAD_REQUEST', language),
      value: { issues },
    };
  }
  return {
    type: 'error',
    ref: refValue,
    code: 'INTERNAL',
    message: messageFor('INTERNAL', language),
    value: null,
  };
}

export function sharedRoundSocket(app: FastifyInstance, ctx: WsContext, live: LiveGame): void {
  app.route({
    method: 'GET',
    url: `/studio/ws/${live.game.slug}`,
    schema: { hide: true },
    // A plain GET (no upgrade) is bad input like any other: the envelope, not an empty 404.
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: (socket: WebSocket, req) => {
      const query = req.query as Record<string, unknown>;
      const language =
        normalizeLanguage(typeof query.lang === 'string' ? query.lang : undefined) ?? requestedLanguage(req);
      // Messages that arrive while the session is looked up wait for it.
      const early: RawData[] = [];
      let onMessage = (data: RawData) => {
        early.push(data);
      };
      socket.on('message', (data: RawData) => onMessage(data));

      void (async () => {
        let session: GameSession;
        try {
          session = await sessionFor(ctx, live, query.session);
        } catch (error) {
          socket.send(JSON.stringify(errorMessage(error, language, null)));
          socket.close(1008, error instanceof AppError ? error.code : 'INTERNAL');
          return;
        }
        const connection: Connection = {
          socket,
          gameCode: live.game.code,
          memberId: session.memberId,
          sessionId: session.id,
          language,
        };
        ctx.hub.add(connection);
        ctx.hub.send(
          connection,
          await snapshot(ctx.deps, live.game, ctx.chains, session, ctx.clock.now(), live.engine.current),
        );
        let windowStart = Date.now();
        let inWindow = 0;
        onMessage = (data) => {
          if (Date.now() - windowStart >= 1_000) {
            windowStart = Date.now();
            inWindow = 0;
          }
          inWindow += 1;
          if (inWindow > ACTIONS_PER_SECOND) {
            ctx.hub.send(connection, errorMessage(new AppError('RATE_LIMITED'), language, null));
            return;
          }
          void handle(connection, session, data);
        };
        for (const data of early.splice(0)) onMessage(data);
      })().catch((error: unknown) => {
        req.log.error({ err: error }, 'shared-round socket failed');
        socket.close(1011, 'INTERNAL');
      });
    },
  });

  async function handle(connection: Connection, session: GameSession, data: RawData): Promise<void> {
    let refValue: string | null = null;
    try {
      const raw: unknown = JSON.parse(data.toString());
      if (raw && typeof raw === 'object' && typeof (raw as { ref?: unknown }).ref === 'string') {
        refValue = (raw as { ref: string }).ref.slice(0, 64);
      }
      const message = clientMessageSchema.parse(raw);
      if (message.type === 'ping') {
        ctx.hub.send(connection, { type: 'pong', ref: refValue, serverTime: ctx.clock.now() });
        return;
      }
      if (message.type === 'bet') {
        const value = await placeRequestedBet(ctx.deps, live.game, session, message);
        ctx.hub.send(connection, { type: 'ack', ref: refValue, action: 'bet', value });
        return;
      }
      if (!live.cashOut) throw new AppError('INVALID_MOVE');
      const value = await live.cashOut(ctx.deps, session, { roundId: message.roundId, betId: message.betId });
      ctx.hub.send(connection, { type: 'ack', ref: refValue, action: 'cashout', value });
    } catch (error) {
      const answered =
        error instanceof SyntaxError
          ? new AppError('BAD_REQUEST')
          : isConcurrencyConflict(error)
            ? new AppError('TRY_AGAIN')
            : error;
      if (!(answered instanceof AppError) && !(answered instanceof z.ZodError) && !isDataException(error)) {
        app.log.error({ err: error }, 'shared-round action failed');
      }
      ctx.hub.send(connection, errorMessage(answered, connection.language, refValue));
    }
  }
}
