import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { depositByPix, paymentsTestApp, readyToWithdraw } from './payments-client.ts';

const env = paymentsTestApp('10.3.1.');
const { newMember, staff } = env;

describe('withdrawals', () => {
  async function funded(amount: string) {
    const m = await newMember();
    await depositByPix(env.app, m, amount);
    return { ...m, cardId: await readyToWithdraw(env.database, m) };
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
    expect(await auditLedger(env.database.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('asks for a payment password before the first withdrawal', async () => {
    const m = await newMember();
    await depositByPix(env.app, m, '30');
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
    expect((await env.app.inject({ method: 'GET', url: '/ops/api/v1/deposits' })).json().code).toBe(
      'UNAUTHORIZED',
    );
    const memberToken = (await newMember()).token;
    expect(
      (
        await env.app.inject({
          method: 'GET',
          url: '/ops/api/v1/deposits',
          headers: { authorization: `Bearer ${memberToken}` },
        })
      ).json().code,
    ).toBe('UNAUTHORIZED');
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/ops/api/v1/login',
          payload: { username: 'operador', password: 'wrong' },
        })
      ).json().code,
    ).toBe('INVALID_CREDENTIALS');
    const m = await newMember();
    const info = (await m.call('GET', '/wps/member/info')).body.value;
    const adjust = (amount: string, reason: string, key: string) =>
      staff('POST', '/ops/api/v1/adjustments', { memberId: info.id, amount, reason, key });
    expect((await adjust('15.50', 'Goodwill', `gw-${info.id}`)).body.value.balance).toBe('15.50');
    // The same key again is the same adjustment, not a second one.
    expect((await adjust('15.50', 'Goodwill', `gw-${info.id}`)).body.value.balance).toBe('15.50');
    expect((await adjust('-100', 'Too much', `od-${info.id}`)).body.code).toBe('INSUFFICIENT_FUNDS');
    const actions = (await staff('GET', '/ops/api/v1/audit')).body.value.list.map(
      (a: { action: string }) => a.action,
    );
    expect(actions.filter((a: string) => a === 'wallet.adjust').length).toBeGreaterThanOrEqual(1);
    expect(actions).toContain('staff.login');
  });
});
