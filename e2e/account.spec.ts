import { expect, test } from '@playwright/test';
import {
  bottomMenu,
  captchaAnswer,
  clearLoginThrottleBeforeEach,
  fillCaptcha,
  lastSmsCode,
  logIn,
  logOutFromSideMenu,
  sendRegistration,
  storedSession,
  trackCaptcha,
  uniqueMobile,
  uniqueUsername,
  validCpf,
} from './support/account-helpers.ts';
import { e2eQuery } from './support/database.ts';

// Issue 3 'Done means': accounts and sessions in Chromium at the phone viewport of playwright.config.ts.

const PASSWORD = 'Senha2026x';

clearLoginThrottleBeforeEach();

test('register by username with a CPF, log out, and log in again', async ({ page }) => {
  const username = uniqueUsername();
  const cpf = validCpf();
  const lastCaptcha = trackCaptcha(page);

  await page.goto('/m/register');
  await expect(page.getByRole('tab', { name: 'Por usuário' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Usuário', { exact: true }).fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByLabel('CPF').fill(cpf);
  await fillCaptcha(page, lastCaptcha);
  // Spec section 5: the age is confirmed; the terms are accepted by default.
  await expect(page.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Confirmo que tenho pelo menos 18 anos' }).check();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await storedSession(page);
  expect(session).toMatchObject({ userName: username, type: 0 });
  const { rows } = await e2eQuery(
    'SELECT id_number, register_method, age_confirmed_at FROM members WHERE username = $1',
    [username],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id_number: cpf, register_method: 'H5' });
  expect(rows[0].age_confirmed_at).not.toBeNull();

  await logOutFromSideMenu(page);
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  // The server revoked the token: it no longer opens the member's data.
  const revoked = await page.request.get('/wps/member/info', {
    headers: { Authorization: `Bearer ${session?.token}` },
  });
  expect((await revoked.json()).code).toBe('SESSION_EXPIRED');
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();

  await logIn(page, username, PASSWORD);
});

test('the register form focuses the first invalid field and refuses a taken username', async ({ page }) => {
  const lastCaptcha = trackCaptcha(page);
  await page.goto('/m/register');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  // Spec section 4 'Registration submit': validate all fields, focus the first invalid.
  await expect(page.getByLabel('Usuário', { exact: true })).toBeFocused();
  await expect(page.getByText('Usuário: 6 a 16 letras ou números, começando com uma letra.')).toBeVisible();
  await expect(page.getByText('Senha incorreta')).toBeVisible();

  await page.getByLabel('Usuário', { exact: true }).fill('jogador01');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(`${PASSWORD}9`);
  await page.getByLabel('CPF').fill(validCpf());
  await page.getByRole('checkbox', { name: 'Confirmo que tenho pelo menos 18 anos' }).check();
  await fillCaptcha(page, lastCaptcha);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('A confirmação não está correta')).toBeVisible();
  await expect(page.getByLabel('Confirmar senha')).toBeFocused();

  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Desculpe, o nome de usuário já existe')).toBeVisible();
  await expect(page.getByLabel('Usuário', { exact: true })).toBeFocused();
  // Spec section 2: the terms checkbox, unticked, disables the submit.
  await page.getByRole('checkbox', { name: /Li e aceito/ }).uncheck();
  await expect(page.getByRole('button', { name: 'Cadastrar', exact: true })).toBeDisabled();
});

test('a failed login shows the captcha, which then lets the right password in', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByLabel('Código da imagem')).toHaveCount(0);
  await page.getByLabel('Usuário', { exact: true }).fill('jogador01');
  await page.getByLabel('Senha', { exact: true }).fill('Errada2026');
  // Spec section 4 'Login': the captcha is fetched only after a failure that carries the flag.
  const firstCaptcha = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Usuário ou senha incorretos.');
  await expect(page.getByLabel('Código da imagem')).toBeVisible();
  const { value } = await (await firstCaptcha).json();

  await page.getByLabel('Senha', { exact: true }).fill('Jogador2026');
  await page.getByLabel('Código da imagem').fill(await captchaAnswer(value.captchaKey));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'jogador01' });
});

test('change password: same-password popup, mismatch message, then home after success', async ({ page }) => {
  const username = uniqueUsername();
  const lastCaptcha = trackCaptcha(page);
  await page.goto('/m/register');
  await page.getByLabel('Usuário', { exact: true }).fill(username);
  await sendRegistration(page, lastCaptcha, PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);

  // From the member centre; the password of this session is known, so no old-password field.
  await bottomMenu(page).getByRole('link', { name: 'Conta' }).click();
  await page.getByRole('link', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByLabel('Usuário')).toHaveValue(username);
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);

  await page.getByLabel('Nova senha').fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('A nova senha e a senha antiga não podem ser iguais');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const newPassword = 'Nova2026senha';
  await page.getByLabel('Nova senha').fill(newPassword);
  await page.getByLabel('Confirmar senha').fill('Outra2026senha');
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();

  await page.getByLabel('Confirmar senha').fill(newPassword);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Senha alterada com sucesso');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionPassword'))).toBeNull();

  // Without a password remembered in the session, the screen asks for the old one.
  await page.goto('/m/changePsw');
  await expect(page.getByLabel('Senha atual')).toBeVisible();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await logOutFromSideMenu(page);
  await logIn(page, username, newPassword);
});

test('register by mobile number with the SMS code from the outbox', async ({ page }) => {
  const mobile = uniqueMobile();
  const lastCaptcha = trackCaptcha(page);
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Por celular' }).click();
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Código do país' })).toHaveValue('+55');
  // One leading zero is dropped before sending (spec section 3).
  await page.getByLabel(/^Celular/).fill(`0${mobile}`);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  // Spec section 4 'SMS code': the resend link becomes a countdown.
  await expect(page.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled();
  const code = await lastSmsCode(`+55${mobile}`);

  await page.getByLabel('Código de verificação').fill(code);
  await sendRegistration(page, lastCaptcha, PASSWORD);

  await expect(page).toHaveURL(/\/m\/home$/);
  // Spec section 3: a mobile registration uses the number as the username.
  expect(await storedSession(page)).toMatchObject({ userName: mobile, type: 0 });
  const { rows } = await e2eQuery(
    'SELECT username, mobile_num, country_dialing_code FROM members WHERE mobile_num = $1',
    [mobile],
  );
  expect(rows).toEqual([{ username: mobile, mobile_num: mobile, country_dialing_code: '+55' }]);
});

test('trial login, then Deposit in the bottom menu answers free_reject', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Jogar grátis (modo teste)' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ type: 4 });

  // Spec section 4 'Deposit button': types 0, 1, 2 only; otherwise 'free_reject' for 2 s.
  await bottomMenu(page).getByRole('button', { name: 'Depositar' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Por favor, entre com uma conta real para usar esta função',
  );
  await expect(page).toHaveURL(/\/m\/home$/);

  // Spec section 6: the member centre asks a trial user to register.
  await bottomMenu(page).getByRole('link', { name: 'Conta' }).click();
  await expect(page.getByRole('link', { name: 'Cadastrar conta real' })).toBeVisible();
  await page.goto('/m/trail');
  await expect(page.getByText(/Você está jogando como trial_/)).toBeVisible();
});

test('remember password refills the login form after logout', async ({ page }) => {
  await logIn(page, 'jogador01', 'Jogador2026', true);
  // Spec section 3: the remembered password is stored encoded, never as typed.
  const stored = await page.evaluate(() => localStorage.getItem('rememberLogin'));
  expect(stored).toContain('jogador01');
  expect(stored).not.toContain('Jogador2026');

  // Logout from the member centre this time.
  await bottomMenu(page).getByRole('link', { name: 'Conta' }).click();
  await expect(page.getByRole('region', { name: 'Perfil' })).toContainText('jogador01');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog', { name: 'Sair' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(page)).toBeNull();

  await page.goto('/m/login');
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('jogador01');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('Jogador2026');
  await expect(page.getByRole('checkbox', { name: 'Lembrar senha' })).toBeChecked();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
