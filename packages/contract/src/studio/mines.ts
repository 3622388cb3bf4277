import { MINES_MAX, MINES_MIN, MINES_TILES } from '@ficha/games/mines/mines-rules';
import { z } from 'zod';
import { moneyTextSchema } from '../api/common.ts';
import { stakeSchema } from './stake.ts';

/**
 * Mines, one request per move: POST start (the bet), POST reveal (one tile), POST cashout, and
 * GET current (the open round, to resume after a reload). Every answer is the round's view.
 */

const roundIdSchema = z.string().min(1).max(40);

export const minesStartBodySchema = z
  .object({ stake: stakeSchema, mines: z.number().int().min(MINES_MIN).max(MINES_MAX) })
  .strict();
export const minesRevealBodySchema = z
  .object({
    roundId: roundIdSchema,
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  })
  .strict();
export const minesCashOutBodySchema = z.object({ roundId: roundIdSchema }).strict();

/** What a player sees of the grid: the mines stay null until the round is over. */
const minesPublicStateSchema = z.object({
  mines: z.number(),
  minePositions: z.array(z.number()).readonly().nullable(),
  safeTiles: z.array(z.number()).readonly(),
  mineHit: z.number().nullable(),
  status: z.enum(['playing', 'busted', 'cashed_out', 'cleared', 'max_win']),
});

/** A round as every mines answer carries it. */
export const minesRoundViewSchema = z.object({
  roundId: z.string(),
  nonce: z.number(),
  stake: moneyTextSchema,
  mines: z.number(),
  state: minesPublicStateSchema,
  /** What cashing out pays now, or what the round paid once over, in 1/10,000ths of the stake. */
  payoutE4: z.number(),
  /** The multiplier the next safe tile would bring; null once the round is over or at the max win. */
  nextPayoutE4: z.number().nullable(),
  /** What the round paid, once settled. */
  win: moneyTextSchema.nullable(),
  balance: moneyTextSchema,
});
export type MinesRoundView = z.infer<typeof minesRoundViewSchema>;

/** GET /studio/api/v1/mines/current */
export const currentMinesRoundSchema = z.object({ round: minesRoundViewSchema.nullable() });
