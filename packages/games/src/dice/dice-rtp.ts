import type { RtpModel } from '../rtp.ts';
import { type DiceParams, diceRules } from './dice-rules.ts';

function model(label: string, params: DiceParams): RtpModel {
  return {
    code: 'ficha_dice',
    label,
    declaredRtp: 0.99,
    playOnce: (rng) => diceRules.play(rng, params).payoutE4 / 10_000,
  };
}

export const diceRtpModels: RtpModel[] = [
  model('under 50.00', { target: 5_000, direction: 'under' }),
  model('over 90.00', { target: 9_000, direction: 'over' }),
];
