import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { findMerchantById } from '../src/modules/merchants/merchants.repository.ts';
import { RewardSchedule } from '../src/modules/vip/reward-schedule.ts';
import { payBirthdayBonuses, payVipCashback } from '../src/modules/vip/vip-benefit-runs.ts';
import { evaluateMember } from '../src/modules/vip/vip-levels.ts';
import { AccountClient } from './account-client.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { depositByPix, readyToWithdraw } from './payments-client.ts';
import { opsCall as consoleCall, demoOperatorToken } from './staff-client.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';
import { stakeOnRio } from './vip-fixtures.ts';
import { vendorClient } from './wallet-fixtures.ts';

/**
 * Issue 18 part 3, "benefits applied by the engine": every benefit /m/member/benefits lists for a
 * level is real. The level's daily withdrawal limit (Ficha, BRL), its cashback on a week's net
 * loss and its birthday bonus (Rio Sorte, permissive, USD), each paid once per member and period
 * however the run repeats or races, to no excluded member and not where the licence forbids; and
 * the schedule that runs them and closes leaderboards at their period boundaries.
 */

const VENDOR = 'VIPB';
const SECRET = 'vip-benefits-secret';
const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
let rioId: number;
let fichaId: number;
let ops: string;
let ip = 0;
let bets: ReturnType<typeof vendorClient>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  rioId = await merchantIdOf(env.db, 'RIO');
  fichaId = await merchantIdOf(env.db, 'FICHA');
  ops = await demoOperatorToken(env.app, env.db);
  bets = vendorClient(env.app, VENDOR, SECRET);
  const saved = await opsCall('PUT', '/ops/api/v1/vip', { ...PROGRAMME, merchantId: rioId });
  expect(saved.value.levels[0]).toMatchObject({ birthdayBonus: '3.00', cashbackPercent: '10' });
});

async function member(merchant: 'RIO' | 'FICHA' = 'RIO') {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.41.0.${ip}`, merchant).newMember('vipb');
}

/** A console call as the platform ADMIN: the answer's envelope. */
const opsCall = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  (await consoleCall(env.app, ops, method, url, payload)).body;

const level = (name: string, minTurnover: string, over: Record<string, unknown> = {}) => ({
  name,
  minDeposit: '0',
  minTurnover,
  levelUpBonus: '0',
  weeklyBonus: '0',
  monthlyBonus: '0',
  withdrawDailyMax: null,
  cashbackPercent: '0',
  birthdayBonus: '0',
  ...over,
});

const PROGRAMME = {
  merchantId: 0,
  windowDays: null,
  downgrade: false,
  turnoverMultiple: 1,
  levels: [
    level('Bronze', '10', { weeklyBonus: '0.50', cashbackPercent: '10', birthdayBonus: '3' }),
    level('Gold', '1000', { levelUpBonus: '5', weeklyBonus: '2', cashbackPercent: '20', birthdayBonus: '8' }),
  ],
};

const rio = async () => (await findMerchantById(env.db, rioId))!;
const bonusOf = async (memberId: number) =>
  balanceOf(env.db, await playerAccount(env.db, rioId, memberId, 'PLAYER_BONUS', 'USD'));
const grantsOf = async (memberId: number, kind: string) =>
  env.db
    .selectFrom('turnover_requirements')
    .select(['bonus', 'source'])
    .where('member_id', '=', String(memberId))
    .where('kind', '=', kind)
    .execute();

const stake = (memberId: number, amount: string, tag: string) =>
  stakeOnRio(env, bets, VENDOR, memberId, amount, tag);

/** A Rio member at Bronze (a bet of `amount` reaches it), evaluated as the benefits page does. */
async function bronzeMember(amount = '20') {
  const m = await member();
  await stake(m.memberId, amount, 'bronze');
  expect((await m.call('GET', '/wps/vip/benefits')).body.value.level).toBe(1);
  return m;
}

const exclude = async (m: Awaited<ReturnType<typeof member>>) =>
  expect((await m.call('POST', '/wps/rg/exclusion', { kind: 'TIME_OUT', days: 1 })).body.code).toBe('OK');

describe('withdrawal limit per level', () => {
  it("reports the level's daily maximum and refuses a request over it; no level keeps the site's", async () => {
    const saved = await opsCall('PUT', '/ops/api/v1/vip', {
      ...PROGRAMME,
      merchantId: fichaId,
      levels: [level('Bronze', '0', { withdrawDailyMax: '60' })],
    });
    expect(saved.code).toBe('OK');
    const ready = async () => {
      const m = await member('FICHA');
      await depositByPix(env.app, m, '100');
      const cardId = await readyToWithdraw(env.database, m);
      const withdraw = (amount: string) =>
        m.call('POST', '/wps/transaction/withdraw', {
          cardId,
          amount,
          paymentPassword: '246810',
        });
      return { ...m, withdraw };
    };
    const site = await ready();
    expect((await site.call('GET', '/wps/transaction/withdrawSettings')).body.value).toMatchObject({
      dailyMaxAmount: '100000.00',
    });

    const vip = await ready();
    expect((await vip.call('GET', '/wps/vip/benefits')).body.value.level).toBe(1);
    expect((await vip.call('GET', '/wps/transaction/withdrawSettings')).body.value).toMatchObject({
      dailyMaxAmount: '60.00',
      dailyRemainingAmount: '60.00',
    });
    expect((await vip.withdraw('40')).body.code).toBe('OK');
    expect((await vip.call('GET', '/wps/transaction/withdrawSettings')).body.value).toMatchObject({
      dailyRemainingAmount: '20.00',
    });
    expect((await vip.withdraw('25')).body.code).toBe('DAILY_LIMIT');
    expect((await vip.call('GET', '/wps/wallets/gcs')).body.value.sumBalance).toBe('60.00');
    expect((await site.withdraw('80')).body.code).toBe('OK');
  });

  it('refuses, on the Brazilian licence, a level promising bonuses the engine may not pay', async () => {
    const refused = await opsCall('PUT', '/ops/api/v1/vip', {
      ...PROGRAMME,
      merchantId: fichaId,
      levels: [level('Bronze', '0', { birthdayBonus: '5' })],
    });
    expect(refused).toMatchObject({
      code: 'PROMOTION_NOT_ALLOWED',
      value: { field: 'levels.0.birthdayBonus' },
    });
    const config = await opsCall('GET', `/ops/api/v1/vip?merchantId=${fichaId}`);
    expect(config.value.levels[0]).toMatchObject({ birthdayBonus: '0.00', withdrawDailyMax: '60.00' });
    const ficha = (await findMerchantById(env.db, fichaId))!;
    await expect(payVipCashback(env.db, ficha)).rejects.toMatchObject({ code: 'PROMOTION_NOT_ALLOWED' });
    const run = await opsCall('POST', '/ops/api/v1/vip/run', { merchantId: fichaId, run: 'BIRTHDAY' });
    expect(run.code).toBe('PROMOTION_NOT_ALLOWED');
  });
});

describe('VIP cashback', () => {
  it("pays the level's rate of last week's net loss once, however the run repeats or races", async () => {
    const m = await bronzeMember('20');
    const excluded = await bronzeMember('30');
    await exclude(excluded);
    const before = await bonusOf(m.memberId);
    // The bets were placed now: a run in the next week pays this week.
    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const runs = await Promise.all([
      payVipCashback(env.db, await rio(), nextWeek),
      payVipCashback(env.db, await rio(), nextWeek),
    ]);
    expect(runs.map((r) => r.granted).reduce((a, b) => a + b)).toBe(1);
    expect((await payVipCashback(env.db, await rio(), nextWeek)).granted).toBe(0);
    // 10% of 20.00 lost
    expect(await bonusOf(m.memberId)).toBe(before + 200n);
    expect(await grantsOf(m.memberId, 'VIP_CASHBACK')).toHaveLength(1);
    expect(await grantsOf(excluded.memberId, 'VIP_CASHBACK')).toHaveLength(0);
    // This week is not over yet: nothing is due for it.
    expect((await payVipCashback(env.db, await rio())).granted).toBe(0);
    const paid = await opsCall('GET', `/ops/api/v1/vip/payouts?merchantId=${rioId}`);
    expect(
      paid.value.list.find((p: { memberId: string }) => p.memberId === String(m.memberId)),
    ).toMatchObject({
      kind: 'VIP_CASHBACK',
      amount: '2.00',
    });
  });
});

describe('birthday bonus', () => {
  const born = (memberId: number, date: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') =>
    env.db
      .updateTable('kyc_cases')
      .set({ birth_date: date, status })
      .where('member_id', '=', String(memberId))
      .execute();

  it("pays the level's bonus once a year on the approved birthday, to no one without one", async () => {
    const m = await bronzeMember();
    await verifiedIdentity(env.db, m.memberId);
    await born(m.memberId, '1990-03-15');
    const pending = await bronzeMember();
    await verifiedIdentity(env.db, pending.memberId);
    await born(pending.memberId, '1990-03-15', 'PENDING');
    const unverified = await bronzeMember();
    const excluded = await bronzeMember();
    await verifiedIdentity(env.db, excluded.memberId);
    await born(excluded.memberId, '1985-03-15');
    await exclude(excluded);
    const before = await bonusOf(m.memberId);

    const birthday = new Date('2027-03-15T15:00:00Z');
    await Promise.all([
      payBirthdayBonuses(env.db, await rio(), birthday),
      payBirthdayBonuses(env.db, await rio(), birthday),
    ]);
    await payBirthdayBonuses(env.db, await rio(), new Date('2027-03-15T20:00:00Z'));
    await payBirthdayBonuses(env.db, await rio(), new Date('2027-03-16T15:00:00Z'));
    expect(await bonusOf(m.memberId)).toBe(before + 300n);
    for (const other of [pending, unverified, excluded])
      expect(await grantsOf(other.memberId, 'VIP_BIRTHDAY')).toHaveLength(0);
    // Next year's birthday pays again; the operator's run (today) pays nothing to them now.
    await payBirthdayBonuses(env.db, await rio(), new Date('2028-03-15T15:00:00Z'));
    expect((await grantsOf(m.memberId, 'VIP_BIRTHDAY')).map((g) => g.source).sort()).toEqual([
      `vip-birthday:${m.memberId}:2027`,
      `vip-birthday:${m.memberId}:2028`,
    ]);
    const run = await opsCall('POST', '/ops/api/v1/vip/run', { merchantId: rioId, run: 'BIRTHDAY' });
    expect(run).toMatchObject({ code: 'OK', value: { granted: 0 } });
  });

  it('celebrates 29 February on the 28th in a year without one', async () => {
    const m = await bronzeMember();
    await verifiedIdentity(env.db, m.memberId);
    await born(m.memberId, '2000-02-29');
    expect((await payBirthdayBonuses(env.db, await rio(), new Date('2027-02-28T15:00:00Z'))).granted).toBe(1);
    expect((await payBirthdayBonuses(env.db, await rio(), new Date('2027-03-01T15:00:00Z'))).granted).toBe(0);
  });

  it('shows the birthday bonus among the level benefits', async () => {
    const m = await member();
    const page = (await m.call('GET', '/wps/vip/benefits')).body.value;
    expect(page.levels.map((l: { birthdayBonus: string }) => l.birthdayBonus)).toEqual(['3.00', '8.00']);
  });
});

describe('excluded members', () => {
  it('are raised a level without its level-up bonus', async () => {
    const m = await member();
    await stake(m.memberId, '1000', 'gold');
    await exclude(m);
    const change = await evaluateMember(env.db, await rio(), m.memberId);
    expect(change).toMatchObject({ from: 0, to: 2, granted: 0 });
    expect(await grantsOf(m.memberId, 'VIP_LEVEL_UP')).toHaveLength(0);
  });
});

describe('reward schedule', () => {
  it('runs every due job at its period boundary; two processes at once pay each reward once', async () => {
    await bronzeMember();
    const grants = async () =>
      Number(
        (
          await env.db
            .selectFrom('turnover_requirements')
            .select(sql<string>`count(*)::text`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await grants();
    // A Monday far ahead: a new week and month for every weekly and monthly bonus.
    const monday = new Date('2031-09-01T12:00:00Z');
    const [a, b] = await Promise.all([
      new RewardSchedule().tick(env.db, monday),
      new RewardSchedule().tick(env.db, monday),
    ]);
    const paid = [...a, ...b].reduce((sum, o) => sum + o.granted, 0);
    expect(paid).toBeGreaterThan(0);
    expect(await grants()).toBe(before + paid);
    const rioRuns = a.filter((o) => o.merchantId === rioId).map((o) => o.run);
    expect(rioRuns).toEqual(['LEVELS', 'WEEKLY', 'MONTHLY', 'CASHBACK', 'BIRTHDAY']);
    // The Brazilian merchant's levels are reviewed; none of its bonus runs is tried.
    expect(a.filter((o) => o.merchantId === fichaId).map((o) => o.run)).toEqual(['LEVELS']);
    // The seeded leaderboard's week is over by then: it is closed (and its prizes paid) once.
    const boards = await env.db
      .selectFrom('leaderboards')
      .select('status')
      .where('merchant_id', '=', rioId)
      .execute();
    expect(boards.every((l) => l.status === 'CLOSED')).toBe(true);

    // A schedule that ran this period skips it; a third process, new, pays nothing more.
    const schedule = new RewardSchedule();
    await schedule.tick(env.db, monday);
    expect(await schedule.tick(env.db, new Date(monday.getTime() + 60_000))).toEqual([]);
    expect(await grants()).toBe(before + paid);
    // The next day is a new period for the level review and the birthdays only.
    const tomorrow = (await schedule.tick(env.db, new Date(monday.getTime() + DAY_MS))).map((o) => o.run);
    expect(tomorrow).toEqual(['LEVELS', 'LEVELS', 'BIRTHDAY']);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});
