import { beforeAll, describe, expect, it } from 'vitest';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { demoOperatorToken, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';
import { deposit, ledgerSum, newMember, vendorCallOk } from './wallet-fixtures.ts';

// Issue 15 part 9: "GGR by game, vendor, day", figures from the ledger; this test proves the
// report's sums equal the ledger's own.

const VENDOR = 'GGRV';
const SECRET = 'ggr-report-secret';
const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10);
let admin: string;
let ficha: number;

const report = (token: string, query: string) =>
  opsCall(env.app, token, 'GET', `/ops/api/v1/reports/ggr?${query}`);

/** The ledger's own house-side sum of some kinds of transfer since `from` (a UTC day), in minor units. */
const houseSum = (merchantId: number, kinds: string[], from: string) =>
  ledgerSum(env.db, merchantId, { kinds, account: 'HOUSE', from });

const minor = (text: string) => BigInt(text.replace('.', ''));
const total = (rows: Array<Record<string, string | number>>, key: string) =>
  rows.reduce((sum, r) => sum + minor(String(r[key])), 0n);

beforeAll(async () => {
  admin = await demoOperatorToken(env.app, env.db);
  ficha = await merchantIdOf(env.db, 'FICHA');
  const ok = vendorCallOk(env.app, VENDOR, SECRET);
  const one = await newMember(env.db, ficha, 'ggr');
  const two = await newMember(env.db, ficha, 'ggr');
  await deposit(env.db, ficha, one, 100_000n, `ggr-dep-${one}`);
  await deposit(env.db, ficha, two, 100_000n, `ggr-dep-${two}`);
  const session = (memberId: number, gameCode: string) =>
    openGameSession(env.db, { merchantId: ficha, memberId, vendorCode: VENDOR, gameCode, currency: 'BRL' });
  const wheel = await session(one, 'ggr-wheel');
  const poker = await session(two, 'ggr-poker');
  await ok('bet', { sessionId: wheel.id, transactionId: `w1-${one}`, roundId: 'a', amount: '20.00' });
  await ok('bet', { sessionId: wheel.id, transactionId: `w2-${one}`, roundId: 'b', amount: '7.50' });
  await ok('win', {
    sessionId: wheel.id,
    transactionId: `ww-${one}`,
    betTransactionId: `w1-${one}`,
    amount: '45.00',
  });
  await ok('rollback', { sessionId: wheel.id, betTransactionId: `w2-${one}` });
  await ok('bet', { sessionId: poker.id, transactionId: `p1-${two}`, roundId: 'c', amount: '100.00' });
  await ok('win', {
    sessionId: poker.id,
    transactionId: `pw-${two}`,
    betTransactionId: `p1-${two}`,
    amount: '30.00',
  });
}, 60_000);

describe('GGR report (issue 15 part 9)', () => {
  it("equals the ledger's sums in total, per day, per game and per vendor", async () => {
    const { status, body } = await report(admin, `merchantId=${ficha}&from=${weekAgo}&to=${today}`);
    expect(status).toBe(200);
    const r = body.value;
    expect(r).toMatchObject({ merchantId: ficha, currency: 'BRL', from: weekAgo, to: today });

    const bets = await houseSum(ficha, ['BET', 'ROLLBACK'], weekAgo);
    const wins = -(await houseSum(ficha, ['WIN'], weekAgo));
    expect(minor(r.total.bets)).toBe(bets);
    expect(minor(r.total.wins)).toBe(wins);
    expect(minor(r.total.ggr)).toBe(bets - wins);
    // Every cut of the report adds up to the same ledger sums.
    expect(r.days).toHaveLength(7);
    for (const rows of [r.days, r.games, r.vendors]) {
      expect(total(rows, 'bets')).toBe(bets);
      expect(total(rows, 'wins')).toBe(wins);
      expect(total(rows, 'ggr')).toBe(bets - wins);
    }
    // By hand: 20.00 and 7.50 bet on the wheel, 7.50 rolled back, 45.00 won; 100.00 bet at poker, 30.00 won.
    expect(r.days.at(-1)).toEqual({ day: today, bets: '120.00', wins: '75.00', ggr: '45.00' });
    expect(r.games).toEqual([
      {
        vendorCode: VENDOR,
        gameCode: 'ggr-poker',
        name: 'ggr-poker',
        bets: '100.00',
        wins: '30.00',
        ggr: '70.00',
        betCount: 1,
      },
      {
        vendorCode: VENDOR,
        gameCode: 'ggr-wheel',
        name: 'ggr-wheel',
        bets: '20.00',
        wins: '45.00',
        ggr: '-25.00',
        betCount: 2,
      },
    ]);
    expect(r.vendors).toEqual([
      { vendorCode: VENDOR, bets: '120.00', wins: '75.00', ggr: '45.00', betCount: 3 },
    ]);

    // The dashboard reads the same queries: the two never disagree.
    const dash = await env.app.inject({
      method: 'GET',
      url: `/ops/api/v1/dashboard?merchantId=${ficha}&from=${weekAgo}&to=${today}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const d = dash.json().value;
    expect(d.games).toEqual(r.games);
    expect({ bets: d.range.bets, wins: d.range.wins, ggr: d.range.ggr }).toEqual(r.total);
  });

  it('answers an empty range with zeros and keeps merchant staff to their own merchant', async () => {
    const rio = await merchantIdOf(env.db, 'RIO');
    const rioRisk = await addStaff(env.db, { role: 'RISK', merchantId: rio, totp: true });
    const token = await staffToken(env.app, env.db, rioRisk);
    const own = await report(token, `from=${today}&to=${today}`);
    expect(own.body.value).toMatchObject({
      merchantId: rio,
      currency: 'USD',
      total: { bets: '0.00', wins: '0.00', ggr: '0.00' },
      games: [],
      vendors: [],
    });
    const other = await report(token, `merchantId=${ficha}&from=${today}&to=${today}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('120.00');
    const content = await addStaff(env.db, { role: 'CONTENT', merchantId: ficha, totp: true });
    const refused = await report(await staffToken(env.app, env.db, content), `from=${today}&to=${today}`);
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('refuses a backwards, malformed or too long range with a 400 envelope', async () => {
    for (const query of [
      `from=${today}&to=${weekAgo}`,
      'from=2026-02-30x&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      '',
    ]) {
      const { status, body } = await report(admin, query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });
});
