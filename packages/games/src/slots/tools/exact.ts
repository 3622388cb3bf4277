/**
 * The slots' exact returns. Lucky Fruits: every combination of reel stops (about 33.5 million)
 * is played through the game's own evaluation, giving the return, hit rate, deviation and top
 * win, and checked against the count-based formula. The ways games: by symbol counts
 * (exact-rtp.ts). Run by hand (about 20 s):
 *   node --import tsx packages/games/src/slots/tools/exact.ts
 */
import { studioGame } from '../../catalogue.ts';
import { enumerateLineGame, lineGameTotals } from '../analysis.ts';
import { dragonVaultExact, megaWaysExactRtp, megaWaysMaxWinBoundE4 } from '../exact-rtp.ts';
import { FRUIT_LINES_CONFIG, FRUIT_LINES_MAX_WIN_E4 } from '../fruit-lines.ts';

const percent = (value: number, digits = 4): string => `${(value * 100).toFixed(digits)}%`;
const declared = (code: 'ficha_fruit_lines' | 'ficha_mega_ways' | 'ficha_dragon_vault'): string =>
  percent(studioGame(code)!.declaredRtp, 2);

const started = Date.now();
const totals = enumerateLineGame(FRUIT_LINES_CONFIG);
const byCounts = lineGameTotals(FRUIT_LINES_CONFIG);
const rtp = totals.payoutE4 / totals.combos / 10_000;
console.log('Lucky Fruits (every combination of stops)');
console.log(`  combinations      ${totals.combos}`);
console.log(
  `  total payoutE4    ${totals.payoutE4} (by symbol counts: ${byCounts.linePayoutE4 + byCounts.scatterPayoutE4})`,
);
console.log(`  RTP               ${percent(rtp, 6)} (declared ${declared('ficha_fruit_lines')})`);
console.log(
  `  lines / stars     ${percent(byCounts.linePayoutE4 / byCounts.combos / 10_000)} / ${percent(byCounts.scatterPayoutE4 / byCounts.combos / 10_000)}`,
);
console.log(
  `  hit frequency     ${percent(totals.hits / totals.combos)} (1 in ${(totals.combos / totals.hits).toFixed(2)})`,
);
console.log(
  `  std deviation     ${Math.sqrt(totals.squaredReturn / totals.combos - rtp ** 2).toFixed(4)} stakes`,
);
console.log(
  `  max win           ${totals.maxPayoutE4 / 10_000}x the stake (FRUIT_LINES_MAX_WIN_E4 ${totals.maxPayoutE4 === FRUIT_LINES_MAX_WIN_E4 ? 'agrees' : 'DIFFERS'})`,
);
console.log(`  took              ${((Date.now() - started) / 1000).toFixed(1)} s`);

console.log('Carnival Megaways (by symbol counts)');
console.log(`  RTP               ${percent(megaWaysExactRtp())} (declared ${declared('ficha_mega_ways')})`);
console.log(`  max win below     ${megaWaysMaxWinBoundE4() / 10_000}x the stake`);

const dragon = dragonVaultExact();
console.log('Dragon Vault (by symbol counts, before the 5,000x cap)');
console.log(`  paid spin ways    ${percent(dragon.spinWays)}`);
console.log(`  vault opens       1 in ${(1 / dragon.triggerChance).toFixed(2)}`);
console.log(`  free spin ways    ${dragon.freeSpinWays.toFixed(6)} stakes before the multiplier`);
console.log(`  10 free spins     ${dragon.freeSpinsMean.toFixed(4)} stakes on average`);
console.log(`  spin RTP          ${percent(dragon.spinRtp)} (declared ${declared('ficha_dragon_vault')})`);
console.log(`  bought RTP        ${percent(dragon.buyRtp)} (declared ${declared('ficha_dragon_vault')})`);
