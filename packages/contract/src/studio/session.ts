import { z } from 'zod';
import { moneyTextSchema } from '../api/common.ts';

/** The studio's calls about the launch itself: GET /studio/api/v1/session and /balance. */

/** The active seed pair as the player sees it: the server seed only as its hash. */
export const activeSeedSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});
export type ActiveSeedView = z.infer<typeof activeSeedSchema>;

/** GET /studio/api/v1/session: the launched game, the mode, the balance and the seed pair. */
export const studioSessionSchema = z.object({
  game: z.object({
    code: z.string(),
    name: z.string(),
    gameType: z.string(),
    declaredRtp: z.number(),
    minBet: moneyTextSchema,
    maxBet: moneyTextSchema,
  }),
  mode: z.enum(['REAL', 'FREE']),
  currency: z.string(),
  balance: moneyTextSchema,
  expired: z.boolean(),
  fairness: activeSeedSchema,
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/** GET /studio/api/v1/balance */
export const studioBalanceSchema = z.object({ balance: z.string(), currency: z.string() });
export type StudioBalance = z.infer<typeof studioBalanceSchema>;
