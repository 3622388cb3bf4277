import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { drawDuePeriods, settleDuePeriods } from '../src/modules/lottery/lottery-draws.ts';
import { cancelSuborder } from '../src/modules/lottery/lottery-orders.service.ts';
import { findPeriod, type PeriodKey } from '../src/modules/lottery/periods.queries.ts';
import { GAME, lotteryFixtures } from './lottery-fixtures.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { createTestApp } from './test-app.ts';

// Issue 14 part 5: "Under /ops/api/v1: list games and periods, change odds and limits per
// merchant, suspend a game, void a period (every bet refunded through the wallet, once), see a
// period's liability per number."

const { db, database, merchantId, player, period, reachClose, balanceOf, placeBets } = lotteryFixtures();
let app: FastifyInstance;
let admin: string;
let finance: string;
let support: string;

beforeAll(async () => {
  app = await createTestApp(database());
  admin = await demoOperatorToken(app, db());
  const tokenOf = async (role: 'FINANCE' | 'SUPPORT') =>
    staffToken(app, db(), await addStaff(db(), { role, merchantId: merchantId(), totp: true }));
  finance = await tokenOf('FINANCE');
  support = await tokenOf('SUPPORT');
}, 60_000);
afterAll(() => app?.close());

const ops = (token: string, method: OpsMethod, url: string, body?: object) =>
  opsCall(app, token, method, url, body);

const gameUrl = (game = GAME) => `/ops/api/v1/lottery/merchants/${merchantId()}/games/${game}`;
const periodUrl = (key: PeriodKey) => `${gameUrl(key.gameCode)}/periods/${key.numero}`;
const why = { reason: 'operator test' };

/** The version of a game's settings as the console reads it with the games (0: never changed). */
async function versionOf(game = GAME): Promise<number> {
  const games = await ops(admin, 'GET', `/ops/api/v1/lottery/games?merchantId=${merchantId()}`);
  return games.body.value.list.find((g: { code: string }) => g.code === game).version;
}

describe('games and periods', () => {
  it('lists the games with their odds, limits and state, and the periods by game and state', async () => {
    const session = await player();
    const key = await period(60_000);
    await placeBets(session, key, ['big', '', '10.00'], ['sum', '10', '2.00']);

    const games = await ops(support, 'GET', '/ops/api/v1/lottery/games');
    expect(games.status).toBe(200);
    const dice = games.body.value.list.find((g: { code: string }) => g.code === GAME);
    expect(dice).toMatchObject({ merchant_id: merchantId(), suspended: false, playType: 'ent' });
    expect(dice.limits).toEqual({
      minBet: '1.00',
      maxBet: '5000.00',
      maxPickLiability: '200000.00',
      maxPeriodStake: '20000.00',
    });
    expect(dice.betTypes).toContainEqual({
      betType: 'big',
      odds: '1.97',
      defaultOdds: '1.97',
      overridden: false,
    });

    const periods = await ops(finance, 'GET', `/ops/api/v1/lottery/periods?gameCode=${GAME}&status=OPEN`);
    expect(periods.status).toBe(200);
    const row = periods.body.value.list.find((p: { numero: string }) => p.numero === key.numero);
    // An open period's seed is the house's secret until the draw; only its hash shows.
    expect(row).toMatchObject({ status: 'OPEN', bets: 2, staked: '12.00', won: '0.00', seed: null });
    expect(periods.body.value.total).toBeGreaterThanOrEqual(1);
    const drawn = await ops(finance, 'GET', '/ops/api/v1/lottery/periods?status=SETTLED');
    expect(drawn.body.value.list.every((p: { status: string }) => p.status === 'SETTLED')).toBe(true);
  });
});

describe('odds and limits per merchant', () => {
  it('changes odds and limits with a reason, audited; later bets get them, placed ones keep theirs', async () => {
    const game = 'ficha_lotto_k3_3m';
    const session = await player(game);
    const key = await period(60_000, 60_000, game);
    const before = await placeBets(session, key, ['big', '', '2.00']);
    expect(before.suborders[0]!.odds).toBe('1.97');

    const changed = await ops(admin, 'PUT', `${gameUrl(game)}/settings`, {
      ...why,
      version: await versionOf(game),
      maxBet: '50.00',
      odds: { big: '1.90', 'sum:10': '7.00' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value.limits.maxBet).toBe('50.00');
    expect(changed.body.value.oddsOverrides).toEqual({ big: '1.90', 'sum:10': '7.00' });

    const after = await placeBets(
      session,
      key,
      ['big', '', '2.00'],
      ['sum', '10', '1.00'],
      ['sum', '11', '1.00'],
    );
    expect(after.suborders.map((s) => s.odds)).toEqual(['1.90', '7.00', '7.68']);
    await expect(placeBets(session, key, ['big', '', '60.00'])).rejects.toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
    });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target', 'reason'])
      .where('action', '=', 'lottery.settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: `lottery-game:${game}`, reason: 'operator test' });

    // Back to the defaults: null removes an override or a limit.
    const reset = await ops(admin, 'PUT', `${gameUrl(game)}/settings`, {
      ...why,
      version: changed.body.value.version,
      maxBet: null,
      odds: { big: null, 'sum:10': null },
    });
    expect(reset.body.value.oddsOverrides).toEqual({});
    expect(reset.body.value.limits.maxBet).toBe('5000.00');
  });

  it('refuses odds outside 50%-100% return, unknown bet types and min above max, changing nothing', async () => {
    const url = `${gameUrl()}/settings`;
    const refused = [
      [{ odds: { big: '2.10' } }, 400, 'ODDS_OUT_OF_BOUNDS'], // 105 of 216 x 2.10: the house would lose
      [{ odds: { big: '0.90' } }, 400, 'ODDS_OUT_OF_BOUNDS'], // under half back
      // One override for every total: 69.12 is fair for a 4 but far above 100% for a 10.
      [{ odds: { sum: '69.12' } }, 400, 'ODDS_OUT_OF_BOUNDS'],
      [{ odds: { 'sum:19': '5.00' } }, 400, 'INVALID_PICK'],
      [{ odds: { jackpot: '5.00' } }, 400, 'INVALID_PICK'],
      [{ odds: { big: 'lots' } }, 400, 'BAD_REQUEST'],
      [{ minBet: '10.00', maxBet: '5.00' }, 400, 'BAD_REQUEST'],
      [{ maxPickLiability: '0' }, 400, 'BAD_REQUEST'],
    ] as const;
    for (const [change, status, code] of refused) {
      const answer = await ops(admin, 'PUT', url, { ...why, version: await versionOf(), ...change });
      expect([answer.status, answer.body.code], JSON.stringify(change)).toEqual([status, code]);
      expect(answer.body.message).not.toMatch(/\{/);
    }
    const odds = await ops(admin, 'PUT', url, {
      ...why,
      version: await versionOf(),
      odds: { 'sum:4': '69.12' },
    });
    expect(odds.status).toBe(200);
    const rows = await db()
      .selectFrom('lottery_game_settings')
      .selectAll()
      .where('game_code', '=', GAME)
      .execute();
    expect(rows.map((r) => [r.odds, r.min_bet, r.max_bet, r.max_pick_liability])).toEqual([
      [{ 'sum:4': 691_200 }, null, null, null],
    ]);
    await ops(admin, 'PUT', url, { ...why, version: odds.body.value.version, odds: { 'sum:4': null } });
  });

  it('lets only ADMIN change settings or suspend', async () => {
    for (const token of [finance, support]) {
      const change = { ...why, version: await versionOf(), maxBet: '9.00' };
      expect((await ops(token, 'PUT', `${gameUrl()}/settings`, change)).status).toBe(403);
      expect((await ops(token, 'POST', `${gameUrl()}/suspend`, { ...why, version: 0 })).status).toBe(403);
    }
    const unknown = { ...why, version: 0 };
    expect((await ops(admin, 'PUT', `${gameUrl('no_such_game')}/settings`, unknown)).status).toBe(404);
  });
});

describe('suspending a game', () => {
  it('refuses every new bet while suspended; tickets already placed stay and settle', async () => {
    const game = 'ficha_lotto_5d_1m';
    const session = await player(game);
    const key = await period(60_000, 60_000, game);
    await placeBets(session, key, ['sum_big', '', '3.00']);
    const suspended = await ops(admin, 'POST', `${gameUrl(game)}/suspend`, {
      ...why,
      version: await versionOf(game),
    });
    expect(suspended.body.value.suspended).toBe(true);
    await expect(placeBets(session, key, ['sum_big', '', '1.00'])).rejects.toMatchObject({
      code: 'LOTTERY_SUSPENDED',
    });
    expect(await balanceOf(session)).toBe(9_700n);
    await reachClose(key);
    await drawDuePeriods(db());
    await settleDuePeriods(db());
    expect((await findPeriod(db(), key))!.status).toBe('SETTLED');

    const resumed = await ops(admin, 'POST', `${gameUrl(game)}/resume`, {
      ...why,
      version: suspended.body.value.version,
    });
    expect(resumed.body.value.suspended).toBe(false);
    const next = await period(60_000, 60_000, game);
    await placeBets(session, next, ['sum_big', '', '1.00']);
  });
});

// Issue 15: "a stale page never overwrites a newer change (optimistic concurrency on edits)".
describe('two staff editing the same game', () => {
  const game = 'ficha_lotto_5d_5m';
  const url = gameUrl.bind(null, game);
  const saved = async () =>
    db()
      .selectFrom('lottery_game_settings')
      .select(['suspended', 'max_bet', 'version'])
      .where('merchant_id', '=', merchantId())
      .where('game_code', '=', game)
      .executeTakeFirst();
  const audits = async () =>
    (
      await db()
        .selectFrom('audit_log')
        .select('action')
        .where('target', '=', `lottery-game:${game}`)
        .execute()
    ).length;

  it('refuses a change made on a stale version (EDIT_CONFLICT), changing nothing', async () => {
    // Never changed: no row yet, version 0. Claiming a version the row never had is refused too.
    expect(await versionOf(game)).toBe(0);
    const ahead = await ops(admin, 'PUT', `${url()}/settings`, { ...why, version: 1, maxBet: '10.00' });
    expect([ahead.status, ahead.body.code]).toEqual([409, 'EDIT_CONFLICT']);
    expect(await saved()).toBeUndefined();

    // Both pages read version 0; the first to save wins and the version moves on.
    const first = await ops(admin, 'PUT', `${url()}/settings`, { ...why, version: 0, maxBet: '40.00' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ version: 1, ownLimits: { maxBet: '40.00' } });
    expect(await versionOf(game)).toBe(1);

    const stale = await ops(admin, 'PUT', `${url()}/settings`, { ...why, version: 0, maxBet: '30.00' });
    expect([stale.status, stale.body.code]).toEqual([409, 'EDIT_CONFLICT']);
    expect(stale.body.message).toMatch(/changed this record/);
    // Checked before the change itself: a stale page gets the conflict, not the change's refusal.
    const staleBad = await ops(admin, 'PUT', `${url()}/settings`, {
      ...why,
      version: 0,
      odds: { sum_big: '9.00' },
    });
    expect(staleBad.body.code).toBe('EDIT_CONFLICT');
    const staleSuspend = await ops(admin, 'POST', `${url()}/suspend`, { ...why, version: 0 });
    expect([staleSuspend.status, staleSuspend.body.code]).toEqual([409, 'EDIT_CONFLICT']);
    expect(await saved()).toEqual({ suspended: false, max_bet: '4000', version: 1 });
    expect(await audits()).toBe(1);

    // Suspending is a change of the same row: it takes the next version, and a settings page
    // read before it is stale.
    const suspended = await ops(admin, 'POST', `${url()}/suspend`, { ...why, version: 1 });
    expect(suspended.body.value).toMatchObject({ suspended: true, version: 2 });
    const afterSuspend = await ops(admin, 'PUT', `${url()}/settings`, { ...why, version: 1, maxBet: null });
    expect(afterSuspend.body.code).toBe('EDIT_CONFLICT');
    const staleResume = await ops(admin, 'POST', `${url()}/resume`, { ...why, version: 1 });
    expect(staleResume.body.code).toBe('EDIT_CONFLICT');
    expect(await saved()).toEqual({ suspended: true, max_bet: '4000', version: 2 });
    expect(await audits()).toBe(2);

    const resumed = await ops(admin, 'POST', `${url()}/resume`, { ...why, version: 2 });
    expect(resumed.body.value).toMatchObject({ suspended: false, version: 3 });
  });

  it('lets one of two saves of the same version through at the same moment', async () => {
    const version = await versionOf(game);
    const answers = await Promise.all(
      ['20.00', '25.00'].map((maxBet) => ops(admin, 'PUT', `${url()}/settings`, { ...why, version, maxBet })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.value;
    expect(await saved()).toMatchObject({
      max_bet: String(Number(winner.ownLimits.maxBet) * 100),
      version: version + 1,
    });
    expect(await audits()).toBe(4);
  });
});

describe('voiding a period', () => {
  it('returns every stake once, asked twice at the same moment and again after', async () => {
    const first = await player();
    const second = await player();
    const key = await period(60_000);
    const ticket = await placeBets(
      first,
      key,
      ['big', '', '10.00'],
      ['pair', '2', '4.00'],
      ['odd', '', '1.00'],
    );
    await placeBets(second, key, ['triple', '6', '2.50']);
    // A cancelled sub-order got its stake back at once: the void does not return it again.
    await cancelSuborder(db(), first.memberId, ticket.suborders[2]!.id);
    await reachClose(key, false);

    const [a, b] = await Promise.all([
      ops(finance, 'POST', `${periodUrl(key)}/void`, why),
      ops(admin, 'POST', `${periodUrl(key)}/void`, why),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.value.voidedNow, b.body.value.voidedNow].sort()).toEqual([false, true]);
    const again = await ops(admin, 'POST', `${periodUrl(key)}/void`, why);
    expect(again.body.value).toMatchObject({
      status: 'VOID',
      voidedNow: false,
      refunded: true,
      suborders: 3,
      refundedAmount: '16.50',
    });
    await settleDuePeriods(db());

    expect(await balanceOf(first)).toBe(10_000n);
    expect(await balanceOf(second)).toBe(10_000n);
    const rollbacks = await db()
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('kind', '=', 'ROLLBACK')
      .where('idempotency_key', 'like', `%${ticket.orderId}%`)
      .execute();
    expect(rollbacks).toHaveLength(3); // two voided sub-orders and the cancelled one, once each
    expect((await findPeriod(db(), key))!).toMatchObject({ status: 'VOID' });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'lottery.void')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
    // The voided period takes no bet.
    await expect(placeBets(first, key, ['big', '', '1.00'])).rejects.toMatchObject({
      code: 'BETTING_CLOSED',
    });
  });

  it('does not void a drawn period: its result stands and its wins are paid', async () => {
    const session = await player();
    const key = await period(60_000);
    await placeBets(session, key, ['big', '', '5.00']);
    await reachClose(key);
    await drawDuePeriods(db());
    const answer = await ops(admin, 'POST', `${periodUrl(key)}/void`, why);
    expect([answer.status, answer.body.code]).toEqual([409, 'PERIOD_DRAWN']);
    await settleDuePeriods(db());
    expect((await findPeriod(db(), key))!.status).toBe('SETTLED');
    expect((await ops(support, 'POST', `${periodUrl(key)}/void`, why)).status).toBe(403);
    const missing = await ops(admin, 'POST', `${periodUrl({ ...key, numero: 'NOPE' })}/void`, why);
    expect(missing.status).toBe(404);
  });
});

describe("a period's liability per number", () => {
  it('shows what the period could pay on each pick, the largest first, beside the cap', async () => {
    const a = await player();
    const b = await player();
    const key = await period(60_000);
    await placeBets(a, key, ['sum', '10', '5.00'], ['big', '', '10.00']);
    await placeBets(b, key, ['sum', '10', '1.00'], ['triple', '6', '1.00']);
    const answer = await ops(support, 'GET', `${periodUrl(key)}/liability`);
    expect(answer.status).toBe(200);
    // By hand: 6.00 on a total of 10 at 7.68 = 46.08; 1.00 on triple 6 at 207.36; 10.00 on big at 1.97.
    expect(answer.body.value).toMatchObject({
      status: 'OPEN',
      list: [
        { betType: 'triple', pick: '6', liability: '207.36' },
        { betType: 'sum', pick: '10', liability: '46.08' },
        { betType: 'big', pick: '', liability: '19.70' },
      ],
      maxLiability: '207.36',
      maxPickLiability: '200000.00',
    });
  });
});
