import { describe, expect, it } from 'vitest';
import { depositMethodIds, paymentsTestApp, pixWebhookHeaders } from './payments-client.ts';
import { permissiveWelcomeBonus } from './promotion-fixtures.ts';
import { merchantIdOf } from './test-app.ts';

const env = paymentsTestApp('10.3.0.');
const { newMember, staff } = env;

describe('deposit by PIX through the sandbox gateway', () => {
  it('creates a charge with QR and copy-and-paste code, and credits it once when paid', async () => {
    const m = await newMember();
    const { pix } = await depositMethodIds(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '50' });
    expect(order.body.value).toMatchObject({
      status: 'PENDING',
      method: 'PIX',
      amount: '50.00',
      expiresInMinutes: 30,
    });
    expect(order.body.value.pixCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(order.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    const page = await env.app.inject({ method: 'GET', url: order.body.value.payUrl });
    expect(page.body).toContain('Pagar agora');
    await env.app.inject({ method: 'POST', url: `${order.body.value.payUrl}/pay` });
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value).toMatchObject({
      sumBalance: '50.00',
      currencySymbol: 'R$',
      cashBalance: '50.00',
    });
    await env.app.inject({ method: 'POST', url: `${order.body.value.payUrl}/pay` });
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('50.00');
    const report = await m.call('GET', '/wps/relay/depositTransactioNReport');
    expect(report.body.value.list[0]).toMatchObject({ amount: '50.00', status: 'APPROVED', method: 'PIX' });
  });

  it('ignores a replayed webhook and refuses a forged one', async () => {
    const m = await newMember();
    const { pix } = await depositMethodIds(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
    const ref = order.body.value.payUrl.split('/').pop();
    const body = JSON.stringify({ providerRef: ref, amount: '20.00', status: 'PAID' });
    const forged = await env.app.inject({
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
    const signed = await pixWebhookHeaders(env.database, body);
    const deliver = async () =>
      (
        await env.app.inject({
          method: 'POST',
          url: '/wps/payments/pix/webhook',
          headers: signed,
          payload: body,
        })
      ).json().code;
    expect(await deliver()).toBe('OK');
    expect(await deliver()).toBe('OK');
    expect((await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('20.00');
    const wrongAmount = JSON.stringify({ providerRef: ref, amount: '2000.00', status: 'PAID' });
    const tampered = await env.app.inject({
      method: 'POST',
      url: '/wps/payments/pix/webhook',
      headers: await pixWebhookHeaders(env.database, wrongAmount),
      payload: wrongAmount,
    });
    expect(tampered.json().code).toBe('INVALID_AMOUNT');
  });

  it('refuses bad amounts with clear codes and changes nothing', async () => {
    const m = await newMember();
    const { pix } = await depositMethodIds(m.call);
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
    const { pix } = await depositMethodIds(m.call);
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
    const { pix } = await depositMethodIds(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: pix,
      amount: '1234.50',
    });
    const ref = order.body.value.payUrl.split('/').pop();
    const html = (await env.app.inject({ method: 'GET', url: `/sandbox/pix/${ref}` })).body;
    expect(html.replace(/\u00a0/g, ' ')).toContain('<p class="amount">R$ 1.234,50</p>');
  });

  it("answers 'free_reject' to a trial user and UNAUTHORIZED to a visitor (spec section 4 'Deposit button')", async () => {
    const trial = (
      await env.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token;
    const res = await env.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { authorization: `Bearer ${trial}` },
    });
    expect(res.json().code).toBe('FREE_REJECT');
    expect(
      (await env.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositBanksByVendor' })).json().code,
    ).toBe('UNAUTHORIZED');
    const wallet = await env.app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { authorization: `Bearer ${trial}` },
    });
    expect(wallet.json().value).toMatchObject({ currency: 'PLAY', sumBalance: '1000.00' });
  });
});

describe('manual bank transfer and promotions', () => {
  it('offers a Brazilian merchant no deposit bonus (Lei 14.790/2023 art. 29)', async () => {
    const m = await newMember();
    expect((await m.call('GET', '/wps/relay/depositPromoList')).body.value.list).toEqual([]);
    // Ficha's deposit-bonus terms below run on a permissive profile, with its former welcome bonus.
    await permissiveWelcomeBonus(env.database.db, await merchantIdOf(env.database.db));
  });

  it('waits for the operator, who approves with a reason; the promotion credits a bonus with turnover', async () => {
    const m = await newMember();
    const { bank } = await depositMethodIds(m.call);
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
    const { bank } = await depositMethodIds(m.call);
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
