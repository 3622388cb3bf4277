import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMerchantFile } from '../src/cli/merchant-file.ts';
import { seedMerchant } from '../src/db/seed/seed.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { assertNoSandboxInProduction } from '../src/modules/payments/merchant-gateway.ts';
import { builtInPixGateways } from '../src/modules/payments/payment-gateway.ts';
import { AccountClient } from './account-client.ts';
import { type PayingMember, payInSandbox, payingMember, signedPixWebhook } from './payments-client.ts';
import { createTestApp, useTestApp } from './test-app.ts';

const env = useTestApp();
/** The same database served with NODE_ENV=production. */
let production: FastifyInstance;
let ip = 0;

const ADDED = {
  code: 'SOL',
  name: 'Sol Bet',
  logoUrl: 'https://cdn.example/sol/logo.svg',
  brand: { primary: '#f59e0b', primaryContrast: '#111827', accent: '#10b981' },
  defaultLanguage: 'PT',
  languages: ['PT', 'EN'],
  currency: 'BRL',
  currencySymbol: 'R$',
  country: 'BR',
  flags: ['USERNAMEREG3'],
  hosts: ['sol.example.com'],
};

beforeAll(async () => {
  production = await createTestApp(env.database, { NODE_ENV: 'production' });
  // A merchant added for real with merchant:add, whose operator then set up a PIX method.
  const read = readMerchantFile(ADDED, { production: false });
  if (!read.ok) throw new Error(read.problems.join('\n'));
  await seedMerchant(env.db, {
    ...read.merchant,
    depositMethods: [{ code: 'PIX', name: 'PIX', min: 1_000, max: 5_000_000 }],
  });
});
afterAll(() => production.close());

function newMember(merchant = 'FICHA', on = env.app) {
  ip += 1;
  return payingMember(on, env.database, { ip: `10.9.0.${ip}`, prefix: 'gw', merchant });
}

const pixMethodId = async (merchant: string) =>
  (
    await env.db
      .selectFrom('deposit_methods')
      .innerJoin('merchants', 'merchants.id', 'deposit_methods.merchant_id')
      .select('deposit_methods.id')
      .where('merchants.code', '=', merchant)
      .where('deposit_methods.code', '=', 'PIX')
      .executeTakeFirstOrThrow()
  ).id;

const ordersOf = async (merchant: string) =>
  Number(
    (
      await env.db
        .selectFrom('deposit_orders')
        .innerJoin('merchants', 'merchants.id', 'deposit_orders.merchant_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchants.code', '=', merchant)
        .executeTakeFirstOrThrow()
    ).n,
  );

const signedWebhook = (on: FastifyInstance, ref: string, amount: string) =>
  signedPixWebhook(on, env.database, ref, amount);

/** A PIX order of the demo merchant, opened while the sandbox serves it. */
async function openPix(member: PayingMember, amount = '30') {
  const order = await member.call('POST', '/wps/relay/depositPaymentGateway', {
    methodId: await pixMethodId('FICHA'),
    amount,
  });
  expect(order.body.code).toBe('OK');
  return order.body.value as { orderId: string; pixCode: string; payUrl: string };
}

const balance = async (member: PayingMember) =>
  (await member.call('GET', '/wps/wallets/gcs')).body.value.sumBalance as string;

describe('the PIX gateway is a per-merchant setting (hardening 1)', () => {
  it('gives a merchant added with merchant:add no gateway: PIX is not offered and cannot be paid through the sandbox', async () => {
    const merchant = await env.db
      .selectFrom('merchants')
      .select(['demo', 'pix_gateway'])
      .where('code', '=', 'SOL')
      .executeTakeFirstOrThrow();
    expect(merchant).toEqual({ demo: false, pix_gateway: null });
    const m = await newMember('SOL');
    const methods = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list;
    expect(methods).toEqual([]);
    const before = await ordersOf('SOL');
    const refused = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: await pixMethodId('SOL'),
      amount: '50000',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'PIX_UNAVAILABLE',
      value: { field: 'methodId' },
    });
    expect(refused.body.message).toBe('PIX deposits are not available on this site.');
    expect(await ordersOf('SOL')).toBe(before);
    const unknown = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: 999_999,
      amount: '50',
    });
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', value: { field: 'methodId' } });
    expect(await ordersOf('SOL')).toBe(before);

    // Even a charge that claims to be the sandbox's (written straight into the table) is not paid.
    const member = await env.db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select(['members.id', 'members.merchant_id'])
      .where('merchants.code', '=', 'SOL')
      .executeTakeFirstOrThrow();
    await env.db
      .insertInto('deposit_orders')
      .values({
        merchant_id: member.merchant_id,
        member_id: member.id,
        method_id: await pixMethodId('SOL'),
        amount: '5000000',
        currency: 'BRL',
        status: 'PENDING',
        provider_ref: 'SBXFORGEDSOL0001',
        pix_code: '000201',
        gateway: 'sandbox',
        expires_at: sql<Date>`now() + interval '30 minutes'`,
      })
      .execute();
    expect((await env.app.inject({ method: 'GET', url: '/sandbox/pix/SBXFORGEDSOL0001' })).statusCode).toBe(
      404,
    );
    expect((await payInSandbox(env.app, 'SBXFORGEDSOL0001')).statusCode).toBe(404);
    const webhook = await signedWebhook(env.app, 'SBXFORGEDSOL0001', '50000.00');
    expect(webhook.body.code).toBe('PIX_UNAVAILABLE');
    const order = await env.db
      .selectFrom('deposit_orders')
      .select('status')
      .where('provider_ref', '=', 'SBXFORGEDSOL0001')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING');
    expect(await balance(m)).toBe('0.00');
  });

  it('lets merchant:add set the sandbox only on a demo site, and never in production', () => {
    const sandboxReal = readMerchantFile({ ...ADDED, pixGateway: 'sandbox' }, { production: false });
    expect(sandboxReal.ok).toBe(false);
    if (!sandboxReal.ok) expect(sandboxReal.problems.join()).toMatch(/^pixGateway: .*"demo": true/);
    const demo = readMerchantFile({ ...ADDED, demo: true, pixGateway: 'sandbox' }, { production: false });
    expect(demo.ok && demo.merchant.merchant).toMatchObject({ demo: true, pix_gateway: 'sandbox' });
    const live = readMerchantFile({ ...ADDED, demo: true, pixGateway: 'sandbox' }, { production: true });
    expect(live).toEqual({
      ok: false,
      problems: ['pixGateway: NODE_ENV=production refuses the sandbox gateway'],
    });
    const unknown = readMerchantFile({ ...ADDED, pixGateway: 'acme' }, { production: false });
    expect(unknown.ok).toBe(false);
    const plain = readMerchantFile({ ...ADDED, demo: true }, { production: false });
    expect(plain.ok && plain.merchant.merchant).toMatchObject({ demo: true, pix_gateway: null });
  });

  it('has the database refuse the sandbox on a merchant not marked as a demo site', async () => {
    await expect(
      env.db.updateTable('merchants').set({ pix_gateway: 'sandbox' }).where('code', '=', 'SOL').execute(),
    ).rejects.toThrow(/merchants_sandbox_demo_only/);
    await expect(
      env.db.updateTable('merchants').set({ demo: false }).where('code', '=', 'FICHA').execute(),
    ).rejects.toThrow(/merchants_sandbox_demo_only/);
  });

  it('still serves the demo merchant through the sandbox outside production', async () => {
    const m = await newMember();
    const methods = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list;
    expect(methods.map((x: { code: string }) => x.code)).toEqual(['PIX', 'BANK_TRANSFER']);
    // A bank transfer's method sent to the PIX call opens no order.
    const before = await ordersOf('FICHA');
    const wrongCall = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: methods[1].id,
      amount: '60',
    });
    expect(wrongCall.body).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'methodId' } });
    expect(await ordersOf('FICHA')).toBe(before);
    const order = await openPix(m, '25');
    expect((await payInSandbox(env.app, order.payUrl.split('/').pop() ?? '')).statusCode).toBe(303);
    expect(await balance(m)).toBe('25.00');
  });

  it('refuses the sandbox outright with NODE_ENV=production, and stops the server at start while a merchant uses it', async () => {
    const m = await newMember();
    // Opened before the switch to production, paid after it.
    const order = await openPix(m, '40');
    const ref = order.payUrl.split('/').pop() ?? '';
    const live = new AccountClient(production, env.database, m.c.ip, 'FICHA');
    const methods = (await live.call('GET', '/wps/relay/MCS2_depositBanksByVendor', { token: m.token })).body
      .value.list;
    expect(methods.map((x: { code: string }) => x.code)).toEqual(['BANK_TRANSFER']);
    const refused = await live.call('POST', '/wps/relay/depositPaymentGateway', {
      token: m.token,
      body: { methodId: await pixMethodId('FICHA'), amount: '40' },
    });
    expect(refused.body.code).toBe('PIX_UNAVAILABLE');
    expect((await production.inject({ method: 'GET', url: order.payUrl })).statusCode).toBe(404);
    expect((await payInSandbox(production, ref)).statusCode).toBe(404);
    expect((await signedWebhook(production, ref, '40.00')).body.code).toBe('PIX_UNAVAILABLE');
    const reopen = await live.call('GET', `/wps/relay/depositPixCharge?orderId=${order.orderId}`, {
      token: m.token,
    });
    expect(reopen.body.code).toBe('PIX_UNAVAILABLE');
    expect(await balance(m)).toBe('0.00');

    await expect(assertNoSandboxInProduction(env.db, builtInPixGateways, true)).rejects.toThrow(
      /NODE_ENV=production refuses the sandbox PIX gateway, which merchant\(s\) FICHA use/,
    );
    await expect(assertNoSandboxInProduction(env.db, builtInPixGateways, false)).resolves.toBeUndefined();
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});

describe('reopening an unpaid PIX charge from the deposit history (hardening 19)', () => {
  it('shows the same code, payment page and the time left, and the history marks it reopenable', async () => {
    const m = await newMember();
    const order = await openPix(m, '35');
    const report = (await m.call('GET', '/wps/relay/depositTransactioNReport')).body.value.list[0];
    expect(report).toMatchObject({ orderId: order.orderId, status: 'PENDING', reopenable: true });
    expect(Date.parse(report.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const again = await m.call('GET', `/wps/relay/depositPixCharge?orderId=${order.orderId}`);
    expect(again.body.code).toBe('OK');
    expect(again.body.value).toMatchObject({
      orderId: order.orderId,
      status: 'PENDING',
      method: 'PIX',
      amount: '35.00',
      pixCode: order.pixCode,
      payUrl: order.payUrl,
    });
    expect(again.body.value.expiresInSeconds).toBeGreaterThan(29 * 60);
    expect(again.body.value.expiresInSeconds).toBeLessThanOrEqual(30 * 60);
    expect(again.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it("refuses another member's order, a paid one, an expired one and a bank transfer, with clear codes", async () => {
    const owner = await newMember();
    const other = await newMember();
    const order = await openPix(owner, '15');
    const reopen = (who: typeof owner, id: string) =>
      who.call('GET', `/wps/relay/depositPixCharge?orderId=${id}`);

    const foreign = await reopen(other, order.orderId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const bank = await owner.call('POST', '/wps/relay/depositManualTransfer', {
      methodId: (await owner.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list.find(
        (x: { code: string }) => x.code === 'BANK_TRANSFER',
      ).id,
      amount: '60',
      reference: 'TED 1',
    });
    expect((await reopen(owner, bank.body.value.orderId)).body.code).toBe('NOT_FOUND');
    expect((await reopen(owner, 'abc')).status).toBe(400);
    const visitor = await owner.c.call('GET', `/wps/relay/depositPixCharge?orderId=${order.orderId}`);
    expect(visitor.body.code).toBe('UNAUTHORIZED');

    await env.db
      .updateTable('deposit_orders')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', order.orderId)
      .execute();
    const expired = await reopen(owner, order.orderId);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      code: 'PIX_CHARGE_EXPIRED',
      message: 'This PIX charge has expired. Create a new one.',
    });
    const rows = (await owner.call('GET', '/wps/relay/depositTransactioNReport')).body.value.list;
    expect(rows.find((r: { orderId: string }) => r.orderId === order.orderId).reopenable).toBe(false);
    // The sandbox, like a PSP, takes no payment of an expired charge.
    expect((await payInSandbox(env.app, order.payUrl.split('/').pop() ?? '')).statusCode).toBe(409);
    expect(await balance(owner)).toBe('0.00');

    const paid = await openPix(owner, '12');
    await payInSandbox(env.app, paid.payUrl.split('/').pop() ?? '');
    const closed = await reopen(owner, paid.orderId);
    expect(closed.body).toMatchObject({ code: 'ORDER_CLOSED', value: { status: 'APPROVED' } });
    expect(await balance(owner)).toBe('12.00');
  });
});
