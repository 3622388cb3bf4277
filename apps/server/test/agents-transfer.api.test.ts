import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger, postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { type AccountClient, uniqueName } from './account-client.ts';
import { insertTreeMember, memberIdByName } from './agents-fixtures.ts';
import { accountApp, merchantIdOf } from './test-app.ts';

/**
 * POST /wps/agent/transferToDownline (issue 17 part 6: "transfer to a downline if the operator
 * allows it"): the site's flag, agents only, the caller's own team only, the payment password with
 * the withdrawals' lock, amounts checked, the money through the ledger once per requestId.
 */
const t = accountApp('10.19');
const URL = '/wps/agent/transferToDownline';
const PAY = '135790';

type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => ReturnType<AccountClient['call']>;

async function signIn(username: string, password: string): Promise<Call> {
  const c = t.client();
  const login = await c.login(username, password);
  expect(login.body.code).toBe('OK');
  const token: string = login.body.value.token;
  return (method, url, body) => c.call(method, url, { token, ...(body !== undefined ? { body } : {}) });
}

async function register(call: Call, kind: 'PLAYER' | 'AGENT') {
  const username = uniqueName(kind === 'AGENT' ? 'ta' : 'tp');
  const res = await call('POST', '/wps/agent/register', { username, password: 'Inicial123', kind });
  expect(res.body.code).toBe('OK');
  return { id: res.body.value.id as number, username };
}

async function cashOf(memberId: number): Promise<bigint> {
  const m = await merchantIdOf(t.db);
  return balanceOf(t.db, await playerAccount(t.db, m, memberId, 'PLAYER_CASH', 'BRL'));
}

let deposits = 0;
async function deposit(memberId: number, amount: bigint) {
  const m = await merchantIdOf(t.db);
  deposits += 1;
  const res = await postTransfer(t.db, {
    merchantId: m,
    key: `transfer-test:${memberId}:${deposits}`,
    kind: 'DEPOSIT',
    createdBy: 'test',
    legs: [
      { accountId: await playerAccount(t.db, m, memberId, 'PLAYER_CASH', 'BRL'), amount },
      { accountId: await systemAccount(t.db, m, 'DEPOSIT_CLEARING', 'BRL'), amount: -amount },
    ],
  });
  expect(res.status).toBe('APPLIED');
}

/**
 * A fresh agent under the demo agent with cash and a payment password, a direct player, a
 * sub-agent and the sub-agent's player (depth 2).
 */
async function agentWithTeam(cash = 100_00n, { paymentPassword = true } = {}) {
  const top = await register(await signIn('agente01', 'Agente2026'), 'AGENT');
  const call = await signIn(top.username, 'Inicial123');
  if (paymentPassword) {
    const set = await call('PUT', '/wps/member/paymentPassword', {
      password: 'Inicial123',
      paymentPassword: PAY,
      confirmPaymentPassword: PAY,
    });
    expect(set.body.code).toBe('OK');
  }
  const player = await register(call, 'PLAYER');
  const sub = await register(call, 'AGENT');
  const subCall = await signIn(sub.username, 'Inicial123');
  const deep = await register(subCall, 'PLAYER');
  if (cash > 0n) await deposit(top.id, cash);
  let n = 0;
  /** A transfer with a fresh requestId unless told. */
  const send = (memberId: number, amount: unknown, extra: Record<string, unknown> = {}) => {
    n += 1;
    return call('POST', URL, {
      memberId,
      amount,
      paymentPassword: PAY,
      requestId: `req-${top.id}-${n}-${Date.now()}`,
      ...extra,
    });
  };
  return { top, call, player, sub, subCall, deep, send };
}

async function setFlag(on: boolean) {
  await t.db
    .updateTable('merchants')
    .set({
      flags: on
        ? sql<string[]>`array_append(array_remove(flags, 'AGENT_TRANSFER'), 'AGENT_TRANSFER')`
        : sql<string[]>`array_remove(flags, 'AGENT_TRANSFER')`,
    })
    .where('code', '=', 'FICHA')
    .execute();
}

describe('who may transfer', () => {
  it("is refused while the site's AGENT_TRANSFER flag is off, and allowed once it is on", async () => {
    const a = await agentWithTeam();
    await setFlag(false);
    try {
      const res = await a.send(a.player.id, '10.00');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'AGENT_TRANSFER_OFF' });
      expect(await cashOf(a.top.id)).toBe(100_00n);
    } finally {
      await setFlag(true);
    }
    expect((await a.send(a.player.id, '10.00')).body.code).toBe('OK');
  });

  it('refuses a player (NOT_AGENT) and a visitor', async () => {
    const a = await agentWithTeam();
    const player = await signIn(a.player.username, 'Inicial123');
    await deposit(a.player.id, 50_00n);
    const res = await player('POST', URL, {
      memberId: a.top.id,
      amount: '1.00',
      paymentPassword: PAY,
      requestId: 'player-request-1',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_AGENT');
    const visitor = await t.client().call('POST', URL, {
      body: { memberId: a.player.id, amount: '1.00', paymentPassword: PAY, requestId: 'visitor-1' },
    });
    expect(visitor.status).toBe(401);
    expect(await cashOf(a.player.id)).toBe(50_00n);
  });

  it("never reaches a member outside the caller's team (IDOR), whatever the id", async () => {
    const a = await agentWithTeam();
    const other = await agentWithTeam();
    const m = await merchantIdOf(t.db);
    const rio = await merchantIdOf(t.db, 'RIO');
    const rioMember = await insertTreeMember(t.db, rio, { prefix: 'rio' });
    const targets = [
      other.player.id, // another tree
      other.top.id,
      a.top.id, // itself
      await memberIdByName(t.db, m, 'agente01'), // its own upline
      await memberIdByName(t.db, m, 'jogador01'),
      rioMember, // another merchant
      999_999_999, // nobody
    ];
    for (const id of targets) {
      const res = await a.send(id, '5.00');
      expect(res.status, String(id)).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'AGENT_NOT_IN_TEAM' });
    }
    // A sub-agent cannot send up to its own upline either.
    await deposit(a.sub.id, 20_00n);
    const up = await a.subCall('POST', URL, {
      memberId: a.top.id,
      amount: '5.00',
      paymentPassword: PAY,
      requestId: 'sub-to-upline-1',
    });
    expect(up.body.code).toBe('AGENT_NOT_IN_TEAM');
    expect(await cashOf(a.top.id)).toBe(100_00n);
    expect(await cashOf(a.sub.id)).toBe(20_00n);
    expect(await cashOf(other.player.id)).toBe(0n);
    expect(await cashOf(rioMember)).toBe(0n);
  });
});

describe('the payment password', () => {
  it('must be set first', async () => {
    const a = await agentWithTeam(100_00n, { paymentPassword: false });
    const res = await a.send(a.player.id, '10.00');
    expect(res.body.code).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect(await cashOf(a.top.id)).toBe(100_00n);
  });

  it('counts wrong answers and locks like a withdrawal; the right one is refused while locked', async () => {
    const a = await agentWithTeam();
    for (let left = 4; left >= 1; left--) {
      const res = await a.send(a.player.id, '10.00', { paymentPassword: '000000' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'WRONG_PAYMENT_PASSWORD',
        value: { field: 'paymentPassword', attemptsLeft: left },
      });
    }
    const locked = await a.send(a.player.id, '10.00', { paymentPassword: '000000' });
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      value: { field: 'paymentPassword' },
    });
    const right = await a.send(a.player.id, '10.00');
    expect(right.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    // The withdrawals share the lock: the same member is locked there too.
    const state = await a.call('GET', '/wps/member/hasWithdrawalPassword');
    expect(state.body.value.lockedUntil).toEqual(expect.any(String));
    expect(await cashOf(a.top.id)).toBe(100_00n);
    expect(await cashOf(a.player.id)).toBe(0n);
  });
});

describe('amounts', () => {
  it('refuses zero, negative, 3 decimals, text and huge amounts with a 400 on the amount, moving nothing', async () => {
    const a = await agentWithTeam();
    const cases: Array<[unknown, string]> = [
      ['0', 'INVALID_AMOUNT'],
      ['0.00', 'INVALID_AMOUNT'],
      ['-5', 'INVALID_AMOUNT'],
      ['1.234', 'INVALID_AMOUNT'],
      ['abc', 'INVALID_AMOUNT'],
      ['1e3', 'INVALID_AMOUNT'],
      ['99999999999999999999', 'INVALID_AMOUNT'],
      ['50000.01', 'AMOUNT_OUT_OF_RANGE'],
      ['900000000', 'AMOUNT_OUT_OF_RANGE'],
      ['', 'BAD_REQUEST'],
      [10, 'BAD_REQUEST'],
      [null, 'BAD_REQUEST'],
    ];
    for (const [amount, code] of cases) {
      const res = await a.send(a.player.id, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body, String(amount)).toMatchObject({ success: false, code });
      if (code !== 'BAD_REQUEST') expect(res.body.value.field).toBe('amount');
    }
    const range = await a.send(a.player.id, '60000');
    expect(range.body.value).toMatchObject({ min: '0.01', max: '50000.00' });
    expect(range.body.message).toMatch(/50[.,]000/);
    for (const body of [
      { memberId: 'x', amount: '1.00', paymentPassword: PAY, requestId: 'bad-member-1' },
      { memberId: -1, amount: '1.00', paymentPassword: PAY, requestId: 'bad-member-2' },
      { memberId: a.player.id, amount: '1.00', paymentPassword: PAY },
      { memberId: a.player.id, amount: '1.00', paymentPassword: PAY, requestId: 'short' },
      { memberId: a.player.id, amount: '1.00', paymentPassword: PAY, requestId: "x'; drop table--" },
    ]) {
      const res = await a.call('POST', URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect(await cashOf(a.top.id)).toBe(100_00n);
    expect(await cashOf(a.player.id)).toBe(0n);
  });

  it('refuses more than the cash with the insufficient-balance error', async () => {
    const a = await agentWithTeam(30_00n);
    const res = await a.send(a.player.id, '30.01');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '30.00' } });
    expect(await cashOf(a.top.id)).toBe(30_00n);
    expect(await cashOf(a.player.id)).toBe(0n);
  });

  it('keeps back the cash still owed as bonus turnover, as a withdrawal does', async () => {
    const a = await agentWithTeam(30_00n);
    await t.db
      .insertInto('turnover_requirements')
      .values({
        merchant_id: await merchantIdOf(t.db),
        member_id: String(a.top.id),
        currency: 'BRL',
        required: '2000',
        bonus: '0',
        source: 'TEST',
      })
      .execute();
    const over = await a.send(a.player.id, '10.01');
    expect(over.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '10.00' } });
    const within = await a.send(a.player.id, '10.00');
    expect(within.body.value.balance).toBe('20.00');
  });
});

describe('the transfer', () => {
  it("moves the cash to a downline at any depth, on both statements, answering the agent's balance", async () => {
    const a = await agentWithTeam();
    const res = await a.send(a.deep.id, '12.34');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'OK',
      value: { memberId: a.deep.id, amount: '12.34', balance: '87.66' },
    });
    expect(await cashOf(a.top.id)).toBe(87_66n);
    expect(await cashOf(a.deep.id)).toBe(12_34n);
    const agentWallet = await a.call('GET', '/wps/wallets/gcs');
    expect(agentWallet.body.value.cashBalance).toBe('87.66');
    const deep = await signIn(a.deep.username, 'Inicial123');
    expect((await deep('GET', '/wps/wallets/gcs')).body.value.cashBalance).toBe('12.34');

    const statement = (call: Call) =>
      call('GET', '/wps/relay/ODS2_MemberTransaction?txCode=AGENT_TRANSFER').then((r) => r.body.value.list);
    expect(await statement(a.call)).toEqual([
      expect.objectContaining({
        txCode: 'AGENT_TRANSFER',
        txName: 'Agent transfer',
        wallet: 'CASH',
        amount: '-12.34',
        balanceAfter: '87.66',
      }),
    ]);
    expect(await statement(deep)).toEqual([
      expect.objectContaining({ txCode: 'AGENT_TRANSFER', amount: '12.34', balanceAfter: '12.34' }),
    ]);
    const codes = await a.call('GET', '/wps/relay/GLS2_TxCodeList');
    expect(codes.body.value.list).toContainEqual({ txCode: 'AGENT_TRANSFER', name: 'Agent transfer' });
    // A sub-agent with cash may send to its own team in turn.
    const onward = await a.subCall('POST', URL, {
      memberId: a.deep.id,
      amount: '1',
      paymentPassword: PAY,
      requestId: 'no-payment-password-yet',
    });
    expect(onward.body.code).toBe('PAYMENT_PASSWORD_REQUIRED');
  });

  it('moves the money once for the same requestId, answering the same, and refuses it with other data', async () => {
    const a = await agentWithTeam();
    const first = await a.send(a.player.id, '25.00', { requestId: `same-request-${a.top.id}` });
    const again = await a.send(a.player.id, '25.00', { requestId: `same-request-${a.top.id}` });
    expect(first.body.code).toBe('OK');
    expect(again.body).toEqual(first.body);
    const twin = await Promise.all(
      Array.from({ length: 5 }, () => a.send(a.player.id, '5.00', { requestId: `double-tap-${a.top.id}` })),
    );
    expect(twin.map((r) => r.body.code)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(new Set(twin.map((r) => r.body.value.transferId)).size).toBe(1);
    const other = await a.send(a.player.id, '26.00', { requestId: `same-request-${a.top.id}` });
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await cashOf(a.top.id)).toBe(70_00n);
    expect(await cashOf(a.player.id)).toBe(30_00n);
  });

  it('never overdraws with 10 transfers at once, and the ledger stays balanced', async () => {
    const a = await agentWithTeam(100_00n);
    const targets = [a.player.id, a.sub.id, a.deep.id];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.send(targets[i % 3]!, '15.00', { requestId: `race-${a.top.id}-${i}` }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(6);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(4);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await cashOf(a.top.id)).toBe(10_00n);
    const received = (await cashOf(a.player.id)) + (await cashOf(a.sub.id)) + (await cashOf(a.deep.id));
    expect(received).toBe(90_00n);
    const audit = await auditLedger(t.db);
    expect(audit.accounts).toEqual([]);
    expect(audit.currencies).toEqual([]);
  });
});
