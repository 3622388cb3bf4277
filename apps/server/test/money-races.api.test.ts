import { diceRules } from '@ficha/games/dice/dice-rules';
import { fairRng, seedMatchesHash } from '@ficha/games/fairness';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { inTransaction } from '../src/db/transactions.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { AccountClient, uniqueName } from './account-client.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { rollEvenDice, StudioPlayer, studioCall } from './studio-player.ts';
import { testConfig, useTestApp } from './test-app.ts';
import { deposit, vendorClient } from './wallet-fixtures.ts';

// Requests that race each other on one member's money or seeds: on PostgreSQL they really run at
// the same time (a pool of connections); on PGlite they are serialised, and must pass all the same.

const VENDOR = 'RACER';
const SECRET = 'racer-test-secret';
const env = useTestApp({
  config: { RATE_LIMIT_PER_MINUTE: '100000' },
  vendor: { code: VENDOR, secret: SECRET },
});

/** A registered member with cash, a payment password, a PIX card and a vendor's game session. */
async function playerWithCard(cash: bigint) {
  const { call, cpf, memberId, setPaymentPassword } = await new AccountClient(
    env.app,
    env.database,
    '10.7.0.1',
  ).newMember('race');
  const cashAccount = await playerAccount(env.db, env.merchantId, memberId, 'PLAYER_CASH', 'BRL');
  await deposit(env.db, env.merchantId, memberId, cash);
  await setPaymentPassword();
  await verifiedIdentity(env.db, memberId);
  const card = await call('POST', '/wps/member/bankCard', {
    kind: 'PIX',
    holderName: 'Maria Teste',
    pixKeyType: 'CPF',
    pixKey: cpf,
  });
  expect(card.body.code).toBe('OK');
  const session = await openGameSession(env.db, {
    merchantId: env.merchantId,
    memberId,
    vendorCode: VENDOR,
    gameCode: 'racer-slot',
    currency: 'BRL',
  });
  return { call, cardId: card.body.value.id as string, session, cashAccount };
}

const vendorBet = (body: Record<string, unknown>) => vendorClient(env.app, VENDOR, SECRET)('bet', body);

describe('money moved by racing requests', () => {
  it('answers every withdrawal racing the same member’s bets without a 500, and keeps the ledger whole (hardening 10)', async () => {
    const member = await playerWithCard(600_00n);
    const withdrawals = Array.from({ length: 50 }, () =>
      member.call('POST', '/wps/transaction/withdraw', {
        cardId: member.cardId,
        amount: '20',
        paymentPassword: '246810',
      }),
    );
    const bets = Array.from({ length: 50 }, (_, i) =>
      vendorBet({
        sessionId: member.session.id,
        transactionId: `race-bet-${i}`,
        roundId: `r${i}`,
        amount: '5.00',
      }),
    );
    const [withdrawn, betted] = await Promise.all([Promise.all(withdrawals), Promise.all(bets)]);

    for (const answer of [...withdrawn, ...betted]) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect(['OK', 'INSUFFICIENT_FUNDS']).toContain(answer.body.code);
    }
    const paidOut = withdrawn.filter((w) => w.body.code === 'OK').length * 20_00;
    const staked = betted.filter((b) => b.body.code === 'OK').length * 5_00;
    const balance = await balanceOf(env.db, member.cashAccount);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBe(600_00n - BigInt(paidOut + staked));
    // Everything that could be afforded went through: less than the cheapest request is left.
    expect(balance).toBeLessThan(20_00n);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});

describe('transactions aborted for a concurrent one', () => {
  it('runs a transaction PostgreSQL aborted for a deadlock again, whole (hardening 10)', async () => {
    const ids = await env.db
      .insertInto('members')
      .values([
        { merchant_id: env.merchantId, username: uniqueName('lockA') },
        { merchant_id: env.merchantId, username: uniqueName('lockB') },
      ])
      .returning('id')
      .execute();
    const [a, b] = ids.map((row) => row.id) as [string, string];
    let runs = 0;
    // Two transactions taking the same rows in opposite orders: PostgreSQL breaks the cycle by
    // aborting one of them, which then runs again once the other committed.
    const lockBoth = (first: string, second: string) =>
      inTransaction(env.db, async (trx) => {
        runs += 1;
        await sql`SELECT id FROM members WHERE id = ${first} FOR UPDATE`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`SELECT id FROM members WHERE id = ${second} FOR UPDATE`.execute(trx);
        return first;
      });
    expect(await Promise.all([lockBoth(a, b), lockBoth(b, a)])).toEqual([a, b]);
    // PGlite has one connection: the second transaction waits for the first, nothing deadlocks.
    expect(runs).toBe(env.database.kind === 'postgres' ? 3 : 2);
  });

  it('answers a conflict left after the retries with TRY_AGAIN in the player’s language, not a 500 (hardening 10)', async () => {
    const probe = await buildApp({ config: testConfig(), db: env.db, logger: false });
    probe.get('/probe/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await probe.ready();
    try {
      for (const [language, message] of [
        ['PT', 'Outra operação da sua conta aconteceu ao mesmo tempo. Nada foi alterado; tente novamente.'],
        [
          'EN',
          'Another operation on your account happened at the same moment. Nothing was changed; please try again.',
        ],
      ] as const) {
        const res = await probe.inject({ method: 'GET', url: '/probe/deadlock', headers: { language } });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ success: false, code: 'TRY_AGAIN', message, value: null });
      }
    } finally {
      await probe.close();
    }
  });
});

describe('studio rounds racing a seed rotation', () => {
  it('plays every round with one pair and a nonce of its own, verifiable once its seed is revealed (hardening 11)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 1_000_00n);
    const session = await player.launch('ficha_dice');
    const roll = () => rollEvenDice(env.app, session);
    const rotate = () => studioCall(env.app, session, 'POST', '/studio/api/v1/fairness/rotate', {});
    // Waves of rounds, each with a rotation among them that finds no round open yet.
    const answers = [];
    for (let wave = 0; wave < 6; wave++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 16 }, (_, i) => (i === 1 ? rotate() : roll())))),
      );
    }
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect(['OK', 'ROUND_IN_PROGRESS']).toContain(answer.body.code);
    }
    const played = answers.filter((a) => a.body.code === 'OK' && 'roundId' in a.body.value);
    expect(played.length).toBeGreaterThan(0);

    // Once no round is open a last rotation reveals the pair still in use.
    expect((await rotate()).body.code).toBe('OK');
    const listed = new Map<string, Record<string, unknown>>();
    for (let pageNo = 1; ; pageNo++) {
      const page = (
        await studioCall(env.app, session, 'GET', `/studio/api/v1/rounds?pageNo=${pageNo}&pageSize=100`)
      ).body.value;
      for (const round of page.list) listed.set(round.roundId, round);
      if (pageNo >= page.totalPages) break;
    }
    const seen = new Set<string>();
    for (const { body } of played) {
      const round = listed.get(body.value.roundId) as {
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        nonce: number;
        params: { target: number; direction: 'under' | 'over' };
        outcome: unknown;
      };
      expect(round).toMatchObject({
        serverSeedHash: body.value.serverSeedHash,
        clientSeed: body.value.clientSeed,
        nonce: body.value.nonce,
      });
      expect(seedMatchesHash(round.serverSeed, round.serverSeedHash)).toBe(true);
      const replay = diceRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params);
      expect(replay.outcome).toEqual(body.value.outcome);
      const pairNonce = `${round.serverSeedHash}:${round.nonce}`;
      expect(seen.has(pairNonce)).toBe(false);
      seen.add(pairNonce);
    }
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});
