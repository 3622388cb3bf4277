import type { Rng } from './fairness.ts';

/** What one round of an instant game yields: the payout (see payout.ts) and what the player saw. */
export interface RoundResult<Outcome> {
  payoutE4: number;
  outcome: Outcome;
}

/**
 * The rules of a single-request game (dice, slots, fish shot, baccarat hand). They are pure: the
 * same seeds, nonce and params always give the same result, which is what lets a player replay a
 * past round in the browser.
 */
export interface InstantGameRules<Params, Outcome> {
  code: string;
  play(rng: Rng, params: Params): RoundResult<Outcome>;
}
