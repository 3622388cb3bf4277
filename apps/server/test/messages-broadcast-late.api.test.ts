import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountClient, type NewMember } from './account-client.ts';
import { demoOperatorToken, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 16 part 2: "Operator messages to one member, a segment (e.g. all members of a merchant,
// VIP level, agents) or everyone". A member who registers after a broadcast still receives it
// when it was meant for them: the segment is judged at registration (migration 0039), for the
// broadcasts of the last 30 days; trial accounts never receive broadcasts (as at sending).
const env = useTestApp();
let ficha: number;
let support: string;
let platform: string;
let ip = 0;
const client = (merchant = 'FICHA') => {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.39.1.${ip}`, merchant);
};

async function broadcast(token: string, body: Record<string, unknown>) {
  const res = await env.app.inject({
    method: 'POST',
    url: '/ops/api/v1/messages/inbox',
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    payload: { merchantId: ficha, content: 'Texto', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string; recipients: number };
}

const titles = async (m: NewMember) =>
  (
    (await m.call('GET', '/wps/inbox/messages?pageNo=1&pageSize=50')).body.value.list as Array<{
      title: string;
    }>
  ).map((x) => x.title);

beforeAll(async () => {
  ficha = await merchantIdOf(env.db, 'FICHA');
  support = await staffToken(env.app, env.db, await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha }));
  platform = await demoOperatorToken(env.app, env.db);
}, 120_000);

describe('broadcasts and members who register later', () => {
  it('delivers the broadcasts meant for a new member, unread, counted in the recipients', async () => {
    const sent = await broadcast(support, { audience: 'MERCHANT', title: 'Bem-vindos ao FICHA' });
    await broadcast(platform, { audience: 'EVERYONE', title: 'Para toda a plataforma' });
    await broadcast(support, { audience: 'AGENTS', title: 'Só agentes' });
    await broadcast(support, { audience: 'VIP', audienceValue: 'VIP9', title: 'Só VIP9' });

    const late = await client().newMember('late');
    const got = await titles(late);
    expect(got).toContain('Bem-vindos ao FICHA');
    expect(got).toContain('Para toda a plataforma');
    // Not meant for them: a new member is neither an agent nor VIP9.
    expect(got).not.toContain('Só agentes');
    expect(got).not.toContain('Só VIP9');
    expect(
      (await late.call('GET', '/wps/relay/CSP_unreadCount')).body.value.unReadCount,
    ).toBeGreaterThanOrEqual(2);

    const row = await env.db
      .selectFrom('inbox_broadcasts')
      .select('recipients')
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.recipients).toBe(sent.recipients + 1);
  });

  it("never delivers another merchant's broadcast, nor one older than 30 days, nor to a trial user", async () => {
    const old = await broadcast(support, { audience: 'MERCHANT', title: 'Campanha antiga' });
    await env.db
      .updateTable('inbox_broadcasts')
      .set({ created_at: sql<Date>`now() - interval '31 days'` })
      .where('id', '=', old.id)
      .execute();
    await broadcast(support, { audience: 'MERCHANT', title: 'Só para o FICHA' });

    const rio = await client('RIO').newMember('laterio');
    expect(await titles(rio)).not.toContain('Só para o FICHA');
    const ficha = await client().newMember('lateold');
    const got = await titles(ficha);
    expect(got).toContain('Só para o FICHA');
    expect(got).not.toContain('Campanha antiga');

    const c = client();
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const received = await env.db
      .selectFrom('inbox_messages')
      .innerJoin('members', 'members.id', 'inbox_messages.member_id')
      .select('inbox_messages.id')
      .where('members.username', '=', trial.body.value.userName)
      .execute();
    expect(received).toEqual([]);
  });
});
