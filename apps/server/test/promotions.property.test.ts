import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { expireLapsedGrants, grantBonus } from '../src/modules/promotions/index.ts';
import {
  type GameSessionState,
  openGameSession,
  placeBet,
  settleWin,
} from '../src/modules/wallet/seamless-wallet.service.ts';
import { AccountClient } from './account-client.ts';
import { readyToWithdraw, TEST_PAYMENT_PASSWORD } from './payments-client.ts';
import { useTestApp } from './test-app.ts';
import { playerAccountsBelowZero } from './wallet-fixtures.ts';

/**
 * Issue 18, done means: "Property test: random claims, bets, expiries and withdrawals, repeated and
 * raced: each grant at most once, bonus money never withdrawable before its turnover is met, the
 * ledger balanced." Claims go through grantBonus (what every promotion kind grants with), bets and
 * wins through the seamless wallet in a game that counts in full, withdrawals through the API.
 */

const env = useTestApp();
/** Refusals the engine answers on purpose; anything else fails the property. */
const EXPECTED = new Set([
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_BET',
  'BET_SETTLED',
  'BET_ROLLED_BACK',
  'IDEMPOTENCY_CONFLICT',
]);
/** What a withdrawal may answer besides OK: over what may leave, or over a limit of the site. */
const WITHDRAW_REFUSALS = ['INSUFFICIENT_FUNDS', 'AMOUNT_OUT_OF_RANGE', 'DAILY_LIMIT'];

interface Player {
  memberId: number;
  session: GameSessionState;
  cardId: string;
  call: Awaited<ReturnType<AccountClient['newMember']>>['call'];
}

let players: Player[] = [];
let limits: { min: number; max: number };
let game: { vendorCode: string; gameCode: string };

beforeAll(async () => {
  // This file's own database: Ficha runs the whole engine here (its Brazilian profile refuses
  // bonuses to wager, which is tested elsewhere).
  await env.db
    .updateTable('merchants')
    .set({ jurisdiction: 'PERMISSIVE' })
    .where('id', '=', env.merchantId)
    .execute();
  await env.app.close();
  await env.reopen();
  const fullWeight = await env.db
    .selectFrom('games')
    .select(['vendor_code', 'game_code'])
    .where('game_type', '=', 'RNG')
    .where('game_code', 'not in', ['ficha_dice', 'ficha_mines'])
    .orderBy('game_code')
    .executeTakeFirstOrThrow();
  game = { vendorCode: fullWeight.vendor_code, gameCode: fullWeight.game_code };
  const merchant = await env.db
    .selectFrom('merchants')
    .select(['withdraw_min', 'withdraw_max'])
    .where('id', '=', env.merchantId)
    .executeTakeFirstOrThrow();
  limits = { min: Number(merchant.withdraw_min), max: Number(merchant.withdraw_max) };
  const client = new AccountClient(env.app, env.database, '10.18.9.1');
  players = [];
  for (let i = 0; i < 2; i++) {
    const m = await client.newMember('propbonus');
    const cardId = await readyToWithdraw(env.database, m);
    const session = await openGameSession(env.db, {
      merchantId: env.merchantId,
      memberId: m.memberId,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      currency: 'BRL',
    });
    players.push({ memberId: m.memberId, session, cardId, call: m.call });
  }
});

type Op =
  | { type: 'deposit'; player: number; amount: number }
  | {
      type: 'claim';
      player: number;
      claim: number;
      amount: number;
      multiple: number;
      cap: number;
      lapsed: boolean;
    }
  | { type: 'bet'; player: number; bet: number; amount: number }
  | { type: 'win'; player: number; bet: number; amount: number }
  | { type: 'expire' }
  | { type: 'withdraw'; player: number; amount: number };

const player = fc.integer({ min: 0, max: 1 });
// Bets weigh most, so turnovers are met (and bonuses released) as often as they are not.
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      player,
      amount: fc.integer({ min: 100, max: 20_000 }),
    }),
  },
  fc.record({
    type: fc.constant('claim' as const),
    player,
    // A small range of claims, so the same one is often claimed again.
    claim: fc.integer({ min: 0, max: 3 }),
    amount: fc.integer({ min: 100, max: 3_000 }),
    multiple: fc.integer({ min: 0, max: 3 }),
    // 0: no maximum conversion; else that many tenths of the bonus.
    cap: fc.integer({ min: 0, max: 15 }),
    lapsed: fc.boolean(),
  }),
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      player,
      bet: fc.integer({ min: 0, max: 19 }),
      amount: fc.integer({ min: 1, max: 8_000 }),
    }),
  },
  fc.record({
    type: fc.constant('win' as const),
    player,
    bet: fc.integer({ min: 0, max: 9 }),
    amount: fc.integer({ min: 1, max: 12_000 }),
  }),
  fc.record({ type: fc.constant('expire' as const) }),
  fc.record({
    type: fc.constant('withdraw' as const),
    player,
    amount: fc.integer({ min: 2_000, max: 30_000 }),
  }),
);

const money = (minor: number | bigint) => (Number(minor) / 100).toFixed(2);

describe('bonuses under random claims, bets, expiries and withdrawals (fast-check)', () => {
  it('grants each claim once, never lets bonus money out before its turnover, keeps the ledger balanced', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.boolean()), { minLength: 10, maxLength: 40 }),
        async (ops) => {
          run += 1;
          const perform = async ([o, repeat]: [Op, boolean], index: number) => {
            const call = async (): Promise<unknown> => {
              if (o.type === 'expire') return expireLapsedGrants(env.db);
              const p = players[o.player]!;
              const betTx = `pb${run}-p${o.player}-b${'bet' in o ? o.bet : 0}`;
              switch (o.type) {
                case 'deposit':
                  return postTransfer(env.db, {
                    merchantId: env.merchantId,
                    key: `pb${run}:deposit:${index}`,
                    kind: 'DEPOSIT',
                    createdBy: 'fc',
                    legs: [
                      {
                        accountId: await playerAccount(
                          env.db,
                          env.merchantId,
                          p.memberId,
                          'PLAYER_CASH',
                          'BRL',
                        ),
                        amount: BigInt(o.amount),
                      },
                      {
                        accountId: await systemAccount(env.db, env.merchantId, 'DEPOSIT_CLEARING', 'BRL'),
                        amount: -BigInt(o.amount),
                      },
                    ],
                  });
                case 'claim':
                  return grantBonus(env.db, {
                    merchantId: env.merchantId,
                    memberId: p.memberId,
                    amount: BigInt(o.amount),
                    currency: 'BRL',
                    key: `pb${run}:claim:${o.player}:${o.claim}`,
                    kind: 'MISSION',
                    turnoverMultiple: o.multiple,
                    expiresAt: o.lapsed ? new Date(Date.now() - 1_000) : null,
                    maxConversion: o.cap === 0 ? null : (BigInt(o.amount) * BigInt(o.cap)) / 10n,
                    maxBet: null,
                    reason: 'property test',
                    createdBy: 'fc',
                  });
                case 'bet':
                  return placeBet(env.db, p.session, {
                    txId: betTx,
                    roundId: betTx,
                    amount: BigInt(o.amount),
                  });
                case 'win':
                  return settleWin(env.db, p.session, {
                    txId: `w${index}-${betTx}`,
                    betTxId: betTx,
                    amount: BigInt(o.amount),
                  });
                case 'withdraw': {
                  const asked = await withdraw(p, o.amount);
                  expect(['OK', ...WITHDRAW_REFUSALS]).toContain(asked.body.code);
                  return asked;
                }
              }
            };
            const attempt = () =>
              call().catch((error: { code?: string }) => {
                if (!EXPECTED.has(error.code ?? '')) throw error;
              });
            await Promise.all(repeat ? [attempt(), attempt()] : [attempt()]);
          };
          // Raced in small groups: each group's operations run at once.
          for (let i = 0; i < ops.length; i += 3) {
            await Promise.all(ops.slice(i, i + 3).map((o, k) => perform(o, i + k)));
          }
          // Then, with nothing else moving, at the edge of what may leave.
          for (const p of players) await withdrawAtTheEdge(p);

          expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
          expect(await playerAccountsBelowZero(env.db)).toEqual([]);
          // Each claim granted at most once: one requirement and one ledger transfer per key.
          const twice = await sql<{ key: string }>`
          SELECT source AS key FROM turnover_requirements WHERE source LIKE ${`pb${run}:%`}
          GROUP BY source HAVING count(*) > 1
          UNION ALL
          SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE ${`pb${run}:claim:%`}
          GROUP BY idempotency_key HAVING count(*) > 1`.execute(env.db);
          expect(twice.rows).toEqual([]);
          await expectReleasesEarned();
        },
      ),
      { numRuns: 12 },
    );
    // The runs went through every path the property speaks of, not only refusals.
    const seen = await sql<{ kind: string; n: string }>`
      SELECT kind, count(*)::text AS n FROM ledger_transfers
      WHERE kind IN ('BONUS_RELEASE', 'BONUS_EXPIRED', 'WITHDRAW') AND status = 'APPLIED' GROUP BY kind`.execute(
      env.db,
    );
    expect(Object.fromEntries(seen.rows.map((r) => [r.kind, Number(r.n) > 0]))).toEqual({
      BONUS_RELEASE: true,
      BONUS_EXPIRED: true,
      WITHDRAW: true,
    });
  });
});

const withdraw = (p: Player, minor: number) =>
  p.call('POST', '/wps/transaction/withdraw', {
    cardId: p.cardId,
    amount: money(minor),
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });

/**
 * A withdrawal at the edge of what the wallet says may leave: one cent above `withdrawable` is
 * refused, `withdrawable` itself is accepted (within the site's limits). `withdrawable` is cash
 * less the turnover still owed, so bonus money, and cash promised to its wagering, stays in.
 */
async function withdrawAtTheEdge(p: Player): Promise<void> {
  const summary = (await p.call('GET', '/wps/wallets/gcs')).body.value as { withdrawable: string };
  const edge = Math.round(Number(summary.withdrawable) * 100);
  expect(WITHDRAW_REFUSALS).toContain((await withdraw(p, edge + 1)).body.code);
  if (edge < limits.min || edge > limits.max) return;
  expect(['OK', 'DAILY_LIMIT']).toContain((await withdraw(p, edge)).body.code);
}

/**
 * Every release of bonus money to cash came after its turnover: the requirements a release closed
 * ask for no more than what was wagered (as counted) from the oldest of them to the release.
 */
async function expectReleasesEarned(): Promise<void> {
  const releases = await sql<{ key: string; at: Date; member_id: string }>`
    SELECT t.idempotency_key AS key, t.created_at AS at, split_part(t.idempotency_key, ':', 2) AS member_id
    FROM ledger_transfers t WHERE t.kind = 'BONUS_RELEASE' AND t.status = 'APPLIED'`.execute(env.db);
  for (const release of releases.rows) {
    const ids = release.key.split(':')[2]!.split('-');
    const closed = await env.db
      .selectFrom('turnover_requirements')
      .select(['required', 'created_at', 'expired_at'])
      .where('id', 'in', ids)
      .execute();
    expect(closed.length, release.key).toBe(ids.length);
    for (const r of closed) expect(r.expired_at, `${release.key}: released after expiry`).toBeNull();
    const since = new Date(Math.min(...closed.map((r) => new Date(r.created_at).getTime())));
    const wagered = await sql<{ total: string }>`
      SELECT coalesce(sum(counted), 0)::text AS total FROM wallet_bets
      WHERE member_id = ${release.member_id} AND status = 'PLACED'
        AND created_at >= ${since} AND created_at <= ${release.at}`.execute(env.db);
    const required = closed.reduce((sum, r) => sum + BigInt(r.required), 0n);
    expect(
      BigInt(wagered.rows[0]!.total) >= required,
      `${release.key}: ${wagered.rows[0]!.total} < ${required}`,
    ).toBe(true);
  }
}
