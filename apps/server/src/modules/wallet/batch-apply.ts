import { formatMinor } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StoredAnswer, TransferInput, TransferLeg } from '../ledger/ledger.service.ts';

/**
 * A batch of the seamless wallet's bets and wins applied in one transaction; the queue that
 * gathers batches and remembers their answers is wallet-batcher.ts.
 */

export interface BatchAnswer {
  transferId: string;
  /** Player balance after the posting (or as it stood, when refused). */
  balance: bigint;
}

export type BatchOp =
  | {
      type: 'BET';
      transfer: TransferInput;
      player: string;
      bet: {
        vendorCode: string;
        txId: string;
        merchantId: number;
        memberId: number;
        sessionId: string;
        currency: string;
        roundId: string;
        gameCode: string;
        amount: bigint;
        /** A bet the game judges low-risk (e.g. dice above 90% chance): it counts nothing towards turnover. */
        lowRisk: boolean;
      };
    }
  | {
      type: 'WIN';
      transfer: TransferInput;
      player: string;
      win: { vendorCode: string; betTxId: string; memberId: number; amount: bigint };
    };

/** An operation with what the batch needs of it worked out once: its legs and content hash. */
export interface Prepared {
  op: BatchOp;
  legs: TransferLeg[];
  hash: string;
}

/** What became of each posting of a batch: its answer, a refusal, or Resubmit (the next batch). */
export type Outcome = BatchAnswer | Error;

/** An operation that must wait for the next batch. */
export class Resubmit extends Error {}

class RetryBatch extends Error {}

/**
 * Applies a batch, running it again when another process claimed one of its keys or bets at the
 * same moment (its stored answer is then there to read), or on a deadlock or serialization failure.
 */
export async function runBatch(db: Kysely<DB>, items: Prepared[]): Promise<Outcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, (trx) => applyBatch(trx, items));
    } catch (error) {
      if (!(error instanceof RetryBatch) || attempt >= 5) throw error;
    }
  }
}

export const keyOf = (op: BatchOp) => `${op.transfer.merchantId}|${op.transfer.key}`;
const weightKey = (game: { merchantId: number; vendorCode: string; gameCode: string }) =>
  `${game.merchantId}|${game.vendorCode}|${game.gameCode}`;
const betIdOf = (vendorCode: string, txId: string) => `${vendorCode}|${txId}`;

/**
 * One batch in one transaction, in two statements whatever its size (arrays, not a row of
 * parameters per posting): read what is known and lock what will change, decide every posting
 * in arrival order, then write everything.
 */
async function applyBatch(trx: Kysely<DB>, items: Prepared[]): Promise<Outcome[]> {
  const ops = items.map((item) => item.op);
  const outcomes: Array<Outcome | undefined> = ops.map(() => undefined);

  // 1. One read: the keys already answered, the sessions of new bets that expired (on the
  // database's clock), the bets concerned, every account, locked (bets, then accounts in id
  // order: no deadlocks), and the bonus terms of the bets' members and games (max bet, turnover
  // weight). Locking a replayed posting's rows too costs nothing and saves a round trip.
  const betOps = ops.flatMap((op) => (op.type === 'BET' ? [op.bet] : []));
  const sessionsOfBets = [...new Set(betOps.map((bet) => bet.sessionId))];
  const bettors = [...new Set(betOps.map((bet) => String(bet.memberId)))];
  const gamesOfBets = [
    ...new Map(
      betOps.map((bet) => [weightKey(bet), [bet.merchantId, bet.vendorCode, bet.gameCode]]),
    ).values(),
  ] as Array<[number, string, string]>;
  const betIds = ops.map((op) =>
    op.type === 'BET' ? [op.bet.vendorCode, op.bet.txId] : [op.win.vendorCode, op.win.betTxId],
  );
  const accountIds = [...new Set(items.flatMap((item) => item.legs.map((l) => l.accountId)))].sort((x, y) =>
    BigInt(x) < BigInt(y) ? -1 : 1,
  );
  const {
    rows: [read],
  } = await sql<{
    stored: Array<{
      id: string;
      merchant_id: number;
      idempotency_key: string;
      request_hash: string;
      answer: StoredAnswer;
    }>;
    expired: string[];
    bets: Array<{ vendor_code: string; tx_id: string; status: string; member_id: string | null }>;
    accounts: Array<{ id: string; balance: string; may_go_negative: boolean }>;
    max_bets: Array<{ member_id: string; currency: string; max_bet: string }>;
    weights: Array<{ merchant_id: number; vendor_code: string; game_code: string; weight: number }>;
  }>`
    SELECT
      (SELECT coalesce(json_agg(t), '[]') FROM (
         SELECT id::text, merchant_id, idempotency_key, request_hash, answer FROM ledger_transfers
         WHERE (merchant_id, idempotency_key) IN (
           SELECT * FROM unnest(${ops.map((op) => op.transfer.merchantId)}::int[], ${ops.map((op) => op.transfer.key)}::text[]))
       ) t) AS stored,
      (SELECT coalesce(json_agg(id), '[]') FROM game_sessions
       WHERE id = ANY(${sessionsOfBets}::text[])
         AND (expires_at <= now() OR ended_at IS NOT NULL)) AS expired,
      (SELECT coalesce(json_agg(b), '[]') FROM (
         SELECT vendor_code, tx_id, status, member_id::text FROM wallet_bets
         WHERE (vendor_code, tx_id) IN (SELECT * FROM unnest(${betIds.map((x) => x[0])}::text[], ${betIds.map((x) => x[1])}::text[]))
         ORDER BY vendor_code, tx_id FOR UPDATE
       ) b) AS bets,
      (SELECT coalesce(json_agg(a), '[]') FROM (
         SELECT id::text, balance::text, may_go_negative FROM ledger_accounts
         WHERE id = ANY(${accountIds}::bigint[]) ORDER BY id FOR UPDATE
       ) a) AS accounts,
      (SELECT coalesce(json_agg(r), '[]') FROM (
         SELECT member_id::text, currency, min(max_bet)::text AS max_bet FROM turnover_requirements
         WHERE member_id = ANY(${bettors}::bigint[]) AND released_at IS NULL AND max_bet IS NOT NULL
         GROUP BY member_id, currency
       ) r) AS max_bets,
      (SELECT coalesce(json_agg(w), '[]') FROM (
         SELECT v.merchant_id, v.vendor_code, v.game_code, coalesce(
           (SELECT bw.weight_percent FROM bonus_game_weights bw
            WHERE bw.vendor_code = v.vendor_code AND bw.game_code = v.game_code
              AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
            ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
           (SELECT bw.weight_percent FROM bonus_game_weights bw JOIN games g ON g.game_type = bw.game_type
            WHERE g.vendor_code = v.vendor_code AND g.game_code = v.game_code
              AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
            ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
           0) AS weight
         FROM unnest(${gamesOfBets.map((g) => g[0])}::int[], ${gamesOfBets.map((g) => g[1])}::text[],
                     ${gamesOfBets.map((g) => g[2])}::text[]) AS v(merchant_id, vendor_code, game_code)
       ) w) AS weights`.execute(trx);
  const { stored, expired, accounts } = read!;

  // 2. Each posting in arrival order: the stored first answer of a key already answered (or a
  // conflict when the content differs), the checks of bets and wins, then the balances.
  const storedByKey = new Map(stored.map((s) => [`${s.merchant_id}|${s.idempotency_key}`, s]));
  const firstOfKey = new Map<string, number>();
  ops.forEach((op, i) => {
    const key = keyOf(op);
    const seen = storedByKey.get(key);
    if (seen) {
      outcomes[i] =
        seen.request_hash !== items[i]!.hash
          ? new AppError('IDEMPOTENCY_CONFLICT', { key: op.transfer.key })
          : storedOutcome(seen.id, seen.answer, op.player);
    } else if (firstOfKey.has(key)) {
      // The same request twice in one batch (a quick retry): it follows the first one.
      outcomes[i] = new RetryLater(firstOfKey.get(key)!, items[i]!.hash);
    } else {
      firstOfKey.set(key, i);
    }
  });

  // A new bet needs a live session (retries, wins and rollbacks do not: vendors retry them for
  // hours) and an id no rollback has taken; a win needs its bet, placed by this member and not
  // rolled back. The bet rows are locked, so a rollback waits or is waited for.
  const newBets = ops.flatMap((op, i) => (op.type === 'BET' && outcomes[i] === undefined ? [{ op, i }] : []));
  const newWins = ops.flatMap((op, i) => (op.type === 'WIN' && outcomes[i] === undefined ? [{ op, i }] : []));
  const expiredIds = new Set(expired);
  for (const { op, i } of newBets)
    if (expiredIds.has(op.bet.sessionId)) outcomes[i] = new AppError('SESSION_EXPIRED');
  // While a bonus is active its maximum bet holds; a bet above it is refused and leaves no trace.
  const maxBets = new Map(read!.max_bets.map((r) => [`${r.member_id}|${r.currency}`, BigInt(r.max_bet)]));
  for (const { op, i } of newBets) {
    const maxBet = maxBets.get(`${op.bet.memberId}|${op.bet.currency}`);
    if (outcomes[i] === undefined && maxBet !== undefined && op.bet.amount > maxBet)
      outcomes[i] = new AppError(
        'BONUS_MAX_BET',
        { maxBet: formatMinor(maxBet) },
        { maxBet: moneyParam(formatMinor(maxBet), op.bet.currency) },
      );
  }
  const bets = new Map(read!.bets.map((row) => [betIdOf(row.vendor_code, row.tx_id), row]));
  for (const { op, i } of newBets) {
    if (outcomes[i] !== undefined) continue;
    const bet = bets.get(betIdOf(op.bet.vendorCode, op.bet.txId));
    if (bet?.status === 'ROLLED_BACK')
      outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.bet.txId });
    // A bet row whose answer this read did not see: placed meanwhile; run again to read its answer.
    else if (bet) throw new RetryBatch();
  }
  const betsInBatch = new Set(newBets.map(({ op }) => betIdOf(op.bet.vendorCode, op.bet.txId)));
  for (const { op, i } of newWins) {
    const id = betIdOf(op.win.vendorCode, op.win.betTxId);
    const bet = bets.get(id);
    // Its bet is being placed in this very batch: the win goes into the next one.
    if (betsInBatch.has(id)) outcomes[i] = new Resubmit();
    else if (!bet || bet.member_id !== String(op.win.memberId) || bet.status === 'REFUSED')
      outcomes[i] = new AppError('UNKNOWN_BET', { transactionId: op.win.betTxId });
    else if (bet.status === 'ROLLED_BACK')
      outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.win.betTxId });
  }

  const live = ops.flatMap((_op, i) => (outcomes[i] === undefined ? [i] : []));
  if (live.length === 0) return finish(items, outcomes);
  const balance = new Map(accounts.map((a) => [a.id, BigInt(a.balance)]));
  const mayGoNegative = new Map(accounts.map((a) => [a.id, a.may_go_negative]));
  const decided: Array<{ i: number; status: 'APPLIED' | 'REFUSED'; answer: StoredAnswer }> = [];
  const entries: Array<{ i: number; accountId: string; amount: bigint; after: bigint }> = [];
  for (const i of live) {
    const { legs, op } = items[i]!;
    const details = op.transfer.details ?? {};
    const allowed = legs.every(
      (l) => mayGoNegative.get(l.accountId) || (balance.get(l.accountId) ?? 0n) + l.amount >= 0n,
    );
    if (!allowed) {
      const balances = Object.fromEntries(
        legs.map((l) => [l.accountId, String(balance.get(l.accountId) ?? 0n)]),
      );
      decided.push({ i, status: 'REFUSED', answer: { code: 'INSUFFICIENT_FUNDS', balances, details } });
      continue;
    }
    for (const l of legs) {
      const after = (balance.get(l.accountId) ?? 0n) + l.amount;
      balance.set(l.accountId, after);
      entries.push({ i, accountId: l.accountId, amount: l.amount, after });
    }
    const balances = Object.fromEntries(legs.map((l) => [l.accountId, String(balance.get(l.accountId))]));
    decided.push({ i, status: 'APPLIED', answer: { balances, details } });
  }

  // 3. Write it all in one statement: balances, the batch's bets (refused ones as REFUSED), what
  // bets won, transfers (claiming their keys) and entries, in arrival order.
  const touched = [...new Set(entries.map((e) => e.accountId))];
  const weights = new Map(
    read!.weights.map((w) => [
      weightKey({ merchantId: w.merchant_id, vendorCode: w.vendor_code, gameCode: w.game_code }),
      w.weight,
    ]),
  );
  const placed = decided.flatMap((d) => {
    const op = ops[d.i]!;
    if (op.type !== 'BET') return [];
    const applied = d.status === 'APPLIED';
    // The stake as counted towards turnover, fixed now: settlement sums it, never guesses later.
    const weight = op.bet.lowRisk ? 0n : BigInt(weights.get(weightKey(op.bet)) ?? 0);
    return [
      {
        bet: op.bet,
        status: applied ? 'PLACED' : 'REFUSED',
        counted: applied ? (op.bet.amount * weight) / 100n : 0n,
      },
    ];
  });
  const wonByBet = new Map<string, { vendorCode: string; txId: string; amount: bigint }>();
  for (const d of decided) {
    const op = ops[d.i]!;
    if (op.type !== 'WIN' || d.status !== 'APPLIED') continue;
    const id = betIdOf(op.win.vendorCode, op.win.betTxId);
    const sum = wonByBet.get(id) ?? { vendorCode: op.win.vendorCode, txId: op.win.betTxId, amount: 0n };
    wonByBet.set(id, { ...sum, amount: sum.amount + op.win.amount });
  }
  const won = [...wonByBet.values()];
  const transfer = (d: (typeof decided)[number]) => ops[d.i]!.transfer;
  const entryTransfer = (e: (typeof entries)[number]) => ops[e.i]!.transfer;
  const { rows: written } = await sql<{
    id: string;
    merchant_id: number;
    idempotency_key: string;
    bets: number;
  }>`
    WITH balance AS (
      UPDATE ledger_accounts a SET balance = v.balance
      FROM unnest(${touched}::bigint[], ${touched.map((id) => String(balance.get(id)))}::bigint[]) AS v(id, balance)
      WHERE a.id = v.id
    ), bet AS (
      INSERT INTO wallet_bets (vendor_code, tx_id, merchant_id, member_id, session_id, currency, round_id, amount, status, counted)
      SELECT * FROM unnest(
        ${placed.map((p) => p.bet.vendorCode)}::text[], ${placed.map((p) => p.bet.txId)}::text[],
        ${placed.map((p) => p.bet.merchantId)}::int[], ${placed.map((p) => String(p.bet.memberId))}::bigint[],
        ${placed.map((p) => p.bet.sessionId)}::text[], ${placed.map((p) => p.bet.currency)}::text[],
        ${placed.map((p) => p.bet.roundId)}::text[], ${placed.map((p) => String(p.bet.amount))}::bigint[],
        ${placed.map((p) => p.status)}::text[], ${placed.map((p) => String(p.counted))}::bigint[])
      ON CONFLICT (vendor_code, tx_id) DO NOTHING
      RETURNING 1
    ), won AS (
      UPDATE wallet_bets b SET won = b.won + v.amount, updated_at = now()
      FROM unnest(${won.map((w) => w.vendorCode)}::text[], ${won.map((w) => w.txId)}::text[],
                  ${won.map((w) => String(w.amount))}::bigint[]) AS v(vendor_code, tx_id, amount)
      WHERE b.vendor_code = v.vendor_code AND b.tx_id = v.tx_id
    ), transfer AS (
      INSERT INTO ledger_transfers (merchant_id, idempotency_key, kind, request_hash, status, answer, created_by)
      SELECT merchant_id, idempotency_key, kind, request_hash, status, answer::jsonb, created_by
      FROM unnest(
        ${decided.map((d) => transfer(d).merchantId)}::int[], ${decided.map((d) => transfer(d).key)}::text[],
        ${decided.map((d) => transfer(d).kind)}::text[], ${decided.map((d) => items[d.i]!.hash)}::text[],
        ${decided.map((d) => d.status)}::text[], ${decided.map((d) => JSON.stringify(d.answer))}::text[],
        ${decided.map((d) => transfer(d).createdBy)}::text[]
      ) WITH ORDINALITY AS v(merchant_id, idempotency_key, kind, request_hash, status, answer, created_by, n)
      ORDER BY n
      ON CONFLICT ON CONSTRAINT ledger_transfers_key DO NOTHING
      RETURNING id, merchant_id, idempotency_key
    ), entry AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT t.id, e.account_id, e.amount, e.balance_after
      FROM unnest(
        ${entries.map((e) => entryTransfer(e).merchantId)}::int[], ${entries.map((e) => entryTransfer(e).key)}::text[],
        ${entries.map((e) => e.accountId)}::bigint[], ${entries.map((e) => String(e.amount))}::bigint[],
        ${entries.map((e) => String(e.after))}::bigint[]
      ) WITH ORDINALITY AS e(merchant_id, idempotency_key, account_id, amount, balance_after, n)
      JOIN transfer t USING (merchant_id, idempotency_key)
      ORDER BY e.n
    )
    SELECT id::text, merchant_id, idempotency_key, (SELECT count(*) FROM bet)::int AS bets FROM transfer`.execute(
    trx,
  );
  // Another process claimed one of these keys or bets meanwhile: undo everything and read its answers.
  if (written.length !== decided.length || (written[0]?.bets ?? 0) !== placed.length) throw new RetryBatch();
  const transferIds = new Map(written.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, r.id]));
  for (const d of decided) {
    const op = ops[d.i]!;
    outcomes[d.i] =
      d.status === 'REFUSED'
        ? refusal(d.answer, op.player)
        : { transferId: transferIds.get(keyOf(op))!, balance: BigInt(d.answer.balances[op.player] ?? '0') };
  }
  return finish(items, outcomes);
}

/** In-batch duplicates take their first request's outcome (or a conflict when they differ). */
function finish(items: Prepared[], outcomes: Array<Outcome | undefined>): Outcome[] {
  return outcomes.map((outcome, i) => {
    if (!(outcome instanceof RetryLater)) return outcome!;
    const first = outcomes[outcome.firstIndex];
    if (outcome.hash !== items[outcome.firstIndex]!.hash)
      return new AppError('IDEMPOTENCY_CONFLICT', { key: items[i]!.op.transfer.key });
    return first instanceof RetryLater ? new AppError('INTERNAL') : first!;
  });
}

class RetryLater extends Error {
  constructor(
    readonly firstIndex: number,
    readonly hash: string,
  ) {
    super('duplicate in batch');
  }
}

function refusal(answer: StoredAnswer, player: string): AppError {
  // Money travels as decimal strings (DESIGN section 3): the balance as the player's other answers show it.
  return new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(answer.balances[player] ?? '0') });
}

function storedOutcome(transferId: string, answer: StoredAnswer, player: string): Outcome {
  if (answer.code === 'INSUFFICIENT_FUNDS') return refusal(answer, player);
  return { transferId, balance: BigInt(answer.balances[player] ?? '0') };
}
