import { type FishOutcome, isFishSpeciesId } from '@ficha/games/fish/fish-rules';
import { z } from 'zod';
import type { InstantRound } from './rounds.ts';
import { stakeSchema } from './stake.ts';

/** POST /studio/api/v1/fish/shoot: one shot at one fish; answers an instant round. */
export const fishShootBodySchema = z
  .object({
    stake: stakeSchema,
    species: z.string().max(40).refine(isFishSpeciesId, { message: 'species: a fish of the paytable' }),
  })
  .strict();
export type FishShootBody = z.input<typeof fishShootBodySchema>;
export type ShotAnswer = InstantRound<FishOutcome>;
