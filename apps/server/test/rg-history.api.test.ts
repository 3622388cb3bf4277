import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRgClock } from '../src/modules/responsible-gaming/rg-clock.ts';
import { AccountClient } from './account-client.ts';
import { depositByPix } from './payments-client.ts';
import { rgMember, SECRET, testClock, VENDOR } from './rg-fixtures.ts';
import { useTestApp } from './test-app.ts';
import { vendorClient } from './wallet-fixtures.ts';

/**
 * Issue 19 part 5: "a responsible-gaming page with ... the player's own play history (deposits,
 * bets, net, time per day, with a chart) so the player can see how they play". GET /wps/rg/history
 * answers the last 30 days; its sums are the ledger's.
 */

const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
const clock = testClock();
let call: ReturnType<typeof vendorClient>;
beforeAll(() => {
  call = vendorClient(env.app, VENDOR, SECRET);
});
afterEach(() => clock.reset());
afterAll(() => setRgClock(undefined));

type Day = { date: string; deposits: string; bets: string; wins: string; net: string; minutesPlayed: number };
type History = { currency: string; timeZone: string; days: Day[]; totals: Omit<Day, 'date'> };
type Member = Awaited<ReturnType<typeof rgMember>>;
const history = async (m: Member) => (await m.call('GET', '/wps/rg/history')).body.value as History;
const today = (h: History) => h.days[h.days.length - 1]!;
const localDate = (at: Date, timeZone: string) => at.toLocaleDateString('en-CA', { timeZone });

/** Sums of the member's ledger entries by transfer kind, read straight from the ledger. */
async function ledgerSums(memberId: number) {
  const rows = await env.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['t.kind', sql<string>`sum(e.amount)::text`.as('amount')])
    .where('a.member_id', '=', String(memberId))
    .where('a.kind', '=', 'PLAYER_CASH')
    .groupBy('t.kind')
    .execute();
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.amount ?? '0');
  return { deposit: of('DEPOSIT'), bet: of('BET'), win: of('WIN'), rollback: of('ROLLBACK') };
}
const minor = (text: string) => BigInt(text.replace('.', ''));

describe('the play history', () => {
  it('counts deposits, bets less rollbacks, wins and net per day, and its sums are the ledger’s', async () => {
    const m = await rgMember(env.app, env.database);
    const bystander = await rgMember(env.app, env.database, { cash: 500_00n });
    await depositByPix(env.app, m, '80.00');
    const game = await m.vendorSession();
    const other = await bystander.vendorSession();
    const bet = (session: string, tx: string, amount: string) =>
      call('bet', { sessionId: session, transactionId: tx, roundId: `r-${tx}`, amount });
    expect((await bet(game.id, `h1-${m.memberId}`, '10.00')).body.code).toBe('OK');
    expect(
      (
        await call('win', {
          sessionId: game.id,
          transactionId: `h1w-${m.memberId}`,
          betTransactionId: `h1-${m.memberId}`,
          amount: '25.00',
        })
      ).body.code,
    ).toBe('OK');
    expect((await bet(game.id, `h2-${m.memberId}`, '5.00')).body.code).toBe('OK');
    await call('rollback', { sessionId: game.id, betTransactionId: `h2-${m.memberId}` });
    expect((await bet(game.id, `h3-${m.memberId}`, '3.00')).body.code).toBe('OK');
    // Another member's play is not this member's history.
    expect((await bet(other.id, `h4-${m.memberId}`, '100.00')).body.code).toBe('OK');

    const h = await history(m);
    expect(h.currency).toBe('BRL');
    expect(h.days).toHaveLength(30);
    expect(today(h).date).toBe(localDate(new Date(), h.timeZone));
    expect(today(h)).toMatchObject({ deposits: '80.00', bets: '13.00', wins: '25.00', net: '12.00' });
    expect(h.totals).toMatchObject({ deposits: '80.00', bets: '13.00', wins: '25.00', net: '12.00' });
    for (const day of h.days.slice(0, -1))
      expect(day).toMatchObject({
        deposits: '0.00',
        bets: '0.00',
        wins: '0.00',
        net: '0.00',
        minutesPlayed: 0,
      });

    // The ledger's own sums, and the cash balance: deposits plus the net result.
    const ledger = await ledgerSums(m.memberId);
    expect(minor(h.totals.deposits)).toBe(ledger.deposit);
    expect(minor(h.totals.bets)).toBe(-(ledger.bet + ledger.rollback));
    expect(minor(h.totals.wins)).toBe(ledger.win);
    const wallet = (await m.call('GET', '/wps/wallets/gcs')).body.value;
    expect(minor(wallet.cashBalance)).toBe(minor(h.totals.deposits) + minor(h.totals.net));
    expect(wallet.cashBalance).toBe('92.00');
  });

  it('puts each day’s play on its own day of the 30', async () => {
    const m = await rgMember(env.app, env.database, { cash: 50_00n });
    const game = await m.vendorSession();
    await call('bet', {
      sessionId: game.id,
      transactionId: `d1-${m.memberId}`,
      roundId: 'r',
      amount: '4.00',
    });
    clock.advanceHours(48);
    const h = await history(m);
    expect(h.days).toHaveLength(30);
    expect(h.days[27]).toMatchObject({ bets: '4.00', net: '-4.00' });
    expect(h.days[29]).toMatchObject({ bets: '0.00' });
    clock.advanceHours(24 * 30);
    expect((await history(m)).totals).toMatchObject({ bets: '0.00', deposits: '0.00' });
  });

  it('counts time in games from opening to the last bet, two games at once only once', async () => {
    const m = await rgMember(env.app, env.database, { cash: 50_00n });
    const first = await m.vendorSession();
    const second = await m.vendorSession(VENDOR, 'acme-roulette');
    await call('bet', {
      sessionId: first.id,
      transactionId: `t1-${m.memberId}`,
      roundId: 'r',
      amount: '1.00',
    });
    await call('bet', {
      sessionId: second.id,
      transactionId: `t2-${m.memberId}`,
      roundId: 'r',
      amount: '1.00',
    });
    // The first game was opened 20 minutes before its bet, the second 10 minutes before its own.
    const openedBefore = async (session: string, minutes: number) =>
      sql`UPDATE game_sessions SET created_at = (SELECT max(created_at) FROM wallet_bets WHERE session_id = ${session})
          - make_interval(mins => ${minutes}) WHERE id = ${session}`.execute(env.db);
    await openedBefore(first.id, 20);
    await openedBefore(second.id, 10);
    const h = await history(m);
    // 20 minutes, not 30: the second game's time lies within the first's. (A day may split it.)
    expect(h.totals.minutesPlayed).toBe(20);
    expect(h.days.reduce((sum, d) => sum + d.minutesPlayed, 0)).toBe(20);
  });

  it('is the member’s own: a trial account is refused and a visitor sent to log in', async () => {
    const trial = new AccountClient(env.app, env.database, '10.19.250.9');
    const free = await trial.call('POST', '/wps/session/login/freeplay', { body: {} });
    const token = free.body.value.token as string;
    expect((await trial.call('GET', '/wps/rg/history', { token })).body.code).toBe('FREE_REJECT');
    const visitor = await env.app.inject({ method: 'GET', url: '/wps/rg/history' });
    expect(visitor.json().success).toBe(false);
    expect(visitor.statusCode).toBe(401);
  });
});
