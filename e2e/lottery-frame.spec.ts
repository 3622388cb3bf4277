import { expect, type Page, test } from '@playwright/test';
import { unwrap } from './support/api.ts';
import { watchConsole } from './support/console.ts';
import { e2eQuery } from './support/database.ts';
import { newFundedPlayer, ptAmount, signInPage } from './support/studio.ts';

// Issue 14 'Done means': "E2E at a phone viewport: a member opens a 1-minute game, places a ticket of
// three sub-orders, cancels one before the close, waits for the draw, sees the result, the settled
// ticket and the exact balance change; verifies the draw from the revealed seed; the frame's close
// obeys pageBack." The e2e server runs the draw loop (LOTTERY_DRAWS defaults on), so the 1-minute
// game really draws: the test waits for it, up to a period and a half.

const GAME = 'ficha_lotto_k3_1m';
const SHOTS = '/tmp/shots-lf';

/** Cents of a server amount ("12.50" -> 1250), for exact sums. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Waits for a period with time enough to bet and cancel before its close. */
async function waitForRoomyPeriod(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const clock = page.locator('.lf-period__clock');
        const phase = await clock.getAttribute('data-phase');
        return phase === 'open' ? Number(await clock.getAttribute('data-ms-left')) : 0;
      },
      { timeout: 70_000, intervals: [500] },
    )
    .toBeGreaterThan(25_000);
}

test('lottery frame: a ticket of three on the 1-minute dice, one cancelled, drawn, settled and verified', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  const player = await newFundedPlayer(request, '100.00');
  await signInPage(page, player);

  // /m/launchGame with the route list's lottery inputs embeds the frame (spec section 2).
  await page.goto(`/m/launchGame?playType=ent&gameId=${GAME}&code=${GAME}&prize_mode=LOTT&pageBack=home`);
  const frame = page.getByTestId('lottery-frame');
  await expect(frame.getByRole('heading', { name: 'Dados Rápidos 1 min' })).toBeVisible();
  await expect(frame.getByTestId('lf-balance')).toHaveAttribute('data-amount', '100.00');
  await expect(frame.getByTestId('lf-balance')).toContainText(`R$ ${ptAmount(100)}`);
  await waitForRoomyPeriod(page);
  const numero = (await frame.getByTestId('lf-numero').textContent())!;
  const committedHash = (await frame.getByTestId('lf-period-hash').getAttribute('title'))!;
  expect(committedHash).toMatch(/^[0-9a-f]{64}$/);

  // Three sub-orders: big and small at 5.00 each, a total of 11 at 1.00.
  await frame.getByRole('button', { name: '5', exact: true }).click();
  await frame.getByRole('tab', { name: 'Grande/Pequeno' }).click();
  await frame.getByRole('button', { name: /^Grande, paga/ }).click();
  await frame.getByRole('button', { name: /^Pequeno, paga/ }).click();
  await frame.getByRole('button', { name: '1', exact: true }).click();
  await frame.getByRole('tab', { name: 'Soma' }).click();
  await frame.getByRole('button', { name: /^11, paga/ }).click();
  await expect(frame.getByTestId('lf-ticket-count')).toHaveText('3 apostas');
  await expect(frame.getByTestId('lf-ticket')).toContainText(`R$ ${ptAmount(11)}`);
  await page.screenshot({ path: `${SHOTS}/01-board-ticket.png` });

  await frame.getByRole('button', { name: 'Apostar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar bilhete' });
  await expect(confirm).toContainText(`Período ${numero}`);
  await page.screenshot({ path: `${SHOTS}/02-confirm.png` });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Bilhete registrado no período ${numero}.`)).toBeVisible();
  await expect(frame.getByTestId('lf-balance')).toHaveAttribute('data-amount', '89.00');

  // My orders: cancel the total of 11 while the period is open; its stake comes back.
  await frame.getByRole('tab', { name: 'Meus pedidos' }).click();
  const order = frame.getByTestId('lf-order').first();
  await expect(order).toHaveAttribute('data-status', 'open');
  await order.getByRole('button', { name: new RegExp(`Período ${numero}`) }).click();
  const sum11 = order.getByTestId('lf-suborder').filter({ hasText: 'Soma · 11' });
  await sum11.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Aposta cancelada, valor devolvido.')).toBeVisible();
  await expect(sum11).toHaveAttribute('data-status', 'CANCELLED');
  await expect(frame.getByTestId('lf-balance')).toHaveAttribute('data-amount', '90.00');
  await page.screenshot({ path: `${SHOTS}/03-orders-cancelled.png` });

  // The draw: the period closes (cancel no longer offered), then its result arrives.
  await expect(frame.locator('.lf-period__clock')).not.toHaveAttribute('data-phase', 'open', {
    timeout: 60_000,
  });
  await page.screenshot({ path: `${SHOTS}/04-closed.png` });
  await expect(frame.getByTestId('lf-last-result')).toHaveAttribute('data-numero', numero, {
    timeout: 60_000,
  });
  await page.screenshot({ path: `${SHOTS}/05-result.png` });
  const shownDice = (await frame
    .getByTestId('lf-last-result')
    .getByTestId('lf-result')
    .getAttribute('data-result'))!;

  // The settled ticket and the exact balance: 100 - 10.00 staked + what the server paid.
  await expect(order).toHaveAttribute('data-status', 'settled', { timeout: 30_000 });
  const { rows } = await e2eQuery(
    `SELECT s.bet_type, s.status, (coalesce(s.win, 0) / 100.0)::numeric(20,2)::text AS win, p.result
       FROM lottery_suborders s
       JOIN lottery_orders o ON o.id = s.order_id
       JOIN lottery_periods p ON p.merchant_id = o.merchant_id AND p.game_code = o.game_code AND p.numero = o.numero
      WHERE o.member_id = $1 ORDER BY s.id`,
    [player.memberId],
  );
  expect(rows.map((r) => [r.bet_type, r.status])).toEqual([
    ['big', 'SETTLED'],
    ['small', 'SETTLED'],
    ['sum', 'CANCELLED'],
  ]);
  expect((rows[0].result as number[]).join(',')).toBe(shownDice);
  const won = rows.reduce((sum, r) => sum + cents(r.win), 0);
  const expected = ((10_000 - 1_000 + won) / 100).toFixed(2);
  await expect(frame.getByTestId('lf-balance')).toHaveAttribute('data-amount', expected);
  await expect(frame.getByTestId('lf-balance')).toContainText(`R$ ${ptAmount(Number(expected))}`);
  if (won > 0) await expect(order.getByTestId('lf-order-win')).toContainText(ptAmount(won / 100));
  await order.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/06-settled.png` });

  // The proof: the seed revealed after the draw hashes to what was shown before it, and replaying
  // the draw in the browser gives the result.
  await frame.getByRole('tab', { name: 'Resultados' }).click();
  const draw = frame.locator(`[data-testid="lf-draw"][data-numero="${numero}"]`);
  await draw.getByText('Prova do sorteio').click();
  await expect(draw.getByTestId('lf-seed-hash')).toHaveText(committedHash);
  await expect(draw.getByTestId('lf-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await draw.getByRole('button', { name: 'Verificar no navegador' }).click();
  await expect(draw.getByTestId('lf-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(draw.getByTestId('lf-verdict')).toContainText('Confere');
  await page.screenshot({ path: `${SHOTS}/07-verified.png` });

  // Close with pageBack goes home.
  await page.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The embedded frame itself, without pageBack, closes to /m/game (spec section 2).
  const launch = await unwrap<{ url: string }>(
    await request.get(`/wps/game/launchGame?vendor=FICHA_LOTTO&gameCode=ficha_lotto_sea`, {
      headers: { authorization: `Bearer ${player.token}` },
    }),
  );
  expect(launch.url).toMatch(new RegExp(`^/m/lotto-h5/${player.memberId}/trad/games/ficha_lotto_sea\\?`));
  await page.goto(`${launch.url}&css=light,%23e91e63`);
  await expect(page.getByTestId('lottery-frame')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('lottery-frame')).toContainText('Tradicional · SEA');
  await page.getByRole('tab', { name: 'Xiên' }).click();
  await page.screenshot({ path: `${SHOTS}/08-sea-light.png` });
  await page.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page).toHaveURL(/\/m\/game$/);

  expect(problems).toEqual([]);
});
