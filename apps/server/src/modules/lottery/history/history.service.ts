import {
  formatMinor,
  type LanguageCode,
  type LotteryDrawView,
  type LotteryGameHead,
  type LotteryHistoryPage,
  type LotteryJackpot,
  type LotteryTrends,
  type LotteryWin,
  type LotteryWinners,
  WINNER_BOARD_SIZE,
} from '@ficha/contract';
import { type LotteryGame, lotteryGame } from '@ficha/games/lottery/lottery-games';
import { zonedInstant } from '@ficha/games/lottery/lottery-schedule';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Merchant } from '../../merchants/merchants.repository.ts';
import { maskedName } from '../../studio/shared-rounds/player-name.ts';
import { databaseNowMs } from '../../studio/shared-rounds/rounds.queries.ts';
import { biggestWinsSince, drawnPeriods, latestWins, paidSince, type WinRow } from './history.queries.ts';
import { trendsOf } from './trends.ts';

/** The lottery's public screens: past draws, trends, the winner board and the jackpot (issue 14). */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const iso = (value: Date) => new Date(value).toISOString();

function gameOf(code: string): LotteryGame {
  const game = lotteryGame(code);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  return game;
}

const headOf = (game: LotteryGame, language: LanguageCode): LotteryGameHead => ({
  code: game.code,
  name: game.names[language],
  kind: game.kind,
});

/** Past draws newest first with their results and revealed seeds, a page at a time. */
export async function historyPage(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  gameCode: string,
  page: { before?: string | undefined; pageSize: number },
): Promise<LotteryHistoryPage> {
  const game = gameOf(gameCode);
  // One row more than the page tells whether an older page exists.
  const rows = await drawnPeriods(db, merchant.id, game.code, {
    before: page.before,
    limit: page.pageSize + 1,
    withVoid: true,
  });
  const list: LotteryDrawView[] = rows.slice(0, page.pageSize).map((row) => ({
    numero: row.numero,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    drawsAt: iso(row.draws_at),
    seedHash: row.seed_hash,
    status: row.status as LotteryDrawView['status'],
    result: row.status === 'VOID' ? null : (row.result as LotteryDrawView['result']),
    seed: row.seed,
  }));
  const nextBefore = rows.length > page.pageSize ? (list.at(-1)?.numero ?? null) : null;
  return { game: headOf(game, language), list, nextBefore };
}

/** Trends over the game's last `periods` drawn periods (voided ones have no result to count). */
export async function trends(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  gameCode: string,
  periods: number,
): Promise<LotteryTrends> {
  const game = gameOf(gameCode);
  const rows = await drawnPeriods(db, merchant.id, game.code, { limit: periods, withVoid: false });
  return { game: headOf(game, language), ...trendsOf(game.kind, rows) };
}

function winView(row: WinRow, language: LanguageCode): LotteryWin {
  return {
    player: maskedName(row.username),
    gameCode: row.game_code,
    gameName: lotteryGame(row.game_code)?.names[language] ?? row.game_code,
    numero: row.numero,
    betType: row.bet_type,
    pick: row.pick,
    stake: formatMinor(row.amount),
    win: formatMinor(row.win),
    settledAt: iso(row.settled_at),
  };
}

/** The winner board: the newest wins and the week's biggest, in the merchant's currency. */
export async function winners(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<LotteryWinners> {
  const weekAgo = new Date((await databaseNowMs(db)) - WEEK_MS);
  const [latest, biggest] = await Promise.all([
    latestWins(db, merchant.id, merchant.currency, WINNER_BOARD_SIZE),
    biggestWinsSince(db, merchant.id, merchant.currency, weekAgo, WINNER_BOARD_SIZE),
  ]);
  return {
    currency: merchant.currency,
    latest: latest.map((row) => winView(row, language)),
    biggest: biggest.map((row) => winView(row, language)),
  };
}

/** The merchant's local midnight before `now`, by its time zone. */
function localMidnight(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(now));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return zonedInstant({ year: part('year'), month: part('month'), day: part('day') }, 0, timeZone);
}

/** The jackpot display: what the draws paid today and this week, and the biggest win of each. */
export async function jackpot(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<LotteryJackpot> {
  const now = await databaseNowMs(db);
  const windowFrom = async (since: Date) => {
    const [totals, [biggest]] = await Promise.all([
      paidSince(db, merchant.id, merchant.currency, since),
      biggestWinsSince(db, merchant.id, merchant.currency, since, 1),
    ]);
    return {
      since: since.toISOString(),
      paid: formatMinor(totals.paid),
      wins: totals.wins,
      biggest: biggest ? winView(biggest, language) : null,
    };
  };
  return {
    currency: merchant.currency,
    today: await windowFrom(new Date(localMidnight(now, merchant.time_zone))),
    week: await windowFrom(new Date(now - WEEK_MS)),
    serverTime: new Date(now).toISOString(),
  };
}
