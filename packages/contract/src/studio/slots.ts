import { z } from 'zod';
import type { InstantRound } from './rounds.ts';
import { stakeSchema } from './stake.ts';

/** POST /studio/api/v1/slots/<game code>/spin: one spin; answers an instant round. */

/** A spin of a slot without a feature to buy: the stake is all it takes. */
export const slotSpinBodySchema = z.object({ stake: stakeSchema }).strict();

/** Dragon Vault's spin, or with `buy` its free spins bought for DRAGON_VAULT_BUY_COST stakes. */
export const dragonVaultSpinBodySchema = z
  .object({ stake: stakeSchema, buy: z.boolean().default(false) })
  .strict();
export type SlotSpinBody = z.input<typeof dragonVaultSpinBodySchema>;

/** A spin's round; `stake` is what was debited (the stake, or the price of a bought feature). */
export type SlotAnswer<Outcome = unknown> = InstantRound<Outcome>;
