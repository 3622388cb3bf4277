import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen } from '@/test/console-render';
import { SignInTab } from './sign-in-tab';
import type { SignInConfig } from './vip-api';

const CALENDAR: SignInConfig = {
  merchantId: 1,
  enabled: true,
  currency: 'USD',
  rewards: ['1.00', '2.00', '5.00'],
  resetOnMiss: true,
  turnoverMultiple: 1,
  notice: null,
};

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

async function openEditor() {
  await screen.findByRole('button', { name: 'Edit calendar' });
  await waitFor(() => {
    if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: 'Edit calendar' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
  return screen.getByRole('dialog');
}

describe('the sign-in calendar tab (issue 18 part 4)', { timeout: 30_000 }, () => {
  it('shows each day of the streak and saves a longer calendar that keeps missed streaks', async () => {
    const seen = fakeOpsServer((r) =>
      r.path === '/sign-in'
        ? { value: r.method === 'PUT' ? { ...CALENDAR, ...(r.body as object) } : CALENDAR }
        : undefined,
    );
    renderScreen(<SignInTab />);
    expect(await screen.findByText('Day 3')).toBeTruthy();
    expect(screen.getByText(/5\.00/)).toBeTruthy();
    expect(screen.getByText(/A missed day starts the streak again/)).toBeTruthy();

    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add day' }));
    fireEvent.change(within(dialog).getByLabelText('Day 4'), { target: { value: 'ten' } });
    fireEvent.click(within(dialog).getByLabelText('A missed day starts the streak again'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An amount such as 10.00.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Day 4'), { target: { value: '10.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      merchantId: 1,
      enabled: true,
      resetOnMiss: false,
      turnoverMultiple: 1,
      rewards: ['1.00', '2.00', '5.00', '10.00'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the licence's notice and the server refusing to switch the calendar on", async () => {
    const notice = 'Brazilian law forbids bonuses for placing bets.';
    const seen = fakeOpsServer((r) => {
      if (r.method === 'GET' && r.path === '/sign-in')
        return { value: { ...CALENDAR, enabled: false, rewards: [], notice } };
      if (r.method === 'PUT')
        return {
          status: 400,
          code: 'PROMOTION_NOT_ALLOWED',
          message: 'This kind of promotion is not offered where this site is licensed.',
          value: null,
        };
      return undefined;
    });
    renderScreen(<SignInTab />);
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.getByText('No sign-in calendar set for this site.')).toBeTruthy();

    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByLabelText('Calendar runs'));
    fireEvent.change(within(dialog).getByLabelText('Day 1'), { target: { value: '1.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'not offered where this site is licensed',
    );
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ enabled: true, rewards: ['1.00'] });
  });

  it('shows the error with a retry when the calendar cannot be read', async () => {
    fakeOpsServer(() => ({ status: 500, code: 'INTERNAL', message: 'The server failed.', value: null }));
    renderScreen(<SignInTab />);
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
