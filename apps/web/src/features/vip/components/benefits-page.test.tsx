import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { BenefitsPage } from './benefits-page';

// Issue 18 part 2: "/m/member/benefits (VIP levels, the member's level and progress, each level's
// benefits: weekly and monthly bonus, birthday bonus, withdrawal limits, cashback rate)".

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const level = (n: number, name: string, over: Record<string, unknown> = {}) => ({
  level: n,
  name,
  minDeposit: '0.00',
  minTurnover: '100.00',
  levelUpBonus: '1.00',
  weeklyBonus: '2.00',
  monthlyBonus: '4.00',
  withdrawDailyMax: null,
  cashbackPercent: '1.5',
  birthdayBonus: '7.00',
  ...over,
});

describe('BenefitsPage', () => {
  it("lists each level's benefits, the birthday bonus and the cashback rate among them", async () => {
    stubApi({
      'GET /wps/system/domainRoute': {
        value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
      },
      'GET /wps/vip/benefits': {
        value: {
          enabled: true,
          currency: 'BRL',
          levels: [
            level(1, 'Bronze'),
            level(2, 'Gold', { birthdayBonus: '25.00', withdrawDailyMax: '900.00' }),
          ],
          level: 1,
          deposits: '0.00',
          turnover: '150.00',
          windowDays: null,
          downgrade: false,
          next: { level: 2, name: 'Gold', depositLeft: '0.00', turnoverLeft: '50.00' },
        },
      },
    });
    renderWithProviders(<BenefitsPage />);
    const gold = (await screen.findByRole('heading', { name: /Gold/, level: 3 })).closest('li')!;
    const bronze = screen.getByRole('heading', { name: /Bronze/, level: 3 }).closest('li')!;
    expect(within(bronze).getByText(/Birthday bonus/)).toBeTruthy();
    expect(within(bronze).getByText(/7,00|7\.00/)).toBeTruthy();
    expect(within(gold).getByText(/25,00|25\.00/)).toBeTruthy();
    expect(within(bronze).getByText("1.5% of each week's net loss")).toBeTruthy();
    expect(within(bronze).getByText("The site's limit")).toBeTruthy();
  });
});
