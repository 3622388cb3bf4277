import { formatMinor } from '@ficha/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { prepareTransfer, type TransferInput } from '../src/modules/ledger/posting-rules.ts';
import { type BatchOp, type Outcome, runBatch } from '../src/modules/wallet/batch-apply.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { useTestDatabase } from './test-app.ts';
import { newMember } from './wallet-fixtures.ts';

/**
 * Issue 12: the single transfer (postTransfer) and the seamless wallet's batches share one set of
 * posting rules and one writer. The same random postings (credits, debits beyond the balance,
 * repeats of a key with the same or other content, rollbacks of earlier postings) go once through
 * postTransfer one by one and once through the batches, cut at random; both must answer alike and
 * leave the same ledger.
 */

const VENDOR = 'PATHS';
const env = useTestDatabase();

type Step =
  | { type: 'credit' | 'debit'; amount: number }
  | { type: 'repeat'; of: number; sameContent: boolean }
  | { type: 'rollback'; of: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constantFrom('credit' as const, 'debit' as const),
    amount: fc.integer({ min: 1, max: 3_000 }),
  }),
  fc.record({ type: fc.constant('repeat' as const), of: fc.nat(), sameContent: fc.boolean() }),
  fc.record({ type: fc.constant('rollback' as const), of: fc.nat() }),
);

/** A posting in terms of the player: signed amount (credit positive), its key and kind. */
interface Posting {
  key: string;
  kind: string;
  amount: number;
}

/** The postings a list of steps makes, each repeat or rollback naming an earlier posting. */
function postingsOf(steps: Step[]): Posting[] {
  const postings: Posting[] = [];
  steps.forEach((s, n) => {
    const earlier =
      s.type === 'repeat' || s.type === 'rollback'
        ? postings[s.of % Math.max(1, postings.length)]
        : undefined;
    if (s.type === 'credit' || s.type === 'debit')
      postings.push({
        key: `p${n}`,
        kind: s.type === 'credit' ? 'WIN' : 'BET',
        amount: s.type === 'credit' ? s.amount : -s.amount,
      });
    else if (earlier && s.type === 'repeat')
      postings.push({ ...earlier, amount: s.sameContent ? earlier.amount : earlier.amount + 1 || 2 });
    else if (earlier)
      postings.push({ key: `rollback:${earlier.key}`, kind: 'ROLLBACK', amount: -earlier.amount });
  });
  return postings;
}

interface Side {
  prefix: string;
  player: string;
  counter: string;
  memberId: number;
  sessionId: string;
}

async function side(prefix: string, shard: number): Promise<Side> {
  const memberId = await newMember(env.db, env.merchantId, `paths${prefix}`);
  const session = await openGameSession(env.db, {
    merchantId: env.merchantId,
    memberId,
    vendorCode: VENDOR,
    gameCode: 'paths',
    currency: 'BRL',
  });
  // Wins name a bet of the member: one placed beforehand, so no win waits for its bet.
  await env.db
    .insertInto('wallet_bets')
    .values({
      vendor_code: VENDOR,
      tx_id: `${prefix}:anchor`,
      merchant_id: env.merchantId,
      member_id: String(memberId),
      session_id: session.id,
      currency: 'BRL',
      amount: '1',
      status: 'PLACED',
    })
    .execute();
  return {
    prefix,
    memberId,
    sessionId: session.id,
    player: await playerAccount(env.db, env.merchantId, memberId, 'PLAYER_CASH', 'BRL'),
    // A counter-account of its own per side, so each side's ledger stands alone.
    counter: await systemAccount(env.db, env.merchantId, 'HOUSE', 'BRL', shard),
  };
}

function transferOf(s: Side, p: Posting): TransferInput {
  const amount = BigInt(p.amount);
  return {
    merchantId: env.merchantId,
    key: `${s.prefix}:${p.key}`,
    kind: p.kind,
    createdBy: 'fc',
    legs: [
      { accountId: s.player, amount },
      { accountId: s.counter, amount: -amount },
    ],
    details: { posting: p.key },
  };
}

/** The same posting as the wallet's batch takes it: a debit is a bet, a credit a win. */
function batchOpOf(s: Side, p: Posting): BatchOp {
  const transfer = transferOf(s, p);
  const amount = BigInt(Math.abs(p.amount));
  if (p.amount < 0)
    return {
      type: 'BET',
      transfer,
      player: s.player,
      bet: {
        vendorCode: VENDOR,
        txId: transfer.key,
        merchantId: env.merchantId,
        memberId: s.memberId,
        sessionId: s.sessionId,
        currency: 'BRL',
        roundId: transfer.key,
        gameCode: 'paths',
        amount,
        lowRisk: false,
      },
    };
  return {
    type: 'WIN',
    transfer,
    player: s.player,
    win: { vendorCode: VENDOR, betTxId: `${s.prefix}:anchor`, memberId: s.memberId, amount },
  };
}

/** An answer as both paths can give it: the player's balance and which transfer, or a code. */
type Answer = { transfer: number; balance: string } | { code: string; value: unknown };

function answering() {
  const transfers = new Map<string, number>();
  return (transferId: string, balance: string): Answer => {
    if (!transfers.has(transferId)) transfers.set(transferId, transfers.size);
    return { transfer: transfers.get(transferId)!, balance };
  };
}

/** A refusal, its key (named after the side) without the side's prefix. */
function refusalOf(s: Side, error: AppError): Answer {
  const value = error.value as { key?: string } | null;
  return {
    code: error.code,
    value: value?.key ? { ...value, key: value.key.slice(s.prefix.length + 1) } : value,
  };
}

async function throughPostTransfer(s: Side, postings: Posting[]): Promise<Answer[]> {
  const answer = answering();
  const answers: Answer[] = [];
  for (const p of postings) {
    try {
      const r = await postTransfer(env.db, transferOf(s, p));
      answers.push(
        r.status === 'APPLIED'
          ? answer(r.transferId, r.balances[s.player]!)
          : { code: r.code!, value: { balance: formatMinor(r.balances[s.player]!) } },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answers.push(refusalOf(s, error));
    }
  }
  return answers;
}

async function throughBatches(s: Side, postings: Posting[], cuts: number[]): Promise<Answer[]> {
  const answer = answering();
  const outcomes: Outcome[] = [];
  for (let from = 0, c = 0; from < postings.length; c++) {
    const to = Math.min(postings.length, from + (cuts[c % cuts.length] ?? 1));
    const items = postings.slice(from, to).map((p) => {
      const op = batchOpOf(s, p);
      return { op, ...prepareTransfer(op.transfer) };
    });
    // Every other batch as a bulk caller runs it, its plans held to the keys: the same answers.
    outcomes.push(...(await runBatch(env.db, items, { keyedPlans: c % 2 === 1 })));
    from = to;
  }
  return outcomes.map((o) => {
    if (o instanceof AppError) return refusalOf(s, o);
    if (o instanceof Error) throw o;
    return answer(o.transferId, String(o.balance));
  });
}

/** A side's ledger with its own names taken out: balances, transfers and entries in order. */
async function ledgerOf(s: Side) {
  const role = (id: string) => (id === s.player ? 'player' : id === s.counter ? 'counter' : id);
  const balances = await env.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', [s.player, s.counter])
    .orderBy('id')
    .execute();
  const transfers = await sql<{ key: string; kind: string; status: string; answer: { balances: object } }>`
    SELECT substr(idempotency_key, ${s.prefix.length + 2}) AS key, kind, status, answer
    FROM ledger_transfers WHERE idempotency_key LIKE ${`${s.prefix}:%`} ORDER BY id`.execute(env.db);
  const entries = await sql<{ key: string; account_id: string; amount: string; balance_after: string }>`
    SELECT substr(t.idempotency_key, ${s.prefix.length + 2}) AS key, e.account_id::text, e.amount::text, e.balance_after::text
    FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE e.account_id IN (${s.player}, ${s.counter}) ORDER BY e.id`.execute(env.db);
  return {
    balances: balances.map((b) => [role(b.id), b.balance]),
    transfers: transfers.rows.map((t) => ({
      ...t,
      answer: {
        ...t.answer,
        balances: Object.fromEntries(Object.entries(t.answer.balances).map(([id, v]) => [role(id), v])),
      },
    })),
    entries: entries.rows.map((e) => ({ ...e, account_id: role(e.account_id) })),
  };
}

describe('one posting rule book for the single transfer and the batch (fast-check)', () => {
  it('answers alike and leaves the same ledger whichever path a posting takes', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 10 }),
        async (steps, cuts) => {
          run += 1;
          const postings = postingsOf(steps);
          const single = await side(`s${run}`, 1000 + 2 * run);
          const batched = await side(`b${run}`, 1001 + 2 * run);
          const answers = await throughPostTransfer(single, postings);
          expect(await throughBatches(batched, postings, cuts)).toEqual(answers);
          expect(await ledgerOf(batched)).toEqual(await ledgerOf(single));
        },
      ),
      { numRuns: 25 },
    );
  });
});
