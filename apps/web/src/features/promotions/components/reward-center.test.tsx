import type { Reward, RewardCenter } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { RewardCenterView } from './reward-center';

const { center } = vi.hoisted(() => ({ center: { current: undefined as unknown as RewardCenter } }));

vi.mock('../api/promotions', () => ({
  useRewardCenter: () => ({ isPending: false, isError: false, data: center.current }),
}));

const CONVERTED: Reward = {
  id: '1',
  kind: 'RELOAD',
  title: '20% reload',
  amount: '20.00',
  required: '120.00',
  wagered: '120.00',
  progressPercent: 100,
  maxConversion: '20.00',
  maxBet: '300.00',
  status: 'CONVERTED',
  released: '20.00',
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: null,
  closedAt: '2026-11-28T11:00:00.000Z',
};

silenceServer();

describe('RewardCenterView', () => {
  it("names rewards no promotion granted by their kind, not by the server's English reason", () => {
    center.current = {
      claimable: [],
      active: [],
      history: [
        { ...CONVERTED, id: '3', kind: 'LEADERBOARD', title: 'Leaderboard "Race" rank 1', amount: '15.00' },
        { ...CONVERTED, id: '2', kind: 'SIGN_IN', title: 'Daily sign-in 2026-11-28, day 1', amount: '2.00' },
        CONVERTED,
      ],
    };
    renderWithProviders(<RewardCenterView />);
    const titles = screen.getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent);
    expect(titles).toEqual(['Leaderboard prize', 'Daily sign-in', '20% reload']);
  });
});
