import { CLIENT_SEED_PATTERN } from '@ficha/games/fairness';
import { z } from 'zod';
import { activeSeedSchema } from './session.ts';

/** POST /studio/api/v1/fairness/rotate: reveal the server seed, start a new pair. */
export const rotateSeedBodySchema = z
  .object({ clientSeed: z.string().regex(CLIENT_SEED_PATTERN).optional() })
  .strict();
export type RotateSeedBody = z.input<typeof rotateSeedBodySchema>;

export const rotatedSeedsSchema = z.object({
  revealed: activeSeedSchema.extend({ serverSeed: z.string() }),
  active: activeSeedSchema,
});
export type RotatedSeeds = z.infer<typeof rotatedSeedsSchema>;
