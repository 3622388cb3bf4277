import { DICE_MAX_TARGET, DICE_MIN_TARGET, type DiceOutcome } from '@ficha/games/dice/dice-rules';
import { z } from 'zod';
import type { InstantRound } from './rounds.ts';
import { stakeSchema } from './stake.ts';

/** POST /studio/api/v1/dice/play: one roll; answers an instant round. */
export const dicePlayBodySchema = z
  .object({
    stake: stakeSchema,
    target: z.number().int().min(DICE_MIN_TARGET).max(DICE_MAX_TARGET),
    direction: z.enum(['under', 'over']),
  })
  .strict();
export type DicePlayBody = z.input<typeof dicePlayBodySchema>;
export type DiceAnswer = InstantRound<DiceOutcome>;
