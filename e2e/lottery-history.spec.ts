import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { newFundedPlayer } from './support/studio.ts';

/**
 * Issue 14, screens: "lottery history with trend charts ...; the winner board and a jackpot display
 * fed by real settled wins". The e2e server runs the draw loop (LOTTERY_DRAWS defaults to on), so
 * the one-minute dice game draws for real while this spec waits. A member places a ticket through
 * the lottery API that is sure to win once (big, small and any triple: a triple makes both big and
 * small lose and any triple win); the draw loop draws and settles it through the wallet.
 *
 * The ticket's game session is written straight into the database: the catalogue entry that
 * launches the lottery (launchGame of the lottery vendor) is another part of issue 14, built apart.
 */

const GAME = 'ficha_lotto_k3_1m';
const SHOTS = '/tmp/shots-lh';

async function lotterySession(memberId: number): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const { rows } = await e2eQuery("SELECT id FROM merchants WHERE code = 'FICHA'");
  await e2eQuery(
    `INSERT INTO game_sessions (id, merchant_id, member_id, vendor_code, game_code, currency, expires_at)
     VALUES ($1, $2, $3, 'FICHA_LOTTO', $4, 'BRL', now() + interval '2 hours')`,
    [id, rows[0].id, memberId, GAME],
  );
  return id;
}

interface GameState {
  period: { numero: string; closesAt: string };
  next: { numero: string };
  serverTime: string;
}

/** A ticket of big, small and any triple on the period taking bets: exactly one of them wins. */
async function placeSureWin(request: APIRequestContext, sessionId: string): Promise<string> {
  const headers = { 'x-game-session': sessionId };
  const state = await unwrap<GameState>(await request.get('/lotto/api/v1/game', { headers }));
  const closing = Date.parse(state.period.closesAt) - Date.parse(state.serverTime) < 3_000;
  const numero = closing ? state.next.numero : state.period.numero;
  await unwrap(
    await request.post('/lotto/api/v1/tickets', {
      headers,
      data: {
        numero,
        bets: [
          { betType: 'big', pick: '', amount: '2.00' },
          { betType: 'small', pick: '', amount: '2.00' },
          { betType: 'any_triple', pick: '', amount: '1.00' },
        ],
      },
    }),
  );
  return numero;
}

test('lottery history, trends, winner board and jackpot from real draws', async ({ page, request }) => {
  test.setTimeout(240_000);
  const player = await newFundedPlayer(request, '50.00');
  const numero = await placeSureWin(request, await lotterySession(player.memberId));

  // The draw loop draws the period at its minute and settles the ticket right after.
  await expect
    .poll(
      async () => {
        const winners = await unwrap<{ latest: Array<{ numero: string }> }>(
          await request.get('/lotto/api/v1/winners'),
        );
        return winners.latest.some((win) => win.numero === numero);
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);

  // The home page does not load the chart chunk.
  const chartRequests: string[] = [];
  page.on('request', (req) => {
    if (/trend-charts|uPlot/i.test(req.url())) chartRequests.push(req.url());
  });
  await page.goto('/m/home');
  await page.waitForLoadState('networkidle');
  expect(chartRequests).toEqual([]);

  // History: the drawn period with its dice, verified in the browser from its revealed seed.
  await page.goto(`/m/lottery/history/${GAME}`);
  const row = page.getByTestId('draw-row').filter({ hasText: numero });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('draw-balls').locator('.lh-die')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/history.png` });
  await row.getByRole('button', { name: new RegExp(numero) }).click();
  await row.getByRole('button', { name: 'Verificar no navegador' }).click();
  await expect(row.getByRole('status')).toHaveText(
    'Conferido: a semente gera o hash publicado e este resultado.',
  );
  await page.screenshot({ path: `${SHOTS}/history-verified.png` });

  // Trends: the charts load with the tab, drawn by uPlot on canvas.
  await page.getByRole('tab', { name: 'Tendências' }).click();
  await expect(page.getByTestId('frequency-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('series-chart').locator('canvas')).toBeVisible();
  expect(chartRequests.some((url) => url.includes('trend-charts'))).toBe(true);
  await expect(page.getByTestId('trends-counted')).toContainText('sorteios contados');
  await page.getByRole('tab', { name: '20', exact: true }).click();
  await expect(page.getByTestId('streaks')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/trends.png`, fullPage: true });

  // Winner board: the member's win, name masked.
  const masked = `${player.userName.slice(0, 2)}***${player.userName.slice(-1)}`;
  await page.goto('/m/lottery/winners');
  const win = page.getByTestId('win-row').filter({ hasText: numero });
  await expect(win).toContainText(masked);
  await expect(page.getByText(player.userName)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/winners.png` });

  // Jackpot: what the draws paid, as the database holds it.
  const { rows } = await e2eQuery(
    `SELECT coalesce(sum(s.win), 0)::text AS paid, count(*)::int AS wins FROM lottery_suborders s
     JOIN lottery_orders o ON o.id = s.order_id
     WHERE s.status = 'SETTLED' AND s.win > 0 AND s.settled_at > now() - interval '7 days'`,
  );
  const paid = (Number(rows[0].paid) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await page.goto('/m/lottery/jackpot');
  await expect(page.getByTestId('jackpot-week')).toContainText(paid);
  await expect(page.getByTestId('jackpot-week')).toContainText(`${rows[0].wins} prê`);
  await page.screenshot({ path: `${SHOTS}/jackpot.png` });
});

test('an unknown game opens the default history, and an unknown call answers GAME_NOT_FOUND', async ({
  page,
  request,
}) => {
  const res = await request.get('/lotto/api/v1/trends/no_such_game');
  expect(res.status()).toBe(404);
  expect((await res.json()).code).toBe('GAME_NOT_FOUND');
  expect((await request.get(`/lotto/api/v1/trends/${GAME}?periods=5000`)).status()).toBe(400);
  await page.goto('/m/lottery/history/no_such_game');
  await expect(page).toHaveURL(new RegExp(`/m/lottery/history/${GAME}$`));
  await expect(page.getByRole('heading', { name: 'Resultados da loteria' })).toBeVisible();
});
