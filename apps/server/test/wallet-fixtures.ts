import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { signVendorRequest } from '../src/modules/wallet/vendor-signature.ts';

/** Set-up shared by the ledger and wallet tests: members, deposits, signed vendor calls. */

let members = 0;

/** A new member of the merchant, named `${prefix}<n>x<time>` so names never meet across runs. */
export async function newMember(db: Kysely<DB>, merchantId: number, prefix: string): Promise<number> {
  members += 1;
  const row = await db
    .insertInto('members')
    .values({ merchant_id: merchantId, username: `${prefix}${members}x${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Credits the member's cash from the deposit clearing account, as a PIX deposit would. */
export async function deposit(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  amount: bigint,
  key = `test-deposit:${memberId}`,
) {
  return postTransfer(db, {
    merchantId,
    key,
    kind: 'DEPOSIT',
    createdBy: 'test',
    legs: [
      { accountId: await playerAccount(db, merchantId, memberId, 'PLAYER_CASH', 'BRL'), amount },
      { accountId: await systemAccount(db, merchantId, 'DEPOSIT_CLEARING', 'BRL'), amount: -amount },
    ],
  });
}

/** The player accounts below zero, which no sequence of money moves may leave. */
export function playerAccountsBelowZero(db: Kysely<DB>) {
  return db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('member_id', 'is not', null)
    .where(sql<boolean>`balance < 0`)
    .execute();
}

/** Headers of a vendor's request to POST `path`, signed with its secret. */
export function vendorHeaders(
  vendor: string,
  secret: string,
  path: string,
  raw: string,
  timestamp = String(Date.now()),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-vendor': vendor,
    'x-timestamp': timestamp,
    'x-signature': signVendorRequest(secret, { method: 'POST', path, timestamp, body: raw }),
  };
}

/** A vendor calling /wallet/v1/<op> of `app` with signed requests. */
export function vendorClient(app: FastifyInstance, vendor: string, secret: string) {
  return async (
    op: string,
    body: Record<string, unknown>,
    options: { secret?: string; timestamp?: number; vendor?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const path = `/wallet/v1/${op}`;
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: vendorHeaders(
        options.vendor ?? vendor,
        options.secret ?? secret,
        path,
        raw,
        String(options.timestamp ?? Date.now()),
      ),
      payload: raw,
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/** A vendor's wallet call that must be answered OK (for tests that set the scene through it). */
export function vendorCallOk(app: FastifyInstance, vendor: string, secret: string) {
  const call = vendorClient(app, vendor, secret);
  return async (op: string, body: Record<string, unknown>) =>
    expect((await call(op, body)).body.code).toBe('OK');
}

/**
 * The ledger's own sum of one side of some kinds of applied transfer in BRL since `from` (a UTC
 * day): the entries on the merchant's accounts of kind `account`, in minor units.
 */
export async function ledgerSum(
  db: Kysely<DB>,
  merchantId: number,
  { kinds, account, from }: { kinds: string[]; account: string; from: string },
) {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string>`coalesce(sum(e.amount), 0)::text`.as('sum'))
    .where('t.merchant_id', '=', merchantId)
    .where('t.kind', 'in', kinds)
    .where('t.status', '=', 'APPLIED')
    .where('a.kind', '=', account)
    .where('a.currency', '=', 'BRL')
    .where('t.created_at', '>=', new Date(`${from}T00:00:00Z`))
    .executeTakeFirstOrThrow();
  return BigInt(row.sum);
}
