import type { BaccaratHand } from '@ficha/games/baccarat/baccarat-rules';
import { z } from 'zod';
import type { InstantRound } from './rounds.ts';
import { stakeSchema } from './stake.ts';

/** POST /studio/api/v1/baccarat/deal: one hand on a side; answers an instant round. */
export const baccaratDealBodySchema = z
  .object({
    stake: stakeSchema,
    side: z.enum(['player', 'banker', 'tie']),
  })
  .strict();
export type BaccaratDealBody = z.input<typeof baccaratDealBodySchema>;
export type DealAnswer = InstantRound<BaccaratHand>;
