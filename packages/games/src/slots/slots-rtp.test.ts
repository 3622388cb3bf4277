import { describe, expect, it } from 'vitest';
import { studioGame } from '../catalogue.ts';
import { RTP_MODELS } from '../rtp-models.ts';
import { simulationRng } from '../rtp-simulation.ts';
import { dragonVaultRules } from './dragon-vault.ts';
import { slotsRtpModels } from './slots-rtp.ts';

describe('slot RTP models', () => {
  it('are registered with the catalogue’s declared RTP', () => {
    expect(slotsRtpModels.map((model) => model.code)).toEqual([
      'ficha_fruit_lines',
      'ficha_mega_ways',
      'ficha_dragon_vault',
      'ficha_dragon_vault',
    ]);
    for (const model of slotsRtpModels) {
      expect(RTP_MODELS).toContain(model);
      expect(model.declaredRtp).toBe(studioGame(model.code)!.declaredRtp);
    }
  });

  it('count the bought free spins per unit paid: the payout over the 100-stake price', () => {
    const bought = slotsRtpModels[3]!;
    const payoutE4 = dragonVaultRules.play(simulationRng(9), { buy: true }).payoutE4;
    expect(bought.playOnce(simulationRng(9))).toBe(payoutE4 / 10_000 / 100);
  });
});
