import { formatMinor } from '@ficha/contract';
import { sql } from 'kysely';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, walletBalance } from '../../wallet/seamless-wallet.service.ts';
import { roundBySeq } from '../shared-rounds/round-store.ts';
import { creditBet, decideBet } from '../shared-rounds/settlement.ts';
import { betTxId, loadBet, type SharedRoundsDeps } from '../shared-rounds/shared-bets.ts';
import { crashGame } from './crash-game.ts';

export interface CashOutAnswer {
  roundId: number;
  betId: string;
  multiplierE2: number;
  win: string;
  balance: string;
  currency: string;
}

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
  const { rows: accepted } = await sql<{ elapsed: number }>`
    WITH r AS (
      SELECT run_ms, floor(extract(epoch FROM clock_timestamp() - starts_at) * 1000)::int AS elapsed
      FROM studio_shared_rounds
      WHERE game_code = ${crashGame.code} AND seq = ${seq} AND status = 'RUNNING'
    )
    UPDATE studio_shared_bets b SET cash_out_ms = r.elapsed
    FROM r
    WHERE b.tx_id = ${txId} AND b.status = 'PLACED' AND b.cash_out_ms IS NULL
      AND r.elapsed >= 0 AND r.elapsed < r.run_ms
    RETURNING r.elapsed`.execute(db);

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
