import type { MemberUnreadCounts } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClient, type NewMember } from './account-client.ts';
import { ChatSocket, isType } from './chat-helpers.ts';
import { demoOperatorToken, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 16 part 3: "the unread total (announcements + chat + inbox) on the menu and header,
// updated live without polling storms (a server push channel shared with the chat, falling back
// to the throttled calls)". Spec section 7: "Unread total is announcements plus chat plus inbox";
// section 6: trial users are refused, "no chat unread fetch"; CBS3 is "chat and its unread count".
const env = useTestApp({ listen: true });
let ficha: number;
let support: string;
let content: string;
let admin: string;
let ip = 0;
const sockets: ChatSocket[] = [];

const client = (merchant = 'FICHA') => {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.39.0.${ip}`, merchant);
};

async function ops(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const res = await env.app.inject({
    method,
    url: `/ops/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().value;
}

const live = async (credential: string, merchant = 'FICHA', lang = 'EN') => {
  const socket = await ChatSocket.open(`${env.wsBase}/wps/live/ws?lang=${lang}`, credential, merchant);
  sockets.push(socket);
  return socket;
};

/** The first pushed counts (heard or to come) that `matches`. */
const counts = (socket: ChatSocket, matches: (c: MemberUnreadCounts) => boolean) =>
  socket.next(isType('unread', (m) => matches(m.counts))).then((m) => m.counts);

const lastCounts = (socket: ChatSocket) =>
  socket.heard.filter((m) => m.type === 'unread').at(-1) as { counts: MemberUnreadCounts } | undefined;

const sendInbox = (member: NewMember, title: string) =>
  ops(support, 'POST', '/messages/inbox', {
    merchantId: ficha,
    audience: 'MEMBER',
    audienceValue: member.username,
    title,
    content: 'Texto',
  });

beforeAll(async () => {
  ficha = await merchantIdOf(env.db);
  support = await staffToken(env.app, env.db, await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha }));
  content = await staffToken(env.app, env.db, await addStaff(env.db, { role: 'CONTENT', merchantId: ficha }));
  admin = await demoOperatorToken(env.app, env.db);
}, 120_000);
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('the member live socket (/wps/live/ws)', () => {
  it('pushes the inbox count when an operator writes and when the member reads in another tab', async () => {
    const member = await client().newMember('lvi');
    const tabOne = await live(`bearer.${member.token}`);
    const tabTwo = await live(`bearer.${member.token}`);
    await tabOne.next(isType('hello'));
    const start = await counts(tabOne, () => true);
    expect(start.inbox).toBe(0);
    expect(start.chat).toBe(0);

    await sendInbox(member, 'Promo');
    expect((await counts(tabOne, (c) => c.inbox === 1)).inbox).toBe(1);
    await counts(tabTwo, (c) => c.inbox === 1);

    // Read in "another tab" by the HTTP call: both sockets hear the count go down.
    const page = await member.call('GET', '/wps/inbox/messages?pageNo=1&pageSize=10');
    const id = page.body.value.list[0].id as string;
    await member.call('POST', `/wps/inbox/messages/${id}/read`, { read: true });
    await counts(tabOne, (c) => c.inbox === 0);
    await counts(tabTwo, (c) => c.inbox === 0);
    // The pushed count is the one the throttled call answers.
    expect((await member.call('GET', '/wps/relay/CSP_unreadCount')).body.value.unReadCount).toBe(0);
  });

  it('pushes a system message written inside its transaction (password changed)', async () => {
    const member = await client().newMember('lvs');
    const socket = await live(`bearer.${member.token}`);
    const start = await counts(socket, () => true);
    const changed = await member.call('PUT', '/wps/member/password', {
      oldPassword: 'Senha1234',
      newPassword: 'Senha5678',
      confirmNewPassword: 'Senha5678',
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe('OK');
    // The password change ends the member's sessions: the count arrives, or the socket closes.
    await socket.next(isType('unread', (m) => m.counts.inbox === start.inbox + 1)).catch(() => {
      expect(socket.closeCode).toBe(1008);
    });
  });

  it("pushes the chat count when staff answer and when the member reads, and carries the member's chat", async () => {
    const member = await client().newMember('lvc');
    const socket = await live(`bearer.${member.token}`);
    await counts(socket, () => true);
    socket.send({ type: 'send', ref: 'l1', text: 'Olá pelo socket da aba' });
    const ack = await socket.next(isType('ack', (m) => m.ref === 'l1'));
    const conversationId = ack.message.conversationId;
    const reply = await ops(support, 'POST', `/chat/conversations/${conversationId}/messages`, {
      text: 'Resposta da equipe',
    });
    await socket.next(isType('message', (m) => m.message.id === reply.id));
    expect((await counts(socket, (c) => c.chat === 1)).chat).toBe(1);
    await member.call('POST', '/wps/chat/read', { upTo: reply.id });
    await counts(socket, (c) => c.chat === 0 && lastCounts(socket)?.counts.chat === 0);
  });

  it('pushes the announcements count when one is published and when it is read', async () => {
    const member = await client().newMember('lva');
    const socket = await live(`bearer.${member.token}`);
    const before = await counts(socket, () => true);
    const saved = await ops(content, 'POST', '/messages/announcements', {
      merchantId: ficha,
      language: 'EN',
      promotionType: 'PL',
      execution: 'A',
      title: 'Live news',
      content: '<p>New!</p>',
    });
    await counts(socket, (c) => c.announcements === before.announcements + 1);
    await member.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: saved.id });
    await counts(socket, (c) => c.announcements === before.announcements && lastCounts(socket)?.counts === c);
  });

  it("reaches every open page of the merchant's members when a broadcast goes out", async () => {
    const a = await client().newMember('lvba');
    const b = await client().newMember('lvbb');
    const sa = await live(`bearer.${a.token}`);
    const sb = await live(`bearer.${b.token}`);
    await counts(sa, () => true);
    await counts(sb, () => true);
    const sent = await ops(support, 'POST', '/messages/inbox', {
      merchantId: ficha,
      audience: 'MERCHANT',
      title: 'Para todos',
      content: 'Texto',
    });
    expect(sent.recipients).toBeGreaterThan(1);
    await counts(sa, (c) => c.inbox === 1);
    await counts(sb, (c) => c.inbox === 1);
  });

  it('refuses trial users and strangers, and works without the chat where CBS3 is off', async () => {
    const c = client();
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const asTrial = await live(`bearer.${trial.body.value.token}`);
    await asTrial.next(isType('error', (m) => m.code === 'FREE_REJECT'));
    const stranger = await live('visitor.AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await stranger.next(isType('error', (m) => m.code === 'UNAUTHORIZED'));

    // RIO has no CBS3: the counts come (chat always 0), a chat frame is refused.
    const rio = await client('RIO').newMember('lvr');
    const socket = await live(`bearer.${rio.token}`, 'RIO');
    expect((await socket.next(isType('hello'))).conversationId).toBeNull();
    expect((await counts(socket, () => true)).chat).toBe(0);
    socket.send({ type: 'send', ref: 'x', text: 'oi' });
    await socket.next(isType('error', (m) => m.code === 'CHAT_UNAVAILABLE'));
  });

  it('closes when the session ends (logout) at the next change', async () => {
    const member = await client().newMember('lvl');
    const socket = await live(`bearer.${member.token}`);
    const start = await counts(socket, () => true);
    expect((await member.call('DELETE', '/wps/session/logout')).body.code).toBe('OK');
    expect((await member.call('GET', '/wps/relay/CSP_unreadCount')).body.code).toBe('SESSION_EXPIRED');
    await sendInbox(member, 'After logout');
    await expect(socket.next(isType('unread', (m) => m.counts.inbox > start.inbox))).rejects.toThrow(
      /closed \(1008\)/,
    );
  });
});

describe('a visitor chat joined to the account (issue 16 part 4)', () => {
  it('moves the visitor history to the member who logs in, for the member and for staff', async () => {
    await ops(admin, 'PUT', '/chat/settings', { merchantId: ficha, visitorsAllowed: true });
    const browser = client();
    const visitor = (await browser.call('POST', '/wps/chat/visitor')).body.value.visitorToken as string;
    const asVisitor = await live(`visitor.${visitor}`);
    await asVisitor.next(isType('hello'));
    asVisitor.send({ type: 'send', ref: 'v1', text: 'Sou visitante, posso depositar?' });
    const first = await asVisitor.next(isType('ack'));
    await ops(support, 'POST', `/chat/conversations/${first.message.conversationId}/messages`, {
      text: 'Pode sim, faça login.',
    });

    // The member already chatted once: both histories end up in one conversation.
    const member = await browser.newMember('lvv');
    await member.call('POST', '/wps/chat/messages', { text: 'Mensagem da conta', ref: 'm1' });
    const claimed = await browser.call('POST', '/wps/chat/visitor/claim', {
      token: member.token,
      headers: { 'x-chat-visitor': visitor },
    });
    expect(claimed.body.value).toEqual({ joined: true });

    const history = await member.call('GET', '/wps/chat/messages');
    expect(history.body.value.messages.map((m: { body: string }) => m.body)).toEqual([
      'Sou visitante, posso depositar?',
      'Pode sim, faça login.',
      'Mensagem da conta',
    ]);
    expect(history.body.value.unReadCount).toBe(1);
    const queue = await ops(support, 'GET', '/chat/conversations');
    const rows = queue.list.filter((c: { name: string; isVisitor: boolean }) => c.name === member.username);
    expect(rows).toHaveLength(1);
    const full = await ops(support, 'GET', `/chat/conversations/${rows[0].id}`);
    expect(full.messages).toHaveLength(3);

    // The visitor's token opens nothing now, and a second join changes nothing.
    const old = await browser.call('GET', '/wps/chat/messages', { headers: { 'x-chat-visitor': visitor } });
    expect(old.body.code).toBe('UNAUTHORIZED');
    const again = await browser.call('POST', '/wps/chat/visitor/claim', {
      token: member.token,
      headers: { 'x-chat-visitor': visitor },
    });
    expect(again.body.value).toEqual({ joined: false });
  });

  it('hands the whole conversation to a member who had none, and never to a visitor', async () => {
    const browser = client();
    const visitor = (await browser.call('POST', '/wps/chat/visitor')).body.value.visitorToken as string;
    const sent = await browser.call('POST', '/wps/chat/messages', {
      body: { text: 'Pergunta antes do cadastro', ref: 'v2' },
      headers: { 'x-chat-visitor': visitor },
    });
    expect(sent.body.code).toBe('OK');
    const refused = await browser.call('POST', '/wps/chat/visitor/claim', {
      headers: { 'x-chat-visitor': visitor },
    });
    expect(refused.body.code).toBe('UNAUTHORIZED');

    const member = await browser.newMember('lvn');
    const claimed = await browser.call('POST', '/wps/chat/visitor/claim', {
      token: member.token,
      headers: { 'x-chat-visitor': visitor },
    });
    expect(claimed.body.value).toEqual({ joined: true });
    const history = await member.call('GET', '/wps/chat/messages');
    expect(history.body.value.conversationId).toBe(sent.body.value.conversationId);
    expect(history.body.value.messages.map((m: { body: string }) => m.body)).toEqual([
      'Pergunta antes do cadastro',
    ]);
    await ops(admin, 'PUT', '/chat/settings', { merchantId: ficha, visitorsAllowed: false });
  });
});
