import {
  formatMinor,
  type Game,
  type GameRecordPage,
  type LanguageCode,
  type LaunchAnswer,
  TRIAL_TYPE,
  type Winner,
} from '@ficha/contract';
import { LOTTERY_CATALOGUE_VENDORS } from '@ficha/games/lottery/lottery-games';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { PLAY_CURRENCY } from '../ledger/ledger-accounts.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { openGameSession } from '../wallet/seamless-wallet.service.ts';
import { selectRecentGames } from './games.repository.ts';
import { checkLotteryGameShown, findGame, findLaunchGame, gameIconUrl, toGame } from './games.service.ts';
import { isLotteryVendor, launchLottery } from './lottery-launch.ts';
import * as queries from './member-games.queries.ts';

/** What a member does with games: favourites, recent games, launching, the record of rounds; the winner board. */

/** A write of the member's own list, for a game of the merchant's catalogue only (GAME_NOT_FOUND otherwise). */
const forCatalogueGame =
  (write: (db: Kysely<DB>, memberId: number, nodeId: string) => Promise<void>) =>
  async (db: Kysely<DB>, merchant: Merchant, member: AuthenticatedMember, nodeId: string): Promise<void> => {
    await findGame(db, merchant, nodeId);
    await write(db, member.id, nodeId);
  };

export const addFavourite = forCatalogueGame(queries.insertFavourite);

/** The game goes to the top of the member's recent games. */
export const recordRecent = forCatalogueGame(queries.upsertRecent);

export async function removeFavourite(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  nodeId: string,
): Promise<void> {
  if (!/^\d{1,18}$/.test(nodeId)) throw new AppError('GAME_NOT_FOUND');
  await queries.deleteFavourite(db, member.id, nodeId);
}

export async function favouriteIds(db: Kysely<DB>, member: AuthenticatedMember): Promise<string[]> {
  return queries.selectFavouriteIds(db, member.id);
}

export async function recentGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
): Promise<Game[]> {
  const rows = await selectRecentGames(db, merchant.id, member.id);
  return rows.map((r) => toGame(r, language, merchant.code));
}

/** Winner board (spec 'Winner entry'): recent wins from the wallet, names masked. */
export async function winners(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  limit: number,
): Promise<Winner[]> {
  const rows = await queries.selectRecentWins(db, merchant.id, limit);
  return rows.map((r) => ({
    customerName: `${r.username.slice(0, 2)}***${r.username.slice(-1)}`,
    gameName: r.names[language] ?? r.names.EN ?? '',
    iconUrl: gameIconUrl(r.icon_url, merchant.code, r.node_id),
    winAmount: formatMinor(r.won),
    nodeId: String(r.node_id),
  }));
}

/**
 * /wps/game/launchGame (spec section 4 'Game click'): a game session bound to the member, the game
 * and one currency (PLAY for free play), and a recent-game entry. A vendor without a live
 * integration answers PROVIDER_UNAVAILABLE: the catalogue never pretends. A game the merchant
 * switched off (or whose vendor it switched off) answers GAME_DISABLED, whatever page was open.
 */
export async function launchGame(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
  input: {
    nodeId?: string | undefined;
    freePlay: boolean;
    vendor?: string | undefined;
    gameCode?: string | undefined;
  },
): Promise<LaunchAnswer> {
  // The lottery launch names its game by code (spec section 7), not by catalogue node.
  if (!input.nodeId && isLotteryVendor(input.vendor)) {
    const gameCode = input.gameCode ?? '';
    await checkLotteryGameShown(db, merchant, LOTTERY_CATALOGUE_VENDORS, gameCode);
    return launchLottery(db, merchant, member, { gameCode, freePlay: input.freePlay });
  }
  if (!input.nodeId) throw new AppError('GAME_NOT_FOUND');
  const game = await findLaunchGame(db, merchant, input.nodeId);
  if (member.type === TRIAL_TYPE && !input.freePlay) throw new AppError('FREE_REJECT');
  if (input.freePlay && game.support_play !== 0) throw new AppError('FREE_PLAY_UNSUPPORTED');
  // The game goes to the member's recent games even when its vendor cannot open it: tried is played.
  await queries.upsertRecent(db, member.id, input.nodeId);
  if (isLotteryVendor(game.vendor_code))
    return launchLottery(db, merchant, member, { gameCode: game.game_code, freePlay: input.freePlay });
  if (!game.launch_url) throw new AppError('PROVIDER_UNAVAILABLE', { vendor: game.vendor_code });
  const currency = input.freePlay ? PLAY_CURRENCY : merchant.currency;
  const session = await openGameSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    vendorCode: game.vendor_code,
    gameCode: game.game_code,
    currency,
    loginSessionId: member.sessionId,
  });
  const url = `${game.launch_url}?session=${encodeURIComponent(session.id)}&game=${encodeURIComponent(game.game_code)}&lang=${language}`;
  return {
    url,
    sessionId: session.id,
    mode: input.freePlay ? ('FREE' as const) : ('REAL' as const),
    currency,
  };
}

/** /lgw/orders: the member's rounds from the wallet's bet records. */
export async function gameRecords(
  db: Kysely<DB>,
  language: LanguageCode,
  member: AuthenticatedMember,
  filter: queries.RoundFilter,
): Promise<GameRecordPage> {
  const page = await queries.selectMemberRounds(db, member.id, filter);
  return pageAnswer(page, filter, (r) => ({
    roundId: r.round_id ?? r.tx_id,
    // Unique per bet: several bets can share a round (crash, the money wheel).
    transactionId: `${r.vendor_code}:${r.tx_id}`,
    gameName: r.names?.[language] ?? r.names?.EN ?? '',
    vendor: r.vendor_code,
    // The player reads the vendor's name ("Ficha Originals"), not its code (hardening 18).
    vendorName: r.display_name ?? r.vendor_code,
    currency: r.currency ?? '',
    betAmount: formatMinor(r.amount ?? '0'),
    winAmount: formatMinor(r.won),
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    // A lottery sub-order's ticket, for /lgw/orders/detail; null for other games.
    orderId: r.order_id,
  }));
}
