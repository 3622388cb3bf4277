import type { RtpModel } from '../rtp.ts';
import { crashPointFromBits } from './crash-point.ts';
import { crashPayoutE2 } from './crash-rules.ts';

/** One round with an auto cash-out: 52 uniform bits (as a game hash gives them) decide the crash point. */
function autoCashOut(targetE2: number): RtpModel {
  return {
    code: 'ficha_crash',
    label: `auto cash-out at ${(targetE2 / 100).toFixed(2)}x`,
    declaredRtp: 0.99,
    playOnce(rng) {
      const bits = BigInt(Math.floor(rng.float() * 2 ** 52));
      const crashE2 = crashPointFromBits(bits);
      return crashPayoutE2({ autoCashOutE2: targetE2, cashOutMs: null }, crashE2) / 100;
    },
  };
}

export const crashRtpModels: RtpModel[] = [autoCashOut(200), autoCashOut(1_000)];
