import { beforeAll, describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { depositMethodIds, payInSandbox } from './payments-client.ts';
import { demoOperatorToken, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 16 parts 2 and 5. Spec section 6: visitors cannot use the inbox or feedback ("sent to
// login"); trial users get 'free_reject'. Section 7: "CSP_unreadCount (inbox)"; "Feedback: PUT
// /wps/feedback: content, sender, type, captcha". Section 3: "Question types: deposit_issues=1,
// withdraw_issues=2, game_issues=3, service_issues=4, apply_issues=6, other_issues=0; unset is -1."
// Section 5: "Feedback: content 20 to 200 characters ... captcha required".

const env = useTestApp();
let ip = 0;
const client = (merchant = 'FICHA') => {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.16.2.${ip}`, merchant);
};
let ficha: number;
let rio: number;
let support: string;
let content: string;
let platform: string;
let rioSupport: string;

const ops = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
  opsCall(env.app, token, method, url, body);

type Member = Awaited<ReturnType<AccountClient['newMember']>>;
const inbox = async (m: Member, language = 'EN') =>
  (await m.call('GET', '/wps/inbox/messages?pageNo=1&pageSize=10', undefined, language)).body.value as {
    list: Array<{ id: string; kind: string; title: string; content: string; read: boolean }>;
    unReadCount: number;
    total: number;
  };
/**
 * What the member's own events wrote: a member registered after the earlier tests' broadcasts
 * also holds those (migration 0039 delivers them at registration).
 */
const ownNews = <T extends { kind: string }>(list: T[]) => list.filter((x) => x.kind !== 'OPERATOR');
const unread = async (m: Member) =>
  (await m.call('GET', '/wps/relay/CSP_unreadCount')).body.value.unReadCount;

const sendTo = (token: string, body: Record<string, unknown>) =>
  ops(token, 'POST', '/ops/api/v1/messages/inbox', {
    merchantId: ficha,
    title: 'Hello',
    content: 'Text',
    ...body,
  });

beforeAll(async () => {
  ficha = await merchantIdOf(env.db, 'FICHA');
  rio = await merchantIdOf(env.db, 'RIO');
  const tokenOf = async (role: 'SUPPORT' | 'CONTENT', merchantId: number) =>
    staffToken(env.app, env.db, await addStaff(env.db, { role, merchantId, totp: true }));
  support = await tokenOf('SUPPORT', ficha);
  content = await tokenOf('CONTENT', ficha);
  rioSupport = await tokenOf('SUPPORT', rio);
  platform = await demoOperatorToken(env.app, env.db);
}, 60_000);

describe('inbox', () => {
  it('delivers a message to one member, who reads, unreads and deletes it', async () => {
    const m = await client().newMember('inbox');
    expect(await unread(m)).toBe(0);
    const sent = await sendTo(support, { audience: 'MEMBER', audienceValue: m.username, title: 'Just you' });
    expect(sent.body.value).toMatchObject({ recipients: 1, audience: 'MEMBER' });
    expect(await unread(m)).toBe(1);
    const page = await inbox(m);
    expect(page.unReadCount).toBe(1);
    const message = page.list[0]!;
    expect(message).toMatchObject({ kind: 'OPERATOR', title: 'Just you', content: 'Text', read: false });
    const read = await m.call('POST', `/wps/inbox/messages/${message.id}/read`, { read: true });
    expect(read.body.value).toEqual({ unReadCount: 0 });
    const unreadAgain = await m.call('POST', `/wps/inbox/messages/${message.id}/read`, { read: false });
    expect(unreadAgain.body.value).toEqual({ unReadCount: 1 });
    const deleted = await m.call('DELETE', `/wps/inbox/messages/${message.id}`);
    expect(deleted.body.value).toEqual({ unReadCount: 0 });
    expect((await inbox(m)).total).toBe(0);
    expect((await m.call('DELETE', `/wps/inbox/messages/${message.id}`)).body.code).toBe('NOT_FOUND');
  });

  it("never lets a member read, mark or delete another member's message (IDOR)", async () => {
    const owner = await client().newMember('owner');
    const intruder = await client().newMember('intruder');
    await sendTo(support, { audience: 'MEMBER', audienceValue: owner.username, title: 'Private' });
    const id = (await inbox(owner)).list[0]!.id;
    expect((await inbox(intruder)).list.map((x) => x.title)).not.toContain('Private');
    for (const [method, url, body] of [
      ['POST', `/wps/inbox/messages/${id}/read`, { read: true }],
      ['DELETE', `/wps/inbox/messages/${id}`, undefined],
    ] as const) {
      const res = await intruder.call(method, url, body);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const after = (await inbox(owner)).list[0]!;
    expect(after).toMatchObject({ id, read: false });
    // Bad ids are bad input, not errors.
    expect((await owner.call('POST', '/wps/inbox/messages/abc/read', { read: true })).status).toBe(400);
  });

  it('sends visitors to login and refuses trial users (free_reject)', async () => {
    const c = client();
    for (const url of ['/wps/relay/CSP_unreadCount', '/wps/inbox/messages']) {
      expect((await c.call('GET', url)).body.code, url).toBe('UNAUTHORIZED');
    }
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const token = trial.body.value.token;
    for (const url of ['/wps/relay/CSP_unreadCount', '/wps/inbox/messages']) {
      const res = await c.call('GET', url, { token });
      expect(res.body.code, url).toBe('FREE_REJECT');
      expect(res.body.message).toBe('Please login an actual account to use this function.');
    }
  });

  it('reaches a segment: every member of the merchant, one VIP label, the agents; never trial users', async () => {
    const plain = await client().newMember('seg');
    const vip = await client().newMember('segvip');
    const agent = await client().newMember('segagent');
    const rioMember = await client('RIO').newMember('segrio');
    await env.db
      .updateTable('members')
      .set({ vip_label: 'VIP3' })
      .where('id', '=', String(vip.memberId))
      .execute();
    await env.db.updateTable('members').set({ type: 1 }).where('id', '=', String(agent.memberId)).execute();
    const c = client();
    await c.call('POST', '/wps/session/login/freeplay', { body: {} });

    const all = await sendTo(content, { audience: 'MERCHANT', title: 'Everyone at Ficha' });
    const members = await env.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', ficha)
      .where('type', 'not in', [4, 40, 41, 42])
      .executeTakeFirstOrThrow();
    expect(all.body.value.recipients).toBe(Number(members.n));
    await sendTo(content, { audience: 'VIP', audienceValue: 'VIP3', title: 'VIP only' });
    await sendTo(content, { audience: 'AGENTS', title: 'Agents only' });

    const titlesOf = async (m: Member) => (await inbox(m)).list.map((x) => x.title).sort();
    expect(await titlesOf(plain)).toEqual(['Everyone at Ficha']);
    expect(await titlesOf(vip)).toEqual(['Everyone at Ficha', 'VIP only']);
    expect(await titlesOf(agent)).toEqual(['Agents only', 'Everyone at Ficha']);
    expect(await titlesOf(rioMember)).toEqual([]);
    const trialMessages = await env.db
      .selectFrom('inbox_messages')
      .innerJoin('members', 'members.id', 'inbox_messages.member_id')
      .select('inbox_messages.id')
      .where('members.type', '=', 4)
      .execute();
    expect(trialMessages).toEqual([]);
  });

  it('lets only platform staff write to everyone, and refuses an unknown member or another merchant', async () => {
    expect((await sendTo(support, { audience: 'EVERYONE' })).body.code).toBe('FORBIDDEN');
    expect((await sendTo(support, { audience: 'MEMBER', audienceValue: 'nobody_here' })).body.code).toBe(
      'NOT_FOUND',
    );
    expect((await sendTo(support, { audience: 'MEMBER' })).status).toBe(400);
    expect((await sendTo(rioSupport, { audience: 'MERCHANT' })).body.code).toBe('NOT_FOUND');
    const rioMember = await client('RIO').newMember('everyone');
    const everyone = await sendTo(platform, { audience: 'EVERYONE', title: 'Platform news' });
    expect(everyone.body.value).toMatchObject({ merchantId: null });
    expect((await inbox(rioMember)).list.map((x) => x.title)).toContain('Platform news');
    const history = await ops(support, 'GET', '/ops/api/v1/messages/inbox');
    expect(history.body.value.list.every((b: { merchantId: number | null }) => b.merchantId === ficha)).toBe(
      true,
    );
  });
});

describe('system messages', () => {
  it('tells the member of a credited deposit and a changed password, in the language they read', async () => {
    const m = await client().newMember('system');
    const { pix } = await depositMethodIds(m.call);
    const order = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '50' });
    expect((await payInSandbox(env.app, order.body.value.payUrl.split('/').pop())).statusCode).toBe(303);
    const changed = await m.call('PUT', '/wps/member/password', {
      oldPassword: 'Senha1234',
      newPassword: 'Senha5678',
      confirmNewPassword: 'Senha5678',
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe('OK');
    const en = ownNews((await inbox(m)).list);
    expect(en.map((x) => x.title)).toEqual(['Password changed', 'Deposit credited']);
    expect(en[1]!.content).toContain('50.00');
    expect(en[1]!.content).toContain(order.body.value.orderId);
    const pt = ownNews((await inbox(m, 'PT')).list);
    expect(pt.map((x) => x.title)).toEqual(['Senha alterada', 'Depósito creditado']);
    expect(en.every((x) => x.kind === 'SYSTEM')).toBe(true);
  });

  it('tells the member a withdrawal was paid, or rejected with the reason', async () => {
    const m = await client().newMember('payout');
    const before = await unread(m);
    await ops(platform, 'POST', '/ops/api/v1/adjustments', {
      memberId: m.memberId,
      amount: '100',
      reason: 'funding',
      key: `fund-${m.memberId}`,
    });
    await m.setPaymentPassword();
    await verifiedIdentity(env.db, m.memberId);
    const card = await m.call('POST', '/wps/member/bankCard', {
      kind: 'PIX',
      holderName: 'Maria Teste',
      pixKeyType: 'CPF',
      pixKey: m.cpf,
    });
    const withdraw = () =>
      m.call('POST', '/wps/transaction/withdraw', {
        cardId: card.body.value.id,
        amount: '30',
        paymentPassword: '246810',
      });
    const first = (await withdraw()).body.value.orderId;
    const second = (await withdraw()).body.value.orderId;
    await ops(platform, 'POST', `/ops/api/v1/withdrawals/${first}/approve`, { reason: 'Pago via PIX' });
    await ops(platform, 'POST', `/ops/api/v1/withdrawals/${second}/reject`, {
      reason: 'Chave PIX de outra pessoa',
    });
    const page = await inbox(m);
    expect(ownNews(page.list).map((x) => x.title)).toEqual(['Withdrawal rejected', 'Withdrawal paid']);
    expect(page.list[0]!.content).toContain('Reason: Chave PIX de outra pessoa');
    expect(page.unReadCount).toBe(before + 2);
  });
});

describe('feedback', () => {
  const valid = async (c: AccountClient, fields: Record<string, unknown> = {}) => ({
    content: 'The deposit took too long to arrive in my account.',
    sender: 'Maria',
    type: 1,
    ...(await c.captcha()),
    ...fields,
  });

  it('is answered by SUPPORT and the answer lands in the member’s inbox, once', async () => {
    const m = await client().newMember('feedback');
    const before = await unread(m);
    const sent = await m.call('PUT', '/wps/feedback', await valid(m.c));
    expect(sent.body.code, JSON.stringify(sent.body)).toBe('OK');
    const open = await ops(support, 'GET', `/ops/api/v1/messages/feedback?status=OPEN&merchantId=${ficha}`);
    const mine = open.body.value.list.find((f: { username: string }) => f.username === m.username);
    expect(mine).toMatchObject({ type: 1, typeName: 'deposit_issues', sender: 'Maria', status: 'OPEN' });
    const answered = await ops(support, 'POST', `/ops/api/v1/messages/feedback/${mine.id}/answer`, {
      answer: 'It is credited now, sorry for the wait.',
    });
    expect(answered.body.code).toBe('OK');
    const twice = await ops(support, 'POST', `/ops/api/v1/messages/feedback/${mine.id}/answer`, {
      answer: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('FEEDBACK_ANSWERED');
    expect(await unread(m)).toBe(before + 1);
    const reply = (await inbox(m)).list[0]!;
    expect(reply).toMatchObject({ kind: 'FEEDBACK_REPLY', read: false });
    expect(reply.content).toContain('It is credited now, sorry for the wait.');
    const audit = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `feedback:${mine.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['feedback.answer']);
    // Another merchant's staff cannot see or answer it; CONTENT may not answer feedback at all.
    const rioList = await ops(rioSupport, 'GET', '/ops/api/v1/messages/feedback');
    expect(JSON.stringify(rioList.body)).not.toContain(m.username);
    expect(
      (await ops(rioSupport, 'POST', `/ops/api/v1/messages/feedback/${mine.id}/answer`, { answer: 'x' }))
        .status,
    ).toBe(404);
    expect((await ops(content, 'GET', '/ops/api/v1/messages/feedback')).status).toBe(403);
  });

  it('refuses content outside 20 to 200 characters, an unset or unknown type, and a wrong captcha', async () => {
    const m = await client().newMember('fbbad');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: 'x'.repeat(19) }, 'BAD_REQUEST'],
      [{ content: 'x'.repeat(201) }, 'BAD_REQUEST'],
      [{ content: `   ${'x'.repeat(19)}   ` }, 'BAD_REQUEST'],
      [{ type: -1 }, 'BAD_REQUEST'],
      [{ type: 5 }, 'BAD_REQUEST'],
      [{ captcha: '000000x' }, 'INVALID_CAPTCHA'],
    ];
    for (const [fields, code] of cases) {
      const res = await m.call('PUT', '/wps/feedback', await valid(m.c, fields));
      expect(res.body.code, JSON.stringify(fields)).toBe(code);
    }
    const edge = await m.call(
      'PUT',
      '/wps/feedback',
      await valid(m.c, { content: 'y'.repeat(200), type: 0 }),
    );
    expect(edge.body.code).toBe('OK');
    const rows = await env.db
      .selectFrom('feedback')
      .select('content')
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(rows).toEqual([{ content: 'y'.repeat(200) }]);
  });

  it('sends visitors to login and refuses trial users', async () => {
    const c = client();
    expect((await c.call('PUT', '/wps/feedback', { body: await valid(c) })).body.code).toBe('UNAUTHORIZED');
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const res = await c.call('PUT', '/wps/feedback', { body: await valid(c), token: trial.body.value.token });
    expect(res.body.code).toBe('FREE_REJECT');
  });
});
