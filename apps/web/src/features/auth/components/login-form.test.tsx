import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { postLogin } from '../api/login';
import { LoginForm } from './login-form';

vi.mock('../api/login', () => ({ postLogin: vi.fn() }));
vi.mock('../api/send-sms', () => ({ postNoLoginSms: vi.fn() }));
vi.mock('../api/get-captcha', () => ({
  useCaptcha: () => ({ data: undefined, isError: false, isFetching: false, refetch: vi.fn() }),
}));

const login = vi.mocked(postLogin);

// The site settings never arrive: the form offers the username way only.
silenceServer();
beforeEach(() => {
  localStorage.clear();
});

async function fillCredentials(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Username'), 'jogador01');
  await user.type(screen.getByLabelText('Password'), 'Jogador2026');
}

describe('LoginForm', () => {
  it('asks for the username and the password (spec section 5) and focuses the first', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(login).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Enter your username');
    await user.type(screen.getByLabelText('Username'), 'j');
    expect(screen.queryByText('Enter your username')).toBeNull();
    expect(screen.getByText('Enter password')).toBeTruthy();
  });

  it('is pending while the call runs, then shows the refusal above the button', async () => {
    let refuse: (error: unknown) => void = () => {};
    login.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user } = renderWithProviders(<LoginForm />);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = await screen.findByRole('button', { name: 'Please wait…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    refuse(new ApiError('INVALID_CREDENTIALS', 'wrong', 400));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong username or password.');
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the trimmed username and the password, and signs in', async () => {
    login.mockResolvedValue({
      token: 't',
      merchantCode: 'FICHA',
      userName: 'jogador01',
      type: 1,
      firstTimeLogin: false,
    } as Awaited<ReturnType<typeof postLogin>>);
    const { user } = renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Username'), ' jogador01 ');
    await user.type(screen.getByLabelText('Password'), 'Jogador2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(login).toHaveBeenCalledOnce());
    expect(login.mock.calls[0]?.[0]).toMatchObject({
      type: 'username',
      username: 'jogador01',
      password: 'Jogador2026',
    });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the captcha after a refusal that asks for it', async () => {
    login.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 'wrong', 400, { captcha: true }));
    const { user } = renderWithProviders(<LoginForm />);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Image code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the digits shown in the image')).toBeTruthy();
  });
});
