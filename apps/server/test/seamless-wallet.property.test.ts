import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger, postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import {
  type GameSession,
  openGameSession,
  placeBet,
  rollbackBet,
  settleWin,
} from '../src/modules/wallet/seamless-wallet.service.ts';
import { useTestDatabase } from './test-app.ts';
import { playerAccountsBelowZero } from './wallet-fixtures.ts';

/**
 * Issue 4, "Done means": random interleavings of concurrent deposits, bets, wins, rollbacks,
 * retries and withdrawals, here through the seamless wallet itself (its group-commit batches for
 * bets and wins, and rollbacks beside them), on PGlite and on PostgreSQL.
 */

const VENDOR = 'PROP';
const env = useTestDatabase();
let members = 0;

async function newPlayer(): Promise<{ session: GameSession; cash: string }> {
  members += 1;
  const row = await env.db
    .insertInto('members')
    .values({ merchant_id: env.merchantId, username: `prop${members}x${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberId = Number(row.id);
  const session = await openGameSession(env.db, {
    merchantId: env.merchantId,
    memberId,
    vendorCode: VENDOR,
    gameCode: 'prop',
    currency: 'BRL',
  });
  return { session, cash: await playerAccount(env.db, env.merchantId, memberId, 'PLAYER_CASH', 'BRL') };
}

type Op = {
  type: 'deposit' | 'bet' | 'win' | 'rollback' | 'withdraw';
  player: number;
  /** Which bet of the player a bet, win or rollback names (a small range, so they meet). */
  bet: number;
  amount: number;
  repeat: boolean;
};

const op = fc.record({
  type: fc.constantFrom<Op['type']>('deposit', 'bet', 'bet', 'win', 'rollback', 'withdraw'),
  player: fc.integer({ min: 0, max: 2 }),
  bet: fc.integer({ min: 0, max: 8 }),
  amount: fc.integer({ min: 1, max: 4_000 }),
  repeat: fc.boolean(),
});

/** Refusals the wallet answers on purpose; anything else fails the property. */
const EXPECTED = new Set([
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_BET',
  'BET_ROLLED_BACK',
  'BET_SETTLED',
  'IDEMPOTENCY_CONFLICT',
]);

describe('seamless wallet under random concurrent traffic (fast-check)', () => {
  it('keeps every balance equal to its entries, no player below zero, each key once, each bet consistent', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 60 }), async (ops) => {
        run += 1;
        const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
        const clearing = (kind: 'DEPOSIT_CLEARING' | 'WITHDRAWAL_CLEARING') =>
          systemAccount(env.db, env.merchantId, kind, 'BRL');
        const perform = async (o: Op, index: number) => {
          const { session, cash } = players[o.player]!;
          const amount = BigInt(o.amount);
          // One id names one operation, so a repeat is a true retry.
          const betTx = `r${run}-p${o.player}-b${o.bet}`;
          const call = async () => {
            switch (o.type) {
              case 'deposit':
              case 'withdraw': {
                const sign = o.type === 'deposit' ? 1n : -1n;
                return postTransfer(env.db, {
                  merchantId: env.merchantId,
                  key: `r${run}:${o.type}:${index}`,
                  kind: o.type.toUpperCase(),
                  createdBy: 'fc',
                  legs: [
                    { accountId: cash, amount: sign * amount },
                    {
                      accountId: await clearing(
                        o.type === 'deposit' ? 'DEPOSIT_CLEARING' : 'WITHDRAWAL_CLEARING',
                      ),
                      amount: -sign * amount,
                    },
                  ],
                });
              }
              case 'bet':
                return placeBet(env.db, session, { txId: betTx, roundId: betTx, amount });
              case 'win':
                return settleWin(env.db, session, {
                  txId: `w${index}-${betTx}`,
                  betTxId: betTx,
                  amount,
                });
              case 'rollback':
                return rollbackBet(env.db, session, { betTxId: betTx });
            }
          };
          const attempt = () =>
            call().catch((error: { code?: string }) => {
              if (!EXPECTED.has(error.code ?? '')) throw error;
            });
          await Promise.all(o.repeat ? [attempt(), attempt()] : [attempt()]);
        };
        await Promise.all(ops.map(perform));

        expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
        expect(await playerAccountsBelowZero(env.db)).toEqual([]);
        const repeatedKeys = await sql<{ key: string }>`
          SELECT idempotency_key AS key FROM ledger_transfers
          WHERE idempotency_key LIKE ${`vendor:${VENDOR}:%:r${run}-%`} OR idempotency_key LIKE ${`r${run}:%`}
          GROUP BY merchant_id, idempotency_key HAVING count(*) > 1`.execute(env.db);
        expect(repeatedKeys.rows).toEqual([]);
        // Each bet of this run: a placed bet moved its stake once, its wins are what it records,
        // a rolled-back one won nothing and its stake came back (or never left).
        const bets = await sql<{
          tx_id: string;
          status: string;
          won: string;
          staked: string;
          returned: string;
        }>`
          SELECT b.tx_id, b.status, b.won::text,
            (SELECT count(*) FROM ledger_transfers t
               WHERE t.idempotency_key = 'vendor:' || b.vendor_code || ':bet:' || b.tx_id AND t.status = 'APPLIED')::text AS staked,
            (SELECT count(*) FROM ledger_transfers t
               WHERE t.idempotency_key = 'vendor:' || b.vendor_code || ':rollback:' || b.tx_id)::text AS returned
          FROM wallet_bets b WHERE b.vendor_code = ${VENDOR} AND b.tx_id LIKE ${`r${run}-%`}`.execute(env.db);
        const winsByBet = await sql<{ bet: string; total: string }>`
          SELECT t.answer->'details'->>'betTxId' AS bet, sum(e.amount)::text AS total
          FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id AND e.amount > 0
            AND e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL)
          WHERE t.idempotency_key LIKE ${`vendor:${VENDOR}:win:%r${run}-%`} AND t.status = 'APPLIED'
          GROUP BY 1`.execute(env.db);
        const won = new Map(winsByBet.rows.map((r) => [r.bet, r.total]));
        for (const b of bets.rows) {
          expect(b.won, b.tx_id).toBe(won.get(b.tx_id) ?? '0');
          if (b.status === 'PLACED') expect([b.staked, b.returned], b.tx_id).toEqual(['1', '0']);
          if (b.status === 'REFUSED') expect(b.staked, b.tx_id).toBe('0');
          if (b.status === 'ROLLED_BACK') {
            expect(b.won, b.tx_id).toBe('0');
            // Staked and returned, or never staked (a tombstone, or a refused bet made void).
            expect(b.returned, b.tx_id).toBe(b.staked);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
