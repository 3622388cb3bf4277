import type { RtpModel } from '../rtp.ts';
import { drawWheel, WHEEL_LABELS, type WheelLabel, wheelBetRtp, wheelPayoutE4 } from './wheel.ts';

function betOn(label: WheelLabel): RtpModel {
  const { numerator, denominator } = wheelBetRtp(label);
  return {
    code: 'ficha_money_wheel',
    label: `bet on ${label}`,
    declaredRtp: numerator / denominator,
    playOnce: (rng) => wheelPayoutE4(label, drawWheel(rng)) / 10_000,
  };
}

export const moneyWheelRtpModels: RtpModel[] = WHEEL_LABELS.map(betOn);
