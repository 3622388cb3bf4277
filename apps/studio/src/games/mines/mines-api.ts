import type { MinesPublicState } from '@ficha/games/mines/mines-rules';
import { studioApi } from '../../lib/studio-api.ts';

/** A round as every mines answer carries it; the mines stay null until the round is over. */
export interface MinesRoundView {
  roundId: string;
  nonce: number;
  stake: string;
  mines: number;
  state: MinesPublicState;
  /** What cashing out pays now, or what the round paid once over (x10,000). */
  payoutE4: number;
  /** The multiplier of the next gem; null once the round is over or at the max win. */
  nextPayoutE4: number | null;
  /** Set once the round is settled. */
  win: string | null;
  balance: string;
}

export const minesApi = {
  current: () => studioApi<{ round: MinesRoundView | null }>('GET', 'mines/current'),
  start: (stake: string, mines: number) => studioApi<MinesRoundView>('POST', 'mines/start', { stake, mines }),
  reveal: (roundId: string, tile: number) =>
    studioApi<MinesRoundView>('POST', 'mines/reveal', { roundId, tile }),
  cashOut: (roundId: string) => studioApi<MinesRoundView>('POST', 'mines/cashout', { roundId }),
};
