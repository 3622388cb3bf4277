import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRgClock } from '../src/modules/responsible-gaming/rg-clock.ts';
import { uniqueCpf } from './account-client.ts';
import { payInSandbox } from './payments-client.ts';
import { permissiveWelcomeBonus } from './promotion-fixtures.ts';
import { rgMember, SECRET, testClock, VENDOR } from './rg-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/**
 * Issue 19 part 2: "marketing (inbox promotions, bonuses) stops for excluded players". A person in
 * a time-out or self-exclusion (taken here at another merchant of the operator, under the same
 * CPF, so this member's own session still works) or on the self-exclusion register is offered no
 * promotion, granted no bonus, shown no promotional announcement or popup, and left out of the
 * operator's segment sends; a message written to that one member still arrives.
 */

const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
const clock = testClock();
afterEach(() => clock.reset());
afterAll(() => setRgClock(undefined));

let ops: (
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) => Promise<{
  code: string;
  value: Record<string, never> & { id: string; recipients: number; imported: number };
}>;
let ficha: number;

beforeAll(async () => {
  ficha = await merchantIdOf(env.db, 'FICHA');
  // Ficha, licensed in Brazil, offers no deposit bonus (issue 18): given back its old one here.
  await permissiveWelcomeBonus(env.db, ficha);
  const token = await demoOperatorToken(env.app, env.db);
  ops = async (method, url, body) => {
    const res = await env.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, language: 'EN' },
      ...(body ? { payload: body } : {}),
    });
    return res.json();
  };
  for (const [promotionType, execution, title] of [
    ['PR', 'A', 'Double deposit weekend'],
    ['PU', 'A', 'Popup: free spins'],
    ['PL', 'A', 'Maintenance on Sunday'],
  ] as const) {
    const published = await ops('POST', '/ops/api/v1/messages/announcements', {
      merchantId: ficha,
      language: 'EN',
      promotionType,
      execution,
      title,
      content: '<p>text</p>',
    });
    expect(published.code, JSON.stringify(published)).toBe('OK');
  }
}, 60_000);

/** A FICHA member, and a RIO member of the same person (CPF) who can take an exclusion there. */
async function personAtTwoMerchants() {
  const cpf = uniqueCpf();
  const here = await rgMember(env.app, env.database, { cpf, prefix: 'mkf' });
  const there = await rgMember(env.app, env.database, { merchant: 'RIO', prefix: 'mkr' });
  await env.db
    .updateTable('members')
    .set({ id_number: cpf })
    .where('id', '=', String(there.memberId))
    .execute();
  return { here, there, cpf };
}

type Member = Awaited<ReturnType<typeof rgMember>>;
const titles = (list: Array<{ title: string }> | undefined) => (list ?? []).map((a) => a.title);
const announcements = async (m: Member, types: string) =>
  (await m.call('GET', `/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=M`)).body.value;
const inboxTitles = async (m: Member) =>
  (await m.call('GET', '/wps/inbox/messages?pageNo=1&pageSize=20')).body.value.list.map(
    (x: { title: string }) => x.title,
  );
const send = (body: Record<string, unknown>) =>
  ops('POST', '/ops/api/v1/messages/inbox', { merchantId: ficha, content: 'Text', ...body });

async function pixOrder(m: Member, amount: string, promotionId?: number) {
  const methods = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list;
  const pix = methods.find((x: { code: string }) => x.code === 'PIX').id;
  return m.call('POST', '/wps/relay/depositPaymentGateway', {
    methodId: pix,
    amount,
    ...(promotionId !== undefined ? { promotionId } : {}),
  });
}

describe('marketing stops for excluded players', () => {
  it('offers no promotion, grants no bonus and refuses acceptPromo once the person is excluded', async () => {
    const { here, there } = await personAtTwoMerchants();
    const promos = (await here.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    expect(promos.length).toBeGreaterThan(0);
    // An order opened before the exclusion, with a promotion attached.
    const order = await pixOrder(here, '50.00', promos[0].id);
    expect(order.body.code).toBe('OK');

    const taken = await there.call('POST', '/wps/rg/exclusion', { kind: 'TIME_OUT', days: 7 });
    expect(taken.body.code).toBe('OK');

    expect((await here.call('GET', '/wps/relay/depositPromoList')).body.value.list).toEqual([]);
    const accept = await here.call('POST', '/wps/relay/acceptPromo', {
      orderId: order.body.value.orderId,
      promotionId: promos[0].id,
    });
    expect(accept.body.code).toBe('RG_TIMED_OUT');
    expect(accept.body.message).toMatch(/^You are taking a time-out until /);

    // The charge was paid: the cash is the member's, the bonus is not granted.
    expect((await payInSandbox(env.app, order.body.value.payUrl.split('/').pop())).statusCode).toBe(303);
    const wallet = (await here.call('GET', '/wps/wallets/gcs')).body.value;
    expect(wallet).toMatchObject({ cashBalance: '50.00', bonusBalance: '0.00' });
    const bonusTransfers = await env.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `deposit-bonus:${order.body.value.orderId}`)
      .execute();
    expect(bonusTransfers).toEqual([]);

    // After the time-out the offers come back (the welcome bonus is gone now: the member deposited).
    expect((await announcements(here, 'PR')).promotion).toEqual([]);
    clock.advanceHours(24 * 7 + 1);
    expect(titles((await announcements(here, 'PR')).promotion)).toContain('Double deposit weekend');
  });

  it('shows no promotion announcement or popup to an excluded member, but still the notices', async () => {
    const { here, there } = await personAtTwoMerchants();
    expect(titles((await announcements(here, 'PR')).promotion)).toContain('Double deposit weekend');
    expect(titles((await announcements(here, 'B,PL,PU')).popup)).toContain('Popup: free spins');

    await there.call('POST', '/wps/rg/exclusion', { kind: 'SELF_EXCLUSION', period: '6M' });
    expect((await announcements(here, 'PR')).promotion).toEqual([]);
    const lists = await announcements(here, 'B,PL,PU');
    expect(lists.popup).toEqual([]);
    expect(titles(lists.player)).toContain('Maintenance on Sunday');
  });

  it('leaves excluded and registered players out of segment sends, not out of a message to them alone', async () => {
    const { here, there } = await personAtTwoMerchants();
    const onRegister = await rgMember(env.app, env.database, { prefix: 'mkreg' });
    const other = await rgMember(env.app, env.database, { prefix: 'mkok' });
    await there.call('POST', '/wps/rg/exclusion', { kind: 'TIME_OUT', days: 1 });
    const imported = await ops('POST', '/ops/api/v1/rg/register/import', {
      cpfs: [onRegister.cpf],
      source: 'test',
      reason: 'national register file',
    });
    expect(imported.value.imported).toBe(1);

    const everyone = await send({ audience: 'MERCHANT', title: 'Bonus week for everyone' });
    expect(everyone.code).toBe('OK');
    const reached = await env.db
      .selectFrom('inbox_messages')
      .select('member_id')
      .where('broadcast_id', '=', everyone.value.id)
      .execute();
    const reachedIds = reached.map((r) => Number(r.member_id));
    expect(reachedIds.length).toBe(everyone.value.recipients);
    expect(reachedIds).toContain(other.memberId);
    expect(reachedIds).not.toContain(here.memberId);
    expect(reachedIds).not.toContain(onRegister.memberId);
    const personal = await send({
      audience: 'MEMBER',
      audienceValue: here.username,
      title: 'About your account',
    });
    expect(personal.value.recipients).toBe(1);

    expect(await inboxTitles(other)).toContain('Bonus week for everyone');
    expect(await inboxTitles(here)).not.toContain('Bonus week for everyone');
    expect(await inboxTitles(here)).toContain('About your account');
    const registered = await env.db
      .selectFrom('inbox_messages')
      .select('title')
      .where('member_id', '=', String(onRegister.memberId))
      .execute();
    expect(registered.map((r) => r.title)).not.toContain('Bonus week for everyone');
  });
});
