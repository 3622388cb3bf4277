import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sandboxSecret, signWebhook } from '../src/modules/payments/payment-gateway.ts';
import { AccountClient } from './account-client.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { createTestApp, createTestDatabase } from './test-app.ts';

/** What the deposit, withdraw and PIX tests share: a paying member, the sandbox PSP, the operator. */

/** A member registered with a CPF of its own, and a call signed in as that member. */
export function payingMember(
  app: FastifyInstance,
  database: Database,
  options: { ip: string; prefix: string; merchant?: string },
) {
  return new AccountClient(app, database, options.ip, options.merchant).newMember(options.prefix);
}

export type PayingMember = Awaited<ReturnType<typeof payingMember>>;

/** A call to the back-office API as the operator whose token this is. */
export async function staffCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The ids of the merchant's PIX and bank-transfer methods, as the member reads them. */
export async function depositMethodIds(call: PayingMember['call']) {
  const list = (await call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
    id: number;
    code: string;
  }>;
  return {
    pix: list.find((m) => m.code === 'PIX')!.id,
    bank: list.find((m) => m.code === 'BANK_TRANSFER')!.id,
  };
}

/** The sandbox page's "pay" button, posted as a browser's form posts it. */
export const payInSandbox = (app: FastifyInstance, ref: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/pix/${ref}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** A PIX deposit paid at once through the sandbox. */
export async function depositByPix(app: FastifyInstance, member: PayingMember, amount: string) {
  const { pix } = await depositMethodIds(member.call);
  const order = await member.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount });
  const paid = await payInSandbox(app, order.body.value.payUrl.split('/').pop());
  expect(paid.statusCode).toBe(303);
  return order.body.value;
}

/** The headers the sandbox PSP signs a webhook body with. */
export async function pixWebhookHeaders(database: Database, body: string) {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': signWebhook(await sandboxSecret(database.db), timestamp, body),
  };
}

/** A payment notice for the charge, signed as the sandbox PSP signs it. */
export async function signedPixWebhook(
  app: FastifyInstance,
  database: Database,
  ref: string,
  amount: string,
) {
  const body = JSON.stringify({ providerRef: ref, amount, status: 'PAID' });
  const res = await app.inject({
    method: 'POST',
    url: '/wps/payments/pix/webhook',
    headers: await pixWebhookHeaders(database, body),
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * A test file's app on a database of its own, with the demo operator signed in; its members come
 * from addresses under `ipBase` so that rate limits of one test do not reach another.
 */
export function paymentsTestApp(ipBase: string) {
  let ip = 0;
  let drop: () => Promise<void>;
  const env = {
    app: undefined as unknown as FastifyInstance,
    database: undefined as unknown as Database,
    staffToken: '',
    newMember: () => {
      ip += 1;
      return payingMember(env.app, env.database, { ip: `${ipBase}${ip}`, prefix: 'pay' });
    },
    staff: (method: 'GET' | 'POST', url: string, body?: unknown) =>
      staffCall(env.app, env.staffToken, method, url, body),
  };
  beforeAll(async () => {
    ({ database: env.database, drop } = await createTestDatabase());
    env.app = await createTestApp(env.database);
    env.staffToken = await demoOperatorToken(env.app, env.database.db);
  });
  afterAll(async () => {
    await env.app.close();
    await drop();
  });
  return env;
}

/** The payment password the withdrawal tests set (readyToWithdraw). */
export const TEST_PAYMENT_PASSWORD = '246810';

/**
 * Makes a member ready to withdraw: identity approved, payment password TEST_PAYMENT_PASSWORD, a
 * PIX key in the member's own CPF. Answers that payout account's id.
 */
export async function readyToWithdraw(database: Database, m: PayingMember): Promise<string> {
  await verifiedIdentity(database.db, m.memberId);
  expect((await m.setPaymentPassword(TEST_PAYMENT_PASSWORD)).body.code).toBe('OK');
  const card = await m.call('POST', '/wps/member/bankCard', {
    kind: 'PIX',
    holderName: 'Maria Teste',
    pixKeyType: 'CPF',
    pixKey: m.cpf,
  });
  expect(card.body.code).toBe('OK');
  return card.body.value.id as string;
}
