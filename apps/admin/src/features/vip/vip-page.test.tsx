import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen } from '@/test/console-render';
import type { RewardPayout } from './vip-api';
import VipPage from './vip-page';

const PAYOUT: RewardPayout = {
  grantId: '41',
  memberId: '9',
  username: 'maria',
  kind: 'LEADERBOARD',
  amount: '100.00',
  reason: 'Weekly turnover, rank 1',
  createdAt: '2026-11-30T00:00:05.000Z',
};

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the VIP and rewards page (issue 18 part 4)', { timeout: 30_000 }, () => {
  it('opens on the VIP levels and shows the rewards paid in their own tab', async () => {
    const seen = fakeOpsServer((r) => {
      if (r.path === '/vip')
        return {
          value: {
            merchantId: 1,
            enabled: false,
            currency: 'BRL',
            windowDays: null,
            downgrade: false,
            turnoverMultiple: 1,
            levels: [],
          },
        };
      if (r.path === '/vip/payouts') return { value: { list: [PAYOUT] } };
      return undefined;
    });
    renderScreen(<VipPage />);
    expect(await screen.findByRole('heading', { name: 'VIP and rewards' })).toBeTruthy();
    expect(await screen.findByText(/No VIP level yet/)).toBeTruthy();
    expect(seen.find((r) => r.path === '/vip')?.params.get('merchantId')).toBe('1');

    fireEvent.click(screen.getByRole('tab', { name: 'Rewards paid' }));
    expect(await screen.findByText('Weekly turnover, rank 1')).toBeTruthy();
    expect(screen.getByText('Leaderboard')).toBeTruthy();
    await waitFor(() => expect(seen.some((r) => r.path === '/vip/payouts')).toBe(true));
  });
});
