import { beforeAll, describe, expect, it } from 'vitest';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { demoOperatorToken, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';
import { deposit, ledgerSum, newMember, vendorCallOk } from './wallet-fixtures.ts';

// Issue 15 part 3: "Figures come from the ledger, and a test proves they equal the ledger's sums."

const VENDOR = 'ACME';
const env = useTestApp({ vendor: { code: VENDOR, secret: 'acme-dashboard-secret' } });
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let platform: string;

const getDashboard = (token: string, query: string) =>
  opsCall(env.app, token, 'GET', `/ops/api/v1/dashboard?${query}`);

const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

/** A day of play on FICHA (in BRL): two new players deposit, bet, win, a rollback, a bonus, a paid withdrawal. */
async function playADay(merchantId: number) {
  const db = env.db;
  const ok = vendorCallOk(env.app, VENDOR, 'acme-dashboard-secret');
  const one = await newMember(db, merchantId, 'dash');
  const two = await newMember(db, merchantId, 'dash');
  await deposit(db, merchantId, one, 50_000n, `dash-dep-${one}`);
  await deposit(db, merchantId, two, 20_000n, `dash-dep-${two}`);
  const session = (memberId: number, gameCode: string) =>
    openGameSession(db, { merchantId, memberId, vendorCode: VENDOR, gameCode, currency: 'BRL' });
  const slot = await session(one, 'acme-slot');
  const dice = await session(two, 'acme-dice');
  await ok('bet', { sessionId: slot.id, transactionId: `s1-${one}`, roundId: 'r1', amount: '10.00' });
  await ok('bet', { sessionId: slot.id, transactionId: `s2-${one}`, roundId: 'r2', amount: '5.00' });
  await ok('win', {
    sessionId: slot.id,
    transactionId: `w1-${one}`,
    betTransactionId: `s1-${one}`,
    amount: '12.00',
  });
  await ok('rollback', { sessionId: slot.id, betTransactionId: `s2-${one}` });
  await ok('bet', { sessionId: dice.id, transactionId: `d1-${two}`, roundId: 'r3', amount: '50.00' });

  // A 20.00 bonus, released with 15.00 above its cap forfeited to the house: it cost 5.00.
  const bonus = await playerAccount(db, merchantId, one, 'PLAYER_BONUS', 'BRL');
  const cash = await playerAccount(db, merchantId, one, 'PLAYER_CASH', 'BRL');
  const house = await systemAccount(db, merchantId, 'HOUSE', 'BRL', 0);
  await postTransfer(db, {
    merchantId,
    key: `dash-bonus-${one}`,
    kind: 'DEPOSIT_BONUS',
    createdBy: 'test',
    legs: [
      { accountId: bonus, amount: 2_000n },
      { accountId: house, amount: -2_000n },
    ],
  });
  await postTransfer(db, {
    merchantId,
    key: `dash-release-${one}`,
    kind: 'BONUS_RELEASE',
    createdBy: 'test',
    legs: [
      { accountId: bonus, amount: -2_000n },
      { accountId: cash, amount: 500n },
      { accountId: house, amount: 1_500n },
    ],
  });
  // 30.00 withdrawn and paid.
  const held = await systemAccount(db, merchantId, 'WITHDRAWAL_CLEARING', 'BRL');
  const out = await systemAccount(db, merchantId, 'DEPOSIT_CLEARING', 'BRL');
  for (const [key, kind, legs] of [
    [`dash-wd-${one}`, 'WITHDRAW', [cash, held]],
    [`dash-wd-paid-${one}`, 'WITHDRAW_PAID', [held, out]],
  ] as const) {
    await postTransfer(db, {
      merchantId,
      key,
      kind,
      createdBy: 'test',
      legs: [
        { accountId: legs[0], amount: -3_000n },
        { accountId: legs[1], amount: 3_000n },
      ],
    });
  }
  // Play money (a trial account) never counts.
  const play = await playerAccount(db, merchantId, two, 'PLAYER_PLAY', 'PLAY');
  const issuer = await systemAccount(db, merchantId, 'PLAY_ISSUER', 'PLAY');
  await postTransfer(db, {
    merchantId,
    key: `dash-play-${two}`,
    kind: 'DEPOSIT',
    createdBy: 'test',
    legs: [
      { accountId: play, amount: 99_900n },
      { accountId: issuer, amount: -99_900n },
    ],
  });
}

beforeAll(async () => {
  platform = await demoOperatorToken(env.app, env.db);
}, 60_000);

describe('dashboard figures from the ledger (issue 15 part 3)', () => {
  it("equals the ledger's sums: today, the range, per day, per game and per vendor", async () => {
    const ficha = await merchantIdOf(env.db, 'FICHA');
    const before = (await getDashboard(platform, `merchantId=${ficha}&from=${yesterday}&to=${today}`)).body
      .value;
    await playADay(ficha);
    const { status, body } = await getDashboard(
      platform,
      `merchantId=${ficha}&from=${yesterday}&to=${today}`,
    );
    expect(status).toBe(200);
    const d = body.value;
    expect(d.merchantId).toBe(ficha);
    expect(d.currency).toBe('BRL');

    // The ledger's own sums of today, read straight from its entries.
    const sum = (kind: string, account: string) =>
      ledgerSum(env.db, ficha, { kinds: [kind], account, from: today });
    const deposits = await sum('DEPOSIT', 'PLAYER_CASH');
    const withdrawals = -(await sum('WITHDRAW_PAID', 'WITHDRAWAL_CLEARING'));
    const bets = (await sum('BET', 'HOUSE')) + (await sum('ROLLBACK', 'HOUSE'));
    const wins = -(await sum('WIN', 'HOUSE'));
    const bonusCost = -(await sum('DEPOSIT_BONUS', 'HOUSE')) - (await sum('BONUS_RELEASE', 'HOUSE'));
    const ledger = {
      deposits: major(deposits),
      withdrawals: major(withdrawals),
      bets: major(bets),
      wins: major(wins),
      ggr: major(bets - wins),
      bonusCost: major(bonusCost),
      ngr: major(bets - wins - bonusCost),
    };
    expect(d.today).toMatchObject(ledger);
    expect(d.range).toMatchObject(ledger);
    // And what the day was, by hand: 500 + 200 in; 15 bet less the 5 rolled back, plus 50; 12 won.
    expect(ledger).toEqual({
      deposits: '700.00',
      withdrawals: '30.00',
      bets: '60.00',
      wins: '12.00',
      ggr: '48.00',
      bonusCost: '5.00',
      ngr: '43.00',
    });
    expect(d.today.newPlayers - before.today.newPlayers).toBe(2);
    expect(d.today.activePlayers).toBe(2);
    expect(d.today.firstDeposits - before.today.firstDeposits).toBe(2);

    // Day by day: yesterday had nothing, today is today's figures.
    expect(d.days.map((day: { day: string }) => day.day)).toEqual([yesterday, today]);
    expect(d.days[0]).toMatchObject({ deposits: '0.00', bets: '0.00', activePlayers: 0 });
    expect(d.days[1]).toEqual({ day: today, ...d.today });

    expect(d.games).toEqual([
      {
        vendorCode: VENDOR,
        gameCode: 'acme-dice',
        name: 'acme-dice',
        bets: '50.00',
        wins: '0.00',
        ggr: '50.00',
        betCount: 1,
      },
      {
        vendorCode: VENDOR,
        gameCode: 'acme-slot',
        name: 'acme-slot',
        bets: '10.00',
        wins: '12.00',
        ggr: '-2.00',
        betCount: 2,
      },
    ]);
    expect(d.vendors).toEqual([
      { vendorCode: VENDOR, bets: '60.00', wins: '12.00', ggr: '48.00', betCount: 3 },
    ]);
  });

  it('keeps merchant staff to their own merchant and refuses roles without the dashboard', async () => {
    const ficha = await merchantIdOf(env.db, 'FICHA');
    const rio = await merchantIdOf(env.db, 'RIO');
    const rioFinance = await addStaff(env.db, { role: 'FINANCE', merchantId: rio, totp: true });
    const token = await staffToken(env.app, env.db, rioFinance);
    const own = await getDashboard(token, `from=${today}&to=${today}`);
    expect(own.status).toBe(200);
    expect(own.body.value.merchantId).toBe(rio);
    expect(own.body.value.currency).toBe('USD');
    const other = await getDashboard(token, `merchantId=${ficha}&from=${today}&to=${today}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('700.00');

    const support = await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha });
    const refused = await getDashboard(
      await staffToken(env.app, env.db, support),
      `from=${today}&to=${today}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('refuses a backwards or malformed range with a 400 envelope', async () => {
    for (const query of [
      `from=${today}&to=${yesterday}`,
      'from=2026-13-45&to=2026-13-46',
      'from=today&to=x',
    ]) {
      const { status, body } = await getDashboard(platform, query);
      expect(status, query).toBe(400);
      expect(body.success, query).toBe(false);
    }
  });
});
