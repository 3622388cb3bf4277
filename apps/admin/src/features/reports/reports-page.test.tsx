import type { GgrReport } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen } from '@/test/console-render';
import ReportsPage from './reports-page';

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

const REPORT: GgrReport = {
  merchantId: 1,
  currency: 'BRL',
  from: '2026-11-27',
  to: '2026-11-28',
  total: { bets: '120.00', wins: '75.00', ggr: '45.00' },
  days: [
    { day: '2026-11-27', bets: '0.00', wins: '0.00', ggr: '0.00' },
    { day: '2026-11-28', bets: '120.00', wins: '75.00', ggr: '45.00' },
  ],
  games: [
    {
      vendorCode: 'ACME',
      gameCode: 'poker',
      name: 'Poker',
      bets: '100.00',
      wins: '30.00',
      ggr: '70.00',
      betCount: 1,
    },
    {
      vendorCode: 'ACME',
      gameCode: 'wheel',
      name: 'Wheel',
      bets: '20.00',
      wins: '45.00',
      ggr: '-25.00',
      betCount: 2,
    },
  ],
  vendors: [{ vendorCode: 'ACME', bets: '120.00', wins: '75.00', ggr: '45.00', betCount: 3 }],
};

describe('ReportsPage (issue 15 part 9)', { timeout: 30_000 }, () => {
  it('asks for the chosen merchant and range, shows the totals and the GGR by game, vendor and day', async () => {
    const seen = fakeOpsServer((r) => (r.path === '/reports/ggr' ? { value: REPORT } : undefined));
    renderScreen(<ReportsPage />);
    expect((await screen.findByTestId('total-ggr')).textContent).toBe('R$45.00');
    const asked = seen.find((r) => r.path === '/reports/ggr')!;
    expect(asked.params.get('merchantId')).toBe('1');
    expect(asked.params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const wheel = screen.getByText('Wheel').closest('tr')!;
    expect(within(wheel).getByText('-R$25.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'By vendor' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'By vendor' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getAllByText('Bets placed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Export CSV' }).length).toBeGreaterThan(0);
  });

  it('says so when nothing was played, and shows the server refusing with a retry', async () => {
    fakeOpsServer((r) =>
      r.path === '/reports/ggr' ? { value: { ...REPORT, games: [], vendors: [], days: [] } } : undefined,
    );
    renderScreen(<ReportsPage />);
    expect(await screen.findByText('No game was played in these days.')).toBeTruthy();
    vi.unstubAllGlobals();

    fakeOpsServer(() => ({ status: 403, code: 'FORBIDDEN', message: 'You may not do this.', value: null }));
    renderScreen(<ReportsPage />);
    expect(await screen.findByText('You may not do this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
