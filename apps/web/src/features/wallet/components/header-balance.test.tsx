import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { useWallet } from '../api/get-wallet';
import { HeaderBalance } from './header-balance';

vi.mock('../api/get-wallet', () => ({ useWallet: vi.fn() }));

const wallet = vi.mocked(useWallet);
const SUMMARY = {
  currency: 'BRL',
  currencySymbol: 'R$',
  sumBalance: '1250.50',
  cashBalance: '1250.50',
  bonusBalance: '0.00',
  withdrawable: '1250.50',
  unmetTurnover: '0.00',
};

function answer(query: Partial<ReturnType<typeof useWallet>>) {
  wallet.mockReturnValue(query as ReturnType<typeof useWallet>);
}

// The site settings never arrive: the fallback symbol is empty.
silenceServer();
beforeEach(() => {
  localStorage.clear();
});

describe('HeaderBalance (spec section 2 page shell)', () => {
  it('shows the total with its symbol and 2 decimals, named for screen readers', () => {
    answer({ data: SUMMARY, isPending: false });
    renderWithProviders(<HeaderBalance />);
    const balance = screen.getByTestId('header-balance');
    expect(balance.textContent).toBe('Total balanceR$ 1,250.50');
  });

  it('shows a placeholder while loading', () => {
    answer({ data: undefined, isPending: true });
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).toBe('Total balance');
  });

  it('shows -- when the call failed (the widget below offers the retry)', () => {
    answer({ data: undefined, isPending: false, isError: true });
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).toBe('Total balance--');
  });

  it('follows the hide toggle', () => {
    localStorage.setItem('walletBalanceHidden', '1');
    answer({ data: SUMMARY, isPending: false });
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).not.toContain('1,250.50');
    expect(screen.getByTestId('header-balance').textContent).toContain('R$');
  });

  it('shows play money with its badge instead of a currency', () => {
    answer({ data: { ...SUMMARY, currency: 'PLAY', currencySymbol: '' }, isPending: false });
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).toBe('Total balancePlay 1,250.50');
  });
});
