import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { contrastRatio } from '../apps/web/src/features/theme/contrast.ts';
import { validCpf } from './support/account-helpers.ts';
import { verifiedIdentity } from './support/kyc.ts';
import { demoOperatorToken } from './support/operator.ts';
import {
  expectBalanceAfter,
  lastRound,
  newFundedPlayer,
  ptAmount,
  type StudioPlayer,
  signInPage,
} from './support/studio.ts';

// A new player's walkthrough on a phone in Portuguese (hardening 14, 16, 17, 18, 20): the balance
// after a game, the withdrawal limits, the header and the service button, texts in the player's
// language, the CPF mask and readable selected chips.

const PORT = Number(process.env.E2E_PORT ?? 8097);

// One operator sign-in for the file: each TOTP code is accepted once, so signing in for every
// credit would wait for the next code.
let operatorToken: Promise<string> | undefined;
function staffToken(request: APIRequestContext): Promise<string> {
  operatorToken ??= demoOperatorToken(request);
  return operatorToken;
}

/** The operator credits the player, as a deposit approved elsewhere would. */
async function credit(request: APIRequestContext, player: StudioPlayer, amount: string, key: string) {
  const answer = await request.post('/ops/api/v1/adjustments', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { memberId: player.memberId, amount, reason: 'walkthrough e2e', key },
  });
  expect((await answer.json()).success).toBe(true);
}

/** The phone hides the tab (another app, the payment page) and shows it again. */
async function leaveAndReturnToTab(page: Page) {
  await page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    show('hidden');
    show('visible');
  });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element on screen').not.toBeNull();
  return box!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Text colour against background colour of an element, as the browser paints it. */
async function paintedContrast(locator: Locator): Promise<number> {
  const [color, background] = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor];
  });
  const ratio = contrastRatio(color, background);
  expect(ratio, `${color} on ${background}`).toBeDefined();
  return ratio!;
}

test('the header balance follows a game round at once when the player comes back (hardening 14, 18)', async ({
  page,
  request,
}) => {
  // Time stands still for the page: no balance turns stale by age, only the return refreshes it.
  await page.clock.setFixedTime(new Date());
  const player = await newFundedPlayer(request, '50.00');
  await signInPage(page, player);
  await page.goto('/m');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('50,00');

  await page.getByRole('button', { name: 'Jogar Frutas da Sorte de Ficha Originals' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Jogar com dinheiro real' }).click();
  const frame = page.frameLocator('iframe.launch__frame');
  await expect(frame.getByTestId('studio-balance')).toHaveText('R$ 50,00');
  await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(frame.locator('.slot')).toHaveAttribute('data-rounds', '1', { timeout: 30_000 });
  const round = await lastRound(player.memberId, 'ficha_fruit_lines');
  const after = await expectBalanceAfter(frame, 50, round);

  // The fairness panel carries the usual term (hardening 18).
  await frame.getByRole('button', { name: 'Jogo justo' }).click();
  await expect(frame.getByRole('dialog', { name: 'Jogo comprovadamente justo' })).toBeVisible();
  await frame.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/m(\/home)?\/?$/);
  await expect(header).toContainText(ptAmount(after), { timeout: 3000 });

  // A credit made elsewhere shows when the player comes back to the tab.
  await credit(request, player, '10.00', `walkthrough-${player.memberId}`);
  await leaveAndReturnToTab(page);
  await expect(header).toContainText(ptAmount(after + 10), { timeout: 3000 });

  // The round in the records: the vendor's name and a badge that tells a win from a loss.
  await page.goto('/m/gameRecord');
  const record = page.locator('.record').filter({ hasText: `Rodada ${round.id}` });
  await expect(record.locator('.record__meta')).toContainText('Ficha Originals');
  await expect(record.locator('.record__meta')).not.toContainText('FICHA ');
  const won = Number(round.win) > 0;
  await expect(record.locator('.record__status')).toHaveText(
    won ? `Ganhou R$ ${ptAmount(Number(round.win))}` : 'Perdeu',
  );

  await page.evaluate(() => localStorage.setItem('language', 'EN'));
  await page.reload();
  const recordEn = page.locator('.record').filter({ hasText: `Round ${round.id}` });
  await expect(recordEn.locator('.record__status')).toHaveText(won ? /^Won R\$/ : 'Lost');
});

test('the withdraw form shows its minimum, maximum and daily limit before submitting (hardening 16)', async ({
  page,
  request,
}) => {
  const player = await newFundedPlayer(request, '50.00');
  await verifiedIdentity(player.userName);
  const set = await request.put('/wps/member/paymentPassword', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { password: 'Studio2026', paymentPassword: '246810', confirmPaymentPassword: '246810' },
  });
  expect((await set.json()).success).toBe(true);
  await signInPage(page, player);
  await page.goto('/m/withdraw');
  const amount = page.getByLabel('Valor do saque');
  await expect(amount).toBeVisible();
  // The limits are read out with the field, as money in Portuguese.
  await expect(amount).toHaveAccessibleDescription(
    'Mínimo R$ 20,00 e máximo R$ 50.000,00 por saque. Limite diário R$ 100.000,00, restam R$ 100.000,00 hoje.',
  );

  // Below the minimum is refused on the phone, before anything is sent.
  await amount.fill('5');
  await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'R$ 20,00' })).toBeVisible();
});

for (const width of [390, 360]) {
  test(`header deposit icon keeps its size and the service button covers no search or chip at ${width} px (hardening 17)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const player = await newFundedPlayer(request, '50.00');
    await signInPage(page, player);
    await page.goto('/m');
    const deposit = page.locator('.home-header').getByRole('button', { name: 'Depositar' });
    const icon = await boxOf(deposit.locator('svg'));
    expect(icon.width).toBeGreaterThan(0);
    const logo = await boxOf(page.locator('.home-header__logo'));
    expect(overlaps(logo, await boxOf(page.getByTestId('header-balance')))).toBe(false);

    const service = await boxOf(page.getByRole('button', { name: 'Abrir atendimento ao cliente' }));
    await expect(page.getByRole('search')).toBeVisible();
    const covered = [
      page.getByRole('search'),
      page.getByRole('button', { name: 'Buscar', exact: true }),
      ...(await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link').all()),
    ];
    for (const element of covered) {
      if (!(await element.isVisible())) continue;
      expect(overlaps(service, await boxOf(element)), (await element.textContent()) ?? '').toBe(false);
    }
    await page.screenshot({ path: `test-results/walkthrough-home-${width}.png` });

    await page.getByRole('button', { name: 'Abrir atendimento ao cliente' }).click();
    await expect(page.getByRole('region', { name: 'Atendimento' }).getByRole('link').first()).toBeVisible();
  });
}

test('footer images and banner art speak the player language (hardening 18)', async ({ page }) => {
  await page.goto('/m');
  const footer = page.locator('footer');
  await expect(footer.getByRole('img', { name: 'Jogo comprovadamente justo' })).toBeAttached();
  await expect(footer.getByRole('img', { name: 'Transferência bancária' })).toHaveAttribute(
    'src',
    /-pt\.svg$/,
  );
  await expect(footer.getByRole('img', { name: 'Bank transfer' })).toHaveCount(0);
  await expect(page.locator('img[src$="ficha-banner-1.svg"]').first()).toBeAttached();
  await expect(page.locator('img[src$="-en.svg"]')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('language', 'EN'));
  await page.reload();
  await expect(footer.getByRole('img', { name: 'Provably fair' })).toBeAttached();
  await expect(footer.getByRole('img', { name: 'Bank transfer' })).toHaveAttribute('src', /transfer\.svg$/);
  await expect(footer.getByRole('img', { name: 'Jogo comprovadamente justo' })).toHaveCount(0);
  await expect(page.locator('img[src$="ficha-banner-1-en.svg"]').first()).toBeAttached();
  await expect(page.locator('img[src$="ficha-banner-1.svg"]')).toHaveCount(0);
});

test('a CPF is formatted as it is typed, at registration and as a PIX key (hardening 20)', async ({
  page,
  request,
}) => {
  await page.goto('/m/register');
  const cpf = validCpf();
  const field = page.getByLabel('CPF', { exact: true });
  await field.pressSequentially(cpf.slice(0, 7));
  await expect(field).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 7)}`);
  await field.pressSequentially(cpf.slice(7));
  await expect(field).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);

  const player = await newFundedPlayer(request, '50.00');
  // Withdrawals wait for an approved identity (issue 19 part 4).
  await verifiedIdentity(player.userName);
  await signInPage(page, player);
  await page.goto('/m/withdraw');
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  const key = page.getByRole('dialog').getByLabel('Sua chave');
  await key.pressSequentially('52998224725');
  await expect(key).toHaveValue('529.982.247-25');
});

for (const site of [
  { name: 'Ficha', origin: `http://localhost:${PORT}` },
  { name: 'Rio Sorte', origin: `http://rio.localhost:${PORT}` },
]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`the selected chip reads at 4.5:1 or more on ${site.name} in the ${theme} theme (hardening 20)`, async ({
      page,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto(`${site.origin}/m`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const selected = page.locator('.home-menu__item[aria-current="page"]');
      await expect(selected).toBeVisible();
      // The brand arrives with the site's settings: wait until its colours are painted.
      await expect.poll(() => page.evaluate(() => document.documentElement.style.length)).toBeGreaterThan(0);
      expect(await paintedContrast(selected)).toBeGreaterThanOrEqual(4.5);
    });
  }
}
