import { type Browser, expect, type Page, test } from '@playwright/test';
import { openSignedIn, signIn, unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { demoOperatorToken } from './support/operator.ts';

// Issue 16 "Done means": with two browser contexts, a member opens live chat from the floating
// button, a SUPPORT staff member answers from the console (1366x768), both see the messages in
// real time and after a reload, and the member's chat badge counts the unread reply. Screens go to
// docs/screenshots/chat-*.png and admin-chat*.png.

const MEMBER = { username: 'jogador01', password: 'Jogador2026' };
const DESK = {
  viewport: { width: 1366, height: 768 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

const memberShot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/chat-${name}.png`, animations: 'disabled' });
const consoleShot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/admin-chat${name}.png`, animations: 'disabled' });

/** A SUPPORT staff member of the demo merchant, created by the demo operator; answers a console page signed in. */
async function supportConsole(browser: Browser, request: Parameters<typeof demoOperatorToken>[0]) {
  const operator = { Authorization: `Bearer ${await demoOperatorToken(request)}` };
  const { rows } = await e2eQuery("SELECT id FROM merchants WHERE code = 'FICHA'");
  const username = `suporte${Date.now().toString(36)}`;
  const password = 'Suporte-e2e-2026';
  await unwrap(
    await request.post('/ops/api/v1/staff', {
      headers: operator,
      data: {
        username,
        password,
        role: 'SUPPORT',
        merchantIds: [Number(rows[0]?.id)],
        reason: 'e2e live chat',
      },
    }),
  );
  const login = await unwrap<{ token: string; scope: string }>(
    await request.post('/ops/api/v1/login', { data: { username, password } }),
  );
  expect(login.scope).toBe('FULL');
  const context = await browser.newContext({ ...DESK, locale: 'pt-BR' });
  await context.addInitScript((t) => sessionStorage.setItem('ficha-admin-token', t), login.token);
  return context.newPage();
}

test('a member chats with a SUPPORT staff member live, both keep the history, and the badge counts the unread reply', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await signIn(request, MEMBER);
  await openSignedIn(page, session);

  // The member opens live chat from the floating customer-service button.
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Abrir atendimento ao cliente' }).click();
  await page.getByRole('button', { name: /Chat ao vivo/ }).click();
  await expect(page).toHaveURL(/\/m\/chat\?/);
  await expect(page.getByRole('heading', { name: 'Atendimento ao vivo' })).toBeVisible();
  await expect(page.getByText('Fale com a gente')).toBeVisible();
  await memberShot(page, 'empty');
  await page.getByPlaceholder('Escreva sua mensagem…').fill('Olá! Meu depósito por PIX ainda não apareceu.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Olá! Meu depósito por PIX ainda não apareceu.')).toBeVisible();
  await expect(page.getByText(/Enviada/)).toBeVisible();

  // SUPPORT answers from the console.
  const desk = await supportConsole(browser, request);
  await desk.goto('/admin/chat');
  await expect(desk.getByRole('heading', { name: 'Chat ao vivo' })).toBeVisible();
  const row = desk.getByRole('listitem').filter({ hasText: MEMBER.username });
  await row.click();
  await expect(
    desk.getByRole('log').getByText('Olá! Meu depósito por PIX ainda não apareceu.'),
  ).toBeVisible();
  await expect(desk.getByText('Saldos')).toBeVisible();
  await desk.getByPlaceholder(/Responder/).fill('Olá! Vou verificar o seu depósito agora mesmo.');
  await desk.getByRole('button', { name: 'Enviar', exact: true }).click();

  // The member sees it in real time; staff see the member has read it.
  await expect(page.getByText('Olá! Vou verificar o seu depósito agora mesmo.')).toBeVisible();
  await expect(desk.getByText(/Lida pelo membro/)).toBeVisible();
  // The member types: the console shows it live.
  await page.getByPlaceholder('Escreva sua mensagem…').fill('Obrigado');
  await expect(desk.getByText('O membro está digitando…')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(desk.getByRole('log').getByText('Obrigado', { exact: true })).toBeVisible();
  await expect(page.getByText(/Lida/).first()).toBeVisible();
  await memberShot(page, 'conversation');
  await consoleShot(desk, '');

  // Both keep the conversation after a reload.
  await page.reload();
  await expect(page.getByText('Olá! Vou verificar o seu depósito agora mesmo.')).toBeVisible();
  await expect(page.getByText('Obrigado', { exact: true })).toBeVisible();
  await desk.reload();
  await desk.getByRole('listitem').filter({ hasText: MEMBER.username }).click();
  await expect(desk.getByRole('log').getByText('Obrigado', { exact: true })).toBeVisible();

  // The member leaves the chat; a reply arrives while away: with no reload and no call for the
  // counts (the server pushes them on the tab's live socket), the button's badge counts it and
  // the menu's unread total grows by one (issue 16 part 3).
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  const menuBadge = page.locator('.bottom-menu__item').first().locator('.unread-badge [aria-hidden]');
  const menuTotal = async () => Number((await menuBadge.count()) ? await menuBadge.textContent() : 0);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  await page.waitForTimeout(1_000);
  const totalBefore = await menuTotal();
  const countCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/wps\/relay\/(CSP|CBS)_unreadCount/.test(req.url())) countCalls.push(req.url());
  });
  await desk.getByPlaceholder(/Responder/).fill('Encontrei: o depósito foi creditado.');
  await desk.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(desk.getByRole('log').getByText('Encontrei: o depósito foi creditado.')).toBeVisible();
  const fab = page.getByRole('button', { name: 'Abrir atendimento ao cliente' });
  await expect(fab.getByText('1 mensagem não lida')).toBeAttached();
  await expect(fab.locator('.chat-badge [aria-hidden]')).toHaveText('1');
  await expect.poll(menuTotal).toBe(totalBefore + 1);

  // An operator writes to the member's inbox: the total grows again, live.
  await unwrap(
    await request.post('/ops/api/v1/messages/inbox', {
      headers: { Authorization: `Bearer ${await demoOperatorToken(request)}` },
      data: {
        merchantId: Number((await e2eQuery("SELECT id FROM merchants WHERE code = 'FICHA'")).rows[0]?.id),
        audience: 'MEMBER',
        audienceValue: MEMBER.username,
        title: 'Seu depósito foi verificado',
        content: 'Obrigado pela paciência.',
      },
    }),
  );
  await expect.poll(menuTotal).toBe(totalBefore + 2);
  expect(countCalls).toEqual([]);
  await fab.click();
  await expect(page.getByRole('button', { name: /Chat ao vivo/ }).locator('.chat-badge')).toContainText('1');
  await memberShot(page, 'badge');
  await consoleShot(desk, '-reply');

  // Opening the chat reads the reply: the badge is gone.
  await page.getByRole('button', { name: /Chat ao vivo/ }).click();
  await expect(page.getByText('Encontrei: o depósito foi creditado.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Abrir atendimento ao cliente' }).locator('.chat-badge'),
  ).toHaveCount(0);
  await desk.context().close();
});
