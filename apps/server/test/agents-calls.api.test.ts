import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { type AccountClient, uniqueName } from './account-client.ts';
import { memberIdByName } from './agents-fixtures.ts';
import { accountApp, merchantIdOf } from './test-app.ts';

/**
 * The agent's calls (issue 17; spec section 7 'Agent'): team KPIs A and B, Subordinate, MemPNL,
 * the invitation links, /m/agentRegister's call. Figures come from the ledger; an agent sees
 * nothing of another tree.
 */
const t = accountApp('10.18');
const { client } = t;

type Call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) => ReturnType<AccountClient['call']>;

async function signIn(username: string, password: string, merchant = 'FICHA'): Promise<Call> {
  const c = client(merchant);
  const login = await c.login(username, password);
  expect(login.body.code).toBe('OK');
  const token: string = login.body.value.token;
  return (method, url, body) => c.call(method, url, { token, ...(body !== undefined ? { body } : {}) });
}

/** A new agent under `upline` (or at the top), made by its upline's /m/agentRegister call or directly. */
async function newAgent(call: Call, kind: 'PLAYER' | 'AGENT' = 'AGENT') {
  const username = uniqueName(kind === 'AGENT' ? 'ag' : 'pl');
  const res = await call('POST', '/wps/agent/register', { username, password: 'Inicial123', kind });
  expect(res.body.code).toBe('OK');
  return { id: res.body.value.id as number, username };
}

let moveCounter = 0;
/** One ledger transfer between a member's account and a system account, as the money code posts it. */
async function post(
  memberId: number,
  kind: string,
  amount: bigint,
  account: 'PLAYER_CASH' | 'PLAYER_BONUS' = 'PLAYER_CASH',
) {
  const m = await merchantIdOf(t.db);
  moveCounter += 1;
  const other = {
    DEPOSIT: 'DEPOSIT_CLEARING',
    WITHDRAW: 'WITHDRAWAL_CLEARING',
    WITHDRAW_RETURN: 'WITHDRAWAL_CLEARING',
  }[kind] as 'DEPOSIT_CLEARING' | 'WITHDRAWAL_CLEARING' | undefined;
  const result = await postTransfer(t.db, {
    merchantId: m,
    key: `agents-test:${memberId}:${moveCounter}`,
    kind,
    createdBy: 'test',
    legs: [
      { accountId: await playerAccount(t.db, m, memberId, account, 'BRL'), amount },
      { accountId: await systemAccount(t.db, m, other ?? 'HOUSE', 'BRL'), amount: -amount },
    ],
  });
  expect(result.status).toBe('APPLIED');
}

/** The ledger's own sums for a set of members today (UTC-agnostic: every entry of these members). */
async function ledgerSums(memberIds: number[]) {
  const { rows } = await sql<{ kind: string; amount: string }>`
    SELECT t.kind, sum(e.amount)::text AS amount
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id IN (${sql.join(memberIds.map(String))}) AND a.kind IN ('PLAYER_CASH', 'PLAYER_BONUS')
       AND t.status = 'APPLIED'
     GROUP BY t.kind`.execute(t.db);
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.amount ?? '0');
  const money = (minor: bigint) =>
    `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
  const turnover = -(of('BET') + of('ROLLBACK'));
  return {
    deposits: money(of('DEPOSIT')),
    withdrawals: money(-(of('WITHDRAW') + of('WITHDRAW_RETURN'))),
    turnover: money(turnover),
    wins: money(of('WIN')),
    net: money(of('WIN') - turnover),
  };
}

describe('team figures from the ledger (ODSFE2_TeamKPIA/B, MemPNL)', () => {
  it("equal the ledger's sums of the team's entries, and MemPNL each member's", async () => {
    const demo = await signIn('agente01', 'Agente2026');
    // A fresh agent with a team of its own: a player, a sub-agent and the sub-agent's player.
    const top = await newAgent(demo);
    const topCall = await signIn(top.username, 'Inicial123');
    const p1 = await newAgent(topCall, 'PLAYER');
    const sub = await newAgent(topCall, 'AGENT');
    const p2 = await newAgent(await signIn(sub.username, 'Inicial123'), 'PLAYER');
    const team = [p1.id, sub.id, p2.id];

    await post(p1.id, 'DEPOSIT', 10_000n);
    await post(p1.id, 'BET', -2_500n);
    await post(p1.id, 'WIN', 4_000n);
    await post(p1.id, 'DEPOSIT_BONUS', 1_000n, 'PLAYER_BONUS');
    await post(p1.id, 'BET', -1_000n, 'PLAYER_BONUS');
    await post(p1.id, 'ROLLBACK', 1_000n, 'PLAYER_BONUS');
    await post(p1.id, 'WITHDRAW', -3_000n);
    await post(p2.id, 'DEPOSIT', 5_000n);
    await post(p2.id, 'BET', -5_000n);
    await post(sub.id, 'DEPOSIT', 2_000n);
    await post(sub.id, 'WITHDRAW', -2_000n);
    await post(sub.id, 'WITHDRAW_RETURN', 2_000n);
    // The agent's own play is not its team's.
    await post(top.id, 'DEPOSIT', 99_900n);

    const a = await topCall('GET', '/wps/relay/ODSFE2_TeamKPIA?period=TODAY');
    expect(a.body.code).toBe('OK');
    const expected = await ledgerSums(team);
    expect(a.body.value).toMatchObject(expected);
    expect(expected).toEqual({
      deposits: '170.00',
      withdrawals: '30.00',
      turnover: '75.00',
      wins: '40.00',
      net: '-35.00',
    });
    // The days add up to the period.
    const today = a.body.value.days.at(-1);
    expect(today).toMatchObject({ deposits: '170.00', turnover: '75.00', net: '-35.00' });
    const month = await topCall('GET', '/wps/relay/ODSFE2_TeamKPIA?period=THIS_MONTH');
    expect(month.body.value).toMatchObject(expected);
    const yesterday = await topCall('GET', '/wps/relay/ODSFE2_TeamKPIA?period=YESTERDAY');
    expect(yesterday.body.value).toMatchObject({ deposits: '0.00', turnover: '0.00' });

    const b = await topCall('GET', '/wps/relay/ODSFE2_TeamKPIB?period=TODAY');
    expect(b.body.value).toMatchObject({
      teamSize: 3,
      directCount: 2,
      activePlayers: 2,
      newPlayers: 3,
      firstDeposits: 3,
      firstDepositAmount: '170.00',
    });

    for (const id of team) {
      const pnl = await topCall('GET', `/wps/relay/ODSFE2_MemPNL?period=TODAY&memberId=${id}`);
      expect(pnl.body.value).toMatchObject({ memberId: id, ...(await ledgerSums([id])) });
    }
    const own = await topCall('GET', '/wps/relay/ODSFE2_MemPNL?period=TODAY');
    expect(own.body.value).toMatchObject({ memberId: top.id, account: top.username, deposits: '999.00' });
    // The demo agent's team holds the new tree: its figures include them.
    const demoA = await demo('GET', '/wps/relay/ODSFE2_TeamKPIA?period=TODAY');
    expect(BigInt(demoA.body.value.deposits.replace('.', ''))).toBeGreaterThanOrEqual(17_000n + 99_900n);
  });
});

describe('an agent sees only its own tree (IDOR)', () => {
  it('answers NOT_FOUND for another tree, another merchant, and lists only its own team', async () => {
    const demo = await signIn('agente01', 'Agente2026');
    const sub = await signIn('agente02', 'Agente2026');
    const m = await merchantIdOf(t.db);
    const p2 = await memberIdByName(t.db, m, 'jogador02');
    const p4 = await memberIdByName(t.db, m, 'jogador04');
    const outsider = await memberIdByName(t.db, m, 'jogador01');
    expect((await demo('GET', `/wps/relay/ODSFE2_MemPNL?memberId=${p4}`)).body.code).toBe('OK');
    for (const id of [p2, outsider, await memberIdByName(t.db, m, 'agente01'), 999_999_999]) {
      const res = await sub('GET', `/wps/relay/ODSFE2_MemPNL?memberId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const list = await sub('GET', '/wps/relay/ODSFE2_Subordinate?pageSize=100');
    expect(list.body.value.list.map((r: { account: string }) => r.account)).toEqual(['jogador04']);
    const searched = await demo('GET', '/wps/relay/ODSFE2_Subordinate?keyword=JOGADOR0&scope=DIRECT');
    expect(searched.body.value.list.map((r: { account: string }) => r.account).sort()).toEqual([
      'jogador02',
      'jogador03',
    ]);
    const deep = await demo('GET', '/wps/relay/ODSFE2_Subordinate?keyword=jogador04');
    expect(deep.body.value.list).toEqual([
      expect.objectContaining({ account: 'jogador04', level: 2, upline: 'agente02', isAgent: false }),
    ]);
    const paged = await demo('GET', '/wps/relay/ODSFE2_Subordinate?pageSize=2&pageNo=2&scope=DIRECT');
    expect(paged.body.value).toMatchObject({ pageNo: 2 });
    expect(paged.body.value.total).toBeGreaterThanOrEqual(3);
    // Another agent's link cannot be turned off.
    const link = await demo('POST', '/wps/agent/affiliateUrls', { channel: 'WHATSAPP' });
    const off = await sub('DELETE', `/wps/agent/affiliateUrls/${link.body.value.id}`);
    expect(off.body.code).toBe('NOT_FOUND');
    expect((await demo('GET', '/wps/agent/affiliateUrls')).body.value.list[0]).toMatchObject({
      status: 'ACTIVE',
    });
  });

  it('refuses every agent call to a player (NOT_AGENT), a trial user (FREE_REJECT) and a visitor', async () => {
    const player = await signIn('jogador01', 'Jogador2026');
    const agentOnly = [
      ['GET', '/wps/relay/ODSFE2_TeamKPIA'],
      ['GET', '/wps/relay/ODSFE2_TeamKPIB'],
      ['GET', '/wps/relay/ODSFE2_Subordinate'],
      ['GET', '/wps/relay/ODSFE2_MemPNL'],
      ['POST', '/wps/agent/register', { username: uniqueName('x'), password: 'Inicial123' }],
    ] as const;
    for (const [method, url, body] of agentOnly) {
      const res = await player(method, url, body);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 'NOT_AGENT', message: 'Only agents can use this.' });
    }
    const visitor = client();
    for (const [method, url, body] of [
      ...agentOnly,
      ['GET', '/wps/agent/affiliateUrls', undefined],
      ['GET', '/wps/agent/invitation', undefined],
    ] as const) {
      expect((await visitor.call(method, url, body ? { body } : {})).status, url).toBe(401);
    }
    const trial = client();
    const trialLogin = await trial.call('POST', '/wps/session/login/freeplay', { body: {} });
    const token = trialLogin.body.value.token as string;
    for (const [method, url, body] of [...agentOnly, ['GET', '/wps/agent/invitation', undefined]] as const) {
      expect((await trial.call(method, url, { token, ...(body ? { body } : {}) })).body.code, url).toBe(
        'FREE_REJECT',
      );
    }
  });
});

describe('invitation links (affiliate URL management) and /m/inviteFriends', () => {
  it('creates, lists and turns off links; a turned-off link registers nobody', async () => {
    const demo = await signIn('agente01', 'Agente2026');
    const made = await demo('POST', '/wps/agent/affiliateUrls', {
      channel: 'TELEGRAM',
      label: 'Grupo',
      validDays: 7,
    });
    expect(made.body.value).toMatchObject({
      channel: 'TELEGRAM',
      label: 'Grupo',
      status: 'ACTIVE',
      registerCount: 0,
    });
    const code: string = made.body.value.code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(made.body.value.url).toMatch(new RegExp(`/m/register\\?code=${code}$`));
    expect(Date.parse(made.body.value.expiresAt) - Date.parse(made.body.value.createdAt)).toBeGreaterThan(
      6 * 86_400_000,
    );

    expect((await client().registerMember(uniqueName('lk'), { affiliateCode: code })).body.code).toBe('OK');
    const listed = (await demo('GET', '/wps/agent/affiliateUrls')).body.value.list;
    expect(listed.find((l: { code: string }) => l.code === code)).toMatchObject({ registerCount: 1 });

    const off = await demo('DELETE', `/wps/agent/affiliateUrls/${made.body.value.id}`);
    expect(off.body.value).toMatchObject({ status: 'DISABLED' });
    const refused = await client().registerMember(uniqueName('lk'), { affiliateCode: code });
    expect(refused.body.code).toBe('INVITATION_CODE_EXPIRED');

    const bad = await demo('POST', '/wps/agent/affiliateUrls', { channel: 'PIGEON' });
    expect(bad.status).toBe(400);
    const tooLong = await demo('POST', '/wps/agent/affiliateUrls', { validDays: 400 });
    expect(tooLong.status).toBe(400);
  });

  it('stops at the most usable links allowed', async () => {
    const demo = await signIn('agente01', 'Agente2026');
    const top = await newAgent(demo);
    const call = await signIn(top.username, 'Inicial123');
    for (let i = 0; i < 20; i++)
      expect((await call('POST', '/wps/agent/affiliateUrls', {})).body.code).toBe('OK');
    const over = await call('POST', '/wps/agent/affiliateUrls', {});
    expect(over.body).toMatchObject({ code: 'AFFILIATE_CODE_LIMIT' });
    expect(over.status).toBe(409);
  });

  it("gives a player its code, link, registered count and earnings under REFERRAL; RIO's players none", async () => {
    const c = client();
    const me = await c.newMember('inv');
    const mine = await me.call('GET', '/wps/agent/invitation');
    expect(mine.body.value).toMatchObject({ registerCount: 0, earned: '0.00' });
    const again = await me.call('GET', '/wps/agent/invitation');
    expect(again.body.value.code).toBe(mine.body.value.code);
    expect(
      (await client().registerMember(uniqueName('fr'), { affiliateCode: mine.body.value.code })).body.code,
    ).toBe('OK');
    expect((await me.call('GET', '/wps/agent/invitation')).body.value.registerCount).toBe(1);
    const rio = await client('RIO').newMember('rio');
    expect((await rio.call('GET', '/wps/agent/invitation')).body.code).toBe('FORBIDDEN');
  });
});

describe('/m/agentRegister: an agent opens a downline account', () => {
  it('makes a player or a sub-agent under the agent, who must change the password on first login', async () => {
    const demo = await signIn('agente01', 'Agente2026');
    const m = await merchantIdOf(t.db);
    const username = uniqueName('down');
    const res = await demo('POST', '/wps/agent/register', {
      username,
      password: 'Inicial123',
      kind: 'AGENT',
      nickname: 'Sub',
    });
    expect(res.body.value).toMatchObject({ account: username, type: 1 });
    const row = await t.db
      .selectFrom('members')
      .select(['referrer_id', 'first_time_login', 'type'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referrer_id: String(await memberIdByName(t.db, m, 'agente01')),
      first_time_login: true,
    });
    const login = await client().login(username, 'Inicial123');
    expect(login.body.value).toMatchObject({ firstTimeLogin: true, type: 1 });
    const taken = await demo('POST', '/wps/agent/register', { username, password: 'Inicial123' });
    expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', value: { field: 'username' } });
    const weak = await demo('POST', '/wps/agent/register', { username: 'a b', password: 'x' });
    expect(weak.status).toBe(400);
  });
});
