import { PAYOUT_SCALE } from '../payout.ts';
import type { RtpModel } from '../rtp.ts';
import { FISH_SPECIES, fishRules } from './fish-rules.ts';

/** One model per fish: fish-rules.test.ts checks that each catch chance makes the return exactly 0.96. */
export const fishRtpModels: RtpModel[] = FISH_SPECIES.map((species) => ({
  code: 'ficha_fish',
  label: `shot at ${species.names.EN}`,
  declaredRtp: 0.96,
  playOnce: (rng) => fishRules.play(rng, { species: species.id }).payoutE4 / PAYOUT_SCALE,
}));
