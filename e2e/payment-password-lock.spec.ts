import { type APIRequestContext, expect, test } from '@playwright/test';
import { lastSmsCode, uniqueMobile, validCpf } from './support/account-helpers.ts';
import { sealed, unwrap } from './support/api.ts';
import { e2eQuery } from './support/database.ts';
import { verifiedIdentity } from './support/kyc.ts';

// Hardening 5 at the phone viewport: a player who types wrong payment passwords until the lock
// sees it on the withdraw screen with until when, resets the password with an SMS code from
// there, and withdraws with the new one.

const LOGIN_PASSWORD = 'Senha1234';
const PAYMENT_PASSWORD = '246810';
const NEW_PAYMENT_PASSWORD = '975310';

/**
 * A new player registered by mobile number (so the number is bound), with a payment password,
 * a PIX payout account and R$ 50 deposited through the sandbox: all through the API.
 */
async function fundedPlayer(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const cpf = validCpf();
  await unwrap(
    await request.post('/wps/verification/sms/register', {
      data: { mobileNum: mobile, countryDialingCode: '+55' },
    }),
  );
  const { captchaKey } = await unwrap<{ captchaKey: string }>(await request.get('/wps/captcha'));
  const captcha = String(
    (await e2eQuery('SELECT answer FROM captchas WHERE id = $1', [captchaKey])).rows[0]?.answer,
  );
  const registration = await sealed(request, {
    registerMethod: 'H5',
    countryDialingCode: '+55',
    mobileNum: mobile,
    verificationCode: await lastSmsCode(`+55${mobile}`),
    password: LOGIN_PASSWORD,
    confirmPassword: LOGIN_PASSWORD,
    idNumber: cpf,
    ageConfirmed: true,
    captchaKey,
    captcha,
  });
  const session = await unwrap<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(
    await request.put('/wps/member/register/mobile', {
      headers: { Encryption: registration.header },
      data: registration.body,
    }),
  );
  const headers = { Authorization: `Bearer ${session.token}` };
  await unwrap(
    await request.put('/wps/member/paymentPassword', {
      headers,
      data: {
        password: LOGIN_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
    }),
  );
  await unwrap(
    await request.post('/wps/member/bankCard', {
      headers,
      data: { kind: 'PIX', holderName: 'Jogadora Teste', pixKeyType: 'CPF', pixKey: cpf },
    }),
  );
  await verifiedIdentity(session.userName);
  const methods = await unwrap<{ list: Array<{ id: number; code: string }> }>(
    await request.get('/wps/relay/MCS2_depositBanksByVendor', { headers }),
  );
  const pix = methods.list.find((method) => method.code === 'PIX');
  const order = await unwrap<{ payUrl: string }>(
    await request.post('/wps/relay/depositPaymentGateway', {
      headers,
      data: { methodId: pix?.id, amount: '50' },
    }),
  );
  expect((await request.post(`${order.payUrl}/pay`, { form: {}, maxRedirects: 0 })).status()).toBe(303);
  // As if the player registered a while ago: a number gets one code a minute, whatever it is for.
  await e2eQuery(
    "UPDATE verification_codes SET created_at = now() - interval '2 minutes' WHERE recipient = $1",
    [`+55${mobile}`],
  );
  return { session, mobile };
}

test('a player locks the payment password, sees the lock, resets it by SMS code and withdraws (hardening 5)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, mobile } = await fundedPlayer(request);
  await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    ...session,
    merchantCode: 'FICHA',
  });
  await page.goto('/m/withdraw');

  const amount = page.getByLabel('Valor do saque');
  const password = page.getByLabel('Senha de saque (6 dígitos)');
  const submit = page.getByRole('button', { name: 'Solicitar saque' });
  await expect(page.getByRole('radio', { name: /PIX · CPF/ })).toBeChecked();
  await amount.fill('20');
  for (let left = 4; left >= 1; left -= 1) {
    await password.fill('000000');
    await submit.click();
    await expect(page.locator('.money-field').getByRole('alert')).toHaveText(
      `Senha de pagamento incorreta. Tentativas restantes: ${left}.`,
    );
  }
  await password.fill('000000');
  await submit.click();

  // The fifth wrong one locks it: the form gives way to the lock, until when, and the reset.
  const lock = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Senha de saque bloqueada' }) });
  await expect(lock).toBeVisible();
  await expect(submit).toBeHidden();
  const { rows } = await e2eQuery(
    "SELECT payment_password_locked_until FROM members WHERE mobile_num = $1 AND country_dialing_code = '+55'",
    [mobile],
  );
  const until = new Date(rows[0]?.payment_password_locked_until as Date);
  const shown = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(until);
  await expect(lock).toContainText(`Muitas tentativas erradas. Bloqueada até ${shown}`);
  // A reload still shows it: the lock is the server's, not the page's.
  await page.reload();
  await expect(lock).toBeVisible();

  await lock.getByRole('button', { name: 'Redefinir senha de saque' }).click();
  const sheet = page.getByRole('dialog', { name: 'Redefinir senha de pagamento' });
  await expect(sheet.getByLabel(`Código SMS para +55 ${mobile}`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código enviado' })).toBeVisible();
  await sheet.getByLabel(`Código SMS para +55 ${mobile}`).fill(await lastSmsCode(`+55${mobile}`));
  await sheet.getByLabel('Senha de pagamento', { exact: true }).fill(NEW_PAYMENT_PASSWORD);
  await sheet.getByLabel('Confirmar senha de pagamento').fill(NEW_PAYMENT_PASSWORD);
  await sheet.getByRole('button', { name: 'Salvar' }).click();
  await expect(sheet).toBeHidden();
  await expect(lock).toBeHidden();

  await amount.fill('20');
  await password.fill(NEW_PAYMENT_PASSWORD);
  await submit.click();
  await expect(page.getByRole('region', { name: 'Saque solicitado' })).toBeVisible();
  const orders = await e2eQuery(
    `SELECT w.status, w.amount::text AS amount FROM withdrawal_orders w JOIN members m ON m.id = w.member_id
     WHERE m.mobile_num = $1`,
    [mobile],
  );
  expect(orders.rows).toEqual([{ status: 'PENDING', amount: '2000' }]);
});
