import type { OpsVipConfig, VipLevel } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen, type SeenRequest } from '@/test/console-render';
import { VipLevelsTab } from './vip-levels-tab';

/** The first level's settings, as the console sends them (the level's number apart). */
const BRONZE = {
  name: 'Bronze',
  minDeposit: '100.00',
  minTurnover: '1000.00',
  levelUpBonus: '10.00',
  weeklyBonus: '0.00',
  monthlyBonus: '0.00',
  withdrawDailyMax: null,
  cashbackPercent: '0.5',
  birthdayBonus: '0.00',
};
const level = (over: Partial<VipLevel>): VipLevel => ({ level: 1, ...BRONZE, ...over });
const PROGRAMME: OpsVipConfig = {
  merchantId: 1,
  enabled: true,
  currency: 'BRL',
  windowDays: 30,
  downgrade: true,
  turnoverMultiple: 3,
  levels: [
    level({}),
    level({
      level: 2,
      name: 'Silver',
      minDeposit: '500.00',
      minTurnover: '5000.00',
      withdrawDailyMax: '20000.00',
    }),
  ],
};

type Reply = { status?: number; code?: string; message?: string; value: unknown };
function vipServer(programme: OpsVipConfig, onPut?: (r: SeenRequest) => Reply, session = {}) {
  return fakeOpsServer((r) => {
    if (r.method === 'GET' && r.path === '/vip') return { value: programme };
    if (r.method === 'PUT' && r.path === '/vip') return onPut?.(r) ?? { value: programme };
    return undefined;
  }, session);
}

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

async function openDialog(button: string) {
  await screen.findByRole('button', { name: button });
  await waitFor(() => {
    if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
  return screen.getByRole('dialog');
}

describe('the VIP levels tab (issue 18 part 4)', { timeout: 30_000 }, () => {
  it('lists the levels and adds one above the highest, sending the whole programme', async () => {
    const seen = vipServer(PROGRAMME);
    renderScreen(<VipLevelsTab />);
    expect(await screen.findByText('Silver')).toBeTruthy();
    expect(screen.getByText('Totals of the last 30 days', { exact: false })).toBeTruthy();
    // No limit of its own: the site's daily withdrawal limit applies at Bronze.
    expect(within(screen.getByText('Bronze').closest('tr')!).getByText("Site's limit")).toBeTruthy();

    const dialog = await openDialog('Add level');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Gold' } });
    fireEvent.change(within(dialog).getByLabelText('Deposits needed'), { target: { value: '2000' } });
    fireEvent.change(within(dialog).getByLabelText('Turnover needed'), { target: { value: '20000.00' } });
    fireEvent.change(within(dialog).getByLabelText('Cashback (%)'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText('Birthday bonus'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      merchantId: 1,
      windowDays: 30,
      downgrade: true,
      turnoverMultiple: 3,
      levels: [
        BRONZE,
        {
          ...BRONZE,
          name: 'Silver',
          minDeposit: '500.00',
          minTurnover: '5000.00',
          withdrawDailyMax: '20000.00',
        },
        {
          ...BRONZE,
          name: 'Gold',
          minDeposit: '2000',
          minTurnover: '20000.00',
          levelUpBonus: '0.00',
          cashbackPercent: '1.5',
          birthdayBonus: '5',
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses thresholds that fall before sending, and shows the server refusing a level', async () => {
    const seen = vipServer(PROGRAMME, () => ({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The data sent is not valid.',
      value: { field: 'levels.1.minTurnover' },
    }));
    renderScreen(<VipLevelsTab />);
    await screen.findByText('Silver');
    const editSilver = within(screen.getByText('Silver').closest('tr')!).getByRole('button', {
      name: 'Edit',
    });
    await waitFor(() => {
      if (!screen.queryByRole('dialog')) fireEvent.click(editSilver);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Turnover needed'), { target: { value: '900.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText(/Level 2 asks less than level 1/)).length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Turnover needed'), { target: { value: '6000.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The data sent is not valid. (level 2)',
    );
    expect((seen.find((r) => r.method === 'PUT')!.body as OpsVipConfig).levels[1]?.minTurnover).toBe(
      '6000.00',
    );
  });

  it('removes a level by sending the programme without it', async () => {
    const seen = vipServer(PROGRAMME);
    renderScreen(<VipLevelsTab />);
    await screen.findByText('Bronze');
    const removeBronze = within(screen.getByText('Bronze').closest('tr')!).getByRole('button', {
      name: 'Remove',
    });
    await waitFor(() => {
      if (!screen.queryByRole('dialog')) fireEvent.click(removeBronze);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect((seen.find((r) => r.method === 'PUT')!.body as OpsVipConfig).levels.map((l) => l.name)).toEqual([
      'Silver',
    ]);
  });

  it('runs the weekly bonus after a confirmation (vip.pay)', async () => {
    const seen = fakeOpsServer((r) => {
      if (r.path === '/vip') return { value: PROGRAMME };
      if (r.path === '/vip/run') return { value: { changed: 0, granted: 4 } };
      return undefined;
    });
    renderScreen(<VipLevelsTab />);
    const dialog = await openDialog('Pay weekly bonuses');
    expect(within(dialog).getByText(/A week is paid once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done: 0 members changed level, 4 bonuses paid.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/vip/run',
      body: { merchantId: 1, run: 'WEEKLY' },
    });
  });

  it('gives a content role level changes but no paying run', async () => {
    vipServer(PROGRAMME, undefined, { role: 'CONTENT' });
    renderScreen(<VipLevelsTab />);
    expect(await screen.findByRole('button', { name: 'Add level' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay weekly bonuses' })).toBeNull();
  });

  it('shows a read-only role no change, and an empty programme as such', async () => {
    vipServer({ ...PROGRAMME, enabled: false, levels: [] }, undefined, { role: 'READ_ONLY' });
    renderScreen(<VipLevelsTab />);
    expect(await screen.findByText(/No VIP level yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    expect(screen.getByText(/Your role reads these rules/)).toBeTruthy();
  });

  it('shows the error with a retry when the programme cannot be read', async () => {
    fakeOpsServer(() => ({ status: 500, code: 'INTERNAL', message: 'The server failed.', value: null }));
    renderScreen(<VipLevelsTab />);
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
