import { formatMinor, type LanguageCode, type LotteryGameState, type LotteryOrder } from '@ficha/contract';
import type { LotteryRules } from '@ficha/games/lottery/lottery-bets';
import { type LotteryGame, lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';
import { nextPeriod, periodAt } from '@ficha/games/lottery/lottery-schedule';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { databaseNowMs } from '../studio/shared-rounds/rounds.queries.ts';
import { type GameSession, walletBalance } from '../wallet/seamless-wallet.service.ts';
import { gameSettings, type LotterySettings } from './limits.queries.ts';
import { preparePeriods } from './lottery-draws.ts';
import { payoutOf } from './lottery-orders.service.ts';
import { countMemberOrders, memberOrders, orderSuborders } from './orders.queries.ts';
import { findPeriod, merchantTimeZone, type PeriodRow, pastPeriods } from './periods.queries.ts';

/** What the lottery frame shows: the game, its open period, recent draws, the odds, the balance. */

const RECENT_DRAWS = 20;

const iso = (value: Date) => new Date(value).toISOString();
const oddsText = (payoutE4: number) => formatMinor(BigInt(payoutE4) / 100n);

function periodView(row: PeriodRow) {
  return {
    numero: row.numero,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    drawsAt: iso(row.draws_at),
    seedHash: row.seed_hash,
  };
}

/** Each bet type's odds: one figure, with the picks that pay otherwise listed apart. */
function betTypesView(rules: LotteryRules<unknown>, settings: LotterySettings) {
  return rules.betTypes.map((type) => {
    const odds = oddsText(payoutOf(rules, settings, type.code, type.samplePick));
    const oddsByPick: Record<string, string> = {};
    for (const pick of type.picks ?? []) {
      const text = oddsText(payoutOf(rules, settings, type.code, pick));
      if (text !== odds) oddsByPick[pick] = text;
    }
    return { code: type.code, odds, oddsByPick, ...(type.picks ? { picks: [...type.picks] } : {}) };
  });
}

export function sessionGame(session: GameSession): LotteryGame {
  const game = lotteryGame(session.gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  return game;
}

export async function gameState(
  db: Kysely<DB>,
  session: GameSession,
  language: LanguageCode,
): Promise<LotteryGameState> {
  const game = sessionGame(session);
  const now = await databaseNowMs(db);
  const timeZone = await merchantTimeZone(db, session.merchantId);
  const current = periodAt(game.schedule, now, timeZone);
  const keyOf = (numero: string) => ({ merchantId: session.merchantId, gameCode: game.code, numero });
  const nextNumero = nextPeriod(game.schedule, current, timeZone).numero;
  let [period, next] = [await findPeriod(db, keyOf(current.numero)), await findPeriod(db, keyOf(nextNumero))];
  if (!period || !next) {
    // No process runs the draw loop yet (or it has not reached this period): make them now.
    await preparePeriods(db, { id: session.merchantId, timeZone }, game, now);
    [period, next] = [await findPeriod(db, keyOf(current.numero)), await findPeriod(db, keyOf(nextNumero))];
  }
  const settings = await gameSettings(db, session.merchantId, game.code);
  const recent = await pastPeriods(db, session.merchantId, game.code, RECENT_DRAWS);
  const { balance, currency } = await walletBalance(db, session);
  return {
    game: {
      code: game.code,
      name: game.names[language],
      kind: game.kind,
      playType: game.playType,
      prizeMode: game.prizeMode,
      minBet: settings.minBet === null ? game.minBet : formatMinor(settings.minBet),
      maxBet: settings.maxBet === null ? game.maxBet : formatMinor(settings.maxBet),
      suspended: settings.suspended,
    },
    period: periodView(period!),
    next: periodView(next!),
    recent: recent.map((row) => ({
      ...periodView(row),
      status: row.status as 'DRAWN' | 'SETTLED' | 'VOID',
      result: row.status === 'VOID' ? null : (row.result as LotteryGameState['recent'][number]['result']),
      seed: row.seed,
    })),
    betTypes: betTypesView(rulesOf(game), settings),
    balance: formatMinor(balance),
    currency,
    serverTime: new Date(now).toISOString(),
  };
}

/** The member's tickets of the session's game, newest first, with their sub-orders. */
export async function ordersPage(
  db: Kysely<DB>,
  session: GameSession,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: LotteryOrder[]; pageNo: number; totalPages: number; total: number }> {
  const game = sessionGame(session);
  const total = await countMemberOrders(db, session.memberId, game.code);
  const rows = await memberOrders(db, session.memberId, {
    gameCode: game.code,
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  const list: LotteryOrder[] = [];
  for (const row of rows) {
    const suborders = await orderSuborders(db, row.id);
    list.push({
      id: row.id,
      gameCode: row.game_code,
      numero: row.numero,
      currency: row.currency,
      total: formatMinor(row.total),
      createdAt: iso(row.created_at),
      cancellable: row.cancellable,
      suborders: suborders.map((s) => ({
        id: s.id,
        betType: s.bet_type,
        pick: s.pick,
        amount: formatMinor(s.amount),
        odds: oddsText(s.payout_e4),
        status: s.status,
        hits: s.hits,
        win: s.win === null ? null : formatMinor(s.win),
      })),
    });
  }
  return { list, pageNo: page.pageNo, totalPages: Math.ceil(total / page.pageSize), total };
}
