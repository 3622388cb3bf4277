import { formatMinor, type LanguageCode } from '@ficha/contract';
import type { RotatedSeeds } from '@ficha/contract/studio/fairness';
import type { RoundPage } from '@ficha/contract/studio/rounds';
import type { StudioBalance, StudioSession } from '@ficha/contract/studio/session';
import { studioGame } from '@ficha/games/catalogue';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { type GameSessionState, walletBalance } from '../wallet/seamless-wallet.service.ts';
import { activeSeed, rotateSeed } from './fairness/seed-pairs.ts';
import { topUpPlayMoney } from './play-money.ts';
import { settledRoundsPage } from './rounds/rounds.repository.ts';

/** The answers of the studio's own calls (studio.routes.ts), game by game calls aside. */

/** What a launched game opens with; free play is topped up first. */
export async function sessionView(
  db: Kysely<DB>,
  session: GameSessionState,
  language: LanguageCode,
): Promise<StudioSession> {
  const game = studioGame(session.gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  await topUpPlayMoney(db, session);
  const { balance } = await walletBalance(db, session);
  const seed = await activeSeed(db, session.memberId, session.gameCode);
  return {
    game: {
      code: game.code,
      name: game.names[language],
      gameType: game.gameType,
      declaredRtp: game.declaredRtp,
      minBet: game.minBet,
      maxBet: game.maxBet,
    },
    mode: session.currency === 'PLAY' ? 'FREE' : 'REAL',
    currency: session.currency,
    balance: formatMinor(balance),
    expired: session.expired,
    fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
  };
}

export async function balanceView(db: Kysely<DB>, session: GameSessionState): Promise<StudioBalance> {
  const { balance, currency } = await walletBalance(db, session);
  return { balance: formatMinor(balance), currency };
}

export async function rotateSeedView(
  db: Kysely<DB>,
  session: GameSessionState,
  clientSeed: string | undefined,
): Promise<RotatedSeeds> {
  const { revealed, active } = await rotateSeed(db, session.memberId, session.gameCode, clientSeed);
  return {
    revealed: {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
    },
    active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nonce },
  };
}

/** The member's settled rounds of this game, newest first, to verify once the seed is revealed. */
export async function roundHistory(
  db: Kysely<DB>,
  session: GameSessionState,
  page: { pageNo: number; pageSize: number },
): Promise<RoundPage> {
  const rounds = await settledRoundsPage(db, session.memberId, session.gameCode, page);
  return pageAnswer(rounds, page, (r) => ({
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
  }));
}
