import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonNamed, renderInStudio, studioSession } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import { BaccaratGame } from './baccarat-game.tsx';

const session = studioSession({
  code: 'ficha_baccarat',
  gameType: 'BACCARAT',
  minBet: '1.00',
  maxBet: '4.00',
});

function openTable() {
  const api = mockStudioFetch();
  api.always('rounds', { list: [] });
  return { api, ...renderInStudio(<BaccaratGame />, { session }) };
}

describe('BaccaratGame bet panel', () => {
  it('stacks chips on one spot up to the maximum bet; double and clear follow', async () => {
    const { user } = openTable();
    expect(buttonNamed('Deal').disabled).toBe(true);
    expect(buttonNamed('Clear').disabled).toBe(true);
    await user.click(buttonNamed(/^Player, pays/));
    expect(buttonNamed(/^Player, pays 1:1, bet R\$1\.00/).getAttribute('aria-pressed')).toBe('true');
    await user.click(buttonNamed(/^Player, pays/));
    await user.click(buttonNamed('Double'));
    expect(screen.getByRole('status').textContent).toContain('R$4.00');
    expect(buttonNamed('Double').disabled).toBe(true);
    await user.click(buttonNamed(/^Player, pays/));
    expect(screen.getByRole('status').textContent).toContain('R$4.00');
    await user.click(buttonNamed(/^Banker, pays/));
    expect(buttonNamed(/^Banker, pays .*, bet R\$4\.00/).getAttribute('aria-pressed')).toBe('true');
    await user.click(buttonNamed('Clear'));
    expect(buttonNamed('Deal').disabled).toBe(true);
  });

  it('deals the bet and locks spots, chips and buttons until the hand is called', async () => {
    const { api, user } = openTable();
    await user.click(buttonNamed(/^Tie, pays/));
    await user.click(buttonNamed('Deal'));
    expect(api.sent.at(-1)).toEqual({
      path: 'baccarat/deal',
      method: 'POST',
      body: { stake: '1.00', side: 'tie' },
    });
    expect(buttonNamed('Dealing…').disabled).toBe(true);
    expect(buttonNamed(/^Tie, pays/).disabled).toBe(true);
    expect((screen.getByRole('group', { name: 'Chips' }) as HTMLFieldSetElement).disabled).toBe(true);
    api.refuse('INSUFFICIENT_FUNDS', 'Insufficient balance.');
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance.');
    await waitFor(() => expect(buttonNamed('Deal').disabled).toBe(false));
  });
});
