import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRgClock } from '../src/modules/responsible-gaming/rg-clock.ts';
import { AccountClient, memberFields, uniqueName } from './account-client.ts';
import { depositByPix } from './payments-client.ts';
import { frameCall, launchStudio, rgMember, SECRET, testClock, VENDOR } from './rg-fixtures.ts';
import { useTestApp } from './test-app.ts';
import { vendorClient } from './wallet-fixtures.ts';

/**
 * Issue 19 part 1: "Deposit, loss and wager limits per day, week and month, and a session time
 * limit ... Lowering takes effect at once; raising or removing waits a cooling-off period ... and
 * then needs the player's confirmation. Enforced on the server before a deposit is created, at
 * every bet ... a bet that would break a limit is refused with its own error code."
 */

const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
const clock = testClock();
let call: ReturnType<typeof vendorClient>;
beforeAll(() => {
  call = vendorClient(env.app, VENDOR, SECRET);
});
afterEach(() => clock.reset());
afterAll(() => setRgClock(undefined));

const member = (cash = 100_00n) => rgMember(env.app, env.database, { cash });
type LimitView = { kind: string; period: string; effective: string | null; pending: unknown };
const limitOf = (state: { limits: LimitView[] }, kind: string, period: string) =>
  state.limits.find((l) => l.kind === kind && l.period === period);

describe('limits at every bet path', () => {
  it('refuses a studio, a lottery and a vendor bet past the wager limit, each with RG_WAGER_LIMIT', async () => {
    const m = await member();
    expect((await m.setLimits([{ kind: 'WAGER', period: 'DAY', amount: '10.00' }])).body.code).toBe('OK');

    const dice = await launchStudio(env.app, m.token);
    const roll = (stake: string) =>
      frameCall(env.app, dice, 'POST', '/studio/api/v1/dice/play', {
        stake,
        target: 5000,
        direction: 'under',
      });
    expect((await roll('6.00')).body.code).toBe('OK');
    const refused = await roll('5.00');
    expect(refused.body.code).toBe('RG_WAGER_LIMIT');
    expect(refused.body.message).toBe(
      'This bet would go over your wager limit of R$10.00 per 24 hours. You can still bet R$4.00.',
    );

    const lotto = await m.vendorSession('FICHA_LOTTO', 'ficha_lotto_k3_1m');
    const state = (await frameCall(env.app, lotto.id, 'GET', '/lotto/api/v1/game')).body.value;
    const ticket = (amount: string) =>
      frameCall(env.app, lotto.id, 'POST', '/lotto/api/v1/tickets', {
        numero: state.next.numero,
        bets: [{ betType: 'big', pick: '', amount }],
      });
    expect((await ticket('5.00')).body.code).toBe('RG_WAGER_LIMIT');
    expect((await ticket('4.00')).body.code).toBe('OK');

    const vendor = await m.vendorSession();
    const bet = await call('bet', {
      sessionId: vendor.id,
      transactionId: `w${m.memberId}`,
      roundId: 'r',
      amount: '0.01',
    });
    expect(bet.body.code).toBe('RG_WAGER_LIMIT');
    // Refused bets took nothing: 100 - 6 (dice, maybe won back) - 4 (lottery).
    const wager = limitOf((await m.call('GET', '/wps/rg')).body.value, 'WAGER', 'DAY');
    expect(wager).toMatchObject({ effective: '10.00', used: '10.00' });
  });

  it('lets 50 simultaneous bets at the edge of a loss limit take exactly the limit', async () => {
    const m = await member();
    await m.setLimits([{ kind: 'LOSS', period: 'WEEK', amount: '25.00' }]);
    const session = await m.vendorSession();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('bet', {
          sessionId: session.id,
          transactionId: `l${m.memberId}-${i}`,
          roundId: `r${i}`,
          amount: '1.00',
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(25);
    expect(codes.filter((c) => c === 'RG_LOSS_LIMIT')).toHaveLength(25);
    expect((await call('balance', { sessionId: session.id })).body.value.balance).toBe('75.00');
    // A win gives room back: the net loss is what counts.
    const firstOk = codes.indexOf('OK');
    await call('win', {
      sessionId: session.id,
      transactionId: `lw${m.memberId}`,
      betTransactionId: `l${m.memberId}-${firstOk}`,
      amount: '3.00',
    });
    const again = await call('bet', {
      sessionId: session.id,
      transactionId: `l${m.memberId}-x`,
      roundId: 'x',
      amount: '3.00',
    });
    expect(again.body.code).toBe('OK');
    const more = await call('bet', {
      sessionId: session.id,
      transactionId: `l${m.memberId}-y`,
      roundId: 'y',
      amount: '0.01',
    });
    expect(more.body.code).toBe('RG_LOSS_LIMIT');
  });

  it('refuses a deposit past the deposit limit before any order is made', async () => {
    const m = await member(0n);
    await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: '100.00' }]);
    await depositByPix(env.app, m, '80.00');
    const methods = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list;
    const pix = methods.find((x: { code: string }) => x.code === 'PIX').id;
    const before = await env.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', String(m.memberId))
      .execute();
    const refused = await m.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: pix,
      amount: '30.00',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      value: { limit: '100.00', left: '20.00' },
    });
    expect(refused.body.message).toContain('R$100.00 per 24 hours');
    const pt = await m.call(
      'POST',
      '/wps/relay/depositPaymentGateway',
      { methodId: pix, amount: '30.00' },
      'PT',
    );
    expect(pt.body.message).toContain('por 24 horas');
    const after = await env.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(after).toHaveLength(before.length);
    expect(
      (await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20.00' })).body
        .code,
    ).toBe('OK');
  });
});

describe('limits at sign-up', () => {
  it('takes the loss and session limits chosen on the form; a bad one opens no account', async () => {
    const c = new AccountClient(env.app, env.database, '10.19.250.1');
    const bad = uniqueName('rgbad');
    const refused = await c.register({
      ...memberFields(bad),
      rgLimits: [{ kind: 'LOSS', period: 'DAY', amount: '-1' }],
    });
    expect(refused.body.code).toBe('RG_LIMIT_INVALID');
    expect(
      await env.db.selectFrom('members').select('id').where('username', '=', bad).executeTakeFirst(),
    ).toBeUndefined();
    const good = await c.register({
      ...memberFields(uniqueName('rggood')),
      rgLimits: [
        { kind: 'LOSS', period: 'DAY', amount: '50.00' },
        { kind: 'SESSION', period: 'SESSION', amount: '90' },
      ],
    });
    expect(good.body.code).toBe('OK');
    const state = await c.call('GET', '/wps/rg', { token: good.body.value.token });
    expect(limitOf(state.body.value, 'LOSS', 'DAY')).toMatchObject({ effective: '50.00' });
    expect(limitOf(state.body.value, 'SESSION', 'SESSION')).toMatchObject({ effective: '90' });
  });
});

describe('cooling-off (injected clock)', () => {
  it('lowers at once; a raise waits 24 hours, then needs the confirmation', async () => {
    const m = await member();
    await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: '100.00' }]);
    const raised = await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: '200.00' }]);
    expect(raised.body.value.coolingOffHours).toBe(24);
    const row = limitOf(raised.body.value, 'DEPOSIT', 'DAY')!;
    expect(row).toMatchObject({
      amount: '100.00',
      effective: '100.00',
      pending: { amount: '200.00', confirmable: false },
    });

    // A second raise, or a confirmation, during the cooling-off: refused, nothing changed.
    const second = await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: '300.00' }]);
    expect(second.body.code).toBe('RG_COOLING_OFF');
    const early = await m.call('POST', '/wps/rg/limits/confirm', { kind: 'DEPOSIT', period: 'DAY' });
    expect(early.body.code).toBe('RG_COOLING_OFF');
    expect(limitOf((await m.call('GET', '/wps/rg')).body.value, 'DEPOSIT', 'DAY')).toEqual(row);

    clock.advanceHours(23);
    expect(
      (await m.call('POST', '/wps/rg/limits/confirm', { kind: 'DEPOSIT', period: 'DAY' })).body.code,
    ).toBe('RG_COOLING_OFF');
    clock.advanceHours(1.01);
    const state = (await m.call('GET', '/wps/rg')).body.value;
    expect(limitOf(state, 'DEPOSIT', 'DAY')!.pending).toMatchObject({ confirmable: true });
    expect(limitOf(state, 'DEPOSIT', 'DAY')!.effective).toBe('100.00');
    const confirmed = await m.call('POST', '/wps/rg/limits/confirm', { kind: 'DEPOSIT', period: 'DAY' });
    expect(limitOf(confirmed.body.value, 'DEPOSIT', 'DAY')).toMatchObject({
      effective: '200.00',
      pending: null,
    });

    // Lowering holds at once, and a removal waits like a raise.
    const lowered = await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: '50.00' }]);
    expect(limitOf(lowered.body.value, 'DEPOSIT', 'DAY')).toMatchObject({
      effective: '50.00',
      pending: null,
    });
    const removed = await m.setLimits([{ kind: 'DEPOSIT', period: 'DAY', amount: null }]);
    expect(limitOf(removed.body.value, 'DEPOSIT', 'DAY')).toMatchObject({
      effective: '50.00',
      pending: { amount: null, confirmable: false },
    });
  });

  it('refuses a trial account, a negative or absurd limit, and changes nothing', async () => {
    const m = await member();
    await m.setLimits([{ kind: 'LOSS', period: 'MONTH', amount: '500.00' }]);
    const before = (await m.call('GET', '/wps/rg')).body.value;
    for (const limits of [
      [{ kind: 'LOSS', period: 'MONTH', amount: '-5.00' }],
      [{ kind: 'LOSS', period: 'MONTH', amount: '0' }],
      [{ kind: 'LOSS', period: 'MONTH', amount: '99999999.00' }],
      [{ kind: 'LOSS', period: 'MONTH', amount: 'lots' }],
      [{ kind: 'SESSION', period: 'SESSION', amount: '100000' }],
      // All or none: a good change beside a bad one is not kept either.
      [
        { kind: 'WAGER', period: 'DAY', amount: '10.00' },
        { kind: 'DEPOSIT', period: 'DAY', amount: '-1' },
      ],
    ]) {
      const res = await m.setLimits(limits);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('RG_LIMIT_INVALID');
    }
    expect((await m.setLimits([{ kind: 'SESSION', period: 'DAY', amount: '10' }])).body.code).toBe(
      'BAD_REQUEST',
    );
    expect((await m.call('GET', '/wps/rg')).body.value).toEqual(before);

    const trial = await m.c.call('POST', '/wps/session/login/freeplay', { body: {} });
    const token = trial.body.value.token;
    const res = await m.c.call('PUT', '/wps/rg/limits', {
      token,
      body: { limits: [{ kind: 'LOSS', period: 'DAY', amount: '10.00' }] },
    });
    expect(res.body.code).toBe('FREE_REJECT');
  });

  it('ends a session past the session time limit', async () => {
    const m = await member();
    await m.setLimits([{ kind: 'SESSION', period: 'SESSION', amount: '30' }]);
    const vendor = await m.vendorSession();
    expect((await m.call('GET', '/wps/rg')).body.code).toBe('OK');
    clock.advanceMinutes(31);
    const bet = await call('bet', {
      sessionId: vendor.id,
      transactionId: `s${m.memberId}`,
      roundId: 'r',
      amount: '1.00',
    });
    expect(bet.body.code).toBe('RG_SESSION_LIMIT');
    const res = await m.call('GET', '/wps/rg');
    expect(res.body).toMatchObject({ code: 'RG_SESSION_LIMIT', value: { minutes: 30 } });
    clock.reset();
    expect((await m.call('GET', '/wps/rg')).body.code).toBe('SESSION_EXPIRED');
  });
});
