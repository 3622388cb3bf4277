import { formatMinor } from '@ficha/contract';
import type { CashOutAnswer } from '@ficha/contract/studio/shared-rounds/protocol';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, walletBalance } from '../../wallet/seamless-wallet.service.ts';
import { acceptCrashCashOut, loadBet } from '../shared-rounds/bets.queries.ts';
import { roundBySeq } from '../shared-rounds/rounds.queries.ts';
import { creditBet, decideBet } from '../shared-rounds/settlement.ts';
import { betTxId, type SharedRoundsDeps } from '../shared-rounds/shared-bets.ts';
import { crashGame } from './crash-game.ts';

/**
 * A crash cash-out. It is accepted once, by a guarded update that reads the database's clock:
 * the bet must be placed and not cashed out, the round running and not yet crashed (elapsed <
 * run_ms). The payout is then fixed and credited at once, as the round's settlement would (the
 * same guarded steps), so the win reaches the balance while the round still flies. A repeat of an
 * accepted cash-out answers the same again.
 */
export async function cashOutCrashBet(
  deps: SharedRoundsDeps,
  session: GameSession,
  input: { roundId: number; betId: string },
): Promise<CashOutAnswer> {
  const { db } = deps;
  const seq = input.roundId;
  const txId = betTxId(crashGame.code, seq, session.memberId, input.betId);
  const accepted = await acceptCrashCashOut(db, crashGame.code, seq, txId);

  let bet = await loadBet(db, txId);
  if (!bet || bet.status === 'REFUSED') throw new AppError('UNKNOWN_BET', { betId: input.betId });
  if (bet.status === 'ROLLED_BACK') throw new AppError('BET_ROLLED_BACK', { betId: input.betId });
  const round = (await roundBySeq(db, crashGame.code, seq))!;
  if (bet.cash_out_ms === null) {
    // Not taken off yet (or the bet is still on its way): nothing to cash out.
    if (bet.status === 'PENDING' || round.status === 'BETTING') {
      throw new AppError('INVALID_MOVE', { betId: input.betId });
    }
    throw new AppError('ROUND_NOT_OPEN', { roundId: seq });
  }
  if (bet.status === 'PLACED') {
    await decideBet(deps, bet, crashGame.payoutE4(bet, round));
    bet = (await loadBet(db, txId))!;
  }
  const balance =
    bet.status === 'DECIDED'
      ? (await creditBet(deps, crashGame, bet, session)).balance
      : (await walletBalance(db, session)).balance;
  const payoutE4 = crashGame.payoutE4(bet, round);
  const multiplierE2 = payoutE4 / 100;
  const win = formatMinor(bet.win ?? '0');
  // A hand cash-out at the auto target was already shown when the multiplier reached it.
  if (accepted.length > 0 && multiplierE2 !== bet.auto_cash_out_e2) {
    await deps.bus.publish({
      kind: 'cashout',
      game: crashGame.code,
      seq,
      memberId: session.memberId,
      betId: input.betId,
      player: bet.player_name,
      multiplierE2,
      win,
      currency: bet.currency,
      auto: false,
    });
  }
  return {
    roundId: seq,
    betId: input.betId,
    multiplierE2,
    win,
    balance: formatMinor(balance),
    currency: session.currency,
  };
}
