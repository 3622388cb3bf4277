import { randomBytes } from 'node:crypto';
import { formatMinor, parseAmount } from '@ficha/contract';
import { betTypeOf, defaultPayoutE4, type LotteryRules } from '@ficha/games/lottery/lottery-bets';
import { LOTTERY_VENDOR, type LotteryGame, lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';
import { winFor } from '@ficha/games/payout';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findGameSession,
  type GameSession,
  placeBet,
  rollbackBet,
  walletBalance,
} from '../wallet/seamless-wallet.service.ts';
import { addExposure, gameSettings, type LotterySettings, releaseExposure } from './limits.queries.ts';
import {
  cancelSuborderIfOpen,
  insertOrderIfOpen,
  markStakeReturned,
  memberPeriodStake,
  movePlacedSuborders,
  moveSuborder,
} from './orders.queries.ts';
import { findPeriod, type PeriodKey } from './periods.queries.ts';

/**
 * Tickets (orders) of sub-orders, each a bet through the seamless wallet (issue 14). A ticket goes
 * through whole or not at all: its sub-orders are recorded with the period's close checked by the
 * database's clock and the pick limits checked in the same transaction; then each stake is
 * debited, and if the wallet refuses one, the stakes already taken go back.
 */

export interface TicketBet {
  betType: string;
  pick: string;
  /** Decimal text, "10.00". */
  amount: string;
}

export interface PlacedTicket {
  orderId: string;
  numero: string;
  suborders: Array<{ id: string; betType: string; pick: string; amount: string; odds: string }>;
  total: string;
  balance: string;
}

/** The odds per hit of a pick at this merchant: its own override, the bet type's, or the default. */
export function payoutOf(
  rules: LotteryRules<unknown>,
  settings: LotterySettings,
  betType: string,
  pick: string,
) {
  const type = betTypeOf(rules, betType);
  if (!type?.validPick(pick)) throw new AppError('INVALID_PICK', { betType, pick }, { betType, pick });
  return (
    settings.odds[`${betType}:${pick}`] ??
    settings.odds[betType] ??
    defaultPayoutE4(rules.rtpE6, type.expectedHits(pick))
  );
}

/** The limits in force at the merchant: its own settings, or the game's defaults. */
export function limitsOf(game: LotteryGame, settings: LotterySettings) {
  const minor = (text: string) => parseAmount(text)!;
  return {
    minBet: settings.minBet ?? minor(game.minBet),
    maxBet: settings.maxBet ?? minor(game.maxBet),
    maxPickLiability: settings.maxPickLiability ?? minor(game.maxPickLiability),
    maxPeriodStake: settings.maxPeriodStake ?? minor(game.maxPeriodStake),
  };
}

export async function placeTicket(
  db: Kysely<DB>,
  session: GameSession,
  input: { numero: string; bets: TicketBet[] },
): Promise<PlacedTicket> {
  const game = lotteryGame(session.gameCode);
  if (!game || session.vendorCode !== LOTTERY_VENDOR) throw new AppError('GAME_NOT_FOUND');
  const settings = await gameSettings(db, session.merchantId, game.code);
  if (settings.suspended) throw new AppError('LOTTERY_SUSPENDED');
  const limits = limitsOf(game, settings);
  const rules = rulesOf(game);

  const orderId = `LT${randomBytes(9).toString('hex')}`;
  const suborders = input.bets.map((bet, i) => {
    const amount = parseAmount(bet.amount);
    if (amount === undefined || amount < limits.minBet || amount > limits.maxBet) {
      const [min, max] = [formatMinor(limits.minBet), formatMinor(limits.maxBet)];
      throw new AppError(
        'BET_OUT_OF_LIMITS',
        { min, max },
        { min: moneyParam(min, session.currency), max: moneyParam(max, session.currency) },
      );
    }
    const payoutE4 = payoutOf(rules, settings, bet.betType, bet.pick);
    return { id: `${orderId}-${i + 1}`, betType: bet.betType, pick: bet.pick, amount, payoutE4 };
  });
  const total = suborders.reduce((sum, s) => sum + s.amount, 0n);

  const key: PeriodKey = { merchantId: session.merchantId, gameCode: game.code, numero: input.numero };
  const period = await findPeriod(db, key);
  if (period?.status !== 'OPEN') throw new AppError('BETTING_CLOSED');
  const staked = await memberPeriodStake(db, key, session.memberId);
  if (staked + total > limits.maxPeriodStake) {
    const max = formatMinor(limits.maxPeriodStake);
    throw new AppError('PERIOD_STAKE_LIMIT', { max }, { max: moneyParam(max, session.currency) });
  }
  if ((await walletBalance(db, session)).balance < total) throw new AppError('INSUFFICIENT_FUNDS');

  await inTransaction(db, async (trx) => {
    const order = {
      id: orderId,
      merchantId: session.merchantId,
      memberId: session.memberId,
      sessionId: session.id,
    };
    if (
      !(await insertOrderIfOpen(trx, {
        ...order,
        gameCode: game.code,
        numero: input.numero,
        currency: session.currency,
        suborders,
      }))
    ) {
      throw new AppError('BETTING_CLOSED');
    }
    for (const { betType, pick, liability } of exposuresOf(suborders)) {
      if (!(await addExposure(trx, key, betType, pick, liability, limits.maxPickLiability))) {
        throw new AppError('PICK_LIMIT_REACHED', { betType, pick }, { pick: pick || betType });
      }
    }
  });

  // Every stake goes to the wallet at once: its batcher posts them together (one round trip for
  // the ticket, not one per sub-order). If it refuses one, the whole ticket is undone.
  const roundId = `${game.code}:${input.numero}`;
  const debits = await Promise.allSettled(
    suborders.map((s) => placeBet(db, session, { txId: s.id, roundId, amount: s.amount })),
  );
  const refusal = debits.find((d) => d.status === 'rejected');
  if (refusal) {
    await undoTicket(db, session, key, suborders);
    throw refusal.reason;
  }
  await movePlacedSuborders(
    db,
    suborders.map((s) => s.id),
  );
  // The balance after the ticket: the lowest the wallet answered, after the last of its debits.
  const balance = debits.reduce(
    (low, d) => (d.status === 'fulfilled' && d.value.balance < low ? d.value.balance : low),
    (debits[0] as PromiseFulfilledResult<{ balance: bigint }>).value.balance,
  );
  return {
    orderId,
    numero: input.numero,
    suborders: suborders.map((s) => ({
      id: s.id,
      betType: s.betType,
      pick: s.pick,
      amount: formatMinor(s.amount),
      odds: formatMinor(BigInt(s.payoutE4) / 100n),
    })),
    total: formatMinor(total),
    balance: formatMinor(balance),
  };
}

/**
 * A ticket's added liability per pick, its sub-orders on one pick together, in (bet type, pick)
 * order: every ticket takes the exposure rows' locks in the same order, so concurrent tickets on
 * the same picks wait for one another instead of deadlocking.
 */
function exposuresOf(suborders: Array<{ betType: string; pick: string; amount: bigint; payoutE4: number }>) {
  const byPick = new Map<string, { betType: string; pick: string; liability: bigint }>();
  for (const s of suborders) {
    const id = `${s.betType}\u0000${s.pick}`;
    const known = byPick.get(id) ?? { betType: s.betType, pick: s.pick, liability: 0n };
    byPick.set(id, { ...known, liability: known.liability + winFor(s.amount, s.payoutE4) });
  }
  return [...byPick.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}

/**
 * The wallet refused one of the ticket's stakes: every stake goes back (a rollback of a refused or
 * never-seen bet only records it, so it cannot arrive later), the sub-orders are ROLLED_BACK or
 * REFUSED, and their share of the pick limits is released. A step that fails here is finished by
 * the period's settlement (a PENDING sub-order past its grace is rolled back there).
 */
async function undoTicket(
  db: Kysely<DB>,
  session: GameSession,
  key: PeriodKey,
  suborders: Array<{ id: string; betType: string; pick: string; amount: bigint; payoutE4: number }>,
): Promise<void> {
  for (const s of suborders) {
    const answer = await rollbackBet(db, session, { betTxId: s.id });
    const returned = !/^(tombstone|void):/.test(answer.transactionId);
    await moveSuborder(db, s.id, ['PENDING'], returned ? 'ROLLED_BACK' : 'REFUSED', true);
    await releaseExposure(db, key, s.betType, s.pick, winFor(s.amount, s.payoutE4));
  }
}

/** The member cancels one sub-order while its period takes bets; its stake goes back at once. */
export async function cancelSuborder(
  db: Kysely<DB>,
  memberId: number,
  suborderId: string,
): Promise<{ balance: string }> {
  const cancelled = await cancelSuborderIfOpen(db, suborderId, memberId);
  if (!cancelled) throw new AppError('ORDER_CLOSED');
  const session = await findGameSession(db, LOTTERY_VENDOR, cancelled.session_id);
  const answer = await rollbackBet(db, session, { betTxId: cancelled.id });
  await markStakeReturned(db, cancelled.id);
  const key = { merchantId: cancelled.merchant_id, gameCode: cancelled.game_code, numero: cancelled.numero };
  await releaseExposure(
    db,
    key,
    cancelled.bet_type,
    cancelled.pick,
    winFor(BigInt(cancelled.amount), cancelled.payout_e4),
  );
  return { balance: formatMinor(answer.balance) };
}
