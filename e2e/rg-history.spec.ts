import { expect, test } from '@playwright/test';
import { clearLoginThrottleBeforeEach } from './support/account-helpers.ts';
import { e2eQuery } from './support/database.ts';
import { newFundedPlayer, signInPage } from './support/studio.ts';

// Issue 19 part 5 at the phone viewport: the player's own play history (deposits, bets, net, time
// per day, with a chart) and the help lines; part 3: the reality check over a third-party game.

const shot = (name: string) => `docs/screenshots/rg-${name}.png`;
/** A demo studio given a launch address for this spec: a page of the site stands in for its game. */
const VENDOR_LAUNCH_URL = '/docs';

clearLoginThrottleBeforeEach();

async function vendorGameNode(): Promise<{ nodeId: string; vendor: string }> {
  const { rows } = await e2eQuery(
    `SELECT g.node_id::text AS "nodeId", g.vendor_code AS vendor FROM games g
      WHERE g.vendor_code NOT IN ('FICHA', 'LOTT', 'ELOTT') AND g.active
      ORDER BY g.node_id LIMIT 1`,
  );
  return rows[0] as { nodeId: string; vendor: string };
}

test('the play history shows what the member played, with a chart and the help lines', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await newFundedPlayer(request, '20.00');
  const auth = { authorization: `Bearer ${player.token}` };
  // One real-money dice roll of 1.00 through the studio's API, as the game's client plays it.
  const list = await (
    await request.get('/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5')
  ).json();
  const dice = list.value.games.find((g: { gameCode: string }) => g.gameCode === 'ficha_dice');
  const launch = await (
    await request.get(`/wps/game/launchGame?nodeId=${dice.nodeId}&freePlay=0`, { headers: auth })
  ).json();
  const roll = await request.post('/studio/api/v1/dice/play', {
    headers: { 'x-game-session': launch.value.sessionId },
    data: { stake: '1.00', target: 5000, direction: 'under' },
  });
  expect((await roll.json()).code).toBe('OK');

  await signInPage(page, player);
  await page.goto('/m/member/responsibleGaming');
  const history = page.getByRole('region', { name: 'Seu histórico de jogo' });
  await expect(history.getByText('Apostas', { exact: true }).first()).toBeVisible();
  await expect(history.locator('.rg-total').nth(1)).toContainText(/R\$\s?1,00/);
  await expect(history.getByRole('img', { name: 'Apostas por dia, últimos 30 dias' })).toBeVisible();
  await expect(history.getByRole('table').getByRole('row')).toHaveCount(2);
  await history.getByRole('button', { name: 'Resultado' }).click();
  await expect(history.getByRole('img', { name: 'Resultado por dia, últimos 30 dias' })).toBeVisible();
  const help = page.getByRole('region', { name: 'Precisa conversar?' });
  await expect(help.getByRole('link', { name: 'Ligar 188' })).toHaveAttribute('href', 'tel:188');
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('play-history'), fullPage: true });
});

test.describe('a third-party game', () => {
  let vendor = '';
  test.beforeAll(async () => {
    vendor = (await vendorGameNode()).vendor;
    await e2eQuery('UPDATE game_vendors SET launch_url = $1 WHERE code = $2', [VENDOR_LAUNCH_URL, vendor]);
  });
  test.afterAll(async () => {
    await e2eQuery('UPDATE game_vendors SET launch_url = NULL WHERE code = $1', [vendor]);
  });

  test('shows the reality check over the game, with continue and leave', async ({ page, request }) => {
    test.setTimeout(240_000);
    const player = await newFundedPlayer(request, '20.00');
    const auth = { authorization: `Bearer ${player.token}` };
    await request.put('/wps/rg/reality-check', { headers: auth, data: { minutes: 1 } });
    const { nodeId } = await vendorGameNode();
    await signInPage(page, player);
    await page.goto(`/m/launchGame?nodeId=${nodeId}&freePlay=0&name=Jogo%20do%20provedor`);
    await expect(page.locator('iframe.launch__frame')).toHaveAttribute('src', /^\/docs\?session=/);
    const reminder = page.getByRole('alertdialog', { name: 'Lembrete de jogo' });
    await expect(reminder).toBeVisible({ timeout: 90_000 });
    await expect(reminder).toContainText(/Tempo de jogo nesta sessão: \d+ min\./);
    await page.screenshot({ path: shot('vendor-reality-check') });
    await reminder.getByRole('button', { name: 'Continuar' }).click();
    await expect(reminder).toBeHidden();
    await expect(page.locator('iframe.launch__frame')).toBeVisible();

    // A minute on, again; this time the member leaves the game (and the session ends).
    await expect(reminder).toBeVisible({ timeout: 100_000 });
    await reminder.getByRole('button', { name: 'Sair do jogo' }).click();
    await expect(page).not.toHaveURL(/\/m\/launchGame/);
  });
});
