import { beforeAll, describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { seedChatObjects } from './chat-helpers.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { type ChatRows, chatCases, chatStateOf } from './ops-idor-chat.ts';
import { type ContentRows, contentCases, contentRowsOf } from './ops-idor-content.ts';
import { gamesAndRgCases, gamesAndRgStateOf } from './ops-idor-games-rg.ts';
import { lotteryCases, lotteryPeriodOf, lotteryStateOf } from './ops-idor-lottery.ts';
import { merchantCases } from './ops-idor-merchants.ts';
import { type MessageRows, messageCases, messageRowsOf, messageStateOf } from './ops-idor-messages.ts';
import { programmeCases, programmeStateOf, programmeWorlds } from './ops-idor-player-programmes.ts';
import type { RouteCase as RouteCaseOf } from './ops-idor-route-case.ts';
import { demoOperatorToken, type OpsMethod, opsCall, opsOperations, staffToken } from './staff-client.ts';
import { addStaff, type TestStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Hardening 8: every operator query is scoped to the staff member's merchant. Merchant A's staff
// (each role) ask every /ops route for merchant B's objects: they get 403 or 404 and nothing of B,
// and B's objects are unchanged. The routes come from the app itself, so a new /ops route fails
// the first test until its case is written below.

const env = useTestApp();
let ip = 0;

interface MerchantWorld {
  merchantId: number;
  memberId: string;
  memberUsername: string;
  depositId: string;
  withdrawalId: string;
  /** An adjustment above the four-eyes threshold, waiting for a second staff member. */
  requestId: string;
  /** A popup announcement and a member's feedback (issue 16). */
  messages: MessageRows;
  staff: TestStaff;
  /** Strings that only this merchant's data contains. */
  markers: string[];
  /** A live-chat conversation with an image, a canned reply and a live model (issue 16). */
  chat: ChatRows;
  /** One of each content row the merchant's site shows (issue 15 part 6). */
  content: ContentRows;
}

let A: MerchantWorld;
let B: MerchantWorld;
let aStaff: Array<{ role: string; token: string }>;

/** What a route is asked, with B's objects in it; null: the route has no merchant object. */
type RouteCase = RouteCaseOf<MerchantWorld>;

const reason = { reason: 'idor matrix' };
const ROUTE_CASES: Record<string, RouteCase> = {
  // Before login, and the staff member's own second factor: no merchant object to ask for.
  'POST /ops/api/v1/login': null,
  'GET /ops/api/v1/me': null,
  'POST /ops/api/v1/totp/enrolment': null,
  'POST /ops/api/v1/totp/enrolment/confirm': null,
  'GET /ops/api/v1/deposits': () => ({}),
  'GET /ops/api/v1/withdrawals': () => ({}),
  'GET /ops/api/v1/audit': () => ({}),
  'POST /ops/api/v1/deposits/{id}/approve': (b) => ({ params: { id: b.depositId }, body: reason }),
  'POST /ops/api/v1/deposits/{id}/reject': (b) => ({ params: { id: b.depositId }, body: reason }),
  'POST /ops/api/v1/withdrawals/{id}/approve': (b) => ({ params: { id: b.withdrawalId }, body: reason }),
  'POST /ops/api/v1/withdrawals/{id}/reject': (b) => ({ params: { id: b.withdrawalId }, body: reason }),
  'POST /ops/api/v1/adjustments': (b) => ({
    body: { memberId: Number(b.memberId), amount: '5.00', reason: 'idor matrix', key: `idor-${b.memberId}` },
  }),
  'POST /ops/api/v1/staff/{id}/totp/reset': (b) => ({ params: { id: String(b.staff.id) }, body: reason }),
  'POST /ops/api/v1/members/{id}/block': (b) => ({ params: { id: b.memberId }, body: reason }),
  'GET /ops/api/v1/adjustments/requests': () => ({}),
  'POST /ops/api/v1/adjustments/requests/{id}/approve': (b) => ({
    params: { id: b.requestId },
    body: reason,
  }),
  'POST /ops/api/v1/adjustments/requests/{id}/reject': (b) => ({ params: { id: b.requestId }, body: reason }),
  'GET /ops/api/v1/staff': () => ({}),
  'GET /ops/api/v1/staff/{id}': (b) => ({ params: { id: String(b.staff.id) } }),
  'PUT /ops/api/v1/staff/{id}': (b) => ({
    params: { id: String(b.staff.id) },
    body: { role: 'READ_ONLY', version: 1, reason: 'idor matrix' },
  }),
  'POST /ops/api/v1/staff/{id}/disable': (b) => ({ params: { id: String(b.staff.id) }, body: reason }),
  'POST /ops/api/v1/staff/{id}/enable': (b) => ({ params: { id: String(b.staff.id) }, body: reason }),
  // No object of B in the path: an account for B's merchant is what is asked for.
  'POST /ops/api/v1/staff': (b) => ({
    body: {
      username: `idor_${b.merchantId}`,
      password: 'Idor-matrix-2026',
      role: 'SUPPORT',
      merchantIds: [b.merchantId],
      reason: 'idor matrix',
    },
  }),
  // The back-office console (issue 15).
  'GET /ops/api/v1/console/session': () => ({}),
  'GET /ops/api/v1/dashboard': (b) => ({
    query: { merchantId: String(b.merchantId), from: '2026-01-01', to: '2026-12-31' },
  }),
  'GET /ops/api/v1/players': (b) => ({ query: { q: b.memberUsername, merchantId: String(b.merchantId) } }),
  'GET /ops/api/v1/players/{id}': (b) => ({ params: { id: b.memberId } }),
  'POST /ops/api/v1/players/{id}/unblock': (b) => ({ params: { id: b.memberId }, body: reason }),
  'GET /ops/api/v1/players/{id}/notes': (b) => ({ params: { id: b.memberId } }),
  'POST /ops/api/v1/players/{id}/notes': (b) => ({
    params: { id: b.memberId },
    body: { text: 'idor matrix' },
  }),
  'POST /ops/api/v1/players/{id}/password/reset': (b) => ({
    params: { id: b.memberId },
    body: { channel: 'SMS', reason: 'idor matrix' },
  }),
  'GET /ops/api/v1/merchants/{merchantId}/payment-settings': (b) => ({
    params: { merchantId: String(b.merchantId) },
  }),
  'PUT /ops/api/v1/merchants/{merchantId}/payment-settings': (b) => ({
    params: { merchantId: String(b.merchantId) },
    body: {
      pixGateway: null,
      depositMethods: [],
      withdrawMin: '1.00',
      withdrawMax: '2.00',
      withdrawDailyMax: '3.00',
      version: 1,
      reason: 'idor matrix',
    },
  }),
  // A stream that never ends (not for inject); its events name a merchant and a queue, never an
  // order, and only the staff member's own merchant's (cashierEventOf, backoffice-players test).
  'GET /ops/api/v1/cashier/events': null,
  // The merchants themselves (issue 15 part 8): B itself, its settings and images, B's host name.
  ...(merchantCases() as Record<string, RouteCase>),
  // The lottery's operator routes (issue 14 part 5): B's games and B's period.
  ...(lotteryCases() as Record<string, RouteCase>),
  // Messages (issue 16): B's announcements, inbox and feedback, named by merchant or by id.
  ...(messageCases(() => A.merchantId) as Record<string, RouteCase>),
  // The live chat (issue 16): B's conversation, image, canned reply, live model; B's merchant asked by name.
  ...(chatCases() as Record<string, RouteCase>),
  // The content screens (issue 15 part 6): B's rows, and lists and new rows for B's merchant.
  ...(contentCases() as Record<string, RouteCase>),
  // The game catalogue, the GGR report and responsible gaming (issues 15 and 19).
  ...(gamesAndRgCases() as Record<string, RouteCase>),
  // Identity verification, agents, promotions, VIP (issues 17 to 19).
  ...(programmeCases(() => A.merchantId) as Record<string, RouteCase>),
};

const asStaff = (token: string, method: string, url: string, body?: object) =>
  opsCall(env.app, token, method as OpsMethod, url, body);

/** A member of a merchant with a pending deposit and a pending withdrawal, and an ADMIN of it. */
async function merchantWorld(code: 'FICHA' | 'RIO', platformToken: string): Promise<MerchantWorld> {
  const merchantId = await merchantIdOf(env.db, code);
  ip += 1;
  const client = new AccountClient(env.app, env.database, `10.8.0.${ip}`, code);
  const member = await client.newMember(code === 'FICHA' ? 'ida' : 'idb');
  const { call, username, setPaymentPassword } = member;
  const memberId = String(member.memberId);
  const marker = `${code}-SECRET-${memberId}`;
  const methods = (await call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
    id: number;
    code: string;
  }>;
  const deposit = await call('POST', '/wps/relay/depositManualTransfer', {
    methodId: methods.find((m) => m.code === 'BANK_TRANSFER')!.id,
    amount: '60',
    reference: marker,
  });
  expect(deposit.body.code).toBe('OK');
  // Cash to withdraw, from the platform operator (who may act on every merchant).
  const funded = await asStaff(platformToken, 'POST', '/ops/api/v1/adjustments', {
    memberId: Number(memberId),
    amount: '100',
    reason: `${marker} funding`,
    key: `fund-${memberId}`,
  });
  expect(funded.body.code).toBe('OK');
  await setPaymentPassword();
  const card = await call('POST', '/wps/member/bankCard', {
    kind: 'BANK',
    holderName: code === 'FICHA' ? 'Maria Ficha' : 'Mary Rio',
    bankName: 'Demo Bank',
    accountNumber: '12345678',
  });
  expect(card.body.code).toBe('OK');
  await verifiedIdentity(env.db, memberId);
  const withdrawal = await call('POST', '/wps/transaction/withdraw', {
    cardId: card.body.value.id,
    amount: '40',
    paymentPassword: '246810',
  });
  expect(withdrawal.body.code).toBe('OK');
  const staff = await addStaff(env.db, { role: 'ADMIN', merchantId, totp: true });
  // The merchant's own admin leaves audit rows of its merchant: a login and an adjustment.
  const adminToken = await staffToken(env.app, env.db, staff);
  const adjusted = await asStaff(adminToken, 'POST', '/ops/api/v1/adjustments', {
    memberId: Number(memberId),
    amount: '1',
    reason: `${marker} bonus`,
    key: `own-${memberId}`,
  });
  expect(adjusted.body.code).toBe('OK');
  const large = await asStaff(adminToken, 'POST', '/ops/api/v1/adjustments', {
    memberId: Number(memberId),
    amount: '5000',
    reason: `${marker} large`,
    key: `large-${memberId}`,
  });
  expect(large.body.value).toMatchObject({ status: 'PENDING_APPROVAL' });
  const messages = await messageRowsOf(env.db, merchantId, memberId, marker);
  const chatMarker = `${code}-CHAT-${memberId}`;
  const chat = await seedChatObjects(env.db, merchantId, memberId, chatMarker);
  return {
    chat,
    messages,
    merchantId,
    memberId,
    memberUsername: username,
    depositId: deposit.body.value.orderId,
    withdrawalId: withdrawal.body.value.orderId,
    requestId: large.body.value.requestId,
    staff,
    markers: [marker, username, staff.username, chatMarker],
    content: await contentRowsOf(env.db, merchantId),
  };
}

/** What an attempt on B must not change. */
async function bState() {
  const db = env.db;
  return {
    deposit: await db.selectFrom('deposit_orders').select('status').where('id', '=', B.depositId).execute(),
    withdrawal: await db
      .selectFrom('withdrawal_orders')
      .select('status')
      .where('id', '=', B.withdrawalId)
      .execute(),
    transfers: await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', B.merchantId)
      .execute(),
    staff: await db
      .selectFrom('staff')
      .select(['totp_enabled_at', 'totp_secret'])
      .where('id', '=', B.staff.id)
      .execute(),
    member: await db
      .selectFrom('members')
      .select(['status', 'password_hash'])
      .where('id', '=', B.memberId)
      .execute(),
    notes: await db
      .selectFrom('member_notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', B.memberId)
      .execute(),
    payments: await db
      .selectFrom('merchants')
      .select(['payments_version', 'pix_gateway', 'withdraw_min'])
      .where('id', '=', B.merchantId)
      .execute(),
    staffAccount: await db
      .selectFrom('staff')
      .select(['role', 'active', 'version', 'merchant_id'])
      .where('id', '=', B.staff.id)
      .execute(),
    request: await db
      .selectFrom('adjustment_requests')
      .select(['status', 'transfer_id'])
      .where('id', '=', B.requestId)
      .execute(),
    staffCount: await db
      .selectFrom('staff_merchants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', B.merchantId)
      .execute(),
    messages: await messageStateOf(db, B.merchantId),
    chat: await chatStateOf(db, B.merchantId, B.chat),
    content: [
      await db.selectFrom('banners').selectAll().where('merchant_id', '=', B.merchantId).execute(),
      await db.selectFrom('notices').selectAll().where('merchant_id', '=', B.merchantId).execute(),
      await db.selectFrom('help_items').selectAll().where('merchant_id', '=', B.merchantId).execute(),
      await db
        .selectFrom('customer_service_entries')
        .selectAll()
        .where('merchant_id', '=', B.merchantId)
        .execute(),
      await db
        .selectFrom('merchants')
        .select(['download_links', 'footer_images'])
        .where('id', '=', B.merchantId)
        .execute(),
      await db.selectFrom('content_images').select('id').where('merchant_id', '=', B.merchantId).execute(),
    ],
    merchant: await db
      .selectFrom('merchants')
      .select(['name', 'version', 'brand'])
      .where('id', '=', B.merchantId)
      .execute(),
    hosts: await db
      .selectFrom('merchant_hosts')
      .select('host')
      .where('merchant_id', '=', B.merchantId)
      .execute(),
    merchantCount: await db.selectFrom('merchants').select('code').orderBy('id').execute(),
    lottery: await lotteryStateOf(db, B.merchantId),
    gamesAndRg: await gamesAndRgStateOf(db, B.merchantId, B.memberId),
    ...(await programmeStateOf(db, B)),
  };
}

beforeAll(async () => {
  const platform = await demoOperatorToken(env.app, env.db);
  A = await merchantWorld('FICHA', platform);
  B = await merchantWorld('RIO', platform);
  for (const w of [A, B]) await lotteryPeriodOf(env.db, w.merchantId);
  await programmeWorlds(env.db, A, B);
  aStaff = [{ role: 'ADMIN (merchant)', token: await staffToken(env.app, env.db, A.staff) }];
  for (const role of ['FINANCE', 'SUPPORT', 'CONTENT', 'RISK', 'READ_ONLY'] as const) {
    const s = await addStaff(env.db, { role, merchantId: A.merchantId, totp: role === 'FINANCE' });
    aStaff.push({ role, token: await staffToken(env.app, env.db, s) });
  }
}, 120_000);

describe('operator API scoped to the staff member’s merchant (hardening 8)', () => {
  it('has an IDOR case for every /ops route the app serves', () => {
    const operations = opsOperations(env.app);
    expect(operations.length).toBeGreaterThan(5);
    expect(operations).toEqual(Object.keys(ROUTE_CASES).sort());
  });

  it("gives merchant A's staff, in every role, none of merchant B's objects on any /ops route", async () => {
    const before = await bState();
    for (const operation of opsOperations(env.app)) {
      const routeCase = ROUTE_CASES[operation];
      if (!routeCase) continue;
      const [method, template] = operation.split(' ') as [string, string];
      const ask = routeCase(B);
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ask.params?.[name] ?? 'missing');
      const url = ask.query ? `${path}?${new URLSearchParams(ask.query)}` : path;
      for (const { role, token } of aStaff) {
        const answer = await asStaff(token, method, url, ask.body);
        const where = `${role} ${method} ${url} answered ${answer.status} ${answer.text.slice(0, 300)}`;
        for (const marker of B.markers) expect(answer.text, where).not.toContain(marker);
        // A path or a query naming B's object is refused; a list of one's own rows is not.
        if (template.includes('{') || method !== 'GET' || ask.query) {
          expect([403, 404], where).toContain(answer.status);
        } else {
          // A list: refused to the role, or only A's rows.
          expect([200, 403], where).toContain(answer.status);
          const list = (answer.body.value?.list ?? []) as Array<{
            merchant_id?: number | null;
            merchantIds?: number[];
          }>;
          for (const row of list) {
            // Staff accounts carry their merchants; every other row its merchant.
            if (row.merchantIds) expect(row.merchantIds, where).toEqual([A.merchantId]);
            else expect(row.merchant_id, where).toBe(A.merchantId);
          }
        }
      }
    }
    expect(await bState()).toEqual(before);
  });

  it("still shows merchant A's staff their own merchant's rows (the matrix is not passing by showing nothing)", async () => {
    const admin = aStaff[0]!.token;
    const deposits = await asStaff(admin, 'GET', '/ops/api/v1/deposits');
    expect(deposits.text).toContain(A.markers[0]);
    const withdrawals = await asStaff(admin, 'GET', '/ops/api/v1/withdrawals');
    expect(withdrawals.text).toContain(A.memberUsername);
    const audit = await asStaff(admin, 'GET', '/ops/api/v1/audit');
    expect(audit.text).toContain(`${A.markers[0]} bonus`);
    expect(audit.body.value.list.length).toBeGreaterThan(0);
  });

  it('lets platform staff read every merchant, the audit log included', async () => {
    const platform = await demoOperatorToken(env.app, env.db);
    const audit = await asStaff(platform, 'GET', '/ops/api/v1/audit?pageSize=200');
    expect(audit.text).toContain(`${A.markers[0]} bonus`);
    expect(audit.text).toContain(`${B.markers[0]} bonus`);
    const deposits = await asStaff(platform, 'GET', '/ops/api/v1/deposits?pageSize=200');
    expect(deposits.text).toContain(B.markers[0]);
  });
});
