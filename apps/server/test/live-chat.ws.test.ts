import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { ChatSocket, isType } from './chat-helpers.ts';
import { staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 16 part 4: the chat's websockets. A member and a SUPPORT staff member see each other's
// messages, typing and read receipts in real time; the credential rides as a subprotocol.
const env = useTestApp({ listen: true });
let support: string;
const sockets: ChatSocket[] = [];

const open = async (path: string, credential: string) => {
  const socket = await ChatSocket.open(`${env.wsBase}${path}`, credential);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  const staff = await addStaff(env.db, { role: 'SUPPORT', merchantId: await merchantIdOf(env.db) });
  support = await staffToken(env.app, env.db, staff);
}, 120_000);
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('the chat websockets', () => {
  it('carry messages, typing and read receipts between a member and staff', async () => {
    const member = await new AccountClient(env.app, env.database, '10.17.0.1').newMember('wsm');
    const staff = await open('/ops/api/v1/chat/ws', `bearer.${support}`);
    await staff.next(isType('hello'));
    const mine = await open('/wps/chat/ws', `bearer.${member.token}`);
    expect((await mine.next(isType('hello'))).conversationId).toBeNull();

    mine.send({ type: 'send', ref: 'r1', text: 'Oi, preciso de ajuda' });
    const ack = await mine.next(isType('ack', (m) => m.ref === 'r1'));
    expect(ack.message).toMatchObject({ sender: 'MEMBER', body: 'Oi, preciso de ajuda' });
    const conversationId = ack.message.conversationId;

    const heard = await staff.next(isType('message', (m) => m.message.id === ack.message.id));
    expect(heard.message.body).toBe('Oi, preciso de ajuda');
    const row = await staff.next(isType('conversation', (m) => m.conversation.id === conversationId));
    expect(row.conversation).toMatchObject({ name: member.username, unread: 1 });

    mine.send({ type: 'typing' });
    await staff.next(isType('typing', (m) => m.conversationId === conversationId && m.sender === 'MEMBER'));

    staff.send({ type: 'typing', conversationId });
    await mine.next(isType('typing', (m) => m.sender === 'STAFF'));
    staff.send({ type: 'send', conversationId, ref: 's1', text: 'Claro, diga.' });
    const reply = await staff.next(isType('ack', (m) => m.ref === 's1'));
    const got = await mine.next(isType('message', (m) => m.message.id === reply.message.id));
    expect(got.message).toMatchObject({ sender: 'STAFF', body: 'Claro, diga.', staffName: null });

    staff.send({ type: 'read', conversationId, upTo: ack.message.id });
    // Staff's mark covers the member's message (and staff's own reply, read by its writer).
    const receipt = await mine.next(isType('read', (m) => m.reader === 'STAFF'));
    expect(Number(receipt.upTo)).toBeGreaterThanOrEqual(Number(ack.message.id));
    mine.send({ type: 'read', upTo: reply.message.id });
    expect((await staff.next(isType('read', (m) => m.reader === 'MEMBER'))).upTo).toBe(reply.message.id);
  });

  it('answers bad frames with an error naming the code, and refuses sockets without a credential', async () => {
    const member = await new AccountClient(env.app, env.database, '10.17.0.2').newMember('wsb');
    const mine = await open('/wps/chat/ws?lang=EN', `bearer.${member.token}`);
    await mine.next(isType('hello'));
    mine.send({ type: 'send', ref: 'long', text: 'x'.repeat(1001) });
    const error = await mine.next(isType('error', (m) => m.ref === 'long'));
    expect(error).toMatchObject({
      code: 'CHAT_MESSAGE_TOO_LONG',
      message: 'A message may have at most 1000 characters.',
    });
    mine.socket.send('not json');
    expect((await mine.next(isType('error', (m) => m.code === 'BAD_REQUEST'))).ref).toBeNull();

    const stranger = await open('/wps/chat/ws', 'visitor.AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await stranger.next(isType('error', (m) => m.code === 'UNAUTHORIZED'));
    await expect(
      ChatSocket.open(`${env.wsBase}/ops/api/v1/chat/ws`, `bearer.${member.token}`),
    ).rejects.toThrow('HTTP 401');
  });

  it("does not let a member's socket hear another member's conversation", async () => {
    const alice = await new AccountClient(env.app, env.database, '10.17.0.3').newMember('wsa');
    const bob = await new AccountClient(env.app, env.database, '10.17.0.4').newMember('wsc');
    const bobSocket = await open('/wps/chat/ws', `bearer.${bob.token}`);
    await bobSocket.next(isType('hello'));
    const sent = await alice.call('POST', '/wps/chat/messages', { text: 'only alice' });
    const staffReply = await env.app.inject({
      method: 'POST',
      url: `/ops/api/v1/chat/conversations/${sent.body.value.conversationId}/messages`,
      headers: { authorization: `Bearer ${support}` },
      payload: { text: 'for alice only' },
    });
    expect(staffReply.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.stringify(bobSocket.heard)).not.toContain('alice');
  });
});
