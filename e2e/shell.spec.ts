import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { e2eQuery } from './support/database.ts';

// Issue 2 'Done means', at the phone viewport of playwright.config.ts.

/** Spec section 2 'Route list': every route the site answers. */
const SPEC_ROUTES = [
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/help',
  '/m/help?i=2',
  '/m/help#terms',
  '/m/helpDetail?i=1',
  '/m/feedback',
  '/m/notice?index=0',
  '/m/webEmail',
  '/m/message',
  '/m/activity',
  '/m/activityDetail',
  '/m/activity/signIn',
  '/m/providers?vassalage=FICHA',
  '/m/gameLobbyCenter?gameCategory=RNG',
  '/m/gameList?gameType=RNG',
  '/m/lottery',
  '/m/startLottery',
  '/m/launchGame?playType=ent&gameId=1',
  '/m/hot',
  '/m/fav',
  '/m/game',
  '/m/home?pageType=list&gameType=CRASH',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/rewardCenter',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/leaderBoard',
  '/m/gameRecord',
  '/m/app',
  '/m/trail',
  '/m/lotto-h5/mui/ent/games/7?pageBack=home',
];

test('home opens in Brazilian Portuguese with banners, announcements, app banner, tiles and footer', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/m\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('region', { name: 'Destaques' }).locator('img').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anúncios' })).toContainText('PIX');
  await expect(page.getByRole('complementary', { name: 'Baixe nosso app' })).toContainText(
    'abra seus jogos com um toque',
  );
  await expect(page.getByRole('navigation', { name: 'Atalhos de bônus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer).toContainText('Siga-nos');
  await expect(footer).toContainText('© 2026 Ficha. Todos os direitos reservados.');
  await expect(footer.getByRole('link', { name: 'Termos e Condições' })).toHaveAttribute(
    'href',
    '/m/help?i=0',
  );
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('switching to English changes the texts, and the choice survives a reload', async ({ page }) => {
  await page.goto('/m/');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await page.getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Home');
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('PIX deposits');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Deposit');
  await expect(page.locator('footer')).toContainText('© 2026 Ficha. All rights reserved.');
});

test('the light theme survives a reload', async ({ page }) => {
  await page.goto('/m/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await page.getByRole('switch', { name: 'Tema claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the side menu opens and every link lands on its screen', async ({ page }) => {
  // About twenty links, each walked from a fresh home page.
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await page.goto('/m/');
  const openMenu = () =>
    page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Menu' })
      .click();
  await openMenu();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const links = await menu
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent?.trim() ?? '' })),
    );
  expect(links.length).toBeGreaterThanOrEqual(14);
  await page.keyboard.press('Escape');
  for (const { href, label } of links) {
    // Some screens hide the bottom menu (spec 'Page shell'), so each link starts from home.
    await page.goto('/m/');
    await openMenu();
    await menu.getByRole('link', { name: label, exact: true }).first().click();
    await expect(menu).toBeHidden();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`, label).toBe(href);
    // Every screen shows its own title (the home page has the logo header instead).
    if (href !== '/m/home' && href !== '/m/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('every route of the spec table renders without a console error', async ({ page }) => {
  // Nearly fifty screens, each loaded from the address bar.
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  for (const route of SPEC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeAttached();
    expect(problems, route).toEqual([]);
  }
  await page.goto('/m/no/such/page');
  await expect(page).toHaveURL(/\/m\/home$|\/m\/$/);
});

test('status 1 shows the maintenance page', async ({ page }) => {
  await e2eQuery("UPDATE merchants SET maintenance = true WHERE code = 'FICHA'");
  try {
    await page.goto('/m/');
    await expect(page.getByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
    await expect(page.getByText('Estamos melhorando a plataforma')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  } finally {
    await e2eQuery("UPDATE merchants SET maintenance = false WHERE code = 'FICHA'");
  }
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

test('status 2 shows the access-restricted page to a visitor from a blocked country', async ({ browser }) => {
  // 203.0.113.0/24 is the demo range for US, a country the demo merchant blocks.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' } });
  const page = await context.newPage();
  await page.goto('/m/');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('203.0.113.50')).toBeVisible();
  await context.close();
});

test("the second merchant's host shows its own name, colours and language", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://rio.localhost:${port}/m/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Rio Sorte' }).first()).toBeVisible();
  await expect(page.locator('footer')).toContainText('© 2026 Rio Sorte');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
      ),
    )
    .toBe('#1e4fd8');
  await page.goto('/m/');
  await expect(page.getByRole('link', { name: 'Ficha' }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
      ),
    )
    .toBe('#12a150');
});
