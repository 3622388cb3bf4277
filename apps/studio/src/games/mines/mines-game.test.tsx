import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStudio } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import type { MinesRoundView } from './mines-api.ts';
import { MinesGame } from './mines-game.tsx';

function round(over: Partial<MinesRoundView> = {}): MinesRoundView {
  return {
    roundId: 'm1',
    nonce: 1,
    stake: '1.00',
    mines: 5,
    state: { mines: 5, minePositions: null, safeTiles: [], mineHit: null, status: 'playing' },
    payoutE4: 10_000,
    nextPayoutE4: 12_375,
    win: null,
    balance: '99.00',
    ...over,
  };
}

function isDisabled(name: string): boolean {
  return (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
}

async function openGame() {
  const api = mockStudioFetch();
  api.always('mines/current', { round: null });
  api.always('balance', { balance: '100.00' });
  const view = renderInStudio(<MinesGame />);
  await waitFor(() => expect(isDisabled('Bet')).toBe(false));
  return { api, ...view };
}

describe('MinesGame bet panel', () => {
  it('picks from 1 to 24 mines, by steps or the quick choices', async () => {
    const { user } = await openGame();
    expect(screen.getByTestId('mines-count').textContent).toBe('3');
    await user.click(screen.getByRole('button', { name: '1 mine' }));
    expect(isDisabled('Fewer mines')).toBe(true);
    await user.click(screen.getByRole('button', { name: '24 mines' }));
    expect(isDisabled('More mines')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fewer mines' }));
    expect(screen.getByTestId('mines-count').textContent).toBe('23');
  });

  it('starts a round with the stake and the mines, then locks the picker and the stake while it runs', async () => {
    const { api, user } = await openGame();
    await user.click(screen.getByRole('button', { name: '5 mines' }));
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(api.sent.at(-1)).toEqual({
      path: 'mines/start',
      method: 'POST',
      body: { stake: '1.00', mines: 5 },
    });
    expect(isDisabled('Opening…')).toBe(true);
    api.answer(round());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Random tile' })).not.toBeNull());
    expect(isDisabled('Fewer mines')).toBe(true);
    expect(isDisabled('More mines')).toBe(true);
    expect((screen.getByLabelText('Bet') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tile 7' }));
    expect(api.sent.at(-1)).toEqual({
      path: 'mines/reveal',
      method: 'POST',
      body: { roundId: 'm1', tile: 6 },
    });
  });

  it("shows the server's refusal of a bet", async () => {
    const { api, user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    api.refuse('BET_OUT_OF_LIMITS', 'The bet must be between R$ 1.00 and R$ 1,000.00.');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bet must be between R$ 1.00 and R$ 1,000.00.',
    );
    expect(isDisabled('Bet')).toBe(false);
  });
});
