import { sha256Hex } from '@ficha/games/fairness';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LotteryHistoryScreen } from './history-screen';
import { LotteryJackpotScreen } from './jackpot-screen';
import { LotteryWinnersScreen } from './winners-screen';

afterEach(() => vi.unstubAllGlobals());

const GAME = 'ficha_lotto_k3_1m';
const HEAD = { code: GAME, name: 'Fast Dice 1 min', kind: 'dice3' };
const MERCHANT = { 'GET /wps/system/domainRoute': { value: { merchantCode: 'FICHA' } } };
const SEED = 'c3'.repeat(32);
/** A draw as the server answers it; [4, 5, 2] is what this seed draws for this numero. */
function draw(numero: string, result: number[] | null) {
  return {
    numero,
    opensAt: '2026-11-25T03:00:00.000Z',
    closesAt: '2026-11-25T03:00:50.000Z',
    drawsAt: '2026-11-25T03:01:00.000Z',
    seedHash: sha256Hex(SEED),
    seed: SEED,
    status: result ? 'SETTLED' : 'VOID',
    result,
  };
}

describe('LotteryHistoryScreen', () => {
  it('lists the drawn periods and verifies a draw from its revealed seed in the browser', async () => {
    stubApi({
      ...MERCHANT,
      [`GET /lotto/api/v1/history/${GAME}`]: {
        value: {
          game: HEAD,
          list: [
            draw('20261125-0001', [4, 5, 2]),
            draw('20261125-0002', [4, 5, 2]),
            draw('20261125-0003', null),
          ],
          nextBefore: null,
        },
      },
    });
    const { user } = renderWithProviders(<LotteryHistoryScreen gameCode={GAME} />);
    const rows = await screen.findAllByTestId('draw-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('draw-balls').textContent).toBe('452');
    expect(within(rows[2]!).getByText('Voided: stakes returned')).toBeTruthy();
    // The seed replays 4, 5, 2 for period 0001...
    await user.click(within(rows[0]!).getByRole('button', { name: /Draw 20261125-0001/ }));
    await user.click(within(rows[0]!).getByRole('button', { name: 'Verify in the browser' }));
    expect(within(rows[0]!).getByRole('status').textContent).toBe(
      'Verified: the seed gives the published hash and this result.',
    );
    // ...but not for period 0002, whose published result is therefore not its seed's.
    await user.click(within(rows[1]!).getByRole('button', { name: /Draw 20261125-0002/ }));
    await user.click(within(rows[1]!).getByRole('button', { name: 'Verify in the browser' }));
    expect(within(rows[1]!).getByRole('status').textContent).toBe(
      'The seed gives another result than the published one.',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a game has no draws, and shows a failure with a retry', async () => {
    stubApi({
      ...MERCHANT,
      [`GET /lotto/api/v1/history/${GAME}`]: { value: { game: HEAD, list: [], nextBefore: null } },
      'GET /lotto/api/v1/history/ficha_lotto_sea': { error: 'GAME_NOT_FOUND', status: 404 },
    });
    const empty = renderWithProviders(<LotteryHistoryScreen gameCode={GAME} />);
    expect(await screen.findByText('No draws of this game yet.')).toBeTruthy();
    empty.unmount();
    renderWithProviders(<LotteryHistoryScreen gameCode="ficha_lotto_sea" />);
    expect(await screen.findByText('Game not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows trends over the N draws picked: hot and cold numbers and streaks', async () => {
    const fetchMock = stubApi({
      ...MERCHANT,
      [`GET /lotto/api/v1/history/${GAME}`]: { value: { game: HEAD, list: [], nextBefore: null } },
      [`GET /lotto/api/v1/trends/${GAME}`]: {
        value: {
          game: HEAD,
          periods: 6,
          from: '20261101-0001',
          to: '20261101-0006',
          frequency: ['1', '2', '3', '4', '5', '6'].map((number, i) => ({
            number,
            count: [4, 5, 1, 1, 3, 4][i],
          })),
          hot: ['2', '1', '6'],
          cold: ['3', '4', '5'],
          series: [6, 15, 6, 13, 16, 4].map((value, i) => ({ numero: `20261101-000${i + 1}`, value })),
          streaks: {
            bigSmall: { current: { side: 'small', length: 1 }, longest: { side: 'big', length: 2 } },
            oddEven: { current: { side: 'even', length: 2 }, longest: { side: 'even', length: 2 } },
          },
        },
      },
    });
    const { user } = renderWithProviders(<LotteryHistoryScreen gameCode={GAME} />);
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect((await screen.findByTestId('trends-counted')).textContent).toBe(
      '6 draws counted, 20261101-0001 to 20261101-0006',
    );
    expect(screen.getByTestId('hot-numbers').textContent).toBe('Hot216');
    expect(screen.getByTestId('cold-numbers').textContent).toBe('Cold345');
    const streaks = screen.getByTestId('streaks');
    expect(within(streaks).getByRole('row', { name: /Big \/ Small/ }).textContent).toBe(
      'Big / SmallSmall × 1Big × 2',
    );
    await user.click(screen.getByRole('tab', { name: '100' }));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/trends/'));
    expect(asked.at(-1)).toContain('periods=100');
    expect(sentBodies(fetchMock, `GET /lotto/api/v1/trends/${GAME}`)).toBeDefined();
  });
});

const WIN = {
  player: 'jo***1',
  gameCode: GAME,
  gameName: 'Fast Dice 1 min',
  numero: '20261125-0001',
  betType: 'big',
  pick: '',
  stake: '10.00',
  win: '19.70',
  settledAt: '2026-11-25T03:01:02.000Z',
};

describe('LotteryWinnersScreen and LotteryJackpotScreen', () => {
  it('list the newest and the biggest wins, and say when there are none', async () => {
    stubApi({
      ...MERCHANT,
      'GET /lotto/api/v1/winners': { value: { currency: 'BRL', latest: [WIN], biggest: [] } },
    });
    const { user } = renderWithProviders(<LotteryWinnersScreen />);
    const row = await screen.findByTestId('win-row');
    expect(row.textContent).toContain('jo***1');
    expect(row.textContent).toContain('Big  · stake');
    expect(row.textContent).toContain('19,70'.replace(',', '.'));
    await user.click(screen.getByRole('tab', { name: 'Biggest this week' }));
    expect(screen.getByText('No prizes paid yet.')).toBeTruthy();
  });

  it('shows what the draws paid today and this week', async () => {
    stubApi({
      ...MERCHANT,
      'GET /lotto/api/v1/jackpot': {
        value: {
          currency: 'BRL',
          today: { since: '2026-11-25T03:00:00.000Z', paid: '35.06', wins: 2, biggest: WIN },
          week: {
            since: '2026-11-18T12:00:00.000Z',
            paid: '1035.06',
            wins: 7,
            biggest: { ...WIN, win: '1000.00' },
          },
          serverTime: '2026-11-25T12:00:00.000Z',
        },
      },
    });
    renderWithProviders(<LotteryJackpotScreen />);
    const week = await screen.findByTestId('jackpot-week');
    expect(week.textContent).toContain('1,035.06');
    expect(week.textContent).toContain('7 prizes');
    expect(screen.getByTestId('biggest-today').textContent).not.toContain('None yet');
    expect(screen.getByTestId('jackpot-today').textContent).toContain('2 prizes');
    expect(screen.getByTestId('biggest-week').textContent).toContain('1,000.00');
    expect(screen.getByTestId('biggest-today').textContent).toContain('jo***1');
  });

  it('shows a failed jackpot with a retry', async () => {
    stubApi({ ...MERCHANT, 'GET /lotto/api/v1/jackpot': { error: 'INTERNAL', status: 500 } });
    renderWithProviders(<LotteryJackpotScreen />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
