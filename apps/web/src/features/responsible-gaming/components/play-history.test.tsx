import type { RgHistory, RgHistoryDay } from '@ficha/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PlayHistory } from './play-history';

afterEach(() => vi.unstubAllGlobals());

const DOMAIN = {
  'GET /wps/system/domainRoute': {
    value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
  },
};

const quiet = (date: string): RgHistoryDay => ({
  date,
  deposits: '0.00',
  bets: '0.00',
  wins: '0.00',
  net: '0.00',
  minutesPlayed: 0,
});
const days = Array.from({ length: 30 }, (_, i) => quiet(`2026-11-${String(i + 1).padStart(2, '0')}`));

function historyWith(changes: Record<number, Partial<RgHistoryDay>>): RgHistory {
  const list = days.map((d, i) => ({ ...d, ...changes[i] }));
  return {
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    days: list,
    totals: {
      deposits: '80.00',
      bets: '33.00',
      wins: '10.00',
      net: '-23.00',
      minutesPlayed: 45,
    },
  };
}

describe('PlayHistory', () => {
  it('shows the totals, a bar per day, and the days with activity, newest first', async () => {
    stubApi({
      ...DOMAIN,
      'GET /wps/rg/history': {
        value: historyWith({
          27: { deposits: '80.00', bets: '13.00', wins: '10.00', net: '-3.00', minutesPlayed: 20 },
          29: { bets: '20.00', net: '-20.00', minutesPlayed: 25 },
        }),
      },
    });
    const { user } = renderWithProviders(<PlayHistory />);
    const chart = await screen.findByRole('img', { name: 'Bets per day, last 30 days' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByText('Time in games', { selector: 'dt' }).nextSibling?.textContent).toBe('45 min');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // The header, then the 30th and the 28th of the month.
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toMatch(/^11\/30/);
    expect(rows[2]!.textContent).toMatch(/^11\/28/);

    await user.click(screen.getByRole('button', { name: 'Result' }));
    const net = screen.getByRole('img', { name: 'Result per day, last 30 days' });
    // A loss falls below the zero line.
    expect(net.querySelectorAll('.rg-chart__bar--down')).toHaveLength(2);
  });

  it('says so when there was no play', async () => {
    stubApi({
      ...DOMAIN,
      'GET /wps/rg/history': {
        value: { ...historyWith({}), totals: { ...quiet(''), date: undefined } },
      },
    });
    renderWithProviders(<PlayHistory />);
    expect(await screen.findByText('No activity in the last 30 days.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a retry when the history cannot be read', async () => {
    stubApi({ ...DOMAIN, 'GET /wps/rg/history': { error: 'INTERNAL', status: 500 } });
    renderWithProviders(<PlayHistory />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
