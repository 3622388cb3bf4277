import type { MemberInfo } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PaymentPasswordSheet } from './payment-password-sheet';

vi.mock('@/features/auth', async () => {
  const { ruleMap } = await import('@/lib/form');
  const rules = ruleMap([
    {
      field: 'paymentPassword',
      enabled: true,
      required: false,
      pattern: '^\\d{6}$',
      message: 'Six digits.',
    },
  ]);
  return { useRegisterRules: () => rules };
});

const MEMBER = {
  mobileNum: '',
  email: '',
  countryDialingCode: '+55',
  hasPaymentPassword: false,
} as MemberInfo;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSheet(member: MemberInfo = MEMBER) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <PaymentPasswordSheet open onClose={onClose} onSaved={onSaved} member={member} />,
  );
  return { ...view, onClose, onSaved };
}

describe('PaymentPasswordSheet', () => {
  it("asks for the passwords by the spec's words and the server's rule", async () => {
    stubApi({});
    const { user } = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Enter password')).toHaveLength(2);
    expect(screen.getByText('Incorrect password')).toBeTruthy();
    await user.type(screen.getByLabelText('Payment password'), '12');
    expect(await screen.findAllByText('Six digits.')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Confirm payment password'), '13');
    expect(await screen.findByText('Confirmation is not correct')).toBeTruthy();
  });

  it('shows a wrong login password under its field', async () => {
    stubApi({ 'PUT /wps/member/paymentPassword': { error: 'WRONG_PASSWORD' } });
    const { user, onClose } = renderSheet();
    await user.type(screen.getByLabelText('Login password'), 'Errada2026');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.type(screen.getByLabelText('Confirm payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('resets it with a code to the bound number, then closes', async () => {
    const api = stubApi({
      'POST /wps/member/paymentPassword/code': { value: { expiredMinutes: 5, expirationTime: '' } },
      'POST /wps/member/paymentPassword/reset': { value: null },
    });
    const { user, onClose, onSaved } = renderSheet({
      ...MEMBER,
      mobileNum: '11987654321',
      hasPaymentPassword: true,
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent')).toBeTruthy();
    await user.type(screen.getByLabelText('SMS code for +55 11987654321'), '123456');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.type(screen.getByLabelText('Confirm payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSaved).toHaveBeenCalledOnce();
    expect(sentBodies(api, 'POST /wps/member/paymentPassword/reset')).toEqual([
      {
        channel: 'SMS',
        verificationCode: '123456',
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      },
    ]);
  });
});
