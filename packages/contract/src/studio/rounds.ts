import { z } from 'zod';
import { instantTextSchema, moneyTextSchema, pageOf, pagingQuerySchema } from '../api/common.ts';

/** Rounds of the single-player games: what a play answers and what the history lists. */

/**
 * The answer of every instant game's play (dice, fish, baccarat, the slots): the round, what was
 * debited (`stake`), the win, the payout of the debit in 1/10,000ths, the game's outcome, the balance.
 */
export const instantRoundSchema = z.object({
  roundId: z.string(),
  nonce: z.number(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  stake: moneyTextSchema,
  win: moneyTextSchema,
  payoutE4: z.number(),
  outcome: z.unknown(),
  balance: moneyTextSchema,
});
/** An instant round with its game's outcome (the wire carries any; each game knows its own). */
export type InstantRound<Outcome = unknown> = Omit<z.infer<typeof instantRoundSchema>, 'outcome'> & {
  outcome: Outcome;
};

/** GET /studio/api/v1/rounds?pageNo&pageSize */
export const roundsQuerySchema = pagingQuerySchema.strict();

/** A past round as the history lists it; serverSeed is null until rotation reveals it. */
export const pastRoundSchema = z.object({
  roundId: z.string(),
  createdAt: instantTextSchema,
  currency: z.string(),
  stake: moneyTextSchema,
  win: moneyTextSchema,
  payoutE4: z.number(),
  params: z.unknown(),
  outcome: z.unknown(),
  nonce: z.number(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
});
export type PastRound<Params = unknown, Outcome = unknown> = Omit<
  z.infer<typeof pastRoundSchema>,
  'params' | 'outcome'
> & { params: Params; outcome: Outcome };

export const roundPageSchema = pageOf(pastRoundSchema);
export type RoundPage = Omit<z.infer<typeof roundPageSchema>, 'list'> & { list: PastRound[] };
