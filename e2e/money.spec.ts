import { expect, test } from '@playwright/test';
import { clearLoginThrottleBeforeEach } from './support/account-helpers.ts';
import { openSignedIn, type SignedInSession, signIn, unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { demoOperatorToken } from './support/operator.ts';

// Issue 4 'Done means' at the phone viewport of playwright.config.ts: a member deposits by PIX
// through the sandbox, sees the balance, requests a withdrawal, the operator API pays it, and the
// history shows every step; bad amounts get clear errors and change nothing.

const MEMBER = { username: 'jogador01', password: 'Jogador2026' };
const AGENT = { username: 'agente01', password: 'Agente2026' };
const PAYMENT_PASSWORD = '246810';

interface MemberMoney {
  deposits: number;
  withdrawals: number;
  /** Cash balance in minor units. */
  cash: bigint;
}

async function memberMoney(username: string): Promise<MemberMoney> {
  const { rows } = await e2eQuery(
    `SELECT
       (SELECT count(*)::int FROM deposit_orders d WHERE d.member_id = m.id) AS deposits,
       (SELECT count(*)::int FROM withdrawal_orders w WHERE w.member_id = m.id) AS withdrawals,
       (SELECT coalesce(sum(a.balance::bigint), 0)::text FROM ledger_accounts a
         WHERE a.member_id = m.id AND a.kind = 'PLAYER_CASH') AS cash
     FROM members m JOIN merchants s ON s.id = m.merchant_id
     WHERE s.code = 'FICHA' AND m.username = $1`,
    [username],
  );
  const row = rows[0] as { deposits: number; withdrawals: number; cash: string };
  return { ...row, cash: BigInt(row.cash) };
}

/** 5000n -> "R$ 50,00", as the site writes money in PT (integer maths, like the site). */
function brl(minor: bigint): string {
  const whole = new Intl.NumberFormat('pt-BR').format(minor / 100n);
  return `R$ ${whole},${String(minor % 100n).padStart(2, '0')}`;
}

clearLoginThrottleBeforeEach();

test('deposit by PIX in the sandbox, withdraw, operator pays, and the history shows every step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(request, MEMBER);
  // On the fresh e2e database the demo player has no money; the sums below also hold when an
  // earlier spec of the run gave it some, so they are counted from what it holds now.
  const before = await memberMoney(MEMBER.username);
  const afterDepositCash = before.cash + 5_000n;
  const afterWithdrawCash = afterDepositCash - 2_000n;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, session);

  // Spec section 2: the deposit screen; FICHA's whitelabel has dep_func '1' (spec section 4 'Template').
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
  await expect(page.locator('.v-detail-new')).toBeVisible();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await expect(page.getByText('Mín. R$ 10,00 · Máx. R$ 50.000,00').first()).toBeVisible();

  // Bad amounts: a clear message under the field, and no order is opened.
  const depositAmount = page.getByLabel('Valor do depósito');
  const depositError = page.locator('.amount-field').getByRole('alert');
  const createPix = page.getByRole('button', { name: 'Gerar PIX' });
  await depositAmount.fill('10.001');
  await createPix.click();
  await expect(depositError).toHaveText('Use no máximo 2 casas decimais.');
  await depositAmount.fill('-5');
  await expect(depositError).toHaveText('O valor deve ser maior que zero.');
  await depositAmount.fill('5');
  await expect(depositError).toHaveText('O valor deve estar entre R$ 10,00 e R$ 50.000,00.');
  expect(await memberMoney(MEMBER.username)).toEqual(before);

  // A one-tap amount fills the field as a Brazilian would type it (hardening 15).
  await page.getByRole('button', { name: 'Preencher R$ 50,00' }).click();
  await expect(depositAmount).toHaveValue('50,00');
  await expect(depositError).toHaveCount(0);
  await createPix.click();

  // The PIX charge: QR code, amount, countdown, copy-and-paste code with its copy button.
  const charge = page.getByRole('region', { name: 'Pague com PIX' });
  await expect(charge.getByRole('img', { name: 'QR code PIX de R$ 50,00' })).toBeVisible();
  await expect(charge.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(charge.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  await charge.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toHaveText(
    'Copiado: Código PIX copia e cola',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);

  // The tester pays on the sandbox PSP's page, which credits the order by its signed webhook.
  const sandboxLink = charge.getByRole('link', { name: 'Pagar no sandbox (página de pagamento de teste)' });
  await expect(sandboxLink).toHaveAttribute('target', '_blank');
  const popupOpened = page.waitForEvent('popup');
  await sandboxLink.click();
  const sandbox = await popupOpened;
  await expect(sandbox.getByRole('heading', { name: 'Sandbox PIX' })).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pagar agora' }).click();
  await expect(sandbox.getByText('Pago ✔')).toBeVisible();
  await sandbox.close();

  // The screen notices by itself (it asks every few seconds) and shows the new balance.
  await expect(page.getByRole('heading', { name: 'Depósito aprovado' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Novo saldo: ${brl(afterDepositCash)}`)).toBeVisible();
  const afterDeposit = await memberMoney(MEMBER.username);
  expect(afterDeposit).toEqual({ ...before, deposits: before.deposits + 1, cash: afterDepositCash });
  await page.getByRole('tab', { name: 'Histórico' }).click();
  const depositRow = page.getByRole('list', { name: 'Histórico de depósitos' }).getByRole('listitem').first();
  await expect(depositRow).toContainText('PIX');
  await expect(depositRow).toContainText('Aprovado');
  await expect(depositRow).toContainText('R$ 50,00');

  // Spec section 2 'Page shell': the home header shows the balance, 2 decimals with the symbol.
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toContainText(brl(afterDepositCash));
  await expect(page.getByTestId('wallet-balance')).toContainText(brl(afterDepositCash).slice(3));
  await page.locator('.home-header').getByRole('button', { name: 'Sacar' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);

  // Withdraw: what may be taken out, a payout account, the payment password, the request.
  await expect(page.getByTestId('withdrawable')).toHaveText(brl(afterDepositCash));
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  const sheet = page.getByRole('dialog', { name: 'Nova conta para receber' });
  await sheet.getByLabel('Nome do titular').fill('Jogador Demo');
  await sheet.getByRole('radio', { name: 'E-mail' }).check();
  // The key of the member's own registered e-mail: withdrawals go only to keys in the member's own
  // CPF, which the sandbox's DICT finds for it. A key is registered once: on a database where this
  // member already has it, that account is first removed.
  await e2eQuery(
    `UPDATE bank_cards c SET active = false FROM members m
     WHERE m.id = c.member_id AND m.username = $1 AND c.pix_key = 'jogador01@example.com'`,
    [MEMBER.username],
  );
  await sheet.getByLabel('Sua chave').fill('jogador01@example.com');
  await sheet.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('radio', { name: /PIX · E-mail/ }).last()).toBeChecked();

  const withdrawAmount = page.getByLabel('Valor do saque');
  const requestWithdrawal = page.getByRole('button', { name: 'Solicitar saque' });
  const passwordStep = page.getByRole('heading', { name: 'Crie sua senha de saque' });
  await expect(passwordStep.or(requestWithdrawal)).toBeVisible();
  // Spec: without a payment password, setting one comes before the form (always so on a fresh database).
  if (before.withdrawals === 0) await expect(passwordStep).toBeVisible();
  if (await passwordStep.isVisible()) {
    await page.getByLabel('Senha de login').fill(MEMBER.password);
    await page.getByLabel('Senha de saque (6 dígitos)').fill(PAYMENT_PASSWORD);
    await page.getByLabel('Confirme a senha de saque').fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Salvar senha de saque' }).click();
  }
  await expect(requestWithdrawal).toBeVisible();
  await page.getByLabel('Senha de saque (6 dígitos)').fill(PAYMENT_PASSWORD);
  const amountError = page.locator('.amount-field').getByRole('alert');
  await withdrawAmount.fill('10.001');
  await requestWithdrawal.click();
  await expect(amountError).toHaveText('Use no máximo 2 casas decimais.');
  await withdrawAmount.fill('-5');
  await expect(amountError).toHaveText('O valor deve ser maior que zero.');
  await withdrawAmount.fill(String((afterDepositCash + 1_000n) / 100n));
  await expect(amountError).toHaveText(`Você pode sacar no máximo ${brl(afterDepositCash)}.`);
  // Below the merchant's minimum: only the server knows it, and its refusal lands on the field.
  await withdrawAmount.fill('5');
  await requestWithdrawal.click();
  await expect(amountError).toContainText('O valor deve estar entre');
  expect(await memberMoney(MEMBER.username)).toEqual(afterDeposit);
  await expect(page.getByTestId('withdrawable')).toHaveText(brl(afterDepositCash));

  await withdrawAmount.fill('20.00');
  await requestWithdrawal.click();
  const done = page.getByRole('region', { name: 'Saque solicitado' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Aguardando o operador');
  await expect(done).toContainText('Pendente');
  await expect(done).toContainText(`Saldo restante${brl(afterWithdrawCash)}`);

  // The operator pays it through the operator API.
  const auth = { Authorization: `Bearer ${await demoOperatorToken(request)}` };
  const pending = await unwrap<{ list: Array<{ id: string; username: string; amount: string }> }>(
    await request.get('/ops/api/v1/withdrawals?status=PENDING', { headers: auth }),
  );
  const order = pending.list.find((item) => item.username === MEMBER.username);
  expect(order?.amount).toBe('20.00');
  await unwrap(
    await request.post(`/ops/api/v1/withdrawals/${order?.id}/approve`, {
      headers: auth,
      data: { reason: 'PIX enviado (e2e)' },
    }),
  );

  await done.getByRole('button', { name: 'Ver histórico' }).click();
  const withdrawRow = page.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem').first();
  await expect(withdrawRow).toContainText(`#${order?.id}`);
  await expect(withdrawRow).toContainText('Pago');
  await expect(withdrawRow).toContainText('R$ 20,00');
  await expect(withdrawRow).toContainText('PIX · E-mail');

  // The statement: the deposit, the withdrawal (a debit, coloured) and the balance after it.
  await page.getByRole('tab', { name: 'Extrato' }).click();
  const deposit = page.locator('li[data-tx-code="DEPOSIT"]').first();
  const withdrawal = page.locator('li[data-tx-code="WITHDRAW"]').first();
  await expect(deposit).toContainText('Depósito');
  await expect(deposit).toContainText('+R$ 50,00');
  await expect(deposit).toContainText(`Saldo: ${brl(afterDepositCash)}`);
  await expect(withdrawal).toContainText('Saque solicitado');
  await expect(withdrawal).toContainText('-R$ 20,00');
  await expect(withdrawal).toContainText(`Saldo: ${brl(afterWithdrawCash)}`);
  await expect(withdrawal.locator('.money--debit')).toHaveCount(1);
  await expect(page.locator('.load-more')).toContainText(/\d+ \/ \d+/);
  await page.getByLabel('Tipo').selectOption({ label: 'Depósito' });
  await expect(page.locator('li[data-tx-code="WITHDRAW"]')).toHaveCount(0);
  await expect(deposit).toBeVisible();

  const { rows } = await e2eQuery('SELECT status, amount::text FROM withdrawal_orders WHERE id = $1', [
    order?.id,
  ]);
  expect(rows).toEqual([{ status: 'PAID', amount: '2000' }]);
  expect(await memberMoney(MEMBER.username)).toEqual({
    deposits: before.deposits + 1,
    withdrawals: before.withdrawals + 1,
    cash: afterWithdrawCash,
  });

  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toContainText(brl(afterWithdrawCash));
});

test('an unpaid PIX charge is reopened from the deposit history with the same code and its countdown (hardening 19)', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signIn(request, MEMBER));
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByLabel('Valor do depósito').fill('15.00');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const charge = page.getByRole('region', { name: 'Pague com PIX' });
  const code = charge.getByLabel('Código PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  const pixCode = await code.inputValue();

  // The player leaves without paying, and comes back later to the history.
  await page.goto('/m/home');
  await page.goto('/m/voucherCenter?tab=history');
  const row = page.getByRole('list', { name: 'Histórico de depósitos' }).getByRole('listitem').first();
  await expect(row).toContainText('R$ 15,00');
  await expect(row).toContainText('Pendente');
  await row.getByRole('button', { name: 'Reabrir PIX' }).click();

  // The same charge screen as after creating it: same code, QR, countdown, sandbox page.
  await expect(page.getByRole('tab', { name: 'Depositar' })).toHaveAttribute('aria-selected', 'true');
  await expect(charge.getByLabel('Código PIX copia e cola')).toHaveValue(pixCode);
  await expect(charge.getByRole('img', { name: 'QR code PIX de R$ 15,00' })).toBeVisible();
  await expect(charge.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(
    charge.getByRole('link', { name: 'Pagar no sandbox (página de pagamento de teste)' }),
  ).toBeVisible();

  // Once the charge has expired, the history no longer offers it.
  await e2eQuery(`UPDATE deposit_orders SET expires_at = now() - interval '1 minute' WHERE pix_code = $1`, [
    pixCode,
  ]);
  await page.goto('/m/voucherCenter?tab=history');
  await expect(row).toContainText('R$ 15,00');
  await expect(row.getByRole('button', { name: 'Reabrir PIX' })).toHaveCount(0);
});

test('the balance hides with the toggle on home and header, and stays hidden after a reload', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signIn(request, AGENT));
  await page.goto('/m/home');
  const widget = page.getByRole('region', { name: 'Carteira' });
  await expect(page.getByTestId('wallet-balance')).toContainText('0,00');
  await widget.getByRole('button', { name: 'Ocultar saldo' }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('****');
  await expect(page.getByTestId('header-balance')).toContainText('****');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toContainText('****');
  await widget.getByRole('button', { name: 'Mostrar saldo' }).click();
  // Refresh gathers the seamless wallet (GCS_walletTransfer) and shows the balance again.
  const transfer = page.waitForResponse((r) => r.url().includes('/wps/relay/GCS_walletTransfer'));
  await widget.getByRole('button', { name: 'Atualizar saldo' }).click();
  expect((await transfer).ok()).toBe(true);
  await expect(page.getByTestId('wallet-balance')).toContainText('R$0,00');
});

test('a trial account gets free_reject for 2 s on deposit, and the money screens ask to register', async ({
  page,
  request,
}) => {
  const trial = await unwrap<SignedInSession & { state: number }>(
    await request.post('/wps/session/login/freeplay', { data: {} }),
  );
  await openSignedIn(page, { ...trial, type: 4, firstTimeLogin: false });
  await page.goto('/m/home');
  // Trial accounts hold play money (currency PLAY), shown as such.
  await expect(page.getByTestId('header-balance')).toContainText('Teste');
  await page.locator('.home-header').getByRole('button', { name: 'Depositar' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Por favor, entre com uma conta real' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(toast).toBeHidden({ timeout: 4000 });
  await page.goto('/m/voucherCenter');
  await expect(page.getByText('Por favor, entre com uma conta real para usar esta função')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar' })).toBeVisible();
});

test('a visitor on the money screens is asked to log in, and nothing is requested', async ({ page }) => {
  const moneyCalls: string[] = [];
  page.on('request', (r) => {
    // The visitors' announcement popup (spec section 4, group B) asks for announcements on any
    // screen of the shell: that is not a money call.
    if (/\/wps\/relay\/MCSFE_/.test(r.url())) return;
    if (/\/wps\/(relay|wallets|transaction|member)\//.test(r.url())) moneyCalls.push(r.url());
  });
  for (const path of ['/m/voucherCenter', '/m/withdraw']) {
    await page.goto(path);
    await expect(page.getByText('Faça login primeiro').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' }).first()).toHaveAttribute('href', '/m/login');
  }
  expect(moneyCalls).toEqual([]);
});
