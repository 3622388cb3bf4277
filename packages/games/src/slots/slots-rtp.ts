import { type StudioGameCode, studioGame } from '../catalogue.ts';
import { PAYOUT_SCALE } from '../payout.ts';
import type { RtpModel } from '../rtp.ts';
import { DRAGON_VAULT_BUY_COST, dragonVaultRules } from './dragon-vault.ts';
import { fruitLinesRules } from './fruit-lines.ts';
import { megaWaysRules } from './mega-ways.ts';

function declaredRtp(code: StudioGameCode): number {
  return studioGame(code)!.declaredRtp;
}

/** The slots' RTP models: a spin of each game, and Dragon Vault's bought free spins. */
export const slotsRtpModels: RtpModel[] = [
  {
    code: 'ficha_fruit_lines',
    label: 'spin',
    declaredRtp: declaredRtp('ficha_fruit_lines'),
    playOnce: (rng) => fruitLinesRules.play(rng, {}).payoutE4 / PAYOUT_SCALE,
  },
  {
    code: 'ficha_mega_ways',
    label: 'spin',
    declaredRtp: declaredRtp('ficha_mega_ways'),
    playOnce: (rng) => megaWaysRules.play(rng, {}).payoutE4 / PAYOUT_SCALE,
  },
  {
    code: 'ficha_dragon_vault',
    label: 'spin (free spins included)',
    declaredRtp: declaredRtp('ficha_dragon_vault'),
    playOnce: (rng) => dragonVaultRules.play(rng, { buy: false }).payoutE4 / PAYOUT_SCALE,
  },
  {
    code: 'ficha_dragon_vault',
    label: `bought free spins (${DRAGON_VAULT_BUY_COST}x the stake)`,
    declaredRtp: declaredRtp('ficha_dragon_vault'),
    // The purchase costs DRAGON_VAULT_BUY_COST stakes and payoutE4 is in base stakes: per unit paid
    // the return is the payout divided by the price.
    playOnce: (rng) =>
      dragonVaultRules.play(rng, { buy: true }).payoutE4 / PAYOUT_SCALE / DRAGON_VAULT_BUY_COST,
  },
];
