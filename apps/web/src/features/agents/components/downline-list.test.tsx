import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { DownlineList } from './downline-list';
import { TeamChart } from './team-chart';

// Issue 17 part 6: "downlines with search and paging"; spec section 5: "Search text is trimmed and
// triggers on Enter".

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const DOMAIN = {
  'GET /wps/system/domainRoute': {
    value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
  },
};
const member = (id: number, account: string, level = 1) => ({
  id,
  account,
  nickname: '',
  type: 0,
  isAgent: false,
  level,
  upline: 'agente01',
  teamSize: 0,
  registeredAt: '2026-11-01T12:00:00.000Z',
  lastLoginAt: null,
});

describe('DownlineList', () => {
  it('shows the team, searches the trimmed text on Enter from page 1, and pages', async () => {
    const asked: string[] = [];
    const fetchMock = stubApi({
      ...DOMAIN,
      'GET /wps/relay/ODSFE2_Subordinate': () => ({
        value: {
          list: [member(7, 'jogador02'), member(8, 'jogador04', 2)],
          pageNo: 1,
          totalPages: 2,
          total: 12,
        },
      }),
    });
    const { user } = renderWithProviders(<DownlineList />);
    expect(await screen.findByText('jogador02')).toBeTruthy();
    expect(screen.getByText(/Level 2/)).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), '  jog  {Enter}');
    await waitFor(() => {
      for (const [input] of fetchMock.mock.calls) asked.push(String(input));
      expect(asked.some((url) => url.includes('keyword=jog&') || url.endsWith('keyword=jog'))).toBe(true);
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('pageNo=2'))).toBe(true),
    );
  });

  it('says so when the agent has no downlines', async () => {
    stubApi({
      ...DOMAIN,
      'GET /wps/relay/ODSFE2_Subordinate': { value: { list: [], pageNo: 1, totalPages: 1, total: 0 } },
    });
    renderWithProviders(<DownlineList />);
    expect(await screen.findByText(/No downlines yet/)).toBeTruthy();
  });
});

describe('TeamChart', () => {
  it('draws one bar per day, the tallest for the largest turnover', () => {
    const { container } = renderWithProviders(
      <TeamChart
        days={[
          { day: '2026-11-01', deposits: '0.00', turnover: '10.00', net: '0.00' },
          { day: '2026-11-02', deposits: '0.00', turnover: '40.00', net: '0.00' },
          { day: '2026-11-03', deposits: '0.00', turnover: '0.00', net: '0.00' },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(heights[0] as number);
    expect(heights[2]).toBe(0);
  });
});
