import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { showsOwnRealityCheck } from '../lib/reality-check-frame';
import { LaunchScreen } from './launch-screen';

/**
 * Issue 19 part 3: the reality check "shows inside games too". A third-party vendor's game cannot
 * show it, so the launch page shows it over the game's frame, with continue and stop (leaving).
 */

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIn = () =>
  localStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'member-token-abcdefghijkl', userName: 'ana', type: 0 }),
  );

const check = (due: boolean) => ({
  intervalMinutes: 1,
  sessionStartedAt: '2026-11-28T10:00:00.000Z',
  minutesPlayed: 12,
  net: '-7.50',
  currency: 'BRL',
  nextCheckAt: '2026-11-28T10:12:00.000Z',
  due,
});

function serve(url: string, due = true) {
  return stubApi({
    'GET /wps/system/domainRoute': {
      value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
    },
    'GET /wps/game/launchGame': { value: { url, sessionId: 'gs-1', mode: 'REAL', currency: 'BRL' } },
    'GET /wps/rg/reality-check': { value: check(due) },
    'POST /wps/rg/reality-check/answer': { value: null },
  });
}

const PATH = '/m/launchGame?nodeId=7&freePlay=0&name=Vendor%20Slot';

describe('the reality check over a vendor game', () => {
  it('shows over a third-party game, and continue keeps the game open', async () => {
    signIn();
    const fetchMock = serve('https://games.vendor.example/launch?session=gs-1');
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LaunchScreen onClose={onClose} />, { path: PATH });
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    const reminder = continueButton.closest('[role="alertdialog"]')!;
    expect(reminder.getAttribute('aria-label')).toBe('Reality check');
    expect(reminder.textContent).toContain('12 min');
    expect(reminder.textContent).toMatch(/lost .*7[.,]50/);
    expect(screen.getByTitle('Vendor Slot').getAttribute('src')).toBe(
      'https://games.vendor.example/launch?session=gs-1',
    );
    await user.click(continueButton);
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /wps/rg/reality-check/answer')).toEqual([{ choice: 'CONTINUE' }]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTitle('Vendor Slot')).toBeTruthy();
  });

  it('stop ends the session and leaves the game', async () => {
    signIn();
    const fetchMock = serve('https://games.vendor.example/launch?session=gs-1');
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LaunchScreen onClose={onClose} />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Leave the game' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /wps/rg/reality-check/answer')).toEqual([{ choice: 'STOP' }]);
  });

  it('leaves the studio and the lottery frame to show it themselves', async () => {
    expect(showsOwnRealityCheck('/studio/?session=1&game=ficha_dice')).toBe(true);
    expect(showsOwnRealityCheck('/m/lotto-h5/1/trad/games/k3?token=1')).toBe(true);
    expect(showsOwnRealityCheck('https://games.vendor.example/launch')).toBe(false);
    expect(showsOwnRealityCheck('//games.vendor.example/studio/')).toBe(false);
    signIn();
    serve('/studio/?session=gs-1&game=ficha_dice');
    renderWithProviders(<LaunchScreen onClose={vi.fn()} />, { path: PATH });
    expect(await screen.findByTitle('Vendor Slot')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
