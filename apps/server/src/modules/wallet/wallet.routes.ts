import {
  memberTransactionPageSchema,
  memberTransactionsQuerySchema,
  txCodeListSchema,
  walletSummarySchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/auth.ts';
import { memberTransactions, txCodeList, walletSummary } from './member-wallet.service.ts';

const tags = ['wallet'];

/** Spec section 7 'Wallet': /wps/wallets/gcs, GCS_walletTransfer, ODS2_MemberTransaction, GLS2_TxCodeList. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/wallets/gcs',
    {
      schema: {
        tags,
        summary: 'Balance: sumBalance (cash + bonus) and currencySymbol',
        response: answers(walletSummarySchema),
      },
    },
    async (req) => okEnvelope(await walletSummary(app.db, req.merchant, requireSession(req)), req.language),
  );

  // Every game draws on the one seamless wallet, so there is never money left in a game wallet to
  // bring back: the call settles released bonuses and answers the balance.
  r.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary: 'Gather balances into the main wallet (seamless: one wallet)',
        response: answers(walletSummarySchema),
      },
    },
    async (req) => okEnvelope(await walletSummary(app.db, req.merchant, requireSession(req)), req.language),
  );

  r.get(
    '/wps/relay/ODS2_MemberTransaction',
    {
      schema: {
        tags,
        summary: 'Transaction history with filters and paging',
        querystring: memberTransactionsQuerySchema,
        response: answers(memberTransactionPageSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await memberTransactions(app.db, requireSession(req), req.language, req.query),
        req.language,
      ),
  );

  r.get(
    '/wps/relay/GLS2_TxCodeList',
    {
      schema: {
        tags,
        summary: 'Transaction codes for the history filter',
        response: answers(txCodeListSchema),
      },
    },
    async (req) => okEnvelope(txCodeList(req.language), req.language),
  );
}
