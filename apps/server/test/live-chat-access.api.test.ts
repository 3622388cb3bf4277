import { describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { seedChatObjects, tinyPng } from './chat-helpers.ts';
import { useLiveChatApp } from './live-chat-fixtures.ts';
import { staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf } from './test-app.ts';

// Issue 16 part 4 "Live chat": no one reads another's chat (IDOR), visitors when the merchant
// allows them, the console's settings, live models (CBS_modelList), canned replies, restarts.
const chat = useLiveChatApp();
const { env, client, ops, upload } = chat;

describe("no one reads another's chat (IDOR)", () => {
  it("keeps members to their own conversation and images, and staff to their merchants'", async () => {
    const alice = await client().newMember('chatia');
    const bob = await client().newMember('chatib');
    const secret = await alice.call('POST', '/wps/chat/messages', { text: 'ALICE-SECRET' });
    const image = await upload(alice, tinyPng());
    const bobHistory = await bob.call('GET', '/wps/chat/messages');
    expect(JSON.stringify(bobHistory.body)).not.toContain('ALICE-SECRET');
    const stolen = await env.app.inject({
      method: 'GET',
      url: `/wps/chat/attachments/${image.body.value.attachment.id}`,
      headers: { authorization: `Bearer ${bob.token}`, merchant: 'FICHA' },
    });
    expect(stolen.statusCode).toBe(404);
    // Bob reading "up to" Alice's message moves no mark of hers (hers is at her own last message).
    await bob.call('POST', '/wps/chat/read', { upTo: '999999' });
    expect((await alice.call('GET', '/wps/chat/messages')).body.value.memberReadId).toBe(image.body.value.id);

    const rio = await merchantIdOf(env.db, 'RIO');
    const rioStaff = await addStaff(env.db, { role: 'SUPPORT', merchantId: rio });
    const rioToken = await staffToken(env.app, env.db, rioStaff);
    const id = secret.body.value.conversationId as string;
    for (const [method, url, body] of [
      ['GET', `/chat/conversations/${id}`],
      ['GET', `/chat/conversations/${id}/context`],
      ['POST', `/chat/conversations/${id}/messages`, { text: 'from rio' }],
      ['POST', `/chat/conversations/${id}/close`],
      ['GET', `/chat/attachments/${image.body.value.attachment.id}`],
      ['GET', `/chat/conversations?merchantId=${chat.ficha}`],
    ] as const) {
      const res = await env.app.inject({
        method,
        url: `/ops/api/v1${url}`,
        headers: { authorization: `Bearer ${rioToken}` },
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('ALICE-SECRET');
    }
    // RIO's own queue does not list FICHA's conversations.
    const rioObjects = await seedChatObjects(env.db, rio, String(bob.memberId), 'RIO-ONLY');
    const rioQueue = await ops(rioToken, 'GET', '/chat/conversations');
    expect(rioQueue.body.value.list.map((c: { id: string }) => c.id)).toEqual([rioObjects.conversationId]);
  });
});

describe('visitors, settings and live models', () => {
  it('lets visitors chat only when the merchant allows it', async () => {
    const visitor = client();
    expect((await visitor.call('POST', '/wps/chat/visitor')).body.code).toBe('UNAUTHORIZED');
    // CONTENT and ADMIN set the chat up (chat.manage); SUPPORT answers but may not.
    expect((await ops(chat.support, 'PUT', '/chat/settings', { visitorsAllowed: true })).status).toBe(403);
    const on = await ops(chat.admin, 'PUT', '/chat/settings', {
      merchantId: chat.ficha,
      visitorsAllowed: true,
    });
    expect(on.body.value).toEqual({ merchantId: chat.ficha, visitorsAllowed: true });
    expect((await visitor.call('GET', '/wps/chat/access')).body.value).toEqual({
      enabled: true,
      visitorsAllowed: true,
    });
    const launch = await visitor.call('GET', '/wps/relay/CBS_launchChat?b2c=1');
    expect(launch.body.code).toBe('OK');
    const token = (await visitor.call('POST', '/wps/chat/visitor')).body.value.visitorToken as string;
    const sent = await visitor.call('POST', '/wps/chat/messages', {
      body: { text: 'posso depositar com PIX?' },
      headers: { 'x-chat-visitor': token },
    });
    expect(sent.body.code).toBe('OK');
    const queue = await ops(chat.support, 'GET', '/chat/conversations');
    const row = queue.body.value.list.find((c: { id: string }) => c.id === sent.body.value.conversationId);
    expect(row).toMatchObject({ isVisitor: true, memberId: null });
    expect(
      (await ops(chat.support, 'GET', `/chat/conversations/${row.id}/context`)).body.value.member,
    ).toBeNull();

    await ops(chat.admin, 'PUT', '/chat/settings', { merchantId: chat.ficha, visitorsAllowed: false });
    const refused = await visitor.call('POST', '/wps/chat/messages', {
      body: { text: 'ainda aqui?' },
      headers: { 'x-chat-visitor': token },
    });
    expect(refused.body.code).toBe('UNAUTHORIZED');
  });

  it("CBS_modelList answers the operator's live models, filtered by active and streaming", async () => {
    const add = (name: string, active: boolean, streaming: boolean, sort: number) =>
      ops(chat.admin, 'POST', '/chat/live-models', { merchantId: chat.ficha, name, active, streaming, sort });
    const ana = await add('Ana', true, true, 1);
    await add('Bia', true, false, 2);
    await add('Cris', false, false, 3);
    const names = async (query: string) =>
      (
        (await client().call('GET', `/wps/relay/CBS_modelList${query}`)).body.value as Array<{ name: string }>
      ).map((m) => m.name);
    expect(await names('')).toEqual(['Ana', 'Bia', 'Cris']);
    expect(await names('?active=true')).toEqual(['Ana', 'Bia']);
    expect(await names('?active=true&streaming=true')).toEqual(['Ana']);
    await ops(chat.admin, 'PUT', `/chat/live-models/${ana.body.value.id}`, {
      merchantId: chat.ficha,
      name: 'Ana',
      streaming: false,
    });
    expect(await names('?streaming=true')).toEqual([]);
    expect((await ops(chat.support, 'POST', '/chat/live-models', { name: 'X' })).status).toBe(403);
    // A picture is a path of the site or an https address; none is empty.
    const bare = await ops(chat.admin, 'POST', '/chat/live-models', {
      merchantId: chat.ficha,
      name: 'Dani',
      avatarUrl: '',
    });
    expect(bare.body.value.avatarUrl).toBe('');
    const script = await ops(chat.admin, 'POST', '/chat/live-models', {
      name: 'Eva',
      avatarUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
  });

  it('keeps canned replies per merchant', async () => {
    const added = await ops(chat.support, 'POST', '/chat/canned-replies', {
      title: 'Saudação',
      body: 'Olá! Como posso ajudar?',
    });
    expect(added.body.value).toMatchObject({ title: 'Saudação' });
    const list = await ops(chat.support, 'GET', '/chat/canned-replies');
    expect(list.body.value.list.map((r: { title: string }) => r.title)).toContain('Saudação');
    await ops(chat.support, 'DELETE', `/chat/canned-replies/${added.body.value.id}`);
    expect((await ops(chat.support, 'GET', '/chat/canned-replies')).body.value.list).toEqual([]);
    expect((await ops(chat.support, 'POST', '/chat/canned-replies', { title: '', body: 'x' })).status).toBe(
      400,
    );
  });
});

describe('a restart', () => {
  it('loses no message', async () => {
    const member = await client().newMember('chatrs');
    await member.call('POST', '/wps/chat/messages', { text: 'antes do reinício' });
    await env.app.close();
    await env.reopen();
    const again = new AccountClient(env.app, env.database, '10.16.99.1');
    const history = await again.call('GET', '/wps/chat/messages', { token: member.token });
    expect(history.body.value.messages.map((m: { body: string }) => m.body)).toEqual(['antes do reinício']);
  });
});
