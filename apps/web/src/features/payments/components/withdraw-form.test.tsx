import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { WithdrawForm } from './withdraw-form';

const { requestWithdrawal, wallet } = vi.hoisted(() => ({
  requestWithdrawal: vi.fn(),
  wallet: {
    currency: 'BRL',
    currencySymbol: 'R$',
    sumBalance: '100.00',
    cashBalance: '100.00',
    bonusBalance: '0.00',
    withdrawable: '100.00',
    unmetTurnover: '0.00',
  },
}));

vi.mock('../api/withdraw', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useRequestWithdrawal: () => useMutation({ mutationFn: requestWithdrawal }) };
});
vi.mock('../api/withdraw-settings', () => ({
  useWithdrawSettings: () => ({
    data: {
      minAmount: '20.00',
      maxAmount: '500.00',
      dailyMaxAmount: '1000.00',
      dailyRemainingAmount: '1000.00',
    },
  }),
}));
vi.mock('../api/use-member-scope', () => ({
  useMemberScope: () => ({ member: 'jogador01', enabled: true }),
}));
vi.mock('@/features/wallet', async (original) => ({
  ...(await original<typeof import('@/features/wallet')>()),
  useWallet: () => ({ data: wallet }),
  useInvalidateWallet: () => vi.fn(),
}));

// The site settings never arrive (the limits line waits for the currency); the api modules are mocked.
silenceServer();

function renderForm(accountId: string | undefined) {
  const onAccountError = vi.fn();
  const onDone = vi.fn();
  const view = renderWithProviders(
    <WithdrawForm accountId={accountId} onAccountError={onAccountError} onDone={onDone} />,
  );
  return { ...view, onAccountError, onDone };
}

describe('WithdrawForm', () => {
  it('checks the amount and the 6-digit payment password before sending, then live', async () => {
    const { user } = renderForm('card-1');
    await user.type(screen.getByLabelText('Withdrawal amount'), '10.001');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(screen.getByText('The payment password has 6 digits.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Withdrawal amount'));
    await user.type(screen.getByLabelText('Withdrawal amount'), '150');
    expect(await screen.findByText(/You can withdraw at most .*100\.00\./)).toBeTruthy();
    expect(requestWithdrawal).not.toHaveBeenCalled();
  });

  it('asks for an account first', async () => {
    const { user, onAccountError } = renderForm(undefined);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(onAccountError).toHaveBeenCalledWith({ key: 'withdraw.chooseAccount' });
  });

  it("is pending while sent, then shows the server's words under the payment password", async () => {
    let refuse: (error: unknown) => void = () => {};
    requestWithdrawal.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user } = renderForm('card-1');
    await user.type(screen.getByLabelText('Withdrawal amount'), '20');
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '000000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
    refuse(new ApiError('WRONG_PAYMENT_PASSWORD', 'Wrong payment password. Attempts left: 4.', 400));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong payment password. Attempts left: 4.');
  });

  it("says under the account that a key not in the member's own name was refused", async () => {
    requestWithdrawal.mockRejectedValue(new ApiError('PAYOUT_KEY_OWNER_UNCONFIRMED', 'server text', 409));
    const { user, onAccountError, onDone } = renderForm('card-1');
    await user.type(screen.getByLabelText('Withdrawal amount'), '20');
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '246810');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await vi.waitFor(() =>
      expect(onAccountError).toHaveBeenLastCalledWith({ key: 'error.PAYOUT_KEY_OWNER_UNCONFIRMED' }),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the amount in minor-safe decimals and hands the order on', async () => {
    requestWithdrawal.mockResolvedValue({ orderNo: 'W1' });
    const { user, onDone } = renderForm('card-1');
    await user.type(screen.getByLabelText('Withdrawal amount'), '20,5');
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '24a6810');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'W1' }));
    expect(requestWithdrawal.mock.calls[0]?.[0]).toEqual({
      cardId: 'card-1',
      amount: '20.50',
      paymentPassword: '246810',
    });
  });

  it('says before confirming what the withdrawal does to an active bonus, and only then', async () => {
    renderForm('card-1');
    expect(screen.queryByTestId('withdraw-bonus-notice')).toBeNull();
    wallet.bonusBalance = '30.00';
    wallet.unmetTurnover = '450.00';
    try {
      renderForm('card-1');
      const notice = await screen.findByTestId('withdraw-bonus-notice');
      expect(notice.textContent).toMatch(/active bonus of .*30\.00.*450\.00 left.*withdraw .*100\.00 now/);
    } finally {
      wallet.bonusBalance = '0.00';
      wallet.unmetTurnover = '0.00';
    }
  });
});
