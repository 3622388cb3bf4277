import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { postResetBySms } from '../api/passwords';
import { ForgetForm } from './forget-form';

vi.mock('../api/passwords', () => ({
  postResetBySms: vi.fn(),
  putResetByEmail: vi.fn(),
  postEmailCode: vi.fn(),
}));
vi.mock('../api/send-sms', () => ({ postNoLoginSms: vi.fn() }));
vi.mock('../api/get-countries', () => ({
  useCountries: () => ({ data: [{ countryCode: 'BR', dialingCode: '+55', name: 'Brasil' }] }),
}));
vi.mock('../api/get-register-settings', () => ({ useRegisterSettings: () => ({ data: undefined }) }));

const reset = vi.mocked(postResetBySms);

silenceServer();

async function fill(user: ReturnType<typeof renderWithProviders>['user'], confirm = 'Nova2026senha') {
  await user.type(screen.getByLabelText('Mobile number'), '11987654321');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Nova2026senha');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('ForgetForm', () => {
  it('shows the rules of spec section 5 on an empty submit', async () => {
    const { user } = renderWithProviders(<ForgetForm />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter your mobile number')).toBeTruthy();
    expect(screen.getByText('Enter the verification code')).toBeTruthy();
    expect(screen.getAllByText('Enter password')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
  });

  it("says 'Confirmation password not matched' when the confirmation differs", async () => {
    const { user } = renderWithProviders(<ForgetForm />);
    await fill(user, 'Outra2026senha');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
  });

  it('puts a refused code under the code field', async () => {
    reset.mockRejectedValue(new ApiError('SMS_CODE_INVALID', 'bad code', 400));
    const { user } = renderWithProviders(<ForgetForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Verification code error')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
  });

  it('sends the number without its leading zero and says the password was reset', async () => {
    reset.mockResolvedValue(null);
    const { user } = renderWithProviders(<ForgetForm />);
    await user.type(screen.getByLabelText('Mobile number'), '0');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset. Log in with your new password.')).toBeTruthy();
    expect(reset.mock.calls[0]?.[0]).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
      newPassword: 'Nova2026senha',
    });
  });
});
