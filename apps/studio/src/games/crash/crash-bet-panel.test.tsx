import type { RoundView } from '@ficha/contract/studio/shared-rounds/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, renderInStudio } from '../../test/render.tsx';
import { CrashBetPanel } from './crash-bet-panel.tsx';
import type { FlightPhase } from './crash-flight.ts';
import type { CrashLive } from './crash-live.ts';
import type { CrashState, Ticket } from './crash-state.ts';

/** The live round's side the panel drives: the test records what it asks for. */
function fakeLive() {
  return { bet: vi.fn(), cashOut: vi.fn(), cancelQueued: vi.fn() };
}

function state(tickets: Ticket[] = []): CrashState {
  return {
    link: 'open',
    fatal: null,
    round: { roundId: 7, phase: 'betting' } as RoundView,
    bettingFrom: null,
    bets: [],
    history: [],
    tickets,
    notice: null,
    limits: null,
  };
}

function ticket(over: Partial<Ticket>): Ticket {
  return {
    betId: 'b1',
    roundId: 7,
    amount: '1.00',
    autoCashOutE2: null,
    state: 'placed',
    cashOutE2: null,
    win: null,
    ...over,
  };
}

function renderPanel(live: ReturnType<typeof fakeLive>, shown: CrashState, phase: FlightPhase = 'betting') {
  return renderInStudio(
    <CrashBetPanel live={live as unknown as CrashLive} state={shown} phase={phase} liveWin={createRef()} />,
  );
}

describe('CrashBetPanel', () => {
  it('bets the stake, with the auto cash-out when it is on', async () => {
    const live = fakeLive();
    const { user } = renderPanel(live, state());
    await user.click(buttonNamed('Bet'));
    expect(live.bet).toHaveBeenLastCalledWith('1.00', null);
    await user.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    fireEvent.change(screen.getByLabelText('Cash out at (×)'), { target: { value: '2.50' } });
    await user.click(buttonNamed('Bet'));
    expect(live.bet).toHaveBeenLastCalledWith('1.00', 250);
  });

  it('refuses an auto cash-out outside 1.01x to 10,000x', async () => {
    const live = fakeLive();
    const { user } = renderPanel(live, state());
    await user.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    fireEvent.change(screen.getByLabelText('Cash out at (×)'), { target: { value: '1' } });
    expect(screen.getByText('Auto cash-out goes from 1.01x to 10,000.00x.')).toBeTruthy();
    expect(buttonNamed('Bet').disabled).toBe(true);
  });

  it('offers the next round while one flies', () => {
    renderPanel(fakeLive(), state(), 'running');
    expect(buttonNamed('Bet next round').disabled).toBe(false);
  });

  it('locks the stake and auto cash-out while a bet is on its way', () => {
    renderPanel(fakeLive(), state([ticket({ state: 'sending' })]));
    expect(buttonNamed('Placing bet…').disabled).toBe(true);
    expect((screen.getByLabelText('Bet') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Auto cash-out' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('cashes out the flying bet, and cancels a bet queued for the next round', async () => {
    const live = fakeLive();
    const { user, unmount } = renderPanel(live, state([ticket({ state: 'placed' })]), 'running');
    expect(screen.getByTestId('crash-ticket').textContent).toBe(
      'Your R$1.00 bet is flying: cash out before it busts!',
    );
    await user.click(buttonNamed('Cash out'));
    expect(live.cashOut).toHaveBeenCalledOnce();
    unmount();
    const { user: next } = renderPanel(live, state([ticket({ roundId: null, state: 'queued' })]), 'running');
    await next.click(buttonNamed('Cancel next-round bet'));
    expect(live.cancelQueued).toHaveBeenCalledOnce();
  });
});
