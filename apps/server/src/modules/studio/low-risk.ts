import { DICE_ROLLS, type DiceParams, diceWinningRolls } from '@ficha/games/dice/dice-rules';
import { MINES_TILES } from '@ficha/games/mines/mines-rules';

/**
 * Which studio bets count nothing towards bonus turnover (hardening 13). Turnover is meant to
 * expose a bonus to the house edge; a bet that almost always wins, or one of the two even-money
 * sides a player can cover at once, exposes it to almost nothing, so it counts 0% whatever its
 * game's weight. The rule is the house's terms, shown on the deposit screen.
 */

/** Above this chance of winning a bet is low-risk. */
export const LOW_RISK_WIN_CHANCE = 0.9;

const likelyWin = (chance: number) => chance > LOW_RISK_WIN_CHANCE;

/** Dice: the chance the roll lands on the chosen side of the target. */
export const diceBetIsLowRisk = (params: DiceParams) => likelyWin(diceWinningRolls(params) / DICE_ROLLS);

/** Baccarat: player and banker (even money, the lowest edge, one hedges the other); a tie counts. */
export const baccaratBetIsLowRisk = (side: 'player' | 'banker' | 'tie') => side !== 'tie';

/** Mines: the chance the first tile is safe (a player may cash out after one reveal). */
export const minesBetIsLowRisk = (mines: number) => likelyWin((MINES_TILES - mines) / MINES_TILES);
