import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { base32Decode, TOTP_WINDOW, totpCode, totpStep } from '../apps/server/src/modules/staff/totp.ts';
import { openSignedIn, signIn, unwrap } from './support/api.ts';
import { watchConsole } from './support/console.ts';
import { e2eQuery } from './support/database.ts';
import { DEMO_MEMBER, DESK, screenshotAs } from './support/desk.ts';
import { demoOperatorToken } from './support/operator.ts';

// Issue 15, "Done means": "a CONTENT user publishes a banner and the member's home shows it", in
// Chromium at 1366x768 with a member's phone context beside it. The CONTENT user is created by the
// ADMIN through the staff API, turns on the second factor, and signs in to the console with it.
// The content screens are photographed to docs/screenshots/admin-content-*.png.

const MEMBER = DEMO_MEMBER;

const shot = (page: Page, name: string) => screenshotAs(page, `admin-content-${name}`);

/** A TOTP code of this staff member the server has not accepted yet (each is accepted once). */
async function freshCode(username: string, secret: string): Promise<string> {
  for (;;) {
    const { rows } = await e2eQuery('SELECT totp_last_step FROM staff WHERE username = $1', [username]);
    const last = rows[0]?.totp_last_step;
    const now = totpStep(Date.now());
    const step = Math.max(now, last === null || last === undefined ? now : Number(last) + 1);
    if (step <= now + TOTP_WINDOW) return totpCode(base32Decode(secret), step);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A CONTENT staff member of the Ficha site, made by the ADMIN, with the second factor on. */
async function contentStaff(request: APIRequestContext) {
  const admin = { Authorization: `Bearer ${await demoOperatorToken(request)}` };
  const { rows } = await e2eQuery("SELECT id FROM merchants WHERE code = 'FICHA'");
  const username = `content_${randomBytes(4).toString('hex')}`;
  const password = `Pw-${randomBytes(8).toString('hex')}`;
  await unwrap(
    await request.post('/ops/api/v1/staff', {
      headers: admin,
      data: { username, password, role: 'CONTENT', merchantIds: [rows[0]?.id], reason: 'e2e content editor' },
    }),
  );
  const first = await unwrap<{ token: string }>(
    await request.post('/ops/api/v1/login', { data: { username, password } }),
  );
  const own = { Authorization: `Bearer ${first.token}` };
  const { secret } = await unwrap<{ secret: string }>(
    await request.post('/ops/api/v1/totp/enrolment', { headers: own, data: {} }),
  );
  await unwrap(
    await request.post('/ops/api/v1/totp/enrolment/confirm', {
      headers: own,
      data: { code: await freshCode(username, secret) },
    }),
  );
  return { username, password, secret };
}

/** A picture for the banner, drawn by the browser itself (PNG bytes). */
async function bannerArt(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 750;
    canvas.height = 300;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = g.createLinearGradient(0, 0, 750, 300);
    gradient.addColorStop(0, '#7c3aed');
    gradient.addColorStop(1, '#f59e0b');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 750, 300);
    g.fillStyle = '#ffffff';
    g.font = 'bold 56px sans-serif';
    g.fillText(label, 40, 170);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function memberHome(browser: Browser, request: APIRequestContext) {
  const session = await signIn(request, MEMBER);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await openSignedIn(page, session);
  await page.goto('/m');
  return page;
}

test('a CONTENT user publishes a banner and the member’s home shows it', async ({ browser, request }) => {
  // Two browsers, a phone, a login with TOTP and a dozen reloads on a shared 2-core machine.
  test.setTimeout(300_000);
  const title = `Semana do PIX ${randomBytes(2).toString('hex')}`;
  const editor = await contentStaff(request);

  // The member's phone, beside the console: the home shows the current banners, not this one yet.
  const phone = await memberHome(browser, request);
  await expect(phone.getByRole('img', { name: 'Cashback semanal de 10%' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(phone.getByRole('img', { name: title })).toHaveCount(0);

  // The CONTENT user signs in with password and authenticator code.
  const context = await browser.newContext({ ...DESK, locale: 'pt-BR' });
  const desk = await context.newPage();
  const problems = watchConsole(desk);
  await desk.goto('/admin/login');
  await desk.getByLabel('Usuário').fill(editor.username);
  await desk.getByLabel('Senha').fill(editor.password);
  await desk.getByRole('button', { name: 'Entrar' }).click();
  await expect(desk.getByText('Código do autenticador')).toBeVisible();
  // The code's six boxes follow the username and password fields; typing fills them and submits.
  await desk
    .getByRole('textbox')
    .nth(2)
    .pressSequentially(await freshCode(editor.username, editor.secret));
  // CONTENT sees the players, the content and the comments to moderate, no dashboard and no cashier.
  await expect(desk.getByRole('navigation').getByRole('link')).toHaveText([
    'Jogadores',
    'Jogo responsável',
    'Jogos',
    'Loteria',
    'Árvore de agentes',
    'Conteúdo',
    'Promoções',
    'VIP e recompensas',
    'Comentários',
    'Anúncios',
    'Mensagens',
    'Operadores',
  ]);
  await desk.getByRole('navigation').getByRole('link', { name: 'Conteúdo' }).click();
  await expect(desk.getByRole('heading', { name: 'Conteúdo do site' })).toBeVisible();
  await expect(desk.getByRole('figure', { name: /Prévia da página inicial/ })).toBeVisible();
  await shot(desk, 'banners');

  // A new banner: art uploaded, a title, a link, shown from now on.
  await desk.getByRole('button', { name: 'Novo banner' }).click();
  const form = desk.getByRole('dialog');
  // A file that is not an image is refused by the server, whatever its name says.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'semana.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(form.getByRole('alert')).toContainText('não é uma imagem');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'semana.png',
    mimeType: 'image/png',
    buffer: await bannerArt(desk, 'Semana do PIX'),
  });
  await expect(form.getByLabel('Endereço da imagem')).toHaveValue(/^\/content-images\/.+\.png$/);
  await form.getByLabel('Título (texto alternativo)').fill(title);
  await form.getByLabel('Destino do link').fill('/m/voucherCenter');
  await shot(desk, 'banner-form');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form).toHaveCount(0);

  // First in the carousel: moved up until it leads the list.
  const up = desk.getByRole('button', { name: `Subir “${title}”` });
  await expect(up).toBeVisible();
  while (await up.isEnabled()) {
    const rowsBefore = await desk.locator('tbody tr').allTextContents();
    await up.click();
    await expect.poll(() => desk.locator('tbody tr').allTextContents()).not.toEqual(rowsBefore);
  }
  await expect(desk.locator('tbody tr').first()).toContainText(title);
  await expect(desk.getByRole('figure').getByRole('img', { name: title })).toBeVisible();
  await shot(desk, 'banner-published');

  // The member's home shows it on the next visit, first in the carousel, with its link.
  await phone.reload();
  const banner = phone.getByRole('img', { name: title }).first();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await phone.screenshot({ path: 'docs/screenshots/admin-content-member-home.png', animations: 'disabled' });

  // The other content screens, photographed.
  for (const [tab, name] of [
    ['Avisos (letreiro)', 'notices'],
    ['Central de ajuda', 'help'],
    ['Atendimento', 'service'],
    ['Links do app e rodapé', 'site'],
  ] as const) {
    await desk.getByRole('tab', { name: tab }).click();
    await expect(desk.getByRole('table').or(desk.getByText('Links de download do app'))).toBeVisible();
    await shot(desk, name);
  }
  await desk.getByRole('tab', { name: 'Central de ajuda' }).click();
  await desk.getByRole('button', { name: 'Editar' }).first().click();
  await expect(desk.getByRole('dialog')).toBeVisible();
  await shot(desk, 'help-form');
  // The two refusals the journey asked for (the code step of the login, the file that is no image),
  // and the rich-text preview's sandbox refusing to run any script in it, are the only errors the
  // browser saw.
  const expected =
    /status of (401 \(Unauthorized\)|415 \(Unsupported Media Type\))|Blocked script execution in 'about:srcdoc'/;
  expect(problems.filter((p) => !expected.test(p))).toEqual([]);
  await context.close();
  await phone.context().close();
});
