import { formatMinor } from '@ficha/contract';
import { STUDIO_VENDOR } from '@ficha/games/catalogue';
import { winFor } from '@ficha/games/payout';
import { AppError } from '../../../lib/app-error.ts';
import {
  findGameSession,
  type GameSession,
  rollbackBet,
  settleWin,
} from '../../wallet/seamless-wallet.service.ts';
import {
  betsToSettle,
  loadBet,
  markBetDecided,
  markBetRolledBack,
  markBetSettled,
  markDecidedBetRolledBack,
} from './bets.queries.ts';
import { claimSettlingLease, finishRound, releaseSettlingLease } from './rounds.queries.ts';
import type { SharedRoundsDeps } from './shared-bets.ts';
import type { BetRow, SharedRound, SharedRoundGame } from './shared-game.ts';

/**
 * Settling a shared round, by any process, as often as needed: each step is a guarded update, so
 * it happens once whoever runs it and however often it is interrupted.
 *
 *   PLACED  -> DECIDED   the payout is fixed from the round's result (a crash cash-out fixes it
 *                        earlier); the guard on cash_out_ms keeps a cash-out and the round's end
 *                        from deciding differently.
 *   DECIDED -> SETTLED   the wallet credits the win (0 closes a lost bet) with the bet's tx id as
 *                        key, so a repeat after a crash pays once.
 *   PENDING -> ROLLED_BACK  a bet whose wallet call never finished (after a grace period), and
 *                        every bet of a round that never ran (VOID), get their stake back.
 * The round itself becomes SETTLED (or VOID) when none of its bets is left open.
 */

/** A PENDING bet younger than this may still be under way in the wallet. */
const PENDING_GRACE_MS = 5_000;
/** Bets settled at once. */
const SETTLING_WORKERS = 8;

export type SettleOutcome = 'settled' | 'later' | 'busy';

export async function settleRound(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  round: SharedRound,
): Promise<SettleOutcome> {
  const { db } = deps;
  const claim = await claimSettlingLease(db, game.code, round.seq);
  if (!claim) return 'busy';
  const release = () => releaseSettlingLease(db, game.code, round.seq);
  // Still BETTING after its start: no process saw it start. Once no process may mark it any more, it is void.
  const voided = claim.status === 'BETTING';
  if (voided && !claim.start_passed) {
    await release();
    return 'later';
  }

  const bets = await betsToSettle(db, game.code, round.seq, PENDING_GRACE_MS);
  const sessions = new Map<string, Promise<GameSession>>();
  const sessionOf = (bet: BetRow) => {
    let session = sessions.get(bet.session_id);
    if (!session) {
      session = findGameSession(db, STUDIO_VENDOR, bet.session_id);
      sessions.set(bet.session_id, session);
    }
    return session;
  };
  // A few bets at a time: the wallet batches their postings, and the pool keeps connections for bets.
  const outcomes: Array<'done' | 'later'> = [];
  const queue = [...bets];
  await Promise.all(
    Array.from({ length: Math.min(SETTLING_WORKERS, queue.length) }, async () => {
      for (let bet = queue.shift(); bet; bet = queue.shift()) {
        const facts = { voided, stale: bet.stale };
        outcomes.push(await settleBet(deps, game, round, bet, await sessionOf(bet), facts));
      }
    }),
  );
  if (outcomes.includes('later')) {
    await release();
    return 'later';
  }
  await finishRound(db, game.code, round.seq, voided);
  return 'settled';
}

async function settleBet(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  round: SharedRound,
  first: BetRow,
  session: GameSession,
  facts: { voided: boolean; stale: boolean },
): Promise<'done' | 'later'> {
  let bet: BetRow | undefined = first;
  // Each pass moves the bet one step; a competing process's step shows up on the re-read.
  for (let pass = 0; bet && pass < 4; pass += 1) {
    if (bet.status === 'PENDING') {
      if (!facts.voided && !facts.stale) return 'later';
      await rollBack(deps, game, bet, session);
    } else if (bet.status === 'PLACED') {
      if (facts.voided) await rollBack(deps, game, bet, session);
      else await decideBet(deps, bet, game.payoutE4(bet, round));
    } else if (bet.status === 'DECIDED') {
      await creditBet(deps, game, bet, session);
    } else {
      return 'done';
    }
    bet = await loadBet(deps.db, bet.tx_id);
  }
  return bet && ['PENDING', 'PLACED', 'DECIDED'].includes(bet.status) ? 'later' : 'done';
}

/** Fixes a placed bet's payout, unless a cash-out changed the bet since it was read. */
export async function decideBet(deps: SharedRoundsDeps, bet: BetRow, payoutE4: number): Promise<void> {
  await markBetDecided(deps.db, bet, payoutE4, winFor(BigInt(bet.amount), payoutE4));
}

/** Credits a decided bet's win through the wallet and tells its player, once. */
export async function creditBet(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  bet: BetRow,
  session: GameSession,
): Promise<{ balance: bigint }> {
  const win = BigInt(bet.win ?? '0');
  let balance: bigint;
  try {
    ({ balance } = await settleWin(deps.db, session, { txId: bet.tx_id, betTxId: bet.tx_id, amount: win }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'BET_ROLLED_BACK') {
      await markDecidedBetRolledBack(deps.db, bet.tx_id);
    }
    throw error;
  }
  if (await markBetSettled(deps.db, bet.tx_id)) {
    await publishResult(deps, game, bet, { payoutE4: bet.payout_e4 ?? 0, win, balance, status: 'SETTLED' });
  }
  return { balance };
}

async function rollBack(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  bet: BetRow,
  session: GameSession,
): Promise<void> {
  const { balance } = await rollbackBet(deps.db, session, { betTxId: bet.tx_id });
  if (await markBetRolledBack(deps.db, bet.tx_id)) {
    await publishResult(deps, game, bet, { payoutE4: 0, win: 0n, balance, status: 'ROLLED_BACK' });
  }
}

/** Tells the bet's player how it ended, once: the call that moved the bet publishes. */
async function publishResult(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  bet: BetRow,
  result: { payoutE4: number; win: bigint; balance: bigint; status: 'SETTLED' | 'ROLLED_BACK' },
): Promise<void> {
  await deps.bus.publish({
    kind: 'result',
    game: game.code,
    seq: Number(bet.round_seq),
    memberId: Number(bet.member_id),
    betId: bet.bet_id,
    amount: formatMinor(bet.amount),
    payoutE4: result.payoutE4,
    win: formatMinor(result.win),
    balance: formatMinor(result.balance),
    currency: bet.currency,
    status: result.status,
  });
}
