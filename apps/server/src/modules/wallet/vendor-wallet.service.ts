import {
  formatMinor,
  type VendorWalletAnswer,
  type vendorBalanceBodySchema,
  type vendorBetBodySchema,
  type vendorRollbackBodySchema,
  type vendorWinBodySchema,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findGameSession,
  gameSessionBinding,
  placeBet,
  rollbackBet,
  settleWin,
  walletBalance,
} from './seamless-wallet.service.ts';

/** The vendor's calls (vendor-wallet.routes.ts) on the seamless wallet, answered with decimal strings. */

const format = (a: { balance: bigint; currency: string; transactionId?: string }): VendorWalletAnswer => ({
  balance: formatMinor(a.balance),
  currency: a.currency,
  ...(a.transactionId ? { transactionId: a.transactionId } : {}),
});

export async function vendorBalance(
  db: Kysely<DB>,
  vendor: string,
  body: z.output<typeof vendorBalanceBodySchema>,
): Promise<VendorWalletAnswer> {
  // Read afresh, not from the binding memory: a session its member ended shows no balance.
  const session = await findGameSession(db, vendor, body.sessionId);
  if (session.ended) throw new AppError('SESSION_EXPIRED');
  return format(await walletBalance(db, session));
}

export async function vendorBet(
  db: Kysely<DB>,
  vendor: string,
  body: z.output<typeof vendorBetBodySchema>,
): Promise<VendorWalletAnswer> {
  const session = await gameSessionBinding(db, vendor, body.sessionId);
  return format(
    await placeBet(db, session, {
      txId: body.transactionId,
      roundId: body.roundId,
      amount: body.amount,
      ...(body.currency ? { currency: body.currency } : {}),
    }),
  );
}

export async function vendorWin(
  db: Kysely<DB>,
  vendor: string,
  body: z.output<typeof vendorWinBodySchema>,
): Promise<VendorWalletAnswer> {
  const session = await gameSessionBinding(db, vendor, body.sessionId);
  return format(
    await settleWin(db, session, {
      txId: body.transactionId,
      betTxId: body.betTransactionId,
      amount: body.amount,
      ...(body.currency ? { currency: body.currency } : {}),
    }),
  );
}

export async function vendorRollback(
  db: Kysely<DB>,
  vendor: string,
  body: z.output<typeof vendorRollbackBodySchema>,
): Promise<VendorWalletAnswer> {
  const session = await gameSessionBinding(db, vendor, body.sessionId);
  return format(await rollbackBet(db, session, { betTxId: body.betTransactionId }));
}
