import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PaymentPasswordForm } from './payment-password-form';

vi.mock('../api/use-member-scope', () => ({
  useMemberScope: () => ({ member: 'jogador01', enabled: true }),
}));

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof renderWithProviders>['user'], confirm = '246810') {
  await user.type(screen.getByLabelText('Login password'), 'Jogador2026');
  await user.type(screen.getByLabelText('Payment password (6 digits)'), '246810');
  await user.type(screen.getByLabelText('Confirm the payment password'), confirm);
}

describe('PaymentPasswordForm', () => {
  it('asks for the login password, 6 digits and the confirmation (spec section 5 words)', async () => {
    stubApi({});
    const { user } = renderWithProviders(<PaymentPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('Enter password')).toBeTruthy();
    expect(screen.getByText('The payment password has 6 digits.')).toBeTruthy();
    expect(screen.getByText('Incorrect password')).toBeTruthy();
    await fill(user, '246811');
    expect(await screen.findByText('Confirmation is not correct')).toBeTruthy();
  });

  it('shows a refused login password under its field', async () => {
    stubApi({
      'PUT /wps/member/paymentPassword': {
        error: 'FIELD_INVALID',
        value: { field: 'password', message: 'The login password is wrong.' },
      },
    });
    const { user } = renderWithProviders(<PaymentPasswordForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The login password is wrong.');
  });

  it('saves through the one payment-password client and says so', async () => {
    const api = stubApi({ 'PUT /wps/member/paymentPassword': { value: null } });
    const { user } = renderWithProviders(<PaymentPasswordForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('Payment password created')).toBeTruthy();
    expect(sentBodies(api, 'PUT /wps/member/paymentPassword')).toEqual([
      { password: 'Jogador2026', paymentPassword: '246810', confirmPaymentPassword: '246810' },
    ]);
  });
});
