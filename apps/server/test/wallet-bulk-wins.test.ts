import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { creditWins, type WinToCredit } from '../src/modules/wallet/bulk-wins.ts';
import {
  type GameSession,
  openGameSession,
  placeBet,
  rollbackBet,
  settleWin,
} from '../src/modules/wallet/seamless-wallet.service.ts';
import { useTestDatabase } from './test-app.ts';
import { deposit, newMember } from './wallet-fixtures.ts';

// Issue 14: a lottery period's wins are credited thousands per transaction (creditWins), by the
// same rules and statements as the wallet's batches; each win is paid once whichever path and
// however often it is sent, and what the caller writes alongside commits with the credits or not
// at all.

const VENDOR = 'BULKWINS';
const env = useTestDatabase();

async function bettor(): Promise<GameSession> {
  const memberId = await newMember(env.db, env.merchantId, 'bulk');
  await deposit(env.db, env.merchantId, memberId, 10_000n);
  return openGameSession(env.db, {
    merchantId: env.merchantId,
    memberId,
    vendorCode: VENDOR,
    gameCode: 'bulk',
    currency: 'BRL',
  });
}

let bets = 0;
async function betOf(session: GameSession, amount = 100n): Promise<string> {
  bets += 1;
  const txId = `bulk-${bets}-${Date.now()}`;
  await placeBet(env.db, session, { txId, roundId: txId, amount });
  return txId;
}

const cash = async (session: GameSession) =>
  balanceOf(env.db, await playerAccount(env.db, env.merchantId, session.memberId, 'PLAYER_CASH', 'BRL'));

async function winTransfers(txIds: string[]): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM ledger_transfers
    WHERE idempotency_key = ANY(${txIds.map((id) => `vendor:${VENDOR}:win:${id}:win`)}::text[])`.execute(
    env.db,
  );
  return Number(rows[0]!.n);
}

describe('wins credited in bulk', () => {
  it('pays each win once, whichever path credited it first and however often it is sent', async () => {
    const sessions = [await bettor(), await bettor(), await bettor()];
    const wins: WinToCredit[] = [];
    for (const [i, session] of sessions.entries()) {
      for (let n = 0; n < 4; n += 1) {
        const betTxId = await betOf(session);
        wins.push({ session, txId: `${betTxId}:win`, betTxId, amount: BigInt(50 * (i + 1) + n) });
      }
    }
    // One win went alone first, through the batcher (a settlement that stopped after it).
    await settleWin(env.db, wins[0]!.session, wins[0]!);
    const first = await creditWins(env.db, wins);
    const again = await creditWins(env.db, wins);
    expect(first.every((o) => !(o instanceof AppError))).toBe(true);
    expect(again.map((o) => (o as { transferId: string }).transferId)).toEqual(
      first.map((o) => (o as { transferId: string }).transferId),
    );
    for (const [i, session] of sessions.entries()) {
      const won = wins.filter((w) => w.session === session).reduce((sum, w) => sum + w.amount, 0n);
      expect(await cash(session), `member ${i}`).toBe(10_000n - 400n + won);
    }
    expect(await winTransfers(wins.map((w) => w.betTxId))).toBe(wins.length);
    const { rows } = await sql<{ won: string }>`
      SELECT won::text FROM wallet_bets WHERE vendor_code = ${VENDOR} AND tx_id = ${wins[5]!.betTxId}`.execute(
      env.db,
    );
    expect(rows[0]!.won).toBe(String(wins[5]!.amount));
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it("refuses a rolled-back bet's win and an unknown bet's, and credits the others", async () => {
    const session = await bettor();
    const kept = await betOf(session);
    const rolledBack = await betOf(session);
    await rollbackBet(env.db, session, { betTxId: rolledBack });
    const outcomes = await creditWins(env.db, [
      { session, txId: `${kept}:win`, betTxId: kept, amount: 300n },
      { session, txId: `${rolledBack}:win`, betTxId: rolledBack, amount: 300n },
      { session, txId: 'never-placed:win', betTxId: 'never-placed', amount: 300n },
    ]);
    expect(outcomes.map((o) => (o instanceof AppError ? o.code : 'PAID'))).toEqual([
      'PAID',
      'BET_ROLLED_BACK',
      'UNKNOWN_BET',
    ]);
    expect(await cash(session)).toBe(10_000n - 100n + 300n);
  });

  it('writes nothing when what the caller writes alongside fails', async () => {
    const session = await bettor();
    const betTxId = await betOf(session);
    const win = { session, txId: `${betTxId}:win`, betTxId, amount: 700n };
    let told: boolean[] = [];
    await expect(
      creditWins(env.db, [win], async (trx, credited) => {
        told = credited;
        await sql`SELECT 1 / 0`.execute(trx);
      }),
    ).rejects.toThrow();
    expect(told).toEqual([true]);
    expect(await cash(session)).toBe(9_900n);
    expect(await winTransfers([betTxId])).toBe(0);
    // Sent again, it is paid, once.
    await creditWins(env.db, [win]);
    await creditWins(env.db, [win]);
    expect(await cash(session)).toBe(10_600n);
  });
});
