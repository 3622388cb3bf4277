import { type LaunchAnswer, TRIAL_TYPE } from '@ficha/contract';
import { LOTTERY_CATALOGUE_VENDORS, LOTTERY_VENDOR, lotteryGame } from '@ficha/games/lottery/lottery-games';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { openGameSession } from '../wallet/seamless-wallet.service.ts';

/** The prize mode of a game without Vietnamese tiers: the plain lottery's (spec section 4). */
const PLAIN_PRIZE_MODE = 'LOTT';

/**
 * /wps/game/launchGame for the in-house lottery (issue 14; spec section 7 "lottery launch: vendor,
 * gameCode, prizeMode, playType"): a real-money game session of the lottery vendor, and the
 * embedded frame's address "/m/lotto-h5/{mui}/{playType}/games/{gameId}" with its token, merchant
 * and prize_mode. The game's own play type and prize mode win over what the click asked for: a
 * Vietnamese North game is always drawn in the VN mode.
 */
export async function launchLottery(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  input: { gameCode: string; freePlay: boolean },
): Promise<LaunchAnswer> {
  const game = lotteryGame(input.gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  // Spec section 4 'Game click': trial users are refused; the lottery has no play money.
  if (member.type === TRIAL_TYPE) throw new AppError('FREE_REJECT');
  if (input.freePlay) throw new AppError('FREE_PLAY_UNSUPPORTED');
  const session = await openGameSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    vendorCode: LOTTERY_VENDOR,
    gameCode: game.code,
    currency: merchant.currency,
    loginSessionId: member.sessionId,
  });
  const query = new URLSearchParams({
    token: session.id,
    merchant: merchant.code,
    prize_mode: game.prizeMode ?? PLAIN_PRIZE_MODE,
  });
  const path = `/m/lotto-h5/${member.id}/${game.playType}/games/${encodeURIComponent(game.code)}`;
  return { url: `${path}?${query}`, sessionId: session.id, mode: 'REAL', currency: merchant.currency };
}

export function isLotteryVendor(vendorCode: string | undefined): boolean {
  // The catalogue lists our games under the spec's lottery vendors (LOTT, ELOTT); all of them play
  // through the FICHA_LOTTO engine and wallet sessions.
  return (
    vendorCode === LOTTERY_VENDOR ||
    (LOTTERY_CATALOGUE_VENDORS as readonly string[]).includes(vendorCode ?? '')
  );
}
