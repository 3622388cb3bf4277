import { DICE_MAX_TARGET, DICE_MIN_TARGET } from '@ficha/games/dice/dice-rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStudio } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import { DiceGame } from './dice-game.tsx';

const answer = {
  roundId: 'r1',
  nonce: 1,
  stake: '1.00',
  win: '0.00',
  payoutE4: 19_800,
  outcome: { roll: 7_312, won: false },
  balance: '99.00',
};

describe('DiceGame bet panel', () => {
  it('offers the target within its limits, under or over, and the multiplier they pay', async () => {
    const { user } = renderInStudio(<DiceGame />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect(Number(slider.min)).toBe(DICE_MIN_TARGET);
    expect(Number(slider.max)).toBe(DICE_MAX_TARGET);
    expect(screen.getByRole('button', { name: 'Under' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×');
    await user.click(screen.getByRole('button', { name: 'Over' }));
    expect(screen.getByRole('button', { name: 'Over' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the stake, target and side, and locks the controls until the roll lands', async () => {
    const api = mockStudioFetch();
    const { user } = renderInStudio(<DiceGame />);
    await user.click(screen.getByRole('button', { name: 'Over' }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(api.sent).toEqual([
      { path: 'dice/play', method: 'POST', body: { stake: '1.00', target: 5_000, direction: 'over' } },
    ]);
    expect((screen.getByRole('button', { name: 'Rolling…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Under' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Bet') as HTMLInputElement).disabled).toBe(true);
    api.answer(answer);
    // The animation shows random rolls first and one of them may read 73.12 by chance, so wait
    // for the verdict, which appears only once the roll has landed.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not this time'));
    expect(screen.getByTestId('dice-result').textContent).toBe('73.12');
    expect((screen.getByRole('button', { name: 'Roll' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal and lets the player roll again", async () => {
    const api = mockStudioFetch();
    const { user } = renderInStudio(<DiceGame />);
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    api.refuse('INSUFFICIENT_FUNDS', 'Insufficient balance.');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Insufficient balance.');
    expect((screen.getByRole('button', { name: 'Roll' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
