import type { FieldRule, RegisterSettings, Whitelabel } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { getAffiliate, putRegister } from '../api/register';
import { RegisterForm } from './register-form';

vi.mock('../api/register', () => ({ putRegister: vi.fn(), getAffiliate: vi.fn() }));
vi.mock('../api/send-sms', () => ({ postRegisterSms: vi.fn() }));
vi.mock('../api/get-captcha', () => ({
  useCaptcha: () => ({ data: undefined, isError: false, isFetching: false, refetch: vi.fn() }),
}));

const register = vi.mocked(putRegister);
const affiliate = vi.mocked(getAffiliate);

const rule = (field: FieldRule['field'], pattern: string, message: string, required = true): FieldRule => ({
  field,
  enabled: true,
  required,
  pattern,
  message,
});

const SETTINGS: RegisterSettings = {
  list: [
    rule(
      'username',
      '^[A-Za-z][A-Za-z0-9]{5,15}$',
      'Username: 6 to 16 letters or digits, starting with a letter.',
    ),
    rule(
      'password',
      '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$',
      'Password: 8 to 20 characters with letters and digits.',
    ),
    rule('confirmPassword', '^.+$', 'Confirm the password.'),
    rule('affiliateCode', '^[A-Z0-9]{4,12}$', 'Invitation code: 4 to 12 letters or digits.', false),
  ],
  ageThreshold: 18,
  idNumberIsCpf: true,
};
const FLAGS = { USERNAMEREG3: true } as Whitelabel['flags'];

silenceServer();
beforeEach(() => {
  sessionStorage.clear();
});

function renderForm() {
  return renderWithProviders(<RegisterForm settings={SETTINGS} flags={FLAGS} />, { path: '/m/register' });
}

async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Username'), 'jogador99');
  await user.type(screen.getByLabelText('Password'), 'Senha2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Senha2026');
  await user.click(screen.getByRole('checkbox', { name: 'I am at least 18 years old' }));
}

describe('RegisterForm', () => {
  it("shows the server's rule messages and the spec's own words, focusing the first invalid field", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('Username: 6 to 16 letters or digits, starting with a letter.'),
    ).toBeTruthy();
    expect(screen.getByText('Password: 8 to 20 characters with letters and digits.')).toBeTruthy();
    expect(screen.getByText('Incorrect password')).toBeTruthy();
    expect(screen.getByText('Please confirm you are at least 18 years old')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  });

  it("says 'confirmation is not correct' when the passwords differ", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'Senha2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Senha2027');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Confirmation is not correct')).toBeTruthy();
  });

  it('lets an empty optional field pass and checks an entered one', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Invitation code/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Invitation code: 4 to 12 letters or digits.')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it("shows 'invitation code error' on the field when the code is refused", async () => {
    affiliate.mockRejectedValue(new ApiError('INVALID_INVITATION_CODE', 'no', 400));
    const { user } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Invitation code/), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText('Invitation code error')).not.toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/Invitation code/));
    expect(register).not.toHaveBeenCalled();
  });

  it('is pending while registering, then puts a taken username under its field', async () => {
    let refuse: (error: unknown) => void = () => {};
    register.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
    refuse(new ApiError('USERNAME_TAKEN', 'taken', 400, { field: 'username' }));
    expect(await screen.findByText('Sorry, the username already exists')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  });

  it('registers and welcomes the player', async () => {
    register.mockResolvedValue({
      token: 't',
      merchantCode: 'FICHA',
      userName: 'jogador99',
      type: 1,
      firstTimeLogin: false,
    } as Awaited<ReturnType<typeof putRegister>>);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration complete. Welcome!')).toBeTruthy();
    expect(register.mock.calls[0]?.[1]).toMatchObject({ username: 'jogador99', password: 'Senha2026' });
  });

  it('cannot be submitted while the terms are not accepted', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
  });
});
