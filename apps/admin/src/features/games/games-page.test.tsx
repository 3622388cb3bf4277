import type { ConsoleGame, ConsoleVendor } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen, type SeenRequest } from '@/test/console-render';
import GamesPage from './games-page';

const game = (over: Partial<ConsoleGame>): ConsoleGame => ({
  nodeId: '1',
  vendorCode: 'FICHA',
  vendorName: 'Ficha Originals',
  gameCode: 'ficha_dice',
  name: 'Dice',
  gameType: 'RNG',
  status: 'shown',
  integrated: true,
  vendorEnabled: true,
  enabled: true,
  isHot: false,
  isNew: true,
  minBet: '0.10',
  sort: -96,
  feed: { isHot: false, isNew: true, minBet: '0.10', sort: -96 },
  version: 3,
  ...over,
});
const GAMES = [
  game({}),
  game({
    nodeId: '2',
    vendorCode: 'AURORA',
    vendorName: 'Aurora Gaming',
    gameCode: 'aurora-1',
    name: 'Golden Riches',
    status: 'notIntegrated',
    integrated: false,
    version: 0,
  }),
];
const VENDORS: ConsoleVendor[] = [
  {
    code: 'FICHA',
    name: 'Ficha Originals',
    category: 'RNG',
    integrated: true,
    enabled: true,
    games: 9,
    shownGames: 9,
    version: 0,
  },
  {
    code: 'AURORA',
    name: 'Aurora Gaming',
    category: 'RNG',
    integrated: false,
    enabled: true,
    games: 40,
    shownGames: 0,
    version: 0,
  },
];

function catalogueServer(
  onWrite?: (r: SeenRequest) => { status?: number; code?: string; message?: string; value: unknown },
) {
  return fakeOpsServer((r) => {
    if (r.method === 'GET' && r.path === '/games')
      return { value: { list: GAMES, pageNo: 1, totalPages: 1, total: 2 } };
    if (r.method === 'GET' && r.path === '/game-vendors') return { value: { list: VENDORS } };
    if (r.method === 'POST') return onWrite?.(r);
    return undefined;
  });
}

// The screen loads the session, then its lists: more than a second on a busy machine.
configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

describe('GamesPage (issue 15 part 7)', { timeout: 30_000 }, () => {
  it('lists the games with their status, marks games without integration, and sorts on the server', async () => {
    const seen = catalogueServer();
    renderScreen(<GamesPage />);
    expect(await screen.findByText('Golden Riches')).toBeTruthy();
    const row = screen.getByText('Golden Riches').closest('tr')!;
    expect(within(row).getByText('Not integrated')).toBeTruthy();
    expect(within(screen.getByText('Dice').closest('tr')!).getByText('Shown')).toBeTruthy();
    expect(screen.getByTestId('games-total').textContent).toBe('2 games');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Game' }));
    await waitFor(() =>
      expect(seen.some((r) => r.path === '/games' && r.params.get('sort') === 'name')).toBe(true),
    );
    expect(seen.find((r) => r.params.get('sort') === 'name')?.params.get('pageNo')).toBe('1');
  });

  it('switches a game off with the version it was read with, and shows the server refusing a stale one', async () => {
    const seen = catalogueServer(() => ({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'Someone changed this in the meantime. Reload and try again.',
      value: null,
    }));
    renderScreen(<GamesPage />);
    await screen.findByRole('switch', { name: 'Show Dice to players' });
    // Mantine's scroll area lays the table out again once measured: click the switch on screen.
    await waitFor(() => {
      if (!seen.some((r) => r.method === 'POST'))
        fireEvent.click(screen.getByRole('switch', { name: 'Show Dice to players' }));
      expect(seen.some((r) => r.method === 'POST')).toBe(true);
    });
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/games/1',
      body: {
        merchantId: 1,
        version: 3,
        enabled: false,
        isHot: false,
        isNew: true,
        minBet: '0.10',
        sort: -96,
      },
    });
    expect(
      await screen.findByText('Someone changed this in the meantime. Reload and try again.'),
    ).toBeTruthy();
  });

  it('edits a game in a form checked with the contract schema before it is sent', async () => {
    const seen = catalogueServer((r) => ({ value: { ...GAMES[0], ...(r.body as object), version: 4 } }));
    renderScreen(<GamesPage />);
    await screen.findByRole('button', { name: 'Edit Dice' });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit Dice' }));
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    const dialog = screen.getByRole('dialog');
    const minBet = within(dialog).getByLabelText(/Minimum bet/);
    fireEvent.change(minBet, { target: { value: '0.001' } });
    expect(
      within(dialog).getByText('An amount above zero with at most two decimals, such as 0.10.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(minBet, { target: { value: '2.50' } });
    // The form's switches in order: enabled, hot, new.
    const switches = within(dialog).getAllByRole('switch', { hidden: true });
    expect(switches).toHaveLength(3);
    fireEvent.click(switches[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      minBet: '2.50',
      isHot: true,
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error with a retry when the catalogue cannot be read', async () => {
    fakeOpsServer((r) =>
      r.path === '/games'
        ? { status: 500, code: 'INTERNAL', message: 'The server failed.', value: null }
        : { value: { list: [] } },
    );
    renderScreen(<GamesPage />);
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
