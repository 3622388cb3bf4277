import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { newFundedPlayer, signInPage } from './support/studio.ts';

// Issue 19 part 4 at the phone viewport: a new member who tries to withdraw is sent to identity
// verification, is refused a file that is not an image or PDF, uploads the document's front and
// back and a selfie and sends them; a RISK reviewer opens the case in the console, sees the files
// and approves; the member is told in the inbox and can withdraw.

const PAYMENT_PASSWORD = '246810';
const DESK = {
  viewport: { width: 1366, height: 768 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};
const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `test-results/kyc-${name}.png`, fullPage: true });
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('a member is verified by RISK staff before withdrawing', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const player = await newFundedPlayer(request, '100.00');
  const headers = { authorization: `Bearer ${player.token}` };
  const cpf = String(
    (await e2eQuery('SELECT id_number FROM members WHERE id = $1', [player.memberId])).rows[0]?.id_number,
  );
  await unwrap(
    await request.put('/wps/member/paymentPassword', {
      headers,
      data: {
        password: 'Studio2026',
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
    }),
  );
  await unwrap(
    await request.post('/wps/member/bankCard', {
      headers,
      data: { kind: 'PIX', holderName: 'Maria Teste', pixKeyType: 'CPF', pixKey: cpf },
    }),
  );

  // The withdraw page sends an unverified member to the verification, saying why.
  await signInPage(page, player);
  await page.goto('/m/withdraw');
  await expect(page).toHaveURL(/\/m\/member\/identityVerification\?from=withdraw$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verifique sua identidade antes do primeiro saque' }),
  ).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Identidade não verificada');
  await shot(page, 'start');

  // A file that only claims to be a PNG: the server reads its bytes and refuses it; nothing is kept.
  const front = page.getByLabel('Frente do documento');
  await front.setInputFiles({
    name: 'documento.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(
    page.getByText('Envie uma foto PNG ou JPG, ou um PDF (a selfie só em PNG ou JPG). Nada foi alterado.'),
  ).toBeVisible();
  expect(
    (await e2eQuery('SELECT count(*)::int AS n FROM kyc_documents WHERE member_id = $1', [player.memberId]))
      .rows[0]?.n,
  ).toBe(0);

  // Real files: a PNG photo of the document's front, a PDF of its back, a JPG selfie.
  const photo = await page.screenshot({ type: 'png' });
  const selfie = await page.screenshot({ type: 'jpeg', quality: 60 });
  await front.setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: photo });
  await page
    .getByLabel('Verso do documento')
    .setInputFiles({ name: 'verso.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByLabel('Selfie')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await expect(page.locator('.kyc-file__state--sent')).toHaveCount(3);
  await page.getByLabel('Nome completo').fill('Maria Teste da Silva');
  await page.getByLabel('Data de nascimento').fill('1990-05-20');
  await shot(page, 'form');
  await page.getByRole('button', { name: 'Enviar para verificação' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Em análise');
  await shot(page, 'pending');

  // A RISK reviewer (no second factor asked of RISK) opens the queue in the console.
  const username = `risk_${randomBytes(4).toString('hex')}`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  await e2eQuery(
    "INSERT INTO staff (merchant_id, username, password_hash, role) SELECT id, $1, $2, 'RISK' FROM merchants WHERE code = 'FICHA'",
    [username, await hashPassword(password)],
  );
  const desk = await browser.newContext({ ...DESK, locale: 'pt-BR' });
  const admin = await desk.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Usuário').fill(username);
  await admin.getByLabel('Senha').fill(password);
  await admin.getByRole('button', { name: 'Entrar' }).click();
  await admin
    .getByRole('navigation')
    .getByRole('link', { name: 'Análise de identidade' })
    .click({ timeout: 30_000 });
  const row = admin.getByRole('row').filter({ hasText: player.userName });
  await expect(row).toContainText('Aguardando análise');
  await row.getByRole('button', { name: 'Analisar' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Maria Teste da Silva')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Frente do documento' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Selfie' })).toBeVisible();
  // The images really load (the console's content policy lets them in).
  for (const name of ['Frente do documento', 'Selfie'])
    await expect
      .poll(() => dialog.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  await expect(dialog.getByRole('link', { name: 'Abrir Verso do documento (PDF)' })).toBeVisible();
  await shot(admin, 'console-case');
  await dialog.getByLabel('Motivo').fill('Documento e selfie conferidos');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByText('Identidade aprovada; o jogador foi avisado.')).toBeVisible();
  await desk.close();

  // The member is told, and withdraws.
  const inbox = await unwrap<{ list: Array<{ title: string }> }>(
    await request.get('/wps/inbox/messages?pageNo=1&pageSize=10', { headers }),
  );
  expect(inbox.list.map((m) => m.title)).toContain('Identidade verificada');
  await page.goto('/m/member/identityVerification');
  await expect(page.getByTestId('kyc-status')).toHaveText('Identidade verificada');
  await page.goto('/m/withdraw');
  await page.getByLabel('Valor do saque').fill('30.00');
  await page.getByLabel('Senha de saque (6 dígitos)').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(page.getByRole('region', { name: 'Saque solicitado' })).toContainText('Aguardando o operador');
  await shot(page, 'withdrawn');
  const orders = await e2eQuery(
    "SELECT amount::text FROM withdrawal_orders WHERE member_id = $1 AND status = 'PENDING'",
    [player.memberId],
  );
  expect(orders.rows).toEqual([{ amount: '3000' }]);
});
