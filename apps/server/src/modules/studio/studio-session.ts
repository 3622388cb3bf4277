import { STUDIO_VENDOR } from '@ficha/games/catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findGameSession, type GameSessionState } from '../wallet/seamless-wallet.service.ts';

/** The launched game's session id travels in this header (the client got it in its launch URL). */
export const GAME_SESSION_HEADER = 'x-game-session';

/**
 * The game session a studio request acts for: bound to one member, one game and one currency by
 * launchGame. A session of another vendor or, when given, another game is refused.
 *
 * A session ended by a logout, a password change or reset, or a block answers SESSION_EXPIRED,
 * except to a request that only settles what is in flight (`settling`): a crash cash-out of a
 * placed bet, a mines cash-out of the round already open. Everything else is refused, a mines
 * reveal included (a new risk on the stake, not a settlement); the open round waits for its
 * player's next session (it is the member's round, not the session's), or for the recovery sweep,
 * which cashes it out after ABANDONED_ROUND_HOURS.
 */
export async function requireStudioSession(
  req: FastifyRequest,
  gameCode?: string,
  options: { settling?: boolean } = {},
): Promise<GameSessionState> {
  const session = await sessionOfHeader(req, STUDIO_VENDOR);
  if (gameCode && session.gameCode !== gameCode) throw new AppError('UNKNOWN_SESSION');
  if (session.ended && !options.settling) throw new AppError('SESSION_EXPIRED');
  return session;
}

/** The vendor's game session named by the request's x-game-session header. */
export async function sessionOfHeader(req: FastifyRequest, vendorCode: string): Promise<GameSessionState> {
  const header = req.headers[GAME_SESSION_HEADER];
  const id = typeof header === 'string' ? header : '';
  if (!id || id.length > 100) throw new AppError('UNKNOWN_SESSION');
  return findGameSession(req.server.db, vendorCode, id);
}
