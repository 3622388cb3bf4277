import type { OpenedLotteryGame } from '@ficha/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LotteryGameCard } from './lottery-game-card';
import { LotteryLobbyScreen } from './lottery-lobby-screen';

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

function opened(overrides: Partial<OpenedLotteryGame>): OpenedLotteryGame {
  return {
    nodeId: '301',
    gameCode: 'ficha_lotto_k3_1m',
    gameName: 'Fast Dice 1 min',
    vassalage: 'LOTT',
    iconUrl: '',
    gameGroupId: 'dice3',
    lottoMode: null,
    kind: 'dice3',
    playType: 'ent',
    prizeMode: null,
    intervalSeconds: 60,
    suspended: false,
    numero: '20261125-0720',
    closesAt: inSeconds(42.5),
    drawsAt: inSeconds(52.5),
    last: { numero: '20261125-0719', drawsAt: inSeconds(-7), status: 'SETTLED', result: [2, 5, 6] },
    ...overrides,
  };
}

const GAMES = () => [
  opened({}),
  opened({
    nodeId: '305',
    gameCode: 'ficha_elotto_vn_5m',
    gameName: 'Electronic Vietnam Lotto 5 min',
    vassalage: 'ELOTT',
    kind: 'vietnam-north',
    gameGroupId: 'vietnam-north',
    lottoMode: 'VN',
    prizeMode: 'VN',
    intervalSeconds: 300,
    last: null,
  }),
  opened({
    nodeId: '306',
    gameCode: 'ficha_lotto_sea',
    gameName: 'Vietnam Lotto South',
    kind: 'vietnam-south',
    gameGroupId: 'vietnam-south',
    lottoMode: 'SEA',
    prizeMode: 'SEA',
    playType: 'trad',
    intervalSeconds: null,
    numero: '20261125',
    closesAt: inSeconds(3 * 3600),
    last: {
      numero: '20261124',
      drawsAt: inSeconds(-20 * 3600),
      status: 'SETTLED',
      result: { tiers: [{ name: 'special', numbers: ['804512'] }] },
    },
  }),
];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLobby() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/lottery" element={<LotteryLobbyScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/m/lottery' },
  );
}

function serve(list: OpenedLotteryGame[] | { error: string; status: number }) {
  return stubApi({
    'GET /wps/system/domainRoute': {
      value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
    },
    'GET /wps/relay/GCSGAME_getVassGameType': { value: { content: [] } },
    'GET /lgw/games/mobile': { value: { list: [] } },
    'GET /lotto/lgw/games/opened/numero': Array.isArray(list)
      ? { value: { list, serverTime: new Date().toISOString() } }
      : list,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/m/lottery, the lottery lobby (issue 14 part 3)', () => {
  it('shows the fast games with their numero, countdown and last result; traditional games on their tab', async () => {
    serve(GAMES());
    const { user } = renderLobby();
    const dice = (await screen.findByRole('button', { name: 'Play Fast Dice 1 min' })).closest('li')!;
    expect(within(dice).getByTestId('numero').textContent).toBe('20261125-0720');
    expect(within(dice).getByTestId('countdown').textContent).toMatch(/^00:4\d$/);
    expect(within(dice).getByTestId('last-result').textContent).toBe('256= 13');
    expect(within(dice).getByRole('link', { name: 'Results history' }).getAttribute('href')).toBe(
      '/m/lottery/history/ficha_lotto_k3_1m',
    );
    expect(screen.getByText('No result yet')).toBeTruthy();
    expect(screen.queryByText('Vietnam Lotto South')).toBeNull();
    expect(screen.getByRole('link', { name: 'Winners' }).getAttribute('href')).toBe('/m/lottery/winners');
    expect(screen.getByRole('link', { name: 'Jackpot' }).getAttribute('href')).toBe('/m/lottery/jackpot');

    await user.click(screen.getByRole('tab', { name: 'Traditional' }));
    const south = (await screen.findByRole('button', { name: 'Play Vietnam Lotto South' })).closest('li')!;
    expect(within(south).getByTestId('countdown').textContent).toMatch(/^0[23]:\d\d:\d\d$/);
    expect(within(south).getByTestId('last-result').textContent).toBe('804512');
    expect(screen.queryByText('Fast Dice 1 min')).toBeNull();
  });

  it('keeps lottList and elottList for the next visit, and draws from them at once', async () => {
    serve(GAMES());
    renderLobby();
    await screen.findByText('Fast Dice 1 min');
    await waitFor(() => expect(localStorage.getItem('elottList')).toContain('ficha_elotto_vn_5m'));
    const plain = JSON.parse(localStorage.getItem('lottList')!);
    expect(plain.list.map((g: OpenedLotteryGame) => g.gameCode)).toEqual([
      'ficha_lotto_k3_1m',
      'ficha_lotto_sea',
    ]);

    // Next visit, the server slow: the cached games show while it answers.
    vi.unstubAllGlobals();
    stubApi({});
    renderLobby();
    expect((await screen.findAllByText('Fast Dice 1 min')).length).toBeGreaterThan(0);
  });

  it('says so when there is no game, and offers a retry when the call fails', async () => {
    serve([]);
    const first = renderLobby();
    expect(await screen.findByText('No data')).toBeTruthy();
    first.unmount();
    localStorage.clear();
    serve({ error: 'INTERNAL', status: 500 });
    renderLobby();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("opens a member's tapped game in the lottery frame through /m/launchGame", async () => {
    // A signed-in member, as login stores it (spec section 3 'Session info').
    localStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 'member-token', userName: 'jogador01', type: 0 }),
    );
    serve(GAMES());
    const { user } = renderLobby();
    await user.click(await screen.findByRole('button', { name: 'Play Electronic Vietnam Lotto 5 min' }));
    const url = new URL(screen.getByTestId('location').textContent!, 'http://site');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      playType: 'ent',
      gameId: 'ficha_elotto_vn_5m',
      prize_mode: 'VN',
      nodeId: '305',
    });
  });

  it('sends a guest to log in first (spec section 4 game click)', async () => {
    serve(GAMES());
    const { user } = renderLobby();
    await user.click(await screen.findByRole('button', { name: 'Play Fast Dice 1 min' }));
    expect(screen.getByTestId('location').textContent).toBe('/m/login');
  });
});

describe('a lobby card', () => {
  it('ticks its countdown with the clock and shows the draw once the close has come', () => {
    const game = opened({ closesAt: '2026-11-25T12:00:42.000Z' });
    const card = (now: string) => (
      <MemoryRouter>
        <LotteryGameCard game={game} serverNow={Date.parse(now)} onPlay={() => {}} />
      </MemoryRouter>
    );
    const { rerender } = render(card('2026-11-25T12:00:00.000Z'));
    expect(screen.getByTestId('countdown').textContent).toBe('00:42');
    rerender(card('2026-11-25T12:00:01.000Z'));
    expect(screen.getByTestId('countdown').textContent).toBe('00:41');
    rerender(card('2026-11-25T12:00:42.000Z'));
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('Drawing…');
  });
});
