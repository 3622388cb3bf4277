import type { WheelOutcome } from '@ficha/games/money-wheel/wheel';
import { isWheelLabel, WHEEL_LABELS, wheelOutcome, wheelPayoutE4 } from '@ficha/games/money-wheel/wheel';
import { AppError } from '../../../lib/app-error.ts';
import type { SharedRoundGame } from '../shared-rounds/shared-game.ts';

/** The money wheel as a shared-round game: bets on labels, then one spin for everyone. */
export const moneyWheelGame: SharedRoundGame = {
  code: 'ficha_money_wheel',
  slug: 'money-wheel',
  maxBetsPerRound: 12,
  revealAt: 'running',
  timing: (config) => ({ bettingMs: config.wheel.bettingMs, resultMs: config.wheel.resultMs, speed: 1 }),
  draw(hash, salt, config) {
    return { result: { ...wheelOutcome(hash, salt) }, runMs: config.wheel.spinMs };
  },
  payoutE4(bet, round) {
    const label = bet.label ?? 0;
    return isWheelLabel(label) ? wheelPayoutE4(label, round.result as unknown as WheelOutcome) : 0;
  },
  cashOutE2: () => null,
  choice(input) {
    if (input.autoCashOut !== undefined) throw new AppError('BAD_REQUEST', { field: 'autoCashOut' });
    if (input.label === undefined || !isWheelLabel(input.label)) {
      throw new AppError('BAD_REQUEST', { field: 'label', labels: WHEEL_LABELS });
    }
    return { autoCashOutE2: null, label: input.label };
  },
};
