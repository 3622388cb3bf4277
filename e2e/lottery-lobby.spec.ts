import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { clearLoginThrottleBeforeEach } from './support/account-helpers.ts';
import { openSignedIn, signIn } from './support/api.ts';

// Issue 14 part 3 at the phone viewport of playwright.config.ts: a member opens /m/lottery, sees the
// fast and traditional games with the numero taking bets and a countdown that ticks, and a tap on
// a game opens its frame through /m/launchGame; the home lobby's lottery category leads there.

const MEMBER = { username: 'jogador01', password: 'Jogador2026' };
const SHOTS = '/tmp/shots-ll';

clearLoginThrottleBeforeEach();

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a member sees the lottery games with a ticking countdown and opens one', async ({ page, request }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, await signIn(request, MEMBER));
  await page.goto('/m/lottery');

  // Spec section 2 'Page shell': no header or bottom menu on lottery.
  await expect(page.getByRole('heading', { name: 'Loteria' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);

  const dice = page.locator('li[data-game="ficha_lotto_k3_1m"]');
  await expect(dice.getByRole('button', { name: 'Jogar Dados Rápidos 1 min' })).toBeVisible();
  await expect(dice.getByTestId('numero')).toHaveText(/^\d{8}-\d{4}$/);
  // The one-minute game closes 10 s before each draw: the countdown, or the draw under way.
  const timer = dice.getByRole('timer');
  await expect(timer).toHaveText(/(\d\d:\d\d|Sorteando…)$/);
  const first = await timer.textContent();
  await expect.poll(async () => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(dice.getByRole('link', { name: 'Histórico de resultados' })).toHaveAttribute(
    'href',
    '/m/lottery/history/ficha_lotto_k3_1m',
  );
  await expect(page.getByRole('link', { name: 'Ganhadores' })).toHaveAttribute('href', '/m/lottery/winners');
  // The server draws the one-minute game within a minute: its three dice and their total appear,
  // labelled with the drawn period, which comes before the one now taking bets.
  await expect(dice.getByTestId('last-result')).toHaveText(/^[1-6]{3}= \d{1,2}$/, { timeout: 90_000 });
  const drawn = /\((\d{8}-\d{4})\)/.exec(
    (await dice.getByText(/^Último resultado/).textContent()) ?? '',
  )?.[1];
  expect(drawn).toBeDefined();
  expect((await dice.getByTestId('numero').textContent())! > drawn!).toBe(true);
  await shot(page, 'lottery-lobby-fast');

  await page.getByRole('tab', { name: 'Tradicionais' }).click();
  const north = page.locator('li[data-game="ficha_lotto_vn"]');
  await expect(north.getByTestId('numero')).toHaveText(/^\d{8}$/);
  await expect(north.getByTestId('countdown')).toHaveText(/^\d\d:\d\d(:\d\d)?$/);
  await expect(page.locator('li[data-game="ficha_lotto_k3_1m"]')).toHaveCount(0);
  await shot(page, 'lottery-lobby-traditional');

  await page.getByRole('tab', { name: 'Rápidas' }).click();
  await page.getByRole('button', { name: 'Jogar Dados Rápidos 1 min' }).click();
  // The lottery frame: through /m/launchGame with the route list's lottery query, or already there.
  await expect(page).toHaveURL(/\/m\/(launchGame\?.*playType=ent.*|lotto-h5\/.*ficha_lotto_k3_1m.*)/);
  if (page.url().includes('/m/launchGame')) {
    const query = new URL(page.url()).searchParams;
    expect(query.get('gameId')).toBe('ficha_lotto_k3_1m');
    expect(query.get('prize_mode')).toBe('LOTT');
  }
  await page.waitForLoadState('networkidle');
  await shot(page, 'lottery-launch');
});

test("the home lobby's lottery games open the frame, and its lottery category leads to /m/lottery", async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signIn(request, MEMBER));
  await page.goto('/m/home');
  const section = page.getByTestId('lobby-LOTTERY');
  await section.scrollIntoViewIfNeeded();
  const tile = section.getByRole('button', { name: 'Jogar Dados Rápidos 1 min de Ficha Loto' });
  await expect(tile).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/home-lottery-section.png` });
  // A tile's click (spec section 4): the frame, closing back home (pageBack=home).
  await tile.click();
  await expect(page).toHaveURL(/\/m\/(launchGame\?.*playType=ent.*pageBack=home|lotto-h5\/)/);

  await page.goto('/m/home');
  await page.getByTestId('lobby-LOTTERY').scrollIntoViewIfNeeded();
  await page
    .getByTestId('lobby-LOTTERY')
    .getByRole('link', { name: /^Ver todos/ })
    .click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.locator('li[data-game]').first()).toBeVisible();
});
