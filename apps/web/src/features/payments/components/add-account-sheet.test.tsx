import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AddAccountSheet } from './add-account-sheet';

const { addPayoutAccount } = vi.hoisted(() => ({ addPayoutAccount: vi.fn() }));

vi.mock('../api/payout-accounts', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useAddPayoutAccount: () => useMutation({ mutationFn: addPayoutAccount }) };
});

// The site settings never arrive; the api module is mocked.
silenceServer();

function renderSheet() {
  const onAdded = vi.fn();
  return { ...renderWithProviders(<AddAccountSheet open onClose={() => {}} onAdded={onAdded} />), onAdded };
}

describe('AddAccountSheet', () => {
  it("checks the holder's name and the PIX key by its type", async () => {
    const { user } = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText("Enter the holder's full name (letters only).")).toBeTruthy();
    expect(screen.getByText('This key is not valid for the chosen type.')).toBeTruthy();
    expect(addPayoutAccount).not.toHaveBeenCalled();
  });

  it('checks a bank account by its bank and number', async () => {
    const { user } = renderSheet();
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Account number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Enter the bank.')).toBeTruthy();
    expect(screen.getByText('Account number: 4 to 20 digits (a hyphen is allowed).')).toBeTruthy();
  });

  it('formats a CPF key as it is typed and sends its digits', async () => {
    addPayoutAccount.mockResolvedValue({ id: 'c1' });
    const { user, onAdded } = renderSheet();
    await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Your key'), '52998224725');
    expect(screen.getByLabelText('Your key')).toHaveProperty('value', '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Account added')).toBeTruthy();
    expect(onAdded).toHaveBeenCalledWith({ id: 'c1' });
    expect(addPayoutAccount.mock.calls[0]?.[0]).toEqual({
      kind: 'PIX',
      holderName: 'Ana Souza',
      pixKeyType: 'CPF',
      pixKey: '52998224725',
    });
  });

  it("is pending while saved, then puts a refused key under its field in the field's own words", async () => {
    let refuse: (error: unknown) => void = () => {};
    addPayoutAccount.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user } = renderSheet();
    await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Your key'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
    refuse(new ApiError('FIELD_INVALID', '', 400, { field: 'pixKey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Key refused: it must be your own and not added already.',
    );
  });

  it("puts the refusal of a key in someone else's name under the key, in the code's words", async () => {
    addPayoutAccount.mockRejectedValue(
      new ApiError('PAYOUT_KEY_OWNER_UNCONFIRMED', 'server text', 409, { field: 'pixKey' }),
    );
    const { user, onAdded } = renderSheet();
    await user.type(screen.getByLabelText('Account holder name'), 'Ana Souza');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByLabelText('Your key'), 'bia@example.com');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This PIX key could not be confirmed as yours: withdrawals only go to keys in your own name and CPF. Use your CPF as the key, or a key registered in your name.',
    );
    expect(addPayoutAccount.mock.calls.at(-1)?.[0]).toMatchObject({
      pixKeyType: 'EMAIL',
      pixKey: 'bia@example.com',
    });
    expect(onAdded).not.toHaveBeenCalled();
  });
});
