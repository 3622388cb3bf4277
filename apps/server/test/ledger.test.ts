import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger, postTransfer } from '../src/modules/ledger/ledger.service.ts';
import {
  HOUSE_SHARDS,
  playerAccount,
  shardOf,
  systemAccount,
} from '../src/modules/ledger/ledger-accounts.ts';
import { useTestDatabase } from './test-app.ts';
import { playerAccountsBelowZero } from './wallet-fixtures.ts';

const env = useTestDatabase();
let nextMember = 0;

async function newPlayer(): Promise<{ memberId: number; cash: string }> {
  nextMember += 1;
  const row = await env.db
    .insertInto('members')
    .values({ merchant_id: env.merchantId, username: `ledger${nextMember}${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberId = Number(row.id);
  return { memberId, cash: await playerAccount(env.db, env.merchantId, memberId, 'PLAYER_CASH', 'BRL') };
}

const deposit = async (cash: string, amount: bigint, key: string) =>
  postTransfer(env.db, {
    merchantId: env.merchantId,
    key,
    kind: 'DEPOSIT',
    createdBy: 'test',
    legs: [
      { accountId: cash, amount },
      { accountId: await systemAccount(env.db, env.merchantId, 'DEPOSIT_CLEARING', 'BRL'), amount: -amount },
    ],
  });

const bet = async (cash: string, amount: bigint, key: string) =>
  postTransfer(env.db, {
    merchantId: env.merchantId,
    key,
    kind: 'BET',
    createdBy: 'test',
    legs: [
      { accountId: cash, amount: -amount },
      { accountId: await systemAccount(env.db, env.merchantId, 'HOUSE', 'BRL', shardOf(key)), amount },
    ],
  });

describe('ledger transfers (DESIGN section 3)', () => {
  it('applies a transfer once per key and answers the stored first result to a retry', async () => {
    const { cash } = await newPlayer();
    const first = await deposit(cash, 10_000n, `t:${cash}:dep`);
    expect(first).toMatchObject({ status: 'APPLIED', replayed: false });
    expect(first.balances[cash]).toBe('10000');
    const again = await deposit(cash, 10_000n, `t:${cash}:dep`);
    expect(again).toMatchObject({ status: 'APPLIED', replayed: true, transferId: first.transferId });
    const entries = await env.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', cash)
      .execute();
    expect(entries).toEqual([{ amount: '10000' }]);
  });

  it('refuses the same key with other content with its own code', async () => {
    const { cash } = await newPlayer();
    await deposit(cash, 500n, `t:${cash}:x`);
    await expect(deposit(cash, 600n, `t:${cash}:x`)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses an overdraft, stores the refusal, and answers it again even after funds arrive', async () => {
    const { cash } = await newPlayer();
    await deposit(cash, 100n, `t:${cash}:d1`);
    const refused = await bet(cash, 500n, `t:${cash}:b1`);
    expect(refused).toMatchObject({ status: 'REFUSED', code: 'INSUFFICIENT_FUNDS' });
    expect(refused.balances[cash]).toBe('100');
    await deposit(cash, 1000n, `t:${cash}:d2`);
    expect(await bet(cash, 500n, `t:${cash}:b1`)).toMatchObject({ status: 'REFUSED', replayed: true });
  });

  it('lets exactly the affordable ones of 100 concurrent bets through', async () => {
    const { cash } = await newPlayer();
    await deposit(cash, 3_700n, `t:${cash}:dep`);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => bet(cash, 100n, `t:${cash}:bet${i}`)),
    );
    expect(results.filter((r) => r.status === 'APPLIED')).toHaveLength(37);
    const account = await env.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', cash)
      .executeTakeFirstOrThrow();
    expect(account.balance).toBe('0');
  });

  it('keeps entries and transfers append-only', async () => {
    await expect(sql`UPDATE ledger_entries SET amount = amount + 1`.execute(env.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_transfers`.execute(env.db)).rejects.toThrow(/append-only/);
  });

  it('spreads house legs over shards', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`bet:${i}`)));
    expect(shards.size).toBe(HOUSE_SHARDS);
  });
});

describe('ledger invariants under random concurrent traffic (fast-check)', () => {
  it('every balance equals its entries, no player below zero, each currency sums to zero, each key once', async () => {
    type Op = {
      type: 'deposit' | 'bet' | 'win' | 'withdraw';
      player: number;
      amount: number;
      key: number;
      repeat: boolean;
    };
    const op = fc.record({
      type: fc.constantFrom<Op['type']>('deposit', 'bet', 'win', 'withdraw'),
      player: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: 1, max: 5_000 }),
      key: fc.integer({ min: 0, max: 40 }),
      repeat: fc.boolean(),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 40 }), async (ops) => {
        run += 1;
        const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
        const clearing = await systemAccount(env.db, env.merchantId, 'WITHDRAWAL_CLEARING', 'BRL');
        const perform = async (o: Op) => {
          const cash = players[o.player]!.cash;
          // One key names one operation: the content follows from the key, so retries are true retries.
          const key = `p${run}:${o.type}:${o.player}:${o.key}`;
          const amount = BigInt(o.amount);
          const house = await systemAccount(env.db, env.merchantId, 'HOUSE', 'BRL', shardOf(key));
          const legs =
            o.type === 'deposit'
              ? [
                  { accountId: cash, amount },
                  {
                    accountId: await systemAccount(env.db, env.merchantId, 'DEPOSIT_CLEARING', 'BRL'),
                    amount: -amount,
                  },
                ]
              : o.type === 'bet'
                ? [
                    { accountId: cash, amount: -amount },
                    { accountId: house, amount },
                  ]
                : o.type === 'win'
                  ? [
                      { accountId: cash, amount },
                      { accountId: house, amount: -amount },
                    ]
                  : [
                      { accountId: cash, amount: -amount },
                      { accountId: clearing, amount },
                    ];
          const input = {
            merchantId: env.merchantId,
            key,
            kind: o.type.toUpperCase(),
            createdBy: 'fc',
            legs,
            details: { amount: o.amount },
          };
          await postTransfer(env.db, input).catch((e: { code?: string }) => {
            if (e.code !== 'IDEMPOTENCY_CONFLICT') throw e;
          });
          if (o.repeat) await postTransfer(env.db, input).catch(() => undefined);
        };
        await Promise.all(ops.map(perform));

        const audit = await auditLedger(env.db);
        expect(audit).toEqual({ currencies: [], accounts: [] });
        expect(await playerAccountsBelowZero(env.db)).toEqual([]);
        const perKey = await sql<{ n: string }>`
          SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`p${run}:%`}
          GROUP BY idempotency_key HAVING count(*) > 1`.execute(env.db);
        expect(perKey.rows).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
