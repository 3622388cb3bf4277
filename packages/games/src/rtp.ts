import type { StudioGameCode } from './catalogue.ts';
import type { Rng } from './fairness.ts';

/**
 * A game's maths as the RTP simulation sees it (issue 6 part 4): one round at a stake of 1 with a
 * fixed way of playing, answering what came back (0 for a loss, 2 for a doubled stake, ...).
 * A game may have several models, one per kind of bet (baccarat's banker and tie, a slot's
 * bought feature); each declares the return it promises.
 */
export interface RtpModel {
  code: StudioGameCode;
  /** e.g. 'banker bet', 'base game', 'auto cash-out at 2.00x'. */
  label: string;
  declaredRtp: number;
  playOnce(rng: Rng): number;
}
