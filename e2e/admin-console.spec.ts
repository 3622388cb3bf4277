import { expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF } from '../apps/server/src/db/seed/demo-merchants.ts';
import { openSignedIn, signIn, unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { DEMO_MEMBER, DESK, screenshotAs, signedInConsole } from './support/desk.ts';
import { demoOperatorToken, freshDemoOperatorCode } from './support/operator.ts';

// Issue 15, "Done means": in Chromium at 1366x768, with a member's phone context beside it, an
// operator signs in with TOTP, sees the dashboard's figures, finds a player, and pays a withdrawal
// the member just requested (it appears live); a second console deciding it too is told; the
// member sees it paid. Every console screen is photographed to docs/screenshots/admin-*.png.

const MEMBER = DEMO_MEMBER;
const PAYMENT_PASSWORD = '246810';

const shot = (page: Page, name: string) => screenshotAs(page, `admin-${name}`);

test('an operator signs in with TOTP, reads the dashboard, finds a player, and pays a withdrawal requested live', async ({
  browser,
  request,
}) => {
  // Two browsers, a phone and a dozen screens on a shared 2-core machine: more than the default minute.
  test.setTimeout(180_000);
  // The member: cash from an operator adjustment, a payment password and a PIX key, set up by API.
  const operator = { Authorization: `Bearer ${await demoOperatorToken(request)}` };
  const { rows } = await e2eQuery(
    "SELECT m.id, m.id_number FROM members m JOIN merchants x ON x.id = m.merchant_id WHERE x.code = 'FICHA' AND m.username = $1",
    [MEMBER.username],
  );
  const memberId = String(rows[0]?.id);
  await unwrap(
    await request.post('/ops/api/v1/adjustments', {
      headers: operator,
      data: {
        memberId: Number(memberId),
        amount: '150.00',
        reason: 'e2e console',
        key: `e2e-console-${Date.now()}`,
      },
    }),
  );
  const member = await signIn(request, MEMBER);
  const asMember = { Authorization: `Bearer ${member.token}` };
  await request.put('/wps/member/paymentPassword', {
    headers: asMember,
    data: {
      password: MEMBER.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  // Withdrawals go only to keys in the member's own CPF: the demo member's verified CPF is its key.
  await request.post('/wps/member/bankCard', {
    headers: asMember,
    data: { kind: 'PIX', holderName: 'Jogador Demo', pixKeyType: 'CPF', pixKey: rows[0]?.id_number },
  });

  // A manual deposit the operator approves: the dashboard has a deposit and a first deposit to show.
  const methods = await unwrap<{ list: Array<{ id: number; code: string }> }>(
    await request.get('/wps/relay/MCS2_depositBanksByVendor', { headers: asMember }),
  );
  const deposit = await unwrap<{ orderId: string }>(
    await request.post('/wps/relay/depositManualTransfer', {
      headers: asMember,
      data: {
        methodId: methods.list.find((m) => m.code === 'BANK_TRANSFER')?.id,
        amount: '200',
        reference: 'e2e-console',
      },
    }),
  );
  await unwrap(
    await request.post(`/ops/api/v1/deposits/${deposit.orderId}/approve`, {
      headers: operator,
      data: { reason: 'TED conferida (e2e)' },
    }),
  );

  // Login: password, then the authenticator's code.
  const desk = await browser.newContext({ ...DESK, locale: 'pt-BR' });
  const admin = await desk.newPage();
  await admin.goto('/admin/');
  await expect(admin).toHaveURL(/\/admin\/login$/);
  await admin.getByLabel('Usuário').fill(DEMO_STAFF.username);
  await admin.getByLabel('Senha').fill(DEMO_STAFF.password);
  await shot(admin, 'login');
  await admin.getByRole('button', { name: 'Entrar' }).click();
  const code = admin.getByText('Código do autenticador');
  await expect(code).toBeVisible();
  await shot(admin, 'login-totp');
  await admin
    .getByRole('textbox')
    .nth(2)
    .pressSequentially(await freshDemoOperatorCode());

  // Dashboard: the figures the server summed from the ledger, as the screen shows them.
  // The first screen after login loads the charts' chunk: give it time on a busy machine.
  await expect(admin.getByRole('heading', { name: 'Painel' })).toBeVisible({ timeout: 30_000 });
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const figures = await unwrap<{
    today: { deposits: string };
    range: { activePlayers: number; newPlayers: number };
  }>(await request.get(`/ops/api/v1/dashboard?from=${from}&to=${today}`, { headers: operator }));
  const brl = (amount: string) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(amount));
  await expect(admin.getByTestId('today-deposits')).toHaveText(`Hoje: ${brl(figures.today.deposits)}`);
  await expect(admin.getByTestId('range-newPlayers')).toHaveText(String(figures.range.newPlayers));
  await expect(admin.locator('.recharts-surface').first()).toBeVisible();
  await admin.mouse.move(0, 760);
  await shot(admin, 'dashboard');

  // Players: found by username, the profile with its balance.
  await admin.getByRole('link', { name: 'Jogadores' }).click();
  await admin.getByLabel('Encontrar jogador').fill(MEMBER.username);
  await admin.getByRole('button', { name: 'Buscar' }).click();
  const row = admin.getByRole('row').filter({ hasText: MEMBER.username });
  await expect(row).toBeVisible();
  await shot(admin, 'players');
  await row.click();
  await expect(admin.getByRole('heading', { name: MEMBER.username })).toBeVisible();
  const { rows: cash } = await e2eQuery(
    "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'PLAYER_CASH'",
    [memberId],
  );
  await expect(admin.getByTestId('balance-PLAYER_CASH')).toHaveText(
    brl((Number(cash[0]?.balance) / 100).toFixed(2)),
  );
  await shot(admin, 'player');

  // Cashier: live; the member requests a withdrawal on the phone and it appears without a reload.
  await admin.getByRole('link', { name: 'Caixa' }).click();
  await expect(admin.getByTestId('live')).toHaveText('Ao vivo');
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const phone = await phoneContext.newPage();
  await openSignedIn(phone, member);
  await phone.goto('/m/withdraw');
  await phone.getByLabel('Senha de saque (6 dígitos)').fill(PAYMENT_PASSWORD);
  await phone.getByLabel('Valor do saque').fill('35.00');
  await phone.getByRole('button', { name: 'Solicitar saque' }).click();
  const done = phone.getByRole('region', { name: 'Saque solicitado' });
  await expect(done).toContainText('Pendente');

  const order = admin.getByRole('row').filter({ hasText: MEMBER.username }).filter({ hasText: 'R$ 35,00' });
  await expect(order).toBeVisible();
  await shot(admin, 'cashier');

  // A second console has the same order open; the first one pays it, the second is told.
  const second = await signedInConsole(browser, await demoOperatorToken(request));
  await second.goto('/admin/cashier');
  const secondOrder = second
    .getByRole('row')
    .filter({ hasText: MEMBER.username })
    .filter({ hasText: 'R$ 35,00' });
  await secondOrder.getByRole('button', { name: 'Pagar' }).click();
  await second.getByLabel('Motivo').fill('PIX enviado (segunda mesa)');

  await order.getByRole('button', { name: 'Pagar' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('PIX enviado (e2e)');
  await shot(admin, 'cashier-decision');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(order).toBeHidden();

  await second.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(second.getByRole('dialog').getByRole('alert')).toHaveText('Este pedido já foi concluído.');
  await shot(second, 'cashier-conflict');

  // The dashboard counts the paid withdrawal now (and the approved deposit from the start).
  await admin.getByRole('link', { name: 'Painel' }).click();
  await expect(admin.getByTestId('today-withdrawals')).toContainText(brl('35.00'));
  await expect(admin.getByTestId('today-deposits')).toContainText(brl(figures.today.deposits));
  await admin.mouse.move(0, 760);
  // The payout's toast has closed itself (it would cover part of the page in the picture).
  await expect(admin.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await shot(admin, 'dashboard');

  // The member sees it paid.
  await done.getByRole('button', { name: 'Ver histórico' }).click();
  const paid = phone.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem').first();
  await expect(paid).toContainText('Pago');
  await expect(paid).toContainText('R$ 35,00');
  const { rows: orders } = await e2eQuery(
    'SELECT status, reason FROM withdrawal_orders WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  expect(orders[0]).toEqual({ status: 'PAID', reason: 'PIX enviado (e2e)' });
  await phoneContext.close();
  await desk.close();
  await second.context().close();
});
