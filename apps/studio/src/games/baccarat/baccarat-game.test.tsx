import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStudio, studioSession } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import { BaccaratGame } from './baccarat-game.tsx';

const session = studioSession({
  code: 'ficha_baccarat',
  gameType: 'BACCARAT',
  minBet: '1.00',
  maxBet: '4.00',
});
const button = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function openTable() {
  const api = mockStudioFetch();
  api.always('rounds', { list: [] });
  return { api, ...renderInStudio(<BaccaratGame />, { session }) };
}

describe('BaccaratGame bet panel', () => {
  it('stacks chips on one spot up to the maximum bet; double and clear follow', async () => {
    const { user } = openTable();
    expect(button('Deal').disabled).toBe(true);
    expect(button('Clear').disabled).toBe(true);
    await user.click(button(/^Player, pays/));
    expect(button(/^Player, pays 1:1, bet R\$1\.00/).getAttribute('aria-pressed')).toBe('true');
    await user.click(button(/^Player, pays/));
    await user.click(button('Double'));
    expect(screen.getByRole('status').textContent).toContain('R$4.00');
    expect(button('Double').disabled).toBe(true);
    await user.click(button(/^Player, pays/));
    expect(screen.getByRole('status').textContent).toContain('R$4.00');
    await user.click(button(/^Banker, pays/));
    expect(button(/^Banker, pays .*, bet R\$4\.00/).getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Clear'));
    expect(button('Deal').disabled).toBe(true);
  });

  it('deals the bet and locks spots, chips and buttons until the hand is called', async () => {
    const { api, user } = openTable();
    await user.click(button(/^Tie, pays/));
    await user.click(button('Deal'));
    expect(api.sent.at(-1)).toEqual({
      path: 'baccarat/deal',
      method: 'POST',
      body: { stake: '1.00', side: 'tie' },
    });
    expect(button('Dealing…').disabled).toBe(true);
    expect(button(/^Tie, pays/).disabled).toBe(true);
    expect((screen.getByRole('group', { name: 'Chips' }) as HTMLFieldSetElement).disabled).toBe(true);
    api.refuse('INSUFFICIENT_FUNDS', 'Insufficient balance.');
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance.');
    await waitFor(() => expect(button('Deal').disabled).toBe(false));
  });
});
