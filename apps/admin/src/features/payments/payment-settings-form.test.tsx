import type { PaymentSettings } from '@ficha/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole } from '@/test/render';
import { PaymentSettingsForm } from './payment-settings-form';

afterEach(() => vi.unstubAllGlobals());

const settings: PaymentSettings = {
  merchantId: 2,
  merchantCode: 'RIO',
  currency: 'BRL',
  demo: false,
  pixGateway: null,
  gateways: [{ name: 'sandbox', sandbox: true }],
  depositMethods: [
    {
      id: 5,
      code: 'BANK_TRANSFER',
      name: 'Bank transfer',
      minAmount: '20.00',
      maxAmount: '5000.00',
      active: true,
    },
  ],
  withdrawMin: '20.00',
  withdrawMax: '50000.00',
  withdrawDailyMax: '100000.00',
  version: 3,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// Rendering Mantine forms is slow on a shared machine: room for a few interactions each.
vi.setConfig({ testTimeout: 30_000 });

describe('the payment settings form', () => {
  it('refuses a minimum above the maximum before sending anything', async () => {
    const sent = fakeOperatorApi(() => ({}));
    renderConsole(<PaymentSettingsForm settings={settings} onSaved={() => {}} onReload={() => {}} />);
    fireEvent.change(field('Minimum per withdrawal (BRL)'), { target: { value: '60000.00' } });
    fireEvent.change(field('Reason'), { target: { value: 'review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/the minimum is not above the maximum/)).toBeTruthy();
    fireEvent.change(field('Bank transfer minimum'), { target: { value: '0' } });
    expect(await screen.findByText(/the minimum is above zero/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the change with the version it was read at, and shows the database's refusal of the sandbox", async () => {
    const sent = fakeOperatorApi(() => ({
      status: 409,
      code: 'SANDBOX_DEMO_ONLY',
      message:
        'The sandbox gateway confirms payments no bank made: only a merchant marked as a demo site may use it.',
    }));
    renderConsole(<PaymentSettingsForm settings={settings} onSaved={() => {}} onReload={() => {}} />);
    fireEvent.click(screen.getAllByLabelText('PIX gateway')[0]!);
    fireEvent.click(await screen.findByText('sandbox (sandbox: demo sites only)'));
    fireEvent.change(field('Reason'), { target: { value: 'turn PIX on' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('only a merchant marked as a demo site');
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/ops/api/v1/merchants/2/payment-settings',
      body: { pixGateway: 'sandbox', version: 3, reason: 'turn PIX on', withdrawMin: '20.00' },
    });
  });

  it('offers to load the newer settings when someone saved first (EDIT_CONFLICT)', async () => {
    fakeOperatorApi(() => ({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'Someone changed this record after you opened it.',
    }));
    const reload = vi.fn();
    renderConsole(<PaymentSettingsForm settings={settings} onSaved={() => {}} onReload={reload} />);
    fireEvent.change(field('Reason'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load the newer settings' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
