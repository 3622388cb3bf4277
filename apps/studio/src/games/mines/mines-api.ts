import type { MinesRoundView } from '@ficha/contract/studio/mines';
import { studioApi } from '../../lib/studio-api.ts';

export type { MinesRoundView } from '@ficha/contract/studio/mines';

export const minesApi = {
  current: () => studioApi<{ round: MinesRoundView | null }>('GET', 'mines/current'),
  start: (stake: string, mines: number) => studioApi<MinesRoundView>('POST', 'mines/start', { stake, mines }),
  reveal: (roundId: string, tile: number) =>
    studioApi<MinesRoundView>('POST', 'mines/reveal', { roundId, tile }),
  cashOut: (roundId: string) => studioApi<MinesRoundView>('POST', 'mines/cashout', { roundId }),
};
