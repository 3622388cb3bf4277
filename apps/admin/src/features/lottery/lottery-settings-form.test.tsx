import type { LotteryOpsGame } from '@ficha/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole } from '@/test/render';
import { LotterySettingsForm, settingsChange } from './lottery-settings-form';

afterEach(() => vi.unstubAllGlobals());

const game: LotteryOpsGame = {
  merchant_id: 1,
  code: 'ficha_lotto_k3_1m',
  name: 'K3 1 minute',
  kind: 'k3',
  playType: 'ent',
  prizeMode: null,
  suspended: false,
  version: 3,
  limits: { minBet: '1.00', maxBet: '1000.00', maxPickLiability: '50000.00', maxPeriodStake: '5000.00' },
  ownLimits: { minBet: null, maxBet: '1000.00', maxPickLiability: null, maxPeriodStake: null },
  betTypes: [
    { betType: 'big', odds: '1.97', defaultOdds: '1.97', overridden: false },
    { betType: 'small', odds: '1.90', defaultOdds: '1.97', overridden: true },
  ],
  oddsOverrides: { small: '1.90' },
  currentPeriod: null,
};

// Rendering Mantine forms is slow on a shared machine: room for a few interactions each.
vi.setConfig({ testTimeout: 30_000 });

describe('the lottery settings form', () => {
  it('sends only what changed: an emptied field returns to the default', () => {
    const limits = { minBet: '2.00', maxBet: '', maxPickLiability: '', maxPeriodStake: '' };
    expect(settingsChange(game, limits, { big: '1.95', small: '' }, 'tune')).toEqual({
      reason: 'tune',
      version: 3,
      minBet: '2.00',
      maxBet: null,
      odds: { big: '1.95', small: null },
    });
    const same = { minBet: '', maxBet: '1000.00', maxPickLiability: '', maxPeriodStake: '' };
    expect(settingsChange(game, same, { small: '1.90' }, 'x')).toEqual({ reason: 'x', version: 3 });
  });

  it("checks the odds with the contract schema and shows the server's refusal", async () => {
    const sent = fakeOperatorApi(() => ({
      status: 400,
      code: 'ODDS_OUT_OF_BOUNDS',
      message: 'The odds 2.50 for big must return between 50% and 100% of each stake.',
    }));
    renderConsole(
      <LotterySettingsForm opened game={game} onClose={() => {}} onSaved={() => {}} onReload={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText('Odds of big'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'tune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Odds such as 1.97.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Odds of big'), { target: { value: '2.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('between 50% and 100%');
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/ops/api/v1/lottery/merchants/1/games/ficha_lotto_k3_1m/settings',
      body: { reason: 'tune', version: 3, odds: { big: '2.50' } },
    });
    // Not an edit conflict: nothing to reload.
    expect(screen.queryByRole('button', { name: 'Load the newer values' })).toBeNull();
  });

  // Issue 15: "a stale page never overwrites a newer change (optimistic concurrency on edits)".
  it('sends the version it read and, refused as stale, offers to load the newer values', async () => {
    const sent = fakeOperatorApi(() => ({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'Someone changed this record after you opened it. Reload it and make your change again.',
    }));
    const onReload = vi.fn();
    const onSaved = vi.fn();
    renderConsole(
      <LotterySettingsForm opened game={game} onClose={() => {}} onSaved={onSaved} onReload={onReload} />,
    );
    fireEvent.change(screen.getByLabelText('Maximum bet'), { target: { value: '500.00' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'lower cap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone changed this record');
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/ops/api/v1/lottery/merchants/1/games/ficha_lotto_k3_1m/settings',
        body: { reason: 'lower cap', version: 3, maxBet: '500.00' },
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load the newer values' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
