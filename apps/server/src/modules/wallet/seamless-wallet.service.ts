import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, GameSessionEndReason } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { transferExists } from '../ledger/ledger.repository.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import {
  balanceOf,
  PLAY_CURRENCY,
  playerAccount,
  shardOf,
  systemAccount,
} from '../ledger/ledger-accounts.ts';
import {
  betStatusOf,
  endGameSessionsOf,
  findGameSessionRow,
  type GameSession,
  insertGameSession,
  insertRollbackTombstone,
  lockBet,
  markBetRolledBack,
  settleBetWithoutWin,
} from './seamless-wallet.repository.ts';
import { type BatchOp, walletBatcher } from './wallet-batcher.ts';

/**
 * The seamless wallet (issue 4 part 2): balance, bet, win, rollback, each idempotent by the
 * vendor's transaction id. In-house games call these functions; third-party vendors reach them
 * through the signed HTTP routes. Real money moves between the player's cash and the house; free
 * play moves PLAY between the player's play account and the play house.
 */

export const GAME_SESSION_HOURS = 12;

export type { GameSession };

export interface GameSessionState extends GameSession {
  /** No new bet: past its expiry, or ended. */
  expired: boolean;
  /** Ended by a logout, a password change or reset, or a block: only what is in flight settles. */
  ended: boolean;
}

/**
 * Opens a game session. Given the member's login session, it opens only while that one is live,
 * and waits for a logout or password change running at the same moment (it shares the login
 * session's row lock): a launch racing a logout never leaves an open game session behind it.
 */
export async function openGameSession(
  db: Kysely<DB>,
  input: {
    merchantId: number;
    memberId: number;
    vendorCode: string;
    gameCode: string;
    currency: string;
    loginSessionId?: string;
  },
): Promise<GameSessionState> {
  const id = randomBytes(24).toString('base64url');
  const { loginSessionId, ...binding } = input;
  if (!(await insertGameSession(db, { ...binding, id, hours: GAME_SESSION_HOURS, loginSessionId }))) {
    throw new AppError('SESSION_EXPIRED');
  }
  return { ...binding, id, expired: false, ended: false };
}

/**
 * Ends every open game session of a member (logout, password change or reset, operator block), in
 * the caller's transaction: from its commit the wallet takes no new bet on them (the batch reads
 * ended_at on every new bet, so this holds in every process), while wins and rollbacks of bets
 * already placed still settle.
 */
export async function endMemberGameSessions(
  db: Kysely<DB>,
  memberId: number,
  reason: GameSessionEndReason,
): Promise<number> {
  return endGameSessionsOf(db, memberId, reason);
}

/** A session as it stands now, its expiry read from the database's clock. */
export async function findGameSession(
  db: Kysely<DB>,
  vendorCode: string,
  sessionId: string,
): Promise<GameSessionState> {
  const row = await findGameSessionRow(db, vendorCode, sessionId);
  if (!row) throw new AppError('UNKNOWN_SESSION');
  const session: GameSessionState = {
    id: row.id,
    merchantId: row.merchant_id,
    memberId: Number(row.member_id),
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    currency: row.currency,
    expired: row.expired,
    ended: row.ended_at !== null,
  };
  // Only what a committed row proves is remembered (a session read inside a transaction may not be).
  if (!db.isTransaction) rememberBinding(db, session);
  return session;
}

/** Bindings read in this process, newest last; the oldest go first past the limit. */
const REMEMBERED_SESSIONS = 100_000;
const bindings = new WeakMap<Kysely<DB>, Map<string, GameSession>>();

function rememberBinding(db: Kysely<DB>, session: GameSession): void {
  let known = bindings.get(db);
  if (!known) {
    known = new Map();
    bindings.set(db, known);
  }
  const { id, merchantId, memberId, vendorCode, gameCode, currency } = session;
  known.set(`${vendorCode}|${id}`, { id, merchantId, memberId, vendorCode, gameCode, currency });
  if (known.size > REMEMBERED_SESSIONS) known.delete(known.keys().next().value!);
}

/**
 * The session's binding, read once per process: a vendor's every call names its session, and the
 * binding never changes. Whether a new bet is still allowed is decided by the wallet itself, in the
 * bet's transaction (expiry and end on the database's clock), never from this memory.
 */
export async function gameSessionBinding(
  db: Kysely<DB>,
  vendorCode: string,
  sessionId: string,
): Promise<GameSession> {
  return bindings.get(db)?.get(`${vendorCode}|${sessionId}`) ?? findGameSession(db, vendorCode, sessionId);
}

async function accountsFor(
  db: Kysely<DB>,
  session: Pick<GameSession, 'merchantId' | 'memberId' | 'currency'>,
  key: string,
) {
  const play = session.currency === PLAY_CURRENCY;
  return {
    player: await playerAccount(
      db,
      session.merchantId,
      session.memberId,
      play ? 'PLAYER_PLAY' : 'PLAYER_CASH',
      session.currency,
    ),
    house: await systemAccount(db, session.merchantId, 'HOUSE', session.currency, shardOf(key)),
  };
}

async function playerBalance(
  db: Kysely<DB>,
  session: Pick<GameSession, 'merchantId' | 'memberId' | 'currency'>,
): Promise<bigint> {
  const { player } = await accountsFor(db, session, 'balance');
  return balanceOf(db, player);
}

function checkCurrency(session: GameSession, currency: string | undefined): void {
  if (currency !== undefined && currency !== session.currency) {
    throw new AppError('WRONG_CURRENCY', { expected: session.currency });
  }
}

export interface WalletAnswer {
  balance: bigint;
  currency: string;
  transactionId: string;
}

export async function walletBalance(
  db: Kysely<DB>,
  session: GameSession,
): Promise<{ balance: bigint; currency: string }> {
  return { balance: await playerBalance(db, session), currency: session.currency };
}

/**
 * Debits a bet. Refused on an expired session, a wrong currency, a rolled-back id, too little
 * money, or a stake above an active bonus's maximum bet. The stake counts towards bonus turnover
 * at the game's weight, or not at all when the game says the bet is low-risk (`lowRisk`: only the
 * game knows a bet's terms, e.g. a dice roll's chance).
 */
export async function placeBet(
  db: Kysely<DB>,
  session: GameSession,
  input: { txId: string; roundId: string; amount: bigint; currency?: string; lowRisk?: boolean },
): Promise<WalletAnswer> {
  checkCurrency(session, input.currency);
  if (input.amount <= 0n) throw new AppError('BAD_REQUEST', { field: 'amount' });
  const key = `vendor:${session.vendorCode}:bet:${input.txId}`;
  const { player, house } = await accountsFor(db, session, key);
  const answer = await walletBatcher(db).submit({
    type: 'BET',
    player,
    transfer: {
      merchantId: session.merchantId,
      key,
      kind: 'BET',
      createdBy: `vendor:${session.vendorCode}`,
      legs: [
        { accountId: player, amount: -input.amount },
        { accountId: house, amount: input.amount },
      ],
      details: { roundId: input.roundId, gameCode: session.gameCode, sessionId: session.id },
    },
    bet: {
      vendorCode: session.vendorCode,
      txId: input.txId,
      merchantId: session.merchantId,
      memberId: session.memberId,
      sessionId: session.id,
      currency: session.currency,
      roundId: input.roundId,
      gameCode: session.gameCode,
      amount: input.amount,
      lowRisk: input.lowRisk ?? false,
    },
  });
  return { balance: answer.balance, currency: session.currency, transactionId: answer.transferId };
}

/** Credits a win against a bet that went through; accepted after the session expired. */
export async function settleWin(
  db: Kysely<DB>,
  session: GameSession,
  input: { txId: string; betTxId: string; amount: bigint; currency?: string },
): Promise<WalletAnswer> {
  checkCurrency(session, input.currency);
  if (input.amount < 0n) throw new AppError('BAD_REQUEST', { field: 'amount' });
  if (input.amount === 0n) {
    // A losing round's settlement: nothing moves, but the bet (a real one, placed by this member)
    // is settled, so it can no longer be rolled back (that would return a lost stake).
    const bet = { vendorCode: session.vendorCode, txId: input.betTxId, memberId: session.memberId };
    if (!(await settleBetWithoutWin(db, bet))) {
      const status = await betStatusOf(db, bet);
      throw new AppError(status === 'ROLLED_BACK' ? 'BET_ROLLED_BACK' : 'UNKNOWN_BET', {
        transactionId: input.betTxId,
      });
    }
    return {
      balance: await playerBalance(db, session),
      currency: session.currency,
      transactionId: `nil:${input.txId}`,
    };
  }
  const answer = await walletBatcher(db).submit(await winOp(db, session, input));
  return { balance: answer.balance, currency: session.currency, transactionId: answer.transferId };
}

/**
 * The posting of a win above zero, idempotent by the vendor's transaction id: the same whether it
 * goes alone (settleWin) or with a lottery period's other wins (creditWins).
 */
export async function winOp(
  db: Kysely<DB>,
  session: GameSession,
  input: { txId: string; betTxId: string; amount: bigint },
): Promise<BatchOp> {
  const key = `vendor:${session.vendorCode}:win:${input.txId}`;
  const { player, house } = await accountsFor(db, session, key);
  return {
    type: 'WIN',
    player,
    transfer: {
      merchantId: session.merchantId,
      key,
      kind: 'WIN',
      createdBy: `vendor:${session.vendorCode}`,
      legs: [
        { accountId: player, amount: input.amount },
        { accountId: house, amount: -input.amount },
      ],
      details: { betTxId: input.betTxId },
    },
    win: {
      vendorCode: session.vendorCode,
      betTxId: input.betTxId,
      memberId: session.memberId,
      amount: input.amount,
    },
  };
}

/**
 * Returns a bet's stake. A rollback of a bet never seen is recorded, so the bet arriving late is
 * refused; a bet that already won cannot be rolled back.
 */
export async function rollbackBet(
  db: Kysely<DB>,
  session: GameSession,
  input: { betTxId: string },
): Promise<WalletAnswer> {
  const key = `vendor:${session.vendorCode}:rollback:${input.betTxId}`;
  const { player, house } = await accountsFor(db, session, key);
  // Lock order: the bet row (inserted or locked), then the accounts (postTransfer).
  return inTransaction(db, async (trx) => {
    const tombstone = await insertRollbackTombstone(trx, {
      vendorCode: session.vendorCode,
      txId: input.betTxId,
      merchantId: session.merchantId,
      memberId: session.memberId,
      sessionId: session.id,
      currency: session.currency,
    });
    const balanceNow = () => balanceOf(trx, player);
    if (tombstone)
      return {
        balance: await balanceNow(),
        currency: session.currency,
        transactionId: `tombstone:${input.betTxId}`,
      };

    const bet = (await lockBet(trx, session.vendorCode, input.betTxId))!;
    if (bet.member_id !== String(session.memberId))
      throw new AppError('UNKNOWN_BET', { transactionId: input.betTxId });
    if (BigInt(bet.won) > 0n || bet.settled_at !== null)
      throw new AppError('BET_SETTLED', { transactionId: input.betTxId });
    if (bet.status === 'REFUSED') {
      await markBetRolledBack(trx, session.vendorCode, input.betTxId);
      return {
        balance: await balanceNow(),
        currency: session.currency,
        transactionId: `void:${input.betTxId}`,
      };
    }
    if (bet.status === 'ROLLED_BACK') {
      // Rolled back before. A stake that was returned has its rollback transfer, whose stored answer
      // postTransfer gives below; without one, the bet never took money (a tombstone, or a refused
      // bet made void) and nothing may be returned now either.
      if (!(await transferExists(trx, session.merchantId, key)))
        return {
          balance: await balanceNow(),
          currency: session.currency,
          transactionId: `${bet.amount === null ? 'tombstone' : 'void'}:${input.betTxId}`,
        };
    }
    const amount = BigInt(bet.amount ?? '0');
    const result = await postTransfer(trx, {
      merchantId: session.merchantId,
      key,
      kind: 'ROLLBACK',
      createdBy: `vendor:${session.vendorCode}`,
      legs: [
        { accountId: player, amount },
        { accountId: house, amount: -amount },
      ],
      details: { betTxId: input.betTxId, roundId: bet.round_id },
    });
    await markBetRolledBack(trx, session.vendorCode, input.betTxId);
    return {
      balance: BigInt(result.balances[player]!),
      currency: session.currency,
      transactionId: result.transferId,
    };
  });
}
