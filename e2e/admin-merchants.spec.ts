import { expect, type Page, test } from '@playwright/test';
import { unwrap } from './support/api.ts';
import { screenshotAs, signedInConsole } from './support/desk.ts';
import { demoOperatorToken } from './support/operator.ts';

// Issue 15 part 8: an ADMIN changes the brand colour in the console's merchant editor, at a desk
// (1366x768), and a member's phone beside it shows the site in the new colour on its next load.
// The list and the editor with its phone preview are photographed to docs/screenshots.

const NEW_PRIMARY = '#c026d3';

const shot = (page: Page, name: string) => screenshotAs(page, `admin-${name}`);

const brandPrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());

test('an ADMIN changes the brand colour and a phone shows it on its next load', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await demoOperatorToken(request);
  const operator = { Authorization: `Bearer ${token}` };
  const { list } = await unwrap<{ list: Array<{ id: number; code: string; brand: { primary: string } }> }>(
    await request.get('/ops/api/v1/merchants', { headers: operator }),
  );
  const ficha = list.find((m) => m.code === 'FICHA');
  if (!ficha) throw new Error('the demo merchant FICHA is seeded');
  const original = ficha.brand.primary;

  // The member's phone, on the site as it is.
  await page.goto('/m/');
  await expect.poll(() => brandPrimary(page)).toBe(original);

  const admin = await signedInConsole(browser, token);
  await admin.goto('/admin/merchants');
  await expect(admin.getByRole('heading', { name: 'Operadores' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByRole('cell', { name: 'Rio Sorte' })).toBeVisible();
  await shot(admin, 'merchants');

  await admin.getByRole('cell', { name: 'FICHA', exact: true }).click();
  const mainColour = admin.getByLabel('Cor principal', { exact: true });
  await expect(mainColour).toHaveValue(original);
  await mainColour.fill(NEW_PRIMARY);
  await mainColour.press('Enter');
  // The preview repaints from the draft before anything is saved.
  const preview = admin.getByTestId('phone-preview').getByRole('img');
  await expect
    .poll(() => preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--brand-primary').trim()))
    .toBe(NEW_PRIMARY);
  await admin.getByLabel('Motivo (fica no registro de auditoria)').fill('cores da campanha');
  await shot(admin, 'merchants-editor');
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Salvo: o site dos jogadores mostra')).toBeVisible();

  // The phone's next load shows the new colour (the site boots from the consolidated settings).
  await expect
    .poll(
      async () => {
        await page.reload();
        return brandPrimary(page);
      },
      { timeout: 30_000 },
    )
    .toBe(NEW_PRIMARY);

  // A stale form (read before the save) is refused rather than overwriting it.
  const stale = await request.post(`/ops/api/v1/merchants/${ficha.id}/settings`, {
    headers: operator,
    data: {
      version: 1,
      settings: (
        await unwrap<{ settings: object }>(
          await request.get(`/ops/api/v1/merchants/${ficha.id}`, { headers: operator }),
        )
      ).settings,
    },
  });
  expect(stale.status()).toBe(409);

  // A new merchant: a real site is offered no sandbox gateway, and the console says why.
  await admin.getByRole('link', { name: 'Voltar aos operadores' }).click();
  await admin.getByRole('button', { name: 'Novo operador' }).click();
  await expect(admin.getByRole('heading', { name: 'Novo operador' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(admin.getByText('só um site de demonstração pode usá-lo')).toBeVisible();
  await shot(admin, 'merchants-new');

  // Put the demo colour back for the journeys that follow.
  const current = await unwrap<{ version: number; settings: { brand: object } }>(
    await request.get(`/ops/api/v1/merchants/${ficha.id}`, { headers: operator }),
  );
  await unwrap(
    await request.post(`/ops/api/v1/merchants/${ficha.id}/settings`, {
      headers: operator,
      data: {
        version: current.version,
        settings: { ...current.settings, brand: { ...current.settings.brand, primary: original } },
      },
    }),
  );
  await admin.context().close();
});
