import type { OpsPromotionList } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navItemsFor } from '@/lib/navigation';
import { fakeOpsServer, renderScreen } from '@/test/console-render';
import { buildPromotion } from './promotion-fixtures';
import PromotionsPage from './promotions-page';

// The promotions screen (issue 18 part 4): the list's states, pause and resume, and the cashback
// run. The network is the only thing stood in for: each request gets the server's envelope.

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const LIST: OpsPromotionList = {
  jurisdiction: 'BR_LEI_14790',
  allowedKinds: ['CASHBACK'],
  wageringAllowed: false,
  list: [
    buildPromotion(),
    buildPromotion({
      id: 2,
      kind: 'WELCOME',
      category: 'DEPOSIT',
      titles: { EN: 'Welcome bonus' },
      allowed: false,
      active: false,
      audience: 'VIP',
      audienceVipLevels: [2, 3],
      stats: {
        grants: 0,
        open: 0,
        granted: '0.00',
        converted: '0.00',
        forfeited: '0.00',
        conversionPercent: 0,
      },
    }),
    buildPromotion({
      id: 3,
      titles: { EN: 'Next week' },
      startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    }),
    buildPromotion({ id: 4, titles: { EN: 'Last month' }, endsAt: new Date(Date.now() - DAY).toISOString() }),
  ],
};

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('PromotionsPage', { timeout: 30_000 }, () => {
  it('lists the merchant’s promotions with kind, status, audience and what they cost', async () => {
    const seen = fakeOpsServer((r) => (r.path === '/promotions' ? { value: LIST } : undefined));
    renderScreen(<PromotionsPage />);
    const cashback = within(
      await screen.findByText('10% weekly cashback').then(() => rowOf('10% weekly cashback')),
    );
    expect(seen.find((r) => r.path === '/promotions')?.params.get('merchantId')).toBe('1');
    expect(cashback.getByText('Cashback on net loss')).toBeTruthy();
    expect(cashback.getByText('Running')).toBeTruthy();
    expect(cashback.getByText('All players')).toBeTruthy();
    expect(cashback.getByText('12')).toBeTruthy();
    expect(cashback.getAllByText('R$340.50')).toHaveLength(2);
    expect(cashback.getByText('100%')).toBeTruthy();
    const welcome = within(rowOf('Welcome bonus'));
    expect(welcome.getByText('Paused')).toBeTruthy();
    expect(welcome.getByText('Not allowed by the licence: never runs')).toBeTruthy();
    expect(welcome.getByText('VIP levels 2, 3')).toBeTruthy();
    expect(within(rowOf('Next week')).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf('Last month')).getByText('Ended')).toBeTruthy();
    expect(screen.getByText(/Licence profile: BR_LEI_14790/).textContent).toContain('Cashback on net loss');
    expect(screen.getByText(/allows no wagering requirement/)).toBeTruthy();
  });

  it('loads, says so when there is no promotion, and shows the server refusing with a retry', async () => {
    fakeOpsServer((r) => (r.path === '/promotions' ? { value: { ...LIST, list: [] } } : undefined));
    // The list's answer waits until the loading state has been seen.
    const answer = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/promotions')) await gate;
      return answer(input, init);
    });
    renderScreen(<PromotionsPage />);
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    release();
    expect(
      await screen.findByText('No promotion yet. Create one to show it on the player site.'),
    ).toBeTruthy();
    vi.unstubAllGlobals();

    fakeOpsServer(() => ({ status: 403, code: 'FORBIDDEN', message: 'You may not do this.', value: null }));
    renderScreen(<PromotionsPage />);
    expect(await screen.findByText('You may not do this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('pauses a running promotion and resumes a paused one', async () => {
    const seen = fakeOpsServer((r) => {
      if (r.path === '/promotions') return { value: LIST };
      if (r.path.endsWith('/active')) return { value: buildPromotion() };
      return undefined;
    });
    renderScreen(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause 10% weekly cashback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume Welcome bonus' }));
    await waitFor(() => expect(seen.filter((r) => r.path.endsWith('/active'))).toHaveLength(2));
    const sent = seen.filter((r) => r.path.endsWith('/active'));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/promotions/1/active',
      body: { merchantId: 1, active: false },
    });
    expect(sent[1]).toMatchObject({ path: '/promotions/2/active', body: { merchantId: 1, active: true } });
    // An ended promotion has nothing to pause.
    expect(within(rowOf('Last month')).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
  });

  it('pays a cashback promotion after a confirmation and shows what it paid', async () => {
    const seen = fakeOpsServer((r) => {
      if (r.path === '/promotions') return { value: LIST };
      if (r.path === '/promotions/1/cashback-run')
        return { value: { members: 3, amount: '42.10', periodFrom: '2026-11-16T00:00:00.000Z' } };
      return undefined;
    });
    renderScreen(<PromotionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay cashback of 10% weekly cashback' }));
    expect(await screen.findByText(/for the last complete period/)).toBeTruthy();
    expect(seen.some((r) => r.path.endsWith('/cashback-run'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Paid R\$42\.10 to 3 players/);
    expect(seen.find((r) => r.path.endsWith('/cashback-run'))?.body).toEqual({ merchantId: 1 });
    // Only a cashback promotion has the button.
    expect(within(rowOf('Welcome bonus')).queryByRole('button', { name: /Pay cashback/ })).toBeNull();
  });

  it('is in the menu of the roles that read promotions (promotions.read), after the content', () => {
    for (const role of ['ADMIN', 'FINANCE', 'CONTENT', 'RISK', 'READ_ONLY']) {
      const paths = navItemsFor(role).map((i) => i.path);
      expect(paths.indexOf('/promotions'), role).toBe(paths.indexOf('/content') + 1);
    }
    expect(navItemsFor('SUPPORT').map((i) => i.path)).not.toContain('/promotions');
  });

  it('gives staff who may only read no buttons that change anything', async () => {
    fakeOpsServer((r) => (r.path === '/promotions' ? { value: LIST } : undefined), { role: 'READ_ONLY' });
    renderScreen(<PromotionsPage />);
    await screen.findByText('10% weekly cashback');
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pause|Resume|Pay cashback|Edit/ })).toBeNull();
  });
});
