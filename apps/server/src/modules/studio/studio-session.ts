import { STUDIO_VENDOR } from '@ficha/contract/studio/catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findGameSession, type GameSessionState } from '../wallet/seamless-wallet.service.ts';

/** The launched game's session id travels in this header (the client got it in its launch URL). */
export const GAME_SESSION_HEADER = 'x-game-session';

/**
 * The game session a studio request acts for: bound to one member, one game and one currency by
 * launchGame. A session of another vendor or, when given, another game is refused.
 */
export async function requireStudioSession(
  req: FastifyRequest,
  gameCode?: string,
): Promise<GameSessionState> {
  const header = req.headers[GAME_SESSION_HEADER];
  const id = typeof header === 'string' ? header : '';
  if (!id || id.length > 100) throw new AppError('UNKNOWN_SESSION');
  const session = await findGameSession(req.server.db, STUDIO_VENDOR, id);
  if (gameCode && session.gameCode !== gameCode) throw new AppError('UNKNOWN_SESSION');
  return session;
}
