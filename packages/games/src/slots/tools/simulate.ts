/**
 * Plays a slot many times with a fast generator and prints the measured return with its 95%
 * confidence interval beside the declared one, the hit rate, the feature rate and the top win.
 * Run by hand, one game per process (two run side by side on two cores):
 *   node --import tsx packages/games/src/slots/tools/simulate.ts <game> [rounds] [seed]
 * game: fruit | mega | dragon | dragon-buy; rounds default 20,000,000.
 */
import { studioGame } from '../../catalogue.ts';
import type { Rng } from '../../fairness.ts';
import type { InstantGameRules } from '../../game-rules.ts';
import { PAYOUT_SCALE } from '../../payout.ts';
import { simulationRng } from '../../rtp-simulation.ts';
import { DRAGON_VAULT_BUY_COST, dragonVaultRules } from '../dragon-vault.ts';
import { fruitLinesRules } from '../fruit-lines.ts';
import { megaWaysRules } from '../mega-ways.ts';

interface Round {
  /** Return per unit paid. */
  returned: number;
  /** Counted in the feature rate (Dragon Vault's free spins). */
  feature: boolean;
  maxWin: boolean;
}

type SlotCode = 'ficha_fruit_lines' | 'ficha_mega_ways' | 'ficha_dragon_vault';

/** A slot whose stake buys one spin and nothing more: a round returns its payout. */
function spinOnly(code: SlotCode, rules: InstantGameRules<Record<string, never>, unknown>) {
  return {
    code,
    play: (rng: Rng): Round => ({
      returned: rules.play(rng, {}).payoutE4 / PAYOUT_SCALE,
      feature: false,
      maxWin: false,
    }),
  };
}

/** Dragon Vault spun, or its free spins bought: a bought round returns per unit of its price. */
function dragonVault(buy: boolean) {
  return {
    code: 'ficha_dragon_vault' as const,
    play(rng: Rng): Round {
      const { payoutE4, outcome } = dragonVaultRules.play(rng, { buy });
      return {
        returned: buy ? payoutE4 / PAYOUT_SCALE / DRAGON_VAULT_BUY_COST : payoutE4 / PAYOUT_SCALE,
        feature: buy || outcome.freeSpins.length > 0,
        maxWin: outcome.maxWinReached,
      };
    },
  };
}

const GAMES: Record<string, { code: SlotCode; play(rng: Rng): Round }> = {
  fruit: spinOnly('ficha_fruit_lines', fruitLinesRules),
  mega: spinOnly('ficha_mega_ways', megaWaysRules),
  dragon: dragonVault(false),
  'dragon-buy': dragonVault(true),
};

const [name = '', roundsArg = '20000000', seedArg = '1'] =
  (globalThis as { process?: { argv: string[] } }).process?.argv.slice(2) ?? [];
const game = GAMES[name];
if (game === undefined) throw new Error(`game must be one of ${Object.keys(GAMES).join(', ')}`);
const rounds = Number(roundsArg);
const rng = simulationRng(Number(seedArg));

const started = Date.now();
let sum = 0;
let sumOfSquares = 0;
let hits = 0;
let features = 0;
let maxWins = 0;
let top = 0;
for (let round = 0; round < rounds; round += 1) {
  const { returned, feature, maxWin } = game.play(rng);
  sum += returned;
  sumOfSquares += returned * returned;
  if (returned > 0) hits += 1;
  if (feature) features += 1;
  if (maxWin) maxWins += 1;
  if (returned > top) top = returned;
}
const rtp = sum / rounds;
const deviation = Math.sqrt(sumOfSquares / rounds - rtp * rtp);
const margin = (1.96 * deviation) / Math.sqrt(rounds);
const declared = studioGame(game.code)!.declaredRtp;
const percent = (value: number, digits = 3): string => `${(value * 100).toFixed(digits)}%`;
console.log(`${name}: ${rounds} rounds, seed ${seedArg}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(
  `  RTP       ${percent(rtp)} +- ${percent(margin)} (95%: ${percent(rtp - margin)} .. ${percent(rtp + margin)})`,
);
console.log(
  `  declared  ${percent(declared, 2)}, ${Math.abs(rtp - declared) <= margin ? 'inside' : 'OUTSIDE'} the interval, off by ${percent(rtp - declared)}`,
);
console.log(`  std dev   ${deviation.toFixed(3)} per unit paid`);
console.log(`  hits      ${percent(hits / rounds)} (1 in ${(rounds / hits).toFixed(2)})`);
if (name === 'dragon') console.log(`  free spins 1 in ${(rounds / features).toFixed(1)}`);
console.log(
  `  max win   ${name === 'dragon-buy' ? `${top * DRAGON_VAULT_BUY_COST}x the base stake` : `${top}x`}, rounds at the cap: ${maxWins}`,
);
