import { envelopeSchema, errorEnvelopeSchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { memberTransactions, TX_CODES, walletSummary } from './member-wallet.service.ts';

const tags = ['wallet'];
const ok = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
});
const summary = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  sumBalance: z.string(),
  cashBalance: z.string(),
  bonusBalance: z.string(),
  withdrawable: z.string(),
  unmetTurnover: z.string(),
});
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((d, ctx) => {
    const date = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'a date YYYY-MM-DD' });
      return z.NEVER;
    }
    return date;
  });

/** Spec section 7 'Wallet': /wps/wallets/gcs, GCS_walletTransfer, ODS2_MemberTransaction, GLS2_TxCodeList. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/wallets/gcs',
    {
      schema: {
        tags,
        summary: 'Balance: sumBalance (cash + bonus) and currencySymbol',
        response: ok(summary),
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
        response: ok(summary),
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
        querystring: z.object({
          txCode: z.enum(Object.keys(TX_CODES) as [string, ...string[]]).optional(),
          startDate: day.optional(),
          endDate: day.optional(),
          pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: ok(
          z.object({
            list: z.array(
              z.object({
                id: z.string(),
                txCode: z.string(),
                txName: z.string(),
                wallet: z.string(),
                currency: z.string(),
                amount: z.string(),
                balanceAfter: z.string(),
                createdAt: z.string(),
              }),
            ),
            pageNo: z.number(),
            pageSize: z.number(),
            total: z.number(),
            totalPages: z.number(),
          }),
        ),
      },
    },
    async (req) => {
      const { startDate, endDate, ...rest } = req.query;
      // endDate is inclusive for the member: the whole day counts.
      const end = endDate ? new Date(endDate.getTime() + 86_400_000) : undefined;
      return okEnvelope(
        await memberTransactions(app.db, requireSession(req), req.language, {
          ...rest,
          ...(startDate ? { startDate } : {}),
          ...(end ? { endDate: end } : {}),
        }),
        req.language,
      );
    },
  );

  r.get(
    '/wps/relay/GLS2_TxCodeList',
    {
      schema: {
        tags,
        summary: 'Transaction codes for the history filter',
        response: ok(z.object({ list: z.array(z.object({ txCode: z.string(), name: z.string() })) })),
      },
    },
    async (req) =>
      okEnvelope(
        { list: Object.entries(TX_CODES).map(([txCode, names]) => ({ txCode, name: names[req.language] })) },
        req.language,
      ),
  );
}
