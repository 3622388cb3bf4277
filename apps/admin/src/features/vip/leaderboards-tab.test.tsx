import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen, type SeenRequest } from '@/test/console-render';
import { LeaderboardsTab } from './leaderboards-tab';
import type { Leaderboard } from './vip-api';

const BOARD: Leaderboard = {
  id: 7,
  title: 'Weekly turnover',
  metric: 'TURNOVER',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  status: 'RUNNING',
  currency: 'USD',
  prizes: ['100.00', '50.00'],
  entries: [{ rank: 1, username: 'ma***ia', score: '1500.00', prize: '100.00', mine: false }],
  mine: null,
};

type Reply = { status?: number; code?: string; message?: string; value: unknown };
function boardsServer(list: Leaderboard[], onPost?: (r: SeenRequest) => Reply, session = {}) {
  return fakeOpsServer((r) => {
    if (r.method === 'GET' && r.path === '/leaderboards') return { value: { list } };
    if (r.method === 'POST') return onPost?.(r);
    return undefined;
  }, session);
}

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

async function openDialog(button: () => HTMLElement) {
  await waitFor(() => {
    if (!screen.queryByRole('dialog')) fireEvent.click(button());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
  return screen.getByRole('dialog');
}

describe('the leaderboards tab (issue 18 part 4)', { timeout: 30_000 }, () => {
  it('lists the boards with their prizes and closes one, saying how many prizes it paid', async () => {
    const seen = boardsServer([BOARD], () => ({
      value: { leaderboard: { ...BOARD, status: 'CLOSED' }, paid: 1 },
    }));
    renderScreen(<LeaderboardsTab />);
    const row = (await screen.findByText('Weekly turnover')).closest('tr')!;
    expect(within(row).getByText(/^2 prizes, .*150\.00 in all$/)).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();

    const standings = await openDialog(() => within(row).getByRole('button', { name: 'Standings' }));
    expect(within(standings).getByText('ma***ia')).toBeTruthy();
    fireEvent.keyDown(standings, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const dialog = await openDialog(() => within(row).getByRole('button', { name: 'Close and pay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close and pay' }));
    expect(await screen.findByText('Leaderboard closed: 1 prize paid.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/leaderboards/7/close']);
  });

  it('creates a board checked with the contract, and shows the server refusing it', async () => {
    const seen = boardsServer([], () => ({
      status: 400,
      code: 'PROMOTION_NOT_ALLOWED',
      message: 'This kind of promotion is not offered where this site is licensed.',
      value: null,
    }));
    renderScreen(<LeaderboardsTab />);
    expect(await screen.findByText('No leaderboard yet.')).toBeTruthy();
    const dialog = await openDialog(() => screen.getByRole('button', { name: 'New leaderboard' }));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'December wins' } });
    fireEvent.change(within(dialog).getByLabelText('Ranks by'), { target: { value: 'WIN' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2026-12-31T00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Rank 1'), { target: { value: '500.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rank' }));
    fireEvent.change(within(dialog).getByLabelText('Rank 2'), { target: { value: '250.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The end comes after the start.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-12-31T00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'not offered where this site is licensed',
    );
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/leaderboards',
      body: {
        merchantId: 1,
        title: 'December wins',
        metric: 'WIN',
        startsAt: new Date('2026-12-01T00:00').toISOString(),
        endsAt: new Date('2026-12-31T00:00').toISOString(),
        prizes: ['500.00', '250.00'],
        turnoverMultiple: 1,
      },
    });
  });

  it('gives a read-only role neither a create nor a close button', async () => {
    boardsServer([BOARD], undefined, { role: 'READ_ONLY' });
    renderScreen(<LeaderboardsTab />);
    await screen.findByText('Weekly turnover');
    expect(screen.queryByRole('button', { name: 'New leaderboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close and pay' })).toBeNull();
  });

  it('shows the error with a retry when the boards cannot be read', async () => {
    fakeOpsServer(() => ({ status: 500, code: 'INTERNAL', message: 'The server failed.', value: null }));
    renderScreen(<LeaderboardsTab />);
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
