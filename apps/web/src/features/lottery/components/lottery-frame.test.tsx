import type { LotteryGameState } from '@ficha/contract';
import { LOTTERY_RULES } from '@ficha/games/lottery/lottery-games';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LotteryFrame } from './lottery-frame';

afterEach(() => vi.unstubAllGlobals());

const inAMinute = (ms: number) => new Date(Date.now() + ms).toISOString();

function gameState(
  kind: LotteryGameState['game']['kind'],
  overrides: Partial<LotteryGameState> = {},
): LotteryGameState {
  const rules = LOTTERY_RULES[kind];
  return {
    game: {
      code: kind === 'dice3' ? 'ficha_lotto_k3_1m' : 'ficha_lotto_sea',
      name: kind === 'dice3' ? 'Fast Dice 1 min' : 'Vietnam Lotto South',
      kind,
      playType: kind === 'dice3' ? 'ent' : 'trad',
      prizeMode: kind === 'dice3' ? null : 'SEA',
      minBet: '1.00',
      maxBet: '5000.00',
      suspended: false,
    },
    period: {
      numero: 'P100',
      opensAt: inAMinute(-30_000),
      closesAt: inAMinute(40_000),
      drawsAt: inAMinute(50_000),
      seedHash: 'h1',
    },
    next: {
      numero: 'P101',
      opensAt: inAMinute(-30_000),
      closesAt: inAMinute(100_000),
      drawsAt: inAMinute(110_000),
      seedHash: 'h2',
    },
    recent: [],
    betTypes: rules.betTypes.map((type) => ({
      code: type.code,
      odds: type.code === 'sum' ? '60.00' : '1.92',
      oddsByPick: (type.code === 'sum' ? { '11': '6.85' } : {}) as Record<string, string>,
      ...(type.picks ? { picks: [...type.picks] } : {}),
    })),
    balance: '100.00',
    currency: 'BRL',
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

function renderFrame() {
  return renderWithProviders(
    <LotteryFrame
      session={{ token: 'game-session' }}
      playType="ent"
      prizeMode={undefined}
      theme={{}}
      onClose={() => {}}
    />,
  );
}

describe('LotteryFrame: bet board, ticket and confirmation', () => {
  it('builds a ticket of three sub-orders from the dice board and sends it after the confirmation', async () => {
    const fetchMock = stubApi({
      'GET /lotto/api/v1/game': { value: gameState('dice3') },
      'POST /lotto/api/v1/tickets': {
        value: { orderId: 'LT1', numero: 'P100', suborders: [], total: '15.00', balance: '85.00' },
      },
    });
    const { user } = renderFrame();
    expect(await screen.findByText('P100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '5', pressed: false }));
    await user.click(screen.getByRole('button', { name: '11, pays 6.85 per 1' }));
    await user.click(screen.getByRole('tab', { name: 'Big/Small' }));
    await user.click(screen.getByRole('button', { name: 'Big, pays 1.92 per 1' }));
    await user.click(screen.getByRole('tab', { name: 'Pairs' }));
    await user.click(screen.getByRole('button', { name: '3 3, pays 1.92 per 1' }));
    const ticket = screen.getByTestId('lf-ticket');
    expect(within(ticket).getByText('3 bets')).toBeTruthy();
    expect(ticket.textContent).toContain('15.00');

    await user.click(within(ticket).getByRole('button', { name: 'Place bets' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Period P100');
    expect(dialog.textContent).toContain('Sum · 11');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ticket placed on period P100.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lotto/api/v1/tickets')).toEqual([
      {
        numero: 'P100',
        bets: [
          { betType: 'sum', pick: '11', amount: '5.00' },
          { betType: 'big', pick: '', amount: '5.00' },
          { betType: 'pair', pick: '3', amount: '5.00' },
        ],
      },
    ]);
    const headers = new Headers(fetchMock.mock.calls.at(-1)![1]!.headers);
    expect(headers.get('x-game-session')).toBe('game-session');
  });

  it("shows the server's refusal in the player's language and keeps the ticket", async () => {
    stubApi({
      'GET /lotto/api/v1/game': { value: gameState('dice3') },
      'POST /lotto/api/v1/tickets': {
        error: 'BETTING_CLOSED',
        message: 'As apostas desta rodada estão encerradas.',
      },
    });
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: '11, pays 6.85 per 1' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bets are closed for this round. Bet on the next one.')).toBeTruthy();
    expect(screen.getByText('1 bet')).toBeTruthy();
  });

  it('refuses a ticket over the balance before asking the server', async () => {
    stubApi({ 'GET /lotto/api/v1/game': { value: gameState('dice3', { balance: '4.00' }) } });
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: '5', pressed: false }));
    await user.click(screen.getByRole('button', { name: '11, pays 6.85 per 1' }));
    expect(screen.getByRole('alert').textContent).toBe('The total is more than your balance.');
    expect((screen.getByRole('button', { name: 'Place bets' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes typed lô and xiên numbers and quick picks on the Vietnamese board (SEA prize mode)', async () => {
    stubApi({ 'GET /lotto/api/v1/game': { value: gameState('vietnam-south') } });
    const { user } = renderFrame();
    const lo2 = await screen.findByLabelText('Lô 2 digits');
    await user.type(lo2, '7');
    expect(lo2.getAttribute('aria-invalid')).toBe('true');
    await user.type(lo2, '3');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Random number for Lô 3 digits' }));
    await user.click(screen.getByRole('tab', { name: 'Xiên' }));
    await user.type(screen.getByLabelText('Xiên 2'), '42 07');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    await user.click(screen.getByRole('button', { name: /3 bets/ }));
    const ticket = screen.getByTestId('lf-ticket');
    expect(within(ticket).getByText('Lô 2 digits · 73')).toBeTruthy();
    expect(within(ticket).getByText(/^Lô 3 digits · \d{3}$/)).toBeTruthy();
    expect(within(ticket).getByText('Xiên 2 · 07-42')).toBeTruthy();
    expect(screen.getByText(/Traditional · SEA/)).toBeTruthy();
  });
});

describe('LotteryFrame: my orders', () => {
  const order = (id: string, cancellable: boolean) => ({
    id,
    gameCode: 'ficha_lotto_k3_1m',
    numero: cancellable ? 'P100' : 'P99',
    currency: 'BRL',
    total: '2.00',
    createdAt: new Date().toISOString(),
    cancellable,
    suborders: [
      {
        id: `${id}-1`,
        betType: 'big',
        pick: '',
        amount: '1.00',
        odds: '1.92',
        status: 'PLACED',
        hits: null,
        win: null,
      },
      {
        id: `${id}-2`,
        betType: 'sum',
        pick: '4',
        amount: '1.00',
        odds: '60.00',
        status: 'PLACED',
        hits: null,
        win: null,
      },
    ],
  });

  it('cancels an open sub-order and disables cancel once its period has closed', async () => {
    const fetchMock = stubApi({
      'GET /lotto/api/v1/game': { value: gameState('dice3') },
      'GET /lotto/api/v1/orders': {
        value: {
          list: [order('LTopen', true), order('LTclosed', false)],
          pageNo: 1,
          totalPages: 1,
          total: 2,
        },
      },
      'POST /lotto/api/v1/suborders/LTopen-2/cancel': { value: { balance: '101.00' } },
    });
    const { user } = renderFrame();
    await user.click(await screen.findByRole('tab', { name: 'My orders' }));
    const [open, closed] = await screen.findAllByTestId('lf-order');
    await user.click(within(closed!).getByRole('button', { name: /Period P99/ }));
    for (const button of within(closed!).getAllByRole('button', { name: 'Cancel' }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(open!).getByRole('button', { name: /Period P100/ }));
    await user.click(within(open!).getAllByRole('button', { name: 'Cancel' })[1]!);
    expect(await screen.findByText('Bet cancelled, stake returned.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/suborders/LTopen-2/cancel'))).toBe(
      true,
    );
  });
});
