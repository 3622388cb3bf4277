import { formatMinor } from '@ficha/contract';
import { msToReachE2 } from '@ficha/games/crash/crash-curve';
import { crashPointE2 } from '@ficha/games/crash/crash-point';
import {
  CRASH_MAX_AUTO_E2,
  CRASH_MIN_AUTO_E2,
  crashPayoutE2,
  crashRunMs,
} from '@ficha/games/crash/crash-rules';
import { winFor } from '@ficha/games/payout';
import { AppError } from '../../../lib/app-error.ts';
import type { BetRow, SharedRound, SharedRoundGame } from '../shared-rounds/shared-game.ts';

/** Crash as a shared-round game: the round runs until the multiplier reaches its crash point. */

function crashOf(round: SharedRound): number {
  return round.result.crashE2 as number;
}

function payoutE4(bet: BetRow, round: SharedRound): number {
  const play = { autoCashOutE2: bet.auto_cash_out_e2, cashOutMs: bet.cash_out_ms };
  return crashPayoutE2(play, crashOf(round), round.speed) * 100;
}

export const crashGame: SharedRoundGame = {
  code: 'ficha_crash',
  slug: 'crash',
  maxBetsPerRound: 2,
  revealAt: 'ended',
  timing: (config) => ({
    bettingMs: config.crash.bettingMs,
    resultMs: config.crash.resultMs,
    speed: config.crash.speed,
  }),
  draw(hash, salt, config) {
    const crashE2 = crashPointE2(hash, salt);
    return { result: { crashE2 }, runMs: crashRunMs(crashE2, config.crash.speed) };
  },
  payoutE4,
  cashOutE2(bet, round, now) {
    if (bet.cash_out_ms !== null) return payoutE4(bet, round) / 100;
    const target = bet.auto_cash_out_e2;
    const reached =
      target !== null && target <= crashOf(round) && now >= round.startsAt + msToReachE2(target, round.speed);
    return reached ? target : null;
  },
  choice(input) {
    const auto = input.autoCashOut ?? null;
    if (input.label !== undefined) throw new AppError('BAD_REQUEST', { field: 'label' });
    if (auto !== null && (!Number.isInteger(auto) || auto < CRASH_MIN_AUTO_E2 || auto > CRASH_MAX_AUTO_E2)) {
      throw new AppError('BAD_REQUEST', {
        field: 'autoCashOut',
        min: CRASH_MIN_AUTO_E2,
        max: CRASH_MAX_AUTO_E2,
      });
    }
    return { autoCashOutE2: auto, label: null };
  },
  runningShows(round, bets) {
    return bets
      .filter((bet) => bet.auto_cash_out_e2 !== null && bet.auto_cash_out_e2 <= crashOf(round))
      .map((bet) => {
        const target = bet.auto_cash_out_e2!;
        return {
          atMs: round.startsAt + msToReachE2(target, round.speed),
          event: {
            kind: 'cashout',
            game: round.gameCode,
            seq: round.seq,
            memberId: Number(bet.member_id),
            betId: bet.bet_id,
            player: bet.player_name,
            multiplierE2: target,
            win: formatMinor(winFor(BigInt(bet.amount), target * 100)),
            currency: bet.currency,
            auto: true,
          },
        };
      });
  },
};
