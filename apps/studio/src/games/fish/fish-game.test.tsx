import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, renderInStudio, studioSession } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import { FishGame } from './fish-game.tsx';

// The canvas scene only animates (happy-dom draws nothing): a stand-in shows one sardine as a
// target and shows each shot's result as soon as the answer is in.
vi.mock('./fish-scene.ts', () => ({
  FishScene: class {
    private readonly fish = { species: 'sardine' };
    constructor(_canvas: HTMLCanvasElement, options: { onTargetsChanged: (species: string[]) => void }) {
      queueMicrotask(() => options.onTargetsChanged(['sardine']));
    }
    resize() {}
    start() {}
    destroy() {}
    findTarget() {
      return this.fish;
    }
    isTargetable() {
      return true;
    }
    fire() {
      return 1;
    }
    resolve(_shot: number, result: { onShown: () => void }) {
      result.onShown();
    }
  },
}));

const session = studioSession({ code: 'ficha_fish', gameType: 'FISH', minBet: '0.10', maxBet: '20.00' });

describe('FishGame bet panel', () => {
  it("offers stakes within the game's limits, 1.00 chosen first", () => {
    mockStudioFetch();
    renderInStudio(<FishGame />, { session });
    const chips = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'R$0.10',
      'R$0.20',
      'R$0.50',
      'R$1.00',
      'R$2.00',
      'R$5.00',
      'R$10.00',
      'R$20.00',
    ]);
    expect(buttonNamed('R$1.00').getAttribute('aria-pressed')).toBe('true');
  });

  it('shoots the chosen stake at the species and shows the catch', async () => {
    const api = mockStudioFetch();
    const { user } = renderInStudio(<FishGame />, { session });
    await user.click(buttonNamed('R$2.00'));
    await user.click(await screen.findByRole('button', { name: 'Shoot Sardine' }));
    expect(api.sent).toEqual([
      { path: 'fish/shoot', method: 'POST', body: { stake: '2.00', species: 'sardine' } },
    ]);
    api.answer({
      roundId: 'f1',
      nonce: 1,
      stake: '2.00',
      win: '4.00',
      payoutE4: 20_000,
      outcome: { hit: true },
      balance: '102.00',
    });
    await waitFor(() =>
      expect(screen.getByTestId('fish-status').textContent).toBe('Caught Sardine! +R$4.00'),
    );
  });

  it('does not shoot a stake above the balance', async () => {
    const api = mockStudioFetch();
    const { user } = renderInStudio(<FishGame />, { session: { ...session, balance: '1.50' } });
    await user.click(buttonNamed('R$2.00'));
    await user.click(await screen.findByRole('button', { name: 'Shoot Sardine' }));
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance for this bet');
    expect(api.sent).toEqual([]);
  });

  it("shows the server's refusal of a shot", async () => {
    const api = mockStudioFetch();
    const { user } = renderInStudio(<FishGame />, { session });
    await user.click(await screen.findByRole('button', { name: 'Shoot Sardine' }));
    api.refuse('BET_OUT_OF_LIMITS', 'The bet must be between R$0.10 and R$20.00.');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bet must be between R$0.10 and R$20.00.',
    );
  });
});
