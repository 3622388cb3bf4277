import { PAYOUT_SCALE } from '../payout.ts';
import type { RtpModel } from '../rtp.ts';
import { BACCARAT_RTP, BACCARAT_SIDES, baccaratRules } from './baccarat-rules.ts';

/** One model per bet; the catalogue's 0.9894 is the banker bet's. */
export const baccaratRtpModels: RtpModel[] = BACCARAT_SIDES.map((side) => ({
  code: 'ficha_baccarat',
  label: `${side} bet`,
  declaredRtp: BACCARAT_RTP[side],
  playOnce: (rng) => baccaratRules.play(rng, { side }).payoutE4 / PAYOUT_SCALE,
}));
