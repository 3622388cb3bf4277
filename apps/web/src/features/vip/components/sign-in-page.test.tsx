import type { SignInState } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SignInPage } from './sign-in-page';

const { state } = vi.hoisted(() => ({ state: { current: undefined as unknown as SignInState } }));

vi.mock('../api/vip', () => ({
  useSignIn: () => ({ isPending: false, isError: false, data: state.current }),
  useClaimSignIn: () => ({ isPending: false, mutate: vi.fn() }),
}));

const FIRST_DAY: SignInState = {
  enabled: true,
  notice: null,
  currency: 'BRL',
  days: [
    { day: 1, reward: '2.00' },
    { day: 2, reward: '3.00' },
  ],
  resetOnMiss: true,
  today: '2026-11-28',
  claimedToday: false,
  streak: 0,
  todayDay: 1,
  todayReward: '2.00',
  turnoverMultiple: 0,
};

silenceServer();
beforeEach(() => {
  state.current = FIRST_DAY;
});

describe('SignInPage', () => {
  it('says a member with no claim yet has no streak, rather than "0 day in a row"', async () => {
    renderWithProviders(<SignInPage />);
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('No days in a row yet');
    await changeLanguage('PT', false);
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe('Nenhum dia seguido ainda');
    await changeLanguage('EN', false);
  });

  it('counts the days of a streak', () => {
    state.current = { ...FIRST_DAY, claimedToday: true, streak: 1 };
    renderWithProviders(<SignInPage />);
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('1 day in a row');
  });
});
