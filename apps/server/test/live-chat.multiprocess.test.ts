import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { AccountClient } from './account-client.ts';
import { ChatSocket, isType } from './chat-helpers.ts';
import { staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { createTestDatabase, merchantIdOf, testConfig } from './test-app.ts';

// DESIGN section 8 and issue 16: "working across several server processes (Redis pub/sub)". Two
// app instances on one database and one Redis: a member on one, staff on the other, each sees
// the other's messages in real time.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let made: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: FastifyInstance[] = [];
const redises: Redis[] = [];
const sockets: ChatSocket[] = [];

async function instance(database: Database): Promise<{ app: FastifyInstance; ws: string }> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redises.push(redis);
  const app = await buildApp({ config: testConfig(), db: database.db, redis, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, ws: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  made = await createTestDatabase();
}, 120_000);
const ownDatabases: Database[] = [];

/**
 * A database handle of its own, as another process has (its own pool and its own LISTEN for
 * change notices) on PostgreSQL; the embedded database can only be shared within one process.
 */
async function secondHandle(): Promise<Database> {
  if (!made.url) return made.database;
  const database = await openDatabase({ kind: 'postgres', url: made.url });
  ownDatabases.push(database);
  return database;
}

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close();
  for (const database of ownDatabases) await database.close();
  for (const redis of redises) redis.disconnect();
  await made.drop();
});

describe('two app instances on one Redis', () => {
  it("see each other's chat messages", async () => {
    const one = await instance(made.database);
    const two = await instance(made.database);
    const member = await new AccountClient(one.app, made.database, '10.18.0.1').newMember('mpm');
    const staff = await addStaff(made.database.db, {
      role: 'SUPPORT',
      merchantId: await merchantIdOf(made.database.db),
    });
    const token = await staffToken(two.app, made.database.db, staff);

    const memberSocket = await ChatSocket.open(`${one.ws}/wps/chat/ws`, `bearer.${member.token}`);
    const staffSocket = await ChatSocket.open(`${two.ws}/ops/api/v1/chat/ws`, `bearer.${token}`);
    sockets.push(memberSocket, staffSocket);
    await memberSocket.next(isType('hello'));
    await staffSocket.next(isType('hello'));
    // The subscriptions are made as the apps start; give Redis a moment to confirm them.
    await new Promise((resolve) => setTimeout(resolve, 300));

    memberSocket.send({ type: 'send', ref: 'a', text: 'mensagem pelo processo um' });
    const ack = await memberSocket.next(isType('ack'));
    const heard = await staffSocket.next(isType('message', (m) => m.message.id === ack.message.id));
    expect(heard.message.body).toBe('mensagem pelo processo um');

    staffSocket.send({
      type: 'send',
      conversationId: ack.message.conversationId,
      ref: 'b',
      text: 'resposta pelo dois',
    });
    const reply = await staffSocket.next(isType('ack'));
    const got = await memberSocket.next(isType('message', (m) => m.message.id === reply.message.id));
    expect(got.message.body).toBe('resposta pelo dois');
  });

  it("push a member's unread counts to the page open on the other process", async () => {
    const one = await instance(made.database);
    const two = await instance(await secondHandle());
    const ficha = await merchantIdOf(made.database.db);
    const member = await new AccountClient(one.app, made.database, '10.18.0.2').newMember('mpu');
    const staff = await addStaff(made.database.db, { role: 'SUPPORT', merchantId: ficha });
    const token = await staffToken(two.app, made.database.db, staff);
    const page = await ChatSocket.open(`${one.ws}/wps/live/ws`, `bearer.${member.token}`);
    sockets.push(page);
    const start = (await page.next(isType('unread'))).counts;
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Staff answer on process two (the chat's Redis bus): the chat count rises on process one.
    page.send({ type: 'send', ref: 'u1', text: 'pergunta' });
    const ack = await page.next(isType('ack'));
    const ops = (method: 'POST', url: string, payload: object) =>
      two.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language: 'EN' }, payload });
    const reply = await ops('POST', `/ops/api/v1/chat/conversations/${ack.message.conversationId}/messages`, {
      text: 'resposta',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await page.next(isType('unread', (m) => m.counts.chat === start.chat + 1));

    // An inbox message sent on process two (PostgreSQL's notice at commit): the inbox count rises.
    const sent = await ops('POST', '/ops/api/v1/messages/inbox', {
      merchantId: ficha,
      audience: 'MEMBER',
      audienceValue: member.username,
      title: 'Oi',
      content: 'Mensagem',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await page.next(isType('unread', (m) => m.counts.inbox === start.inbox + 1));
  });
});
