import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { sandboxSecret, signWebhook } from '../src/modules/payments/payment-gateway.ts';
import { AccountClient, uniqueCpf, uniqueName } from './account-client.ts';
import { demoOperatorToken } from './staff-client.ts';
import { createTestApp, createTestDatabase } from './test-app.ts';

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let staffToken: string;
let ip = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  app = await createTestApp(database);
  staffToken = await demoOperatorToken(app, database.db);
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function newMember() {
  ip += 1;
  const c = new AccountClient(app, database, `10.3.0.${ip}`);
  const cpf = uniqueCpf();
  const reg = await c.register({
    username: uniqueName('pay'),
    password: 'Senha1234',
    confirmPassword: 'Senha1234',
    idNumber: cpf,
  });
  const token: string = reg.body.value.token;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    c.call(method, url, { token, ...(body !== undefined ? { body } : {}) });
  return { c, token, cpf, call };
}

const staff = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

const methods = async (call: Awaited<ReturnType<typeof newMember>>['call']) => {
  const list = (await call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
    id: number;
    code: string;
  }>;
  return {
    pix: list.find((m) => m.code === 'PIX')!.id,
    bank: list.find((m) => m.code === 'BANK_TRANSFER')!.id,
  };
};

async function depositByPix(member: Awaited<ReturnType<typeof newMember>>, amount: string) {
  const { pix } = await methods(member.call);
  const order = await member.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount });
  const ref = order.body.value.payUrl.split('/').pop();
  // As the sandbox page's form posts it from a browser.
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox/pix/${ref}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
  return order.body.value;
}

describe('deposit by PIX through the sandbox gateway', () => {
  it('creates a charge with QR and copy-and-paste code, and credits it once when paid', async () => {
    const m = await newMember();
    const { pix } = await methods(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '50' });
    expect(order.body.value).toMatchObject({
      status: 'PENDING',
      method: 'PIX',
      amount: '50.00',
      expiresInMinutes: 30,
    });
    expect(order.body.value.pixCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(order.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    const page = await app.inject({ method: 'GET', url: order.body.value.payUrl });
    expect(page.body).toContain('Pagar agora');
    await app.inject({ method: 'POST', url: `${order.body.value.payUrl}/pay` });
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value).toMatchObject({
      sumBalance: '50.00',
      currencySymbol: 'R$',
      cashBalance: '50.00',
    });
    await app.inject({ method: 'POST', url: `${order.body.value.payUrl}/pay` });
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('50.00');
    const report = await m.call('GET', '/wps/relay/depositTransactioNReport');
    expect(report.body.value.list[0]).toMatchObject({ amount: '50.00', status: 'APPROVED', method: 'PIX' });
  });

  it('ignores a replayed webhook and refuses a forged one', async () => {
    const m = await newMember();
    const { pix } = await methods(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
    const ref = order.body.value.payUrl.split('/').pop();
    const body = JSON.stringify({ providerRef: ref, amount: '20.00', status: 'PAID' });
    const forged = await app.inject({
      method: 'POST',
      url: '/wps/payments/pix/webhook',
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': String(Date.now()),
        'x-webhook-signature': 'a'.repeat(64),
      },
      payload: body,
    });
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    const timestamp = String(Date.now());
    const signed = {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': signWebhook(await sandboxSecret(database.db), timestamp, body),
    };
    expect(
      (
        await app.inject({ method: 'POST', url: '/wps/payments/pix/webhook', headers: signed, payload: body })
      ).json().code,
    ).toBe('OK');
    expect(
      (
        await app.inject({ method: 'POST', url: '/wps/payments/pix/webhook', headers: signed, payload: body })
      ).json().code,
    ).toBe('OK');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('20.00');
    const wrongAmount = JSON.stringify({ providerRef: ref, amount: '2000.00', status: 'PAID' });
    const ts2 = String(Date.now());
    const tampered = await app.inject({
      method: 'POST',
      url: '/wps/payments/pix/webhook',
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': ts2,
        'x-webhook-signature': signWebhook(await sandboxSecret(database.db), ts2, wrongAmount),
      },
      payload: wrongAmount,
    });
    expect(tampered.json().code).toBe('INVALID_AMOUNT');
  });

  it('refuses bad amounts with clear codes and changes nothing', async () => {
    const m = await newMember();
    const { pix } = await methods(m.call);
    for (const [amount, code] of [
      ['-5', 'INVALID_AMOUNT'],
      ['1.234', 'INVALID_AMOUNT'],
      ['abc', 'INVALID_AMOUNT'],
      ['99999999999999999', 'INVALID_AMOUNT'],
      ['5', 'AMOUNT_OUT_OF_RANGE'],
      ['50001', 'AMOUNT_OUT_OF_RANGE'],
    ] as const) {
      const res = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount });
      expect(res.body.code, amount).toBe(code);
    }
    expect((await m.call('GET', '/wps/relay/depositTransactioNReport')).body.value.total).toBe(0);
    const outOfRange = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: pix,
      amount: '5',
    });
    expect(outOfRange.body.message).toBe('The amount must be between R$10.00 and R$50,000.00.');
  });

  it('writes the limits of an out-of-range deposit as money in the language asked (hardening 15)', async () => {
    const m = await newMember();
    const { pix } = await methods(m.call);
    const ask = (language: string) =>
      m.c.call('POST', '/wps/relay/depositPaymentGateway', {
        token: m.token,
        body: { methodId: pix, amount: '5' },
        headers: { language },
      });
    // Intl puts a no-break space between "R$" and the digits in Portuguese.
    expect((await ask('PT')).body.message.replace(/\u00a0/g, ' ')).toBe(
      'O valor deve estar entre R$ 10,00 e R$ 50.000,00.',
    );
    expect((await ask('EN')).body.message).toBe('The amount must be between R$10.00 and R$50,000.00.');
  });

  it('shows the PIX sandbox page amount as money in the merchant language (hardening 15)', async () => {
    const m = await newMember();
    const { pix } = await methods(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: pix,
      amount: '1234.50',
    });
    const ref = order.body.value.payUrl.split('/').pop();
    const html = (await app.inject({ method: 'GET', url: `/sandbox/pix/${ref}` })).body;
    expect(html.replace(/\u00a0/g, ' ')).toContain('<p class="amount">R$ 1.234,50</p>');
  });

  it("answers 'free_reject' to a trial user and UNAUTHORIZED to a visitor (spec section 4 'Deposit button')", async () => {
    const trial = (
      await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token;
    const res = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { authorization: `Bearer ${trial}` },
    });
    expect(res.json().code).toBe('FREE_REJECT');
    expect(
      (await app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositBanksByVendor' })).json().code,
    ).toBe('UNAUTHORIZED');
    const wallet = await app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { authorization: `Bearer ${trial}` },
    });
    expect(wallet.json().value).toMatchObject({ currency: 'PLAY', sumBalance: '1000.00' });
  });
});

describe('manual bank transfer and promotions', () => {
  it('waits for the operator, who approves with a reason; the promotion credits a bonus with turnover', async () => {
    const m = await newMember();
    const { bank } = await methods(m.call);
    const promos = (await m.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    expect(promos[0]).toMatchObject({ percent: 100, maxBonus: '500.00', turnoverMultiplier: 10 });
    const order = await m.call('POST', '/wps/relay/depositManualTransfer', {
      methodId: bank,
      amount: '100',
      reference: 'TED 123456',
      promotionId: promos[0].id,
    });
    expect(order.body.value.status).toBe('PENDING');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('0.00');
    const approve = await staff('POST', `/ops/api/v1/deposits/${order.body.value.orderId}/approve`, {
      reason: 'Comprovante conferido',
    });
    expect(approve.body.value.status).toBe('APPROVED');
    const wallet = (await m.call('GET', '/wps/wallets/gcs')).body.value;
    expect(wallet).toMatchObject({
      cashBalance: '100.00',
      bonusBalance: '100.00',
      sumBalance: '200.00',
      unmetTurnover: '2000.00',
      withdrawable: '0.00',
    });
    const again = await staff('POST', `/ops/api/v1/deposits/${order.body.value.orderId}/approve`, {
      reason: 'twice',
    });
    expect(again.body.value.status).toBe('APPROVED');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('200.00');
    const history = (await m.call('GET', '/wps/relay/ODS2_MemberTransaction?pageSize=10')).body.value;
    expect(history.list.map((t: { txCode: string }) => t.txCode).sort()).toEqual([
      'DEPOSIT',
      'DEPOSIT_BONUS',
    ]);
    const filtered = (await m.call('GET', '/wps/relay/ODS2_MemberTransaction?txCode=DEPOSIT')).body.value;
    expect(filtered.total).toBe(1);
    expect((await m.call('GET', '/wps/relay/ODS2_MemberTransaction?pageNo=0')).status).toBe(400);
    expect((await m.call('GET', '/wps/relay/ODS2_MemberTransaction?startDate=yesterday')).status).toBe(400);
  });

  it('lets the operator reject a pending deposit, once', async () => {
    const m = await newMember();
    const { bank } = await methods(m.call);
    const order = await m.call('POST', '/wps/relay/depositManualTransfer', {
      methodId: bank,
      amount: '60',
      reference: 'PIX 9',
    });
    expect(
      (
        await staff('POST', `/ops/api/v1/deposits/${order.body.value.orderId}/reject`, {
          reason: 'Sem comprovante',
        })
      ).body.value.status,
    ).toBe('REJECTED');
    expect(
      (await staff('POST', `/ops/api/v1/deposits/${order.body.value.orderId}/approve`, { reason: 'late' }))
        .body.code,
    ).toBe('ORDER_CLOSED');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('0.00');
  });
});

describe('withdrawals', () => {
  async function funded(amount: string) {
    const m = await newMember();
    await depositByPix(m, amount);
    await m.call('PUT', '/wps/member/paymentPassword', {
      password: 'Senha1234',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const card = await m.call('POST', '/wps/member/bankCard', {
      kind: 'PIX',
      holderName: 'Maria Teste',
      pixKeyType: 'CPF',
      pixKey: m.cpf,
    });
    expect(card.body.code).toBe('OK');
    return { ...m, cardId: card.body.value.id as string };
  }

  it('holds the amount at request, pays it on approval; the history shows every step', async () => {
    const m = await funded('100');
    const cards = (await m.call('GET', '/wps/relay/MCS2_bankCards')).body.value.list;
    expect(cards[0]).toMatchObject({ kind: 'PIX', pixKeyType: 'CPF' });
    expect(cards[0].pixKey).toMatch(/^•••• \d{4}$/);
    const req = await m.call('POST', '/wps/transaction/withdraw', {
      cardId: m.cardId,
      amount: '40',
      paymentPassword: '246810',
    });
    expect(req.body.value).toMatchObject({ status: 'PENDING', amount: '40.00', balance: '60.00' });
    expect(
      (
        await staff('POST', `/ops/api/v1/withdrawals/${req.body.value.orderId}/approve`, {
          reason: 'Pago via PIX',
        })
      ).body.value.status,
    ).toBe('PAID');
    expect(
      (await staff('POST', `/ops/api/v1/withdrawals/${req.body.value.orderId}/reject`, { reason: 'late' }))
        .body.code,
    ).toBe('ORDER_CLOSED');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('60.00');
    const report = (await m.call('GET', '/wps/relay/MCS2_WithdrawTransactionReport')).body.value.list;
    expect(report[0]).toMatchObject({ amount: '40.00', status: 'PAID', reason: 'Pago via PIX' });
    const audit = (await staff('GET', '/ops/api/v1/audit')).body.value.list.map(
      (a: { action: string }) => a.action,
    );
    expect(audit).toContain('withdrawal.pay');
  });

  it('returns the amount when the operator rejects', async () => {
    const m = await funded('50');
    const req = await m.call('POST', '/wps/transaction/withdraw', {
      cardId: m.cardId,
      amount: '30',
      paymentPassword: '246810',
    });
    await staff('POST', `/ops/api/v1/withdrawals/${req.body.value.orderId}/reject`, {
      reason: 'Chave PIX divergente',
    });
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('50.00');
  });

  it('writes the limits of an out-of-range withdrawal as money in the language asked (hardening 15)', async () => {
    const m = await funded('100');
    const ask = (language: string) =>
      m.c.call('POST', '/wps/transaction/withdraw', {
        token: m.token,
        body: { cardId: m.cardId, paymentPassword: '246810', amount: '5' },
        headers: { language },
      });
    const pt = (await ask('PT')).body;
    expect(pt.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(pt.message.replace(/\u00a0/g, ' ')).toBe('O valor deve estar entre R$ 20,00 e R$ 50.000,00.');
    expect((await ask('EN')).body.message).toBe('The amount must be between R$20.00 and R$50,000.00.');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('100.00');
  });

  it("refuses bad amounts, a wrong payment password, another member's card, and amounts beyond the balance", async () => {
    const m = await funded('100');
    const other = await funded('30');
    const ask = (body: Record<string, string>) =>
      m.call('POST', '/wps/transaction/withdraw', {
        cardId: m.cardId,
        paymentPassword: '246810',
        amount: '25',
        ...body,
      });
    expect((await ask({ amount: '-10' })).body.code).toBe('INVALID_AMOUNT');
    expect((await ask({ amount: '10.001' })).body.code).toBe('INVALID_AMOUNT');
    expect((await ask({ amount: 'ten' })).body.code).toBe('INVALID_AMOUNT');
    expect((await ask({ amount: '1000000000000' })).body.code).toBe('INVALID_AMOUNT');
    expect((await ask({ amount: '5' })).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await ask({ amount: '100.01' })).body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: '100.00' },
    });
    expect((await ask({ paymentPassword: '000000' })).body.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await ask({ cardId: other.cardId })).body.code).toBe('CARD_NOT_OWNED');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('100.00');
    expect((await m.call('GET', '/wps/relay/MCS2_WithdrawTransactionReport')).body.value.total).toBe(0);
    const notMine = await m.call('POST', '/wps/member/bankCard', {
      kind: 'PIX',
      holderName: 'Maria Teste',
      pixKeyType: 'CPF',
      pixKey: other.cpf,
    });
    expect(notMine.body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'pixKey' } });
  });

  it('lets exactly the affordable ones of many concurrent withdrawals through', async () => {
    const m = await funded('100');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        m.call('POST', '/wps/transaction/withdraw', {
          cardId: m.cardId,
          amount: '20',
          paymentPassword: '246810',
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 'OK')).toHaveLength(5);
    expect(results.every((r) => r.body.code === 'OK' || r.body.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('0.00');
    expect(await auditLedger(database.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('asks for a payment password before the first withdrawal', async () => {
    const m = await newMember();
    await depositByPix(m, '30');
    const card = await m.call('POST', '/wps/member/bankCard', {
      kind: 'BANK',
      holderName: 'Ana Teste',
      bankName: 'Banco Demo',
      accountNumber: '12345-6',
    });
    const res = await m.call('POST', '/wps/transaction/withdraw', {
      cardId: card.body.value.id,
      amount: '20',
      paymentPassword: '123456',
    });
    expect(res.body).toMatchObject({
      code: 'PAYMENT_PASSWORD_REQUIRED',
      message: 'Set a payment password before withdrawing.',
    });
  });
});

describe('operator API access', () => {
  it('is for authenticated staff only, and writes every action to the audit log', async () => {
    expect((await app.inject({ method: 'GET', url: '/ops/api/v1/deposits' })).json().code).toBe(
      'UNAUTHORIZED',
    );
    const memberToken = (await newMember()).token;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/ops/api/v1/deposits',
          headers: { authorization: `Bearer ${memberToken}` },
        })
      ).json().code,
    ).toBe('UNAUTHORIZED');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/ops/api/v1/login',
          payload: { username: 'operador', password: 'wrong' },
        })
      ).json().code,
    ).toBe('INVALID_CREDENTIALS');
    const m = await newMember();
    const info = (await m.call('GET', '/wps/member/info')).body.value;
    const adjust = await staff('POST', '/ops/api/v1/adjustments', {
      memberId: info.id,
      amount: '15.50',
      reason: 'Goodwill',
      key: `gw-${info.id}`,
    });
    expect(adjust.body.value.balance).toBe('15.50');
    const repeat = await staff('POST', '/ops/api/v1/adjustments', {
      memberId: info.id,
      amount: '15.50',
      reason: 'Goodwill',
      key: `gw-${info.id}`,
    });
    expect(repeat.body.value.balance).toBe('15.50');
    const overdraw = await staff('POST', '/ops/api/v1/adjustments', {
      memberId: info.id,
      amount: '-100',
      reason: 'Too much',
      key: `od-${info.id}`,
    });
    expect(overdraw.body.code).toBe('INSUFFICIENT_FUNDS');
    const actions = (await staff('GET', '/ops/api/v1/audit')).body.value.list.map(
      (a: { action: string }) => a.action,
    );
    expect(actions.filter((a: string) => a === 'wallet.adjust').length).toBeGreaterThanOrEqual(1);
    expect(actions).toContain('staff.login');
  });
});
