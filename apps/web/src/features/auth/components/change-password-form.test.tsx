import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { putChangePassword } from '../api/passwords';
import { ChangePasswordForm } from './change-password-form';

vi.mock('../api/passwords', () => ({ putChangePassword: vi.fn() }));
vi.mock('../api/get-register-settings', () => ({ useRegisterSettings: () => ({ data: undefined }) }));

const change = vi.mocked(putChangePassword);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.clearAllMocks());

async function typePasswords(
  user: ReturnType<typeof renderWithProviders>['user'],
  passwords: { current: string; next: string; confirm: string },
) {
  await user.type(screen.getByLabelText('Current password'), passwords.current);
  await user.type(screen.getByLabelText('New password'), passwords.next);
  await user.type(screen.getByLabelText('Confirm password'), passwords.confirm);
}

describe('ChangePasswordForm', () => {
  it('asks for each password (spec section 5) and shows the username read-only', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm userName="jogador01" />);
    expect((screen.getByLabelText('Username') as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('Enter password')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it("says 'Confirmation password not matched', and pops up when new equals old", async () => {
    const { user } = renderWithProviders(<ChangePasswordForm userName="jogador01" />);
    await typePasswords(user, { current: 'Velha2026', next: 'Velha2026', confirm: 'Outra2026' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Velha2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog')).toHaveProperty(
      'textContent',
      expect.stringContaining('The new password and the old password cannot be the same'),
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('puts a wrong current password under its field, then changes it', async () => {
    change.mockRejectedValueOnce(new ApiError('WRONG_PASSWORD', 'wrong', 400)).mockResolvedValueOnce(null);
    const { user } = renderWithProviders(<ChangePasswordForm userName="jogador01" />);
    await typePasswords(user, { current: 'Velha2026', next: 'Nova2026', confirm: 'Nova2026' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(change).toHaveBeenLastCalledWith({
      oldPassword: 'Velha2026',
      newPassword: 'Nova2026',
      confirmNewPassword: 'Nova2026',
    });
  });
});
