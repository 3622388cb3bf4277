import { formatMinor } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  normalizeLegs,
  requestHash,
  type StoredAnswer,
  type TransferInput,
} from '../ledger/ledger.service.ts';

/**
 * Group commit for the seamless wallet's bets and wins (issue 4 part 1: one commit per bet caps
 * PostgreSQL near pgbench's rate; many postings per commit go far past it).
 *
 * A request goes out at once when the database is idle; while batches are in flight, arriving
 * requests gather and go out together as the next batch. One transaction applies a batch: it locks every
 * account it touches in id order (no deadlocks), applies the postings one by one in JavaScript
 * with the same rules as postTransfer (idempotency key, stored refusals, no player below zero),
 * and writes balances, transfers and entries with a few multi-row statements. A batch that meets
 * a key another process is applying at the same moment is rolled back and run again, when that
 * key's stored answer is there to read.
 */

const MAX_BATCH = 256;
/** Batches in flight at once; requests that arrive meanwhile form the next batch (group commit). */
const MAX_IN_FLIGHT = 2;
/** Committed answers kept in memory, so a vendor's retry is answered without the database. */
const REMEMBERED_ANSWERS = 20_000;

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
        amount: bigint;
        sessionExpired: boolean;
      };
    }
  | {
      type: 'WIN';
      transfer: TransferInput;
      player: string;
      win: { vendorCode: string; betTxId: string; memberId: number; amount: bigint };
    };

interface Pending {
  op: BatchOp;
  resolve: (answer: BatchAnswer) => void;
  reject: (error: unknown) => void;
}

class RetryBatch extends Error {}

export class WalletBatcher {
  readonly #db: Kysely<DB>;
  #queue: Pending[] = [];
  #scheduled = false;
  #inFlight = 0;
  /** `${merchantId}|${key}` -> request hash and committed answer (insertion-ordered, oldest first). */
  readonly #answers = new Map<string, { hash: string; outcome: BatchAnswer | AppError }>();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  submit(op: BatchOp): Promise<BatchAnswer> {
    const remembered = this.#answers.get(`${op.transfer.merchantId}|${op.transfer.key}`);
    if (remembered && remembered.hash === requestHash(op.transfer, normalizeLegs(op.transfer.legs))) {
      return remembered.outcome instanceof AppError
        ? Promise.reject(remembered.outcome)
        : Promise.resolve(remembered.outcome);
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ op, resolve, reject });
      // Requests of the same tick go together; later ones wait for a free slot.
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#drain();
        });
      }
    });
  }

  #drain(): void {
    while (this.#queue.length > 0 && this.#inFlight < MAX_IN_FLIGHT) {
      const batch = this.#queue.splice(0, MAX_BATCH);
      this.#inFlight += 1;
      void this.#run(batch).finally(() => {
        this.#inFlight -= 1;
        this.#drain();
      });
    }
  }

  #remember(op: BatchOp, outcome: BatchAnswer | AppError): void {
    if (outcome instanceof AppError && outcome.code !== 'INSUFFICIENT_FUNDS') return;
    this.#answers.set(`${op.transfer.merchantId}|${op.transfer.key}`, {
      hash: requestHash(op.transfer, normalizeLegs(op.transfer.legs)),
      outcome,
    });
    if (this.#answers.size > REMEMBERED_ANSWERS) this.#answers.delete(this.#answers.keys().next().value!);
  }

  async #run(batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await this.#db.transaction().execute((trx) =>
          applyBatch(
            trx,
            batch.map((p) => p.op),
          ),
        );
        outcomes.forEach((outcome, i) => {
          const pending = batch[i]!;
          if (outcome instanceof Resubmit) {
            this.submit(pending.op).then(pending.resolve, pending.reject);
            return;
          }
          // Only what is committed is remembered: answers of this batch, refusals included.
          if (!(outcome instanceof Error) || outcome instanceof AppError) this.#remember(pending.op, outcome);
          if (outcome instanceof Error) pending.reject(outcome);
          else pending.resolve(outcome);
        });
        return;
      } catch (error) {
        const retriable = error instanceof RetryBatch || (error as { code?: string }).code === '40P01';
        if (retriable && attempt < 5) continue;
        for (const pending of batch) pending.reject(error);
        return;
      }
    }
  }
}

const batchers = new WeakMap<Kysely<DB>, WalletBatcher>();
export function walletBatcher(db: Kysely<DB>): WalletBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new WalletBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

type Outcome = BatchAnswer | Error;

async function applyBatch(trx: Kysely<DB>, ops: BatchOp[]): Promise<Outcome[]> {
  const outcomes: Array<Outcome | undefined> = ops.map(() => undefined);
  const legsOf = ops.map((op) => normalizeLegs(op.transfer.legs));
  const hashes = ops.map((op, i) => requestHash(op.transfer, legsOf[i]!));

  // 1. Keys already answered: the stored first answer (or a conflict when the content differs).
  const stored = await trx
    .selectFrom('ledger_transfers')
    .select(['id', 'merchant_id', 'idempotency_key', 'request_hash', 'answer'])
    .where('idempotency_key', 'in', [...new Set(ops.map((op) => op.transfer.key))])
    .execute();
  const storedByKey = new Map(stored.map((s) => [`${s.merchant_id}|${s.idempotency_key}`, s]));
  const firstOfKey = new Map<string, number>();
  ops.forEach((op, i) => {
    const id = `${op.transfer.merchantId}|${op.transfer.key}`;
    const seen = storedByKey.get(id);
    if (seen) {
      outcomes[i] =
        seen.request_hash !== hashes[i]
          ? new AppError('IDEMPOTENCY_CONFLICT', { key: op.transfer.key })
          : storedOutcome(seen.id, seen.answer as unknown as StoredAnswer, op.player);
    } else if (firstOfKey.has(id)) {
      // The same request twice in one batch (a quick retry): it follows the first one.
      outcomes[i] = new RetryLater(firstOfKey.get(id)!, hashes[i]!);
    } else {
      firstOfKey.set(id, i);
    }
  });

  // 2. New bets claim their id; a bet id already rolled back is refused; an expired session takes no new bet.
  const newBets = ops.flatMap((op, i) => (op.type === 'BET' && outcomes[i] === undefined ? [{ op, i }] : []));
  for (const { op, i } of newBets) if (op.bet.sessionExpired) outcomes[i] = new AppError('SESSION_EXPIRED');
  const toClaim = newBets.filter(({ i }) => outcomes[i] === undefined);
  if (toClaim.length > 0) {
    const claimed = await trx
      .insertInto('wallet_bets')
      .values(
        toClaim.map(({ op }) => ({
          vendor_code: op.bet.vendorCode,
          tx_id: op.bet.txId,
          merchant_id: op.bet.merchantId,
          member_id: String(op.bet.memberId),
          session_id: op.bet.sessionId,
          currency: op.bet.currency,
          round_id: op.bet.roundId,
          amount: op.bet.amount.toString(),
          status: 'PLACED' as const,
        })),
      )
      .onConflict((oc) => oc.columns(['vendor_code', 'tx_id']).doNothing())
      .returning(['vendor_code', 'tx_id'])
      .execute();
    const claimedIds = new Set(claimed.map((c) => `${c.vendor_code}|${c.tx_id}`));
    const lost = toClaim.filter(({ op }) => !claimedIds.has(`${op.bet.vendorCode}|${op.bet.txId}`));
    if (lost.length > 0) {
      const rows = await trx
        .selectFrom('wallet_bets')
        .select(['vendor_code', 'tx_id', 'status'])
        .where((eb) =>
          eb.or(
            lost.map(({ op }) =>
              eb.and([eb('vendor_code', '=', op.bet.vendorCode), eb('tx_id', '=', op.bet.txId)]),
            ),
          ),
        )
        .execute();
      for (const { op, i } of lost) {
        const row = rows.find((r) => r.vendor_code === op.bet.vendorCode && r.tx_id === op.bet.txId);
        if (row?.status === 'ROLLED_BACK')
          outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.bet.txId });
        // Placed by a request that committed after step 1 read: run again to read its answer.
        else throw new RetryBatch();
      }
    }
  }

  // 3. Wins need their bet: placed by this member and not rolled back.
  const newWins = ops.flatMap((op, i) => (op.type === 'WIN' && outcomes[i] === undefined ? [{ op, i }] : []));
  const wonBets = new Map<string, bigint>();
  if (newWins.length > 0) {
    const { rows: bets } = await sql<{
      vendor_code: string;
      tx_id: string;
      status: string;
      member_id: string | null;
    }>`
      SELECT vendor_code, tx_id, status, member_id::text FROM wallet_bets
      WHERE (vendor_code, tx_id) IN (SELECT unnest(${newWins.map(({ op }) => op.win.vendorCode)}::text[]), unnest(${newWins.map(({ op }) => op.win.betTxId)}::text[]))
      FOR UPDATE`.execute(trx);
    const betsInBatch = new Set(newBets.map(({ op }) => `${op.bet.vendorCode}|${op.bet.txId}`));
    for (const { op, i } of newWins) {
      const id = `${op.win.vendorCode}|${op.win.betTxId}`;
      const bet = bets.find((b) => `${b.vendor_code}|${b.tx_id}` === id);
      // Its bet is being placed in this very batch: the win goes into the next one.
      if (betsInBatch.has(id)) outcomes[i] = new Resubmit();
      else if (!bet || bet.member_id !== String(op.win.memberId) || bet.status === 'REFUSED')
        outcomes[i] = new AppError('UNKNOWN_BET', { transactionId: op.win.betTxId });
      else if (bet.status === 'ROLLED_BACK')
        outcomes[i] = new AppError('BET_ROLLED_BACK', { transactionId: op.win.betTxId });
    }
  }

  // 4. Lock every account of the batch in id order and apply the postings in arrival order.
  const live = ops.flatMap((_op, i) => (outcomes[i] === undefined ? [i] : []));
  const accountIds = [...new Set(live.flatMap((i) => legsOf[i]!.map((l) => l.accountId)))].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : 1,
  );
  const accounts = accountIds.length
    ? await sql<{ id: string; balance: string; may_go_negative: boolean }>`
        SELECT id::text, balance::text, may_go_negative FROM ledger_accounts
        WHERE id = ANY(${accountIds}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx)
    : { rows: [] };
  const balance = new Map(accounts.rows.map((a) => [a.id, BigInt(a.balance)]));
  const mayGoNegative = new Map(accounts.rows.map((a) => [a.id, a.may_go_negative]));
  const transfers: Array<{ i: number; status: 'APPLIED' | 'REFUSED'; answer: StoredAnswer }> = [];
  const entries: Array<{ i: number; accountId: string; amount: bigint; after: bigint }> = [];
  for (const i of live) {
    const legs = legsOf[i]!;
    const op = ops[i]!;
    const allowed = legs.every(
      (l) => mayGoNegative.get(l.accountId) || (balance.get(l.accountId) ?? 0n) + l.amount >= 0n,
    );
    const details = op.transfer.details ?? {};
    if (!allowed) {
      const answer: StoredAnswer = {
        code: 'INSUFFICIENT_FUNDS',
        balances: Object.fromEntries(legs.map((l) => [l.accountId, String(balance.get(l.accountId) ?? 0n)])),
        details,
      };
      transfers.push({ i, status: 'REFUSED', answer });
      continue;
    }
    for (const l of legs) {
      const after = (balance.get(l.accountId) ?? 0n) + l.amount;
      balance.set(l.accountId, after);
      entries.push({ i, accountId: l.accountId, amount: l.amount, after });
    }
    transfers.push({
      i,
      status: 'APPLIED',
      answer: {
        balances: Object.fromEntries(legs.map((l) => [l.accountId, String(balance.get(l.accountId))])),
        details,
      },
    });
  }

  // 5. Write it all: balances, transfers (claiming the keys), entries, bet states.
  if (transfers.length > 0) {
    const touched = [...new Set(entries.map((e) => e.accountId))];
    if (touched.length > 0) {
      await sql`
        UPDATE ledger_accounts SET balance = v.balance
        FROM (SELECT unnest(${touched}::bigint[]) AS id, unnest(${touched.map((id) => String(balance.get(id)))}::bigint[]) AS balance) v
        WHERE ledger_accounts.id = v.id`.execute(trx);
    }
    const inserted = await trx
      .insertInto('ledger_transfers')
      .values(
        transfers.map((t) => ({
          merchant_id: ops[t.i]!.transfer.merchantId,
          idempotency_key: ops[t.i]!.transfer.key,
          kind: ops[t.i]!.transfer.kind,
          request_hash: hashes[t.i]!,
          status: t.status,
          answer: JSON.stringify(t.answer),
          created_by: ops[t.i]!.transfer.createdBy,
        })),
      )
      .onConflict((oc) => oc.constraint('ledger_transfers_key').doNothing())
      .returning(['id', 'idempotency_key', 'merchant_id'])
      .execute();
    // Another process applied one of these keys meanwhile: undo everything and read its answers.
    if (inserted.length !== transfers.length) throw new RetryBatch();
    const transferId = new Map(inserted.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, r.id]));
    if (entries.length > 0) {
      await trx
        .insertInto('ledger_entries')
        .values(
          entries.map((e) => ({
            transfer_id: transferId.get(`${ops[e.i]!.transfer.merchantId}|${ops[e.i]!.transfer.key}`)!,
            account_id: e.accountId,
            amount: e.amount.toString(),
            balance_after: e.after.toString(),
          })),
        )
        .execute();
    }
    const refusedBets = transfers.flatMap((t) => {
      const op = ops[t.i]!;
      return t.status === 'REFUSED' && op.type === 'BET' ? [op.bet] : [];
    });
    for (const bet of refusedBets) {
      await trx
        .updateTable('wallet_bets')
        .set({ status: 'REFUSED', updated_at: sql<Date>`now()` })
        .where('vendor_code', '=', bet.vendorCode)
        .where('tx_id', '=', bet.txId)
        .execute();
    }
    for (const t of transfers) {
      const op = ops[t.i]!;
      if (op.type === 'WIN' && t.status === 'APPLIED') {
        const id = `${op.win.vendorCode}|${op.win.betTxId}`;
        wonBets.set(id, (wonBets.get(id) ?? 0n) + op.win.amount);
      }
    }
    if (wonBets.size > 0) {
      const keys = [...wonBets.keys()].map((id) => id.split('|') as [string, string]);
      await sql`
        UPDATE wallet_bets SET won = won + v.amount, updated_at = now()
        FROM (SELECT unnest(${keys.map((k) => k[0])}::text[]) AS vendor_code, unnest(${keys.map((k) => k[1])}::text[]) AS tx_id,
                     unnest(${[...wonBets.values()].map(String)}::bigint[]) AS amount) v
        WHERE wallet_bets.vendor_code = v.vendor_code AND wallet_bets.tx_id = v.tx_id`.execute(trx);
    }
    for (const t of transfers) {
      const op = ops[t.i]!;
      const id = transferId.get(`${op.transfer.merchantId}|${op.transfer.key}`)!;
      outcomes[t.i] =
        t.status === 'REFUSED'
          ? refusal(t.answer, op.player)
          : { transferId: id, balance: BigInt(t.answer.balances[op.player] ?? '0') };
    }
  }

  // 6. In-batch duplicates take their first request's outcome (or a conflict when they differ).
  return outcomes.map((outcome, i) => {
    if (!(outcome instanceof RetryLater)) return outcome!;
    const first = outcomes[outcome.firstIndex];
    if (outcome.hash !== hashes[outcome.firstIndex])
      return new AppError('IDEMPOTENCY_CONFLICT', { key: ops[i]!.transfer.key });
    return first instanceof RetryLater ? new AppError('INTERNAL') : first!;
  });
}

/** An operation that must wait for the next batch. */
class Resubmit extends Error {}

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
