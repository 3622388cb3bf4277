import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { base32Decode, totpCode, totpStep } from '../apps/server/src/modules/staff/totp.ts';
import { e2eQuery } from './support/database.ts';

// Issue 15 part 1: FINANCE staff need the second factor; one without it sets it up from the
// console's login page (QR code and secret, first code, recovery codes once), then works.

test('a FINANCE staff member without TOTP enrols from the login page and lands on the dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `finance_${randomBytes(4).toString('hex')}`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  await e2eQuery(
    "INSERT INTO staff (merchant_id, username, password_hash, role) SELECT id, $1, $2, 'FINANCE' FROM merchants WHERE code = 'FICHA'",
    [username, await hashPassword(password)],
  );
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('img', { name: 'Código QR da chave do autenticador' })).toBeVisible();
  const secret = (await page.locator('pre').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.screenshot({ path: 'docs/screenshots/admin-login-enrolment.png' });
  await page.getByLabel('Código do autenticador').fill(totpCode(base32Decode(secret), totpStep(Date.now())));
  await page.getByRole('button', { name: 'Ativar o segundo fator' }).click();

  const codes = page.locator('pre').first();
  await expect(codes).toContainText(/\w{4,}/);
  await page.screenshot({ path: 'docs/screenshots/admin-login-recovery.png' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible({ timeout: 30_000 });
  // FINANCE sees the dashboard, the players, the cashier, agents' pay, the reports and, to read,
  // responsible gaming, the games, the lottery, the agent tree, the site's content and its
  // merchant's settings; the merchant is its own, no switcher.
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText([
    'Painel',
    'Jogadores',
    'Jogo responsável',
    'Caixa',
    'Jogos',
    'Loteria',
    'Árvore de agentes',
    'Pagamento de agentes',
    'Relatórios',
    'Conteúdo',
    'Promoções',
    'VIP e recompensas',
    'Operadores',
  ]);
  await expect(page.getByRole('combobox', { name: 'Operador' })).toHaveCount(0);
  const { rows } = await e2eQuery('SELECT totp_enabled_at IS NOT NULL AS on FROM staff WHERE username = $1', [
    username,
  ]);
  expect(rows[0]).toEqual({ on: true });
  await context.close();
});
