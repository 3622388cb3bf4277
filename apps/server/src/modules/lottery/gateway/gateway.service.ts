import {
  formatMinor,
  type Game,
  type LanguageCode,
  type LotteryLastDraw,
  type LotteryOrderDetail,
  type OpenedLotteryGame,
  type OpenedLotteryGames,
  type OpenedNumeros,
  type VietnamGameMenu,
} from '@ficha/contract';
import { LOTTERY_CATALOGUE_VENDORS, type LotteryGame, lotteryGame } from '@ficha/games/lottery/lottery-games';
import { nextPeriod, periodAt } from '@ficha/games/lottery/lottery-schedule';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lotteryGames } from '../../games/games.service.ts';
import type { AuthenticatedMember } from '../../members/members.repository.ts';
import type { Merchant } from '../../merchants/merchants.repository.ts';
import { databaseNowMs } from '../../studio/shared-rounds/rounds.queries.ts';
import { gameSettings } from '../limits.queries.ts';
import { cancelSuborder } from '../lottery-orders.service.ts';
import { orderSuborders } from '../orders.queries.ts';
import { pastPeriods } from '../periods.queries.ts';
import { isMemberSuborder, memberOrder, recentlyPlayedGames } from './gateway.queries.ts';

/**
 * The member site's lottery gateway (spec section 7; issue 14): the lobby's view of each game
 * (period taking bets, its close and draw, the last result), the Vietnamese game menu, and the
 * member's tickets, read and cancelled through the engine's own services.
 */

const iso = (ms: number | Date) => new Date(ms).toISOString();

interface CatalogueLottery {
  entry: Game;
  game: LotteryGame;
}

/**
 * The merchant's lottery games as its catalogue lists them (a game the operator switched off is
 * not shown), each paired with the engine's game.
 */
async function catalogueLotteries(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
): Promise<CatalogueLottery[]> {
  const vendors: readonly string[] = LOTTERY_CATALOGUE_VENDORS;
  const entries = await lotteryGames(db, merchant, language, member, false);
  return entries.flatMap((entry) => {
    const game = vendors.includes(entry.vassalage) ? lotteryGame(entry.gameCode) : undefined;
    return game ? [{ entry, game }] : [];
  });
}

/** The period taking bets at `now`: the current one, or the next once the current has closed. */
function bettingPeriod(game: LotteryGame, now: number, timeZone: string) {
  const current = periodAt(game.schedule, now, timeZone);
  return now < current.closesAt ? current : nextPeriod(game.schedule, current, timeZone);
}

async function openedView(
  db: Kysely<DB>,
  merchant: Merchant,
  { entry, game }: CatalogueLottery,
  now: number,
): Promise<OpenedLotteryGame> {
  const period = bettingPeriod(game, now, merchant.time_zone);
  const [last] = await pastPeriods(db, merchant.id, game.code, 1);
  const settings = await gameSettings(db, merchant.id, game.code);
  return {
    nodeId: entry.nodeId,
    gameCode: game.code,
    gameName: entry.gameName,
    vassalage: entry.vassalage,
    iconUrl: entry.iconUrl,
    gameGroupId: entry.gameGroupId,
    lottoMode: entry.lottoMode,
    kind: game.kind,
    playType: game.playType,
    prizeMode: game.prizeMode,
    intervalSeconds: game.schedule.kind === 'interval' ? game.schedule.seconds : null,
    suspended: settings.suspended,
    numero: period.numero,
    closesAt: iso(period.closesAt),
    drawsAt: iso(period.drawsAt),
    last: last
      ? {
          numero: last.numero,
          drawsAt: iso(last.draws_at),
          status: last.status as 'DRAWN' | 'SETTLED' | 'VOID',
          result: last.status === 'VOID' ? null : (last.result as LotteryLastDraw['result']),
        }
      : null,
  };
}

async function openedViews(
  db: Kysely<DB>,
  merchant: Merchant,
  lotteries: CatalogueLottery[],
): Promise<{ list: OpenedLotteryGame[]; serverTime: string }> {
  const now = await databaseNowMs(db);
  const list: OpenedLotteryGame[] = [];
  for (const lottery of lotteries) list.push(await openedView(db, merchant, lottery, now));
  return { list, serverTime: iso(now) };
}

/** /lotto/lgw/games/opened/numero: every lottery game (or one) with its open numero and last draw. */
export async function openedGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
  gameCode: string | undefined,
): Promise<OpenedLotteryGames> {
  let lotteries = await catalogueLotteries(db, merchant, language, member);
  if (gameCode !== undefined) {
    lotteries = lotteries.filter((lottery) => lottery.game.code === gameCode);
    if (lotteries.length === 0) throw new AppError('GAME_NOT_FOUND');
  }
  return openedViews(db, merchant, lotteries);
}

const vietnamese = (lotteries: CatalogueLottery[]) => lotteries.filter(({ game }) => game.prizeMode !== null);

/** /lgw/vn/games/game_menu: the Vietnamese games, VN (north) then SEA (south). */
export async function vietnamMenu(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
): Promise<VietnamGameMenu> {
  const opened = await openedViews(
    db,
    merchant,
    vietnamese(await catalogueLotteries(db, merchant, language, member)),
  );
  const list = (['VN', 'SEA'] as const)
    .map((prizeMode) => ({ prizeMode, games: opened.list.filter((game) => game.prizeMode === prizeMode) }))
    .filter((group) => group.games.length > 0);
  return { list, serverTime: opened.serverTime };
}

/** /lgw/vn/games/game_menu/recent: the Vietnamese games the member bet on, the latest first. */
export async function recentVietnamGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
): Promise<OpenedLotteryGames> {
  const lotteries = vietnamese(await catalogueLotteries(db, merchant, language, member));
  const played = await recentlyPlayedGames(
    db,
    member.id,
    lotteries.map(({ game }) => game.code),
  );
  const byCode = new Map(lotteries.map((lottery) => [lottery.game.code, lottery]));
  return openedViews(
    db,
    merchant,
    played.map((code) => byCode.get(code)!),
  );
}

/**
 * /lgw/vn/numeros/opened/game: the periods of a Vietnamese game that take bets now: the current
 * one while it is open, and the one after it (which opens as soon as the current one draws).
 */
export async function openedNumeros(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
  gameCode: string,
): Promise<OpenedNumeros> {
  const lottery = vietnamese(await catalogueLotteries(db, merchant, language, member)).find(
    ({ game }) => game.code === gameCode,
  );
  if (!lottery) throw new AppError('GAME_NOT_FOUND');
  const { game } = lottery;
  const now = await databaseNowMs(db);
  const current = periodAt(game.schedule, now, merchant.time_zone);
  const next = nextPeriod(game.schedule, current, merchant.time_zone);
  const periods = now < current.closesAt ? [current, next] : [next];
  return {
    gameCode,
    list: periods.map((p) => ({ numero: p.numero, closesAt: iso(p.closesAt), drawsAt: iso(p.drawsAt) })),
    serverTime: iso(now),
  };
}

/** /lgw/orders/detail: one of the member's tickets; anyone else's is NOT_FOUND, as an unknown one. */
export async function orderDetail(
  db: Kysely<DB>,
  language: LanguageCode,
  member: AuthenticatedMember,
  orderId: string,
): Promise<LotteryOrderDetail> {
  const order = await memberOrder(db, member.id, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const suborders = await orderSuborders(db, order.id);
  return {
    id: order.id,
    gameCode: order.game_code,
    gameName: lotteryGame(order.game_code)?.names[language] ?? order.game_code,
    numero: order.numero,
    currency: order.currency,
    total: formatMinor(order.total),
    createdAt: iso(order.created_at),
    cancellable: order.cancellable,
    suborders: suborders.map((s) => ({
      id: s.id,
      betType: s.bet_type,
      pick: s.pick,
      amount: formatMinor(s.amount),
      odds: formatMinor(BigInt(s.payout_e4) / 100n),
      status: s.status,
      hits: s.hits,
      win: s.win === null ? null : formatMinor(s.win),
    })),
  };
}

/**
 * /lgw/orders/suborders/cancel: the engine's cancel (the same as the frame's), for the member's own
 * sub-order only: anyone else's is NOT_FOUND; one whose period has closed is ORDER_CLOSED.
 */
export async function cancelMemberSuborder(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  suborderId: string,
): Promise<{ suborderId: string; balance: string }> {
  if (!(await isMemberSuborder(db, member.id, suborderId))) throw new AppError('NOT_FOUND');
  const { balance } = await cancelSuborder(db, member.id, suborderId);
  return { suborderId, balance };
}
