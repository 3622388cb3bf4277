import { beforeAll, describe, expect, it } from 'vitest';
import { closeDueLeaderboards, closeLeaderboard } from '../src/modules/leaderboards/leaderboards.service.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { findMerchantById } from '../src/modules/merchants/merchants.repository.ts';
import { claimToday, signInState } from '../src/modules/sign-in/sign-in.service.ts';
import { payPeriodBonuses } from '../src/modules/vip/vip-runs.ts';
import { AccountClient } from './account-client.ts';
import { demoOperatorToken } from './staff-client.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';
import { stakeOnRio } from './vip-fixtures.ts';
import { vendorClient } from './wallet-fixtures.ts';

/**
 * Issue 18 parts 2 and 3 on the Rio Sorte merchant (permissive, USD): "VIP. Levels by deposit and
 * turnover with upgrade and (optional) downgrade rules, level-up bonuses paid once, the label in
 * member info"; "/m/activity/signIn (calendar with today's claim and the streak)", "daily sign-in
 * calendar (streak rewards, a missed day resets or not, as configured)"; "/m/leaderBoard (turnover
 * or win leaderboards of a period with prizes paid at its end by an idempotent run)". Spec section
 * 3: clubLabel.labelName is the VIP label, '0' when absent.
 */

const VENDOR = 'VIPV';
const SECRET = 'vip-test-secret';
const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
let rioId: number;
let ficha: number;
let ops: string;
let ip = 0;
let bets: ReturnType<typeof vendorClient>;

beforeAll(async () => {
  rioId = await merchantIdOf(env.db, 'RIO');
  ficha = await merchantIdOf(env.db, 'FICHA');
  ops = await demoOperatorToken(env.app, env.db);
  bets = vendorClient(env.app, VENDOR, SECRET);
});

async function member(merchant: 'RIO' | 'FICHA' = 'RIO') {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.36.0.${ip}`, merchant).newMember('vip');
}

const opsCall = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const res = await env.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${ops}`, language: 'EN' },
    ...(payload ? { payload } : {}),
  });
  return res.json();
};

const bonusOf = async (memberId: number) =>
  balanceOf(env.db, await playerAccount(env.db, rioId, memberId, 'PLAYER_BONUS', 'USD'));

const stake = (memberId: number, amount: string, tag: string) =>
  stakeOnRio(env, bets, VENDOR, memberId, amount, tag);

const LEVELS = {
  merchantId: 0,
  windowDays: null,
  downgrade: false,
  turnoverMultiple: 1,
  levels: [
    {
      name: 'Bronze',
      minDeposit: '0',
      minTurnover: '10',
      levelUpBonus: '1',
      weeklyBonus: '0.50',
      monthlyBonus: '2',
      withdrawDailyMax: null,
      cashbackPercent: '1',
      birthdayBonus: '0',
    },
    {
      name: 'Silver',
      minDeposit: '0',
      minTurnover: '50',
      levelUpBonus: '5',
      weeklyBonus: '1',
      monthlyBonus: '4',
      withdrawDailyMax: '5000',
      cashbackPercent: '2.5',
      birthdayBonus: '3',
    },
  ],
};

describe('VIP levels', () => {
  it('raises the member by turnover, pays each level-up bonus once and shows the label', async () => {
    const saved = await opsCall('PUT', '/ops/api/v1/vip', { ...LEVELS, merchantId: rioId });
    expect(saved.code).toBe('OK');
    expect(saved.value.levels[1]).toMatchObject({
      name: 'Silver',
      cashbackPercent: '2.5',
      withdrawDailyMax: '5000.00',
    });
    const m = await member();
    let page = (await m.call('GET', '/wps/vip/benefits')).body.value;
    expect(page).toMatchObject({ enabled: true, level: 0, next: { level: 1, turnoverLeft: '10.00' } });
    expect((await m.call('GET', '/wps/member/info')).body.value.clubLabel.labelName).toBe('0');

    await stake(m.memberId, '60', 'a');
    // Two evaluations at once (two tabs): both levels are passed, each bonus is paid once.
    const pages = await Promise.all([m.call('GET', '/wps/vip/benefits'), m.call('GET', '/wps/vip/benefits')]);
    for (const p of pages) expect(p.body.value.level).toBe(2);
    page = (await m.call('GET', '/wps/vip/benefits')).body.value;
    expect(page).toMatchObject({ level: 2, turnover: '60.00', next: null });
    expect(await bonusOf(m.memberId)).toBe(600n);
    expect((await m.call('GET', '/wps/member/info')).body.value.clubLabel.labelName).toBe('Silver');
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('pays the weekly bonus once per week, however often the run goes', async () => {
    const m = await member();
    await stake(m.memberId, '15', 'w');
    await m.call('GET', '/wps/vip/benefits');
    const merchant = (await findMerchantById(env.db, rioId))!;
    const now = new Date('2026-03-04T12:00:00Z');
    await Promise.all([
      payPeriodBonuses(env.db, merchant, 'WEEKLY', now),
      payPeriodBonuses(env.db, merchant, 'WEEKLY', now),
    ]);
    await payPeriodBonuses(env.db, merchant, 'WEEKLY', new Date('2026-03-08T23:00:00Z'));
    // level-up 1.00 + one week's 0.50
    expect(await bonusOf(m.memberId)).toBe(150n);
    await payPeriodBonuses(env.db, merchant, 'WEEKLY', new Date('2026-03-09T01:00:00Z'));
    expect(await bonusOf(m.memberId)).toBe(200n);
  });

  it('refuses thresholds that fall with the level, changing nothing', async () => {
    const bad = await opsCall('PUT', '/ops/api/v1/vip', {
      ...LEVELS,
      merchantId: rioId,
      levels: [LEVELS.levels[1], LEVELS.levels[0]],
    });
    expect(bad.code).toBe('BAD_REQUEST');
    const config = await opsCall('GET', `/ops/api/v1/vip?merchantId=${rioId}`);
    expect(config.value.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver']);
  });
});

describe('daily sign-in', () => {
  const day = (d: string) => new Date(`${d}T15:00:00Z`);

  it('claims once per local day, even when two taps race, and pays the streak day', async () => {
    const saved = await opsCall('PUT', '/ops/api/v1/sign-in', {
      merchantId: rioId,
      enabled: true,
      rewards: ['1', '2', '3'],
      resetOnMiss: true,
      turnoverMultiple: 1,
    });
    expect(saved.code).toBe('OK');
    const m = await member();
    const before = (await m.call('GET', '/wps/sign-in')).body.value;
    expect(before).toMatchObject({
      enabled: true,
      claimedToday: false,
      streak: 0,
      todayDay: 1,
      todayReward: '1.00',
    });
    const taps = await Promise.all([
      m.call('POST', '/wps/sign-in/claim'),
      m.call('POST', '/wps/sign-in/claim'),
    ]);
    expect(taps.map((t) => t.body.code).sort()).toEqual(['OK', 'PROMOTION_ALREADY_CLAIMED']);
    expect(await bonusOf(m.memberId)).toBe(100n);
    const after = (await m.call('GET', '/wps/sign-in')).body.value;
    expect(after).toMatchObject({ claimedToday: true, streak: 1 });
  });

  it('continues the streak day by day and starts again after a missed day, or not, as configured', async () => {
    const merchant = (await findMerchantById(env.db, rioId))!;
    const m = await member();
    const who = { id: m.memberId, type: 0 };
    await claimToday(env.db, merchant, who, 'EN', day('2026-05-01'));
    const second = await claimToday(env.db, merchant, who, 'EN', day('2026-05-02'));
    expect(second).toMatchObject({ streak: 2, claimedToday: true });
    // 05-03 missed: day 1 again
    expect((await signInState(env.db, merchant, m.memberId, 'EN', day('2026-05-04'))).todayDay).toBe(1);
    await claimToday(env.db, merchant, who, 'EN', day('2026-05-04'));
    expect(await bonusOf(m.memberId)).toBe(100n + 200n + 100n);

    await opsCall('PUT', '/ops/api/v1/sign-in', {
      merchantId: rioId,
      enabled: true,
      rewards: ['1', '2', '3'],
      resetOnMiss: false,
      turnoverMultiple: 1,
    });
    const kept = await claimToday(env.db, merchant, who, 'EN', day('2026-05-06'));
    expect(kept).toMatchObject({ streak: 2, todayDay: 2 });
  });

  it('counts the day in the merchant time zone', async () => {
    const merchant = { ...(await findMerchantById(env.db, rioId))!, time_zone: 'America/Sao_Paulo' };
    const m = await member();
    const who = { id: m.memberId, type: 0 };
    // 01:30 UTC is still the previous evening in São Paulo: the second is the next local day.
    await claimToday(env.db, merchant, who, 'EN', new Date('2026-06-02T01:30:00Z'));
    await claimToday(env.db, merchant, who, 'EN', new Date('2026-06-02T04:00:00Z'));
    await expect(
      claimToday(env.db, merchant, who, 'EN', new Date('2026-06-02T20:00:00Z')),
    ).rejects.toMatchObject({
      code: 'PROMOTION_ALREADY_CLAIMED',
    });
  });

  it('is refused on the Brazilian licence, which says why, and for trial accounts', async () => {
    const m = await member('FICHA');
    const page = (await m.call('GET', '/wps/sign-in')).body.value;
    expect(page.enabled).toBe(false);
    expect(page.notice).toContain('14.790/2023');
    const turnOn = await opsCall('PUT', '/ops/api/v1/sign-in', {
      merchantId: ficha,
      enabled: true,
      rewards: ['1'],
      resetOnMiss: true,
      turnoverMultiple: 0,
    });
    expect(turnOn.code).toBe('PROMOTION_NOT_ALLOWED');
    expect((await m.call('POST', '/wps/sign-in/claim')).body.code).toBe('PROMOTION_CLOSED');
    const rio = (await findMerchantById(env.db, rioId))!;
    await expect(claimToday(env.db, rio, { id: m.memberId, type: 4 }, 'EN')).rejects.toMatchObject({
      code: 'FREE_REJECT',
    });
  });
});

describe('leaderboards', () => {
  it('ranks the period by turnover and pays the prizes once, whether the run repeats or races', async () => {
    const [a, b] = [await member(), await member()];
    const created = await opsCall('POST', '/ops/api/v1/leaderboards', {
      merchantId: rioId,
      title: 'Weekly turnover',
      metric: 'TURNOVER',
      // from now: the other tests' earlier bets are not in this period
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      prizes: ['20', '10'],
      turnoverMultiple: 1,
    });
    expect(created.code).toBe('OK');
    const id = created.value.id;
    await stake(a.memberId, '30', 'lb1');
    await stake(b.memberId, '40', 'lb1');
    const running = (await a.call('GET', '/wps/leaderboards')).body.value.list.find(
      (l: { id: number }) => l.id === id,
    );
    expect(running.entries.map((e: { score: string }) => e.score)).toEqual(['40.00', '30.00']);
    expect(running.entries[1]).toMatchObject({ rank: 2, mine: true, prize: '10.00' });

    const before = [await bonusOf(a.memberId), await bonusOf(b.memberId)];
    // Not over yet: the periodic run leaves it alone; the operator closes it now.
    expect(await closeDueLeaderboards(env.db)).toBe(0);
    const closes = await Promise.all([
      opsCall('POST', `/ops/api/v1/leaderboards/${id}/close`),
      opsCall('POST', `/ops/api/v1/leaderboards/${id}/close`),
    ]);
    expect(closes.map((c) => c.value.paid).sort()).toEqual([0, 2]);
    expect(await closeLeaderboard(env.db, rioId, id, new Date(Date.now() + 7_200_000))).toBe(0);
    expect(await bonusOf(b.memberId)).toBe(before[1]! + 2000n);
    expect(await bonusOf(a.memberId)).toBe(before[0]! + 1000n);
    const closed = (await b.call('GET', '/wps/leaderboards')).body.value.list.find(
      (l: { id: number }) => l.id === id,
    );
    expect(closed).toMatchObject({
      status: 'CLOSED',
      entries: [{ rank: 1, mine: true, prize: '20.00' }, { rank: 2 }],
    });
    const paid = await opsCall('GET', `/ops/api/v1/vip/payouts?merchantId=${rioId}`);
    expect(paid.value.list.filter((p: { kind: string }) => p.kind === 'LEADERBOARD')).toHaveLength(2);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});
