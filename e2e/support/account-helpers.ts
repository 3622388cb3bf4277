import { expect, type Page, test } from '@playwright/test';
import { e2eQuery } from './database.ts';

/** Helpers of e2e/account.spec.ts: unique identities, captcha answers and SMS codes from the database. */

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/** A valid CPF (spec issue 3: the ID number is a CPF, checked by its two mod-11 check digits). */
export function validCpf(): string {
  let base = randomDigits(9);
  while (/^(\d)\1{8}$/.test(base)) base = randomDigits(9);
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

/** Follows the username rule (a letter, then 5 to 15 letters or digits). */
export function uniqueUsername(): string {
  return `e2e${Date.now().toString(36).slice(-5)}${randomDigits(3)}`;
}

/** A Brazilian mobile number: area code 11, a 9 and 8 digits. */
export function uniqueMobile(): string {
  return `119${randomDigits(8)}`;
}

/**
 * The key of the last captcha the page fetched, read from the GET /wps/captcha answers (the form
 * refetches after every failed submit, so the newest one is the one on screen).
 */
export function trackCaptcha(page: Page): () => Promise<string> {
  let latest: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/wps/captcha') || response.request().method() !== 'GET') return;
    const body = (await response.json().catch(() => undefined)) as
      | { value?: { captchaKey?: string } }
      | undefined;
    if (body?.value?.captchaKey) latest = body.value.captchaKey;
  });
  return async () => {
    await expect.poll(() => latest, { message: 'a captcha was fetched' }).toBeTruthy();
    return latest!;
  };
}

export async function captchaAnswer(captchaKey: string): Promise<string> {
  const { rows } = await e2eQuery('SELECT answer FROM captchas WHERE id = $1', [captchaKey]);
  expect(rows, 'captcha row').toHaveLength(1);
  return String(rows[0].answer);
}

/** Types the answer of the captcha on screen, once its image has loaded. */
export async function fillCaptcha(page: Page, lastCaptchaKey: () => Promise<string>): Promise<void> {
  const reload = page.getByRole('button', { name: 'Carregar outra imagem do código' });
  await expect(reload.locator('img')).toBeVisible();
  await expect(reload).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('Código da imagem').fill(await captchaAnswer(await lastCaptchaKey()));
}

/** The code the built-in SMS provider "sent" (spec issue 3: the outbox the operator and tests read). */
export async function lastSmsCode(recipient: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const { rows } = await e2eQuery(
        'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [recipient],
      );
      body = rows[0] ? String(rows[0].body) : '';
      return body;
    })
    .toMatch(/\d{4,10}/);
  return /(\d{4,10})/.exec(body)?.[1] ?? '';
}

export async function storedSession(
  page: Page,
): Promise<{ token?: string; userName?: string; type?: number } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as { token?: string; userName?: string; type?: number }) : null;
  });
}

export function bottomMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

/** Spec section 4 'Logout' from the side menu: confirm dialog, then home as a guest. */
export async function logOutFromSideMenu(page: Page): Promise<void> {
  await bottomMenu(page).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Sair' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sair' });
  await expect(confirm).toContainText('Tem certeza de que deseja sair?');
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(menu).toBeHidden();
  await expect.poll(() => storedSession(page)).toBeNull();
}

export async function logIn(page: Page, username: string, password: string, remember = false): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Usuário', { exact: true }).fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Lembrar senha' }).check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(async () => (await storedSession(page))?.userName).toBe(username);
}

/**
 * Fills in the rest of the register form as a new member does (the password twice, a CPF, the age
 * confirmed, the captcha) and sends it.
 */
export async function sendRegistration(page: Page, lastCaptchaKey: () => Promise<string>, password: string) {
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByLabel('CPF').fill(validCpf());
  await page.getByRole('checkbox', { name: 'Confirmo que tenho pelo menos 18 anos' }).check();
  await fillCaptcha(page, lastCaptchaKey);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
}

/**
 * Clears the login throttle before each test of the file: a failed login from this address makes
 * every later login ask for a captcha (server throttle, spec section 4 'Login'), and another test
 * or spec may have left one behind.
 */
export function clearLoginThrottleBeforeEach(): void {
  test.beforeEach(async () => {
    await e2eQuery('DELETE FROM auth_throttle');
  });
}
