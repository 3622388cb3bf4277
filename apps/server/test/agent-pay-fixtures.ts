import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { setAgentPayClock } from '../src/modules/agents/agent-pay-clock.ts';
import { uniqueName } from './account-client.ts';

/** Test helpers of agents' pay (issue 17 parts 2-5): bets straight into wallet_bets, a clock, ops calls. */

let betCounter = 0;

/** A placed bet of a member at an instant (valid turnover), optionally in a game of a type. */
export async function placeBet(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  {
    amount,
    won = 0n,
    at,
    sessionId = null,
  }: { amount: bigint; won?: bigint; at: Date; sessionId?: string | null },
) {
  betCounter += 1;
  await db
    .insertInto('wallet_bets')
    .values({
      vendor_code: 'AGENTPAY',
      tx_id: `${uniqueName('bet')}-${betCounter}`,
      merchant_id: merchantId,
      member_id: String(memberId),
      session_id: sessionId,
      currency: 'BRL',
      round_id: 'r',
      amount,
      won,
      status: 'PLACED',
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
}

/** A game session in a catalogue game of the given type, for bets that carry a game type. */
export async function sessionOfType(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  gameType: string,
): Promise<string> {
  const game = await db
    .selectFrom('games')
    .select(['vendor_code', 'game_code'])
    .where('game_type', '=', gameType)
    .limit(1)
    .executeTakeFirstOrThrow();
  const id = uniqueName('gs');
  await db
    .insertInto('game_sessions')
    .values({
      id,
      merchant_id: merchantId,
      member_id: String(memberId),
      vendor_code: game.vendor_code,
      game_code: game.game_code,
      currency: 'BRL',
      expires_at: new Date('2100-01-01T00:00:00Z'),
    } as never)
    .execute();
  return id;
}

/** The pay clock fixed at an instant, moved by the test. */
export function payClock(start: string) {
  let now = new Date(start);
  setAgentPayClock(() => now);
  return {
    set: (at: string) => {
      now = new Date(at);
    },
    reset: () => setAgentPayClock(undefined),
  };
}

/** An /ops call with a staff token. */
export function opsCall(app: FastifyInstance, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, language: 'EN' },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/** The agent's cash balance in minor units. */
export async function cashOf(db: Kysely<DB>, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', String(memberId))
    .where('kind', '=', 'PLAYER_CASH')
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}
