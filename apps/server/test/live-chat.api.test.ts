import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from './chat-helpers.ts';
import { SENDS_PER_MINUTE, UNREAD_PER_MINUTE, useLiveChatApp } from './live-chat-fixtures.ts';
import { addStaff } from './staff-fixtures.ts';

// Issue 16 part 4 "Live chat" and spec sections 6, 7 and 9: CBS_launchChat, CBS_unreadCount,
// CBS_modelList, the member's chat and the console's, bad input, rate limits, IDOR, restarts.
const chat = useLiveChatApp();
const { env, client, ops, upload } = chat;

describe('CBS_launchChat (spec sections 4, 6 and 7)', () => {
  it("answers our own chat page's address, themed by headerColor and title, with a back link of this site", async () => {
    const member = await client().newMember('chatl');
    const res = await member.call(
      'GET',
      '/wps/relay/CBS_launchChat?b2c=1&language=pt&backUrl=%2Fm%2Fhome&headerColor=%23ff6600&title=Suporte',
    );
    expect(res.body.code).toBe('OK');
    const url = new URL(res.body.value.chatUrl, 'http://site');
    expect(url.pathname).toBe('/m/chat');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      language: 'PT',
      backUrl: '/m/home',
      headerColor: '#ff6600',
      title: 'Suporte',
    });
  });

  it('never sends the back button to another site', async () => {
    const member = await client().newMember('chatb');
    for (const backUrl of ['https://evil.example/m', '//evil.example', '/m\\@evil', 'javascript:alert(1)']) {
      const res = await member.call(
        'GET',
        `/wps/relay/CBS_launchChat?b2c=1&backUrl=${encodeURIComponent(backUrl)}`,
      );
      expect(new URL(res.body.value.chatUrl, 'http://site').searchParams.get('backUrl')).toBe('/m/home');
    }
    const badColour = await member.call('GET', '/wps/relay/CBS_launchChat?b2c=1&headerColor=red;x');
    expect(badColour.status).toBe(400);
  });

  it("sends a visitor to login, refuses a trial user ('free_reject') and a site without CBS3", async () => {
    const visitor = await client().call('GET', '/wps/relay/CBS_launchChat?b2c=1');
    expect([visitor.status, visitor.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const c = client();
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const trialToken = trial.body.value.token as string;
    const asTrial = await c.call('GET', '/wps/relay/CBS_launchChat?b2c=1', { token: trialToken });
    expect(asTrial.body.code).toBe('FREE_REJECT');
    // Spec section 6: no chat unread fetch for a trial user.
    const trialUnread = await c.call('GET', '/wps/relay/CBS_unreadCount', { token: trialToken });
    expect(trialUnread.body.code).toBe('FREE_REJECT');
    const rio = await client('RIO').newMember('chatr');
    const off = await rio.call('GET', '/wps/relay/CBS_launchChat?b2c=1');
    expect([off.status, off.body.code]).toEqual([403, 'CHAT_UNAVAILABLE']);
    expect((await rio.call('GET', '/wps/relay/CBS_unreadCount')).body.code).toBe('CHAT_UNAVAILABLE');
  });
});

describe('a conversation between a member and customer service', () => {
  it('carries messages both ways, counts the unread reply and shows read receipts', async () => {
    const member = await client().newMember('chatm');
    const first = await member.call('POST', '/wps/chat/messages', {
      text: '  Olá, meu depósito não caiu  ',
      ref: 'm-1',
    });
    expect(first.body.code).toBe('OK');
    expect(first.body.value).toMatchObject({
      sender: 'MEMBER',
      body: 'Olá, meu depósito não caiu',
      ref: 'm-1',
    });
    const conversationId = first.body.value.conversationId as string;

    const queue = await ops(chat.support, 'GET', '/chat/conversations');
    const row = queue.body.value.list.find((c: { id: string }) => c.id === conversationId);
    expect(row).toMatchObject({ name: member.username, isVisitor: false, status: 'OPEN', unread: 1 });

    const reply = await ops(chat.support, 'POST', `/chat/conversations/${conversationId}/messages`, {
      text: 'Vamos verificar.',
    });
    expect(reply.body.value).toMatchObject({ sender: 'STAFF', body: 'Vamos verificar.' });
    // The replier takes an unassigned conversation.
    const after = await ops(chat.support, 'GET', `/chat/conversations/${conversationId}`);
    expect(after.body.value.conversation.assignedStaffId).not.toBeNull();

    expect((await member.call('GET', '/wps/relay/CBS_unreadCount')).body.value).toEqual({ unReadCount: 1 });
    const history = await member.call('GET', '/wps/chat/messages');
    expect(history.body.value.messages.map((m: { body: string }) => m.body)).toEqual([
      'Olá, meu depósito não caiu',
      'Vamos verificar.',
    ]);
    // Members never learn staff usernames.
    expect(history.body.value.messages[1].staffName).toBeNull();

    await member.call('POST', '/wps/chat/read', { upTo: reply.body.value.id });
    expect((await member.call('GET', '/wps/relay/CBS_unreadCount')).body.value).toEqual({ unReadCount: 0 });
    const seen = await ops(chat.support, 'GET', `/chat/conversations/${conversationId}`);
    expect(seen.body.value.memberReadId).toBe(reply.body.value.id);

    await ops(chat.support, 'POST', `/chat/conversations/${conversationId}/read`, {
      upTo: first.body.value.id,
    });
    expect((await member.call('GET', '/wps/chat/messages')).body.value.staffReadId).toBe(reply.body.value.id);

    // Every staff action is in the audit log.
    const audit = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `chat_conversation:${conversationId}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('chat.reply');
  });

  it('stores a message sent twice with the same ref once (a resend after a lost answer)', async () => {
    const member = await client().newMember('chatr');
    const a = await member.call('POST', '/wps/chat/messages', { text: 'uma vez', ref: 'same-ref' });
    const b = await member.call('POST', '/wps/chat/messages', { text: 'uma vez', ref: 'same-ref' });
    expect(b.body.value.id).toBe(a.body.value.id);
    expect((await member.call('GET', '/wps/chat/messages')).body.value.messages).toHaveLength(1);
  });

  it('closes a conversation and opens it again at the next message; assignment is audited', async () => {
    const member = await client().newMember('chatc');
    const sent = await member.call('POST', '/wps/chat/messages', { text: 'obrigado' });
    const id = sent.body.value.conversationId as string;
    const taken = await ops(chat.admin, 'POST', `/chat/conversations/${id}/assign`, { staffId: null });
    expect(taken.body.value.assignedStaffId).toBeNull();
    const closed = await ops(chat.support, 'POST', `/chat/conversations/${id}/close`);
    expect(closed.body.value.status).toBe('CLOSED');
    const open = await ops(chat.support, 'GET', '/chat/conversations');
    expect(open.body.value.list.some((c: { id: string }) => c.id === id)).toBe(false);
    await member.call('POST', '/wps/chat/messages', { text: 'mais uma coisa' });
    const again = await ops(chat.support, 'GET', '/chat/conversations');
    expect(again.body.value.list.find((c: { id: string }) => c.id === id)?.status).toBe('OPEN');
    // Only someone who handles chats for this merchant may be given a conversation.
    const content = await addStaff(env.db, { role: 'CONTENT', merchantId: null });
    const refused = await ops(chat.support, 'POST', `/chat/conversations/${id}/assign`, {
      staffId: content.id,
    });
    expect(refused.status).toBe(404);
  });

  it('shows the member beside the chat: balances, last deposits, last rounds', async () => {
    const member = await client().newMember('chatx');
    const sent = await member.call('POST', '/wps/chat/messages', { text: 'saldo?' });
    const context = await ops(
      chat.support,
      'GET',
      `/chat/conversations/${sent.body.value.conversationId}/context`,
    );
    expect(context.body.code).toBe('OK');
    expect(context.body.value.member).toMatchObject({ username: member.username });
    expect(Array.isArray(context.body.value.balances)).toBe(true);
    expect(context.body.value.deposits).toEqual([]);
  });
});

describe('bad input changes nothing and says why', () => {
  it('refuses an empty message and one over 1000 characters with a clear message', async () => {
    const member = await client().newMember('chatbad');
    const long = await member.call('POST', '/wps/chat/messages', { text: 'x'.repeat(1001) });
    expect([long.status, long.body.code]).toEqual([400, 'CHAT_MESSAGE_TOO_LONG']);
    expect(long.body.message).toBe('A message may have at most 1000 characters.');
    const pt = await member.call('POST', '/wps/chat/messages', { text: 'x'.repeat(1001) }, 'PT');
    expect(pt.body.message).toBe('Uma mensagem pode ter no máximo 1000 caracteres.');
    expect((await member.call('POST', '/wps/chat/messages', { text: '   ' })).body.code).toBe(
      'CHAT_MESSAGE_EMPTY',
    );
    // Exactly 1000 characters (emoji count as one each) pass.
    expect((await member.call('POST', '/wps/chat/messages', { text: '😀'.repeat(1000) })).body.code).toBe(
      'OK',
    );
    expect((await member.call('GET', '/wps/chat/messages')).body.value.messages).toHaveLength(1);
  });

  it('takes PNG and JPG judged by their bytes; refuses a fake image and one over 5 MB', async () => {
    const member = await client().newMember('chati');
    const png = await upload(member, tinyPng(), 'application/octet-stream');
    expect(png.body.value.attachment).toMatchObject({ contentType: 'image/png', size: tinyPng().length });
    const jpg = await upload(member, tinyJpeg(), 'image/png');
    expect(jpg.body.value.attachment.contentType).toBe('image/jpeg');

    const fake = await upload(member, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect([fake.status, fake.body.code, fake.body.message]).toEqual([
      400,
      'CHAT_IMAGE_INVALID',
      'Only PNG or JPG images can be sent.',
    ]);
    const gif = await upload(member, Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif');
    expect(gif.body.code).toBe('CHAT_IMAGE_INVALID');
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload(member, huge);
    expect([big.status, big.body.code, big.body.message]).toEqual([
      413,
      'CHAT_IMAGE_TOO_LARGE',
      'The image is too large: at most 5 MB.',
    ]);
    expect((await member.call('GET', '/wps/chat/messages')).body.value.messages).toHaveLength(2);

    const image = await env.app.inject({
      method: 'GET',
      url: `/wps/chat/attachments/${png.body.value.attachment.id}`,
      headers: { authorization: `Bearer ${member.token}`, merchant: 'FICHA' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
    const staffImage = await ops(
      chat.support,
      'GET',
      `/chat/attachments/${png.body.value.attachment.id}`,
    ).catch(() => null);
    expect(staffImage).toBeNull(); // not JSON: the bytes
    const raw = await env.app.inject({
      method: 'GET',
      url: `/ops/api/v1/chat/attachments/${png.body.value.attachment.id}`,
      headers: { authorization: `Bearer ${chat.support}` },
    });
    expect(raw.rawPayload.equals(tinyPng())).toBe(true);
  });
});

describe('per-member rate limits', () => {
  it('refuses sends over the budget and unread counts over theirs, for that member only', async () => {
    const member = await client().newMember('chatrl');
    const codes: string[] = [];
    for (let i = 0; i <= SENDS_PER_MINUTE; i++) {
      codes.push((await member.call('POST', '/wps/chat/messages', { text: `n${i}` })).body.code);
    }
    expect(codes.slice(0, SENDS_PER_MINUTE).every((c) => c === 'OK')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    const unread: number[] = [];
    for (let i = 0; i <= UNREAD_PER_MINUTE; i++) {
      unread.push((await member.call('GET', '/wps/relay/CBS_unreadCount')).status);
    }
    expect(unread.at(-1)).toBe(429);
    const other = await client().newMember('chatrl2');
    expect((await other.call('POST', '/wps/chat/messages', { text: 'eu posso' })).body.code).toBe('OK');
    expect((await other.call('GET', '/wps/relay/CBS_unreadCount')).body.code).toBe('OK');
  });
});
