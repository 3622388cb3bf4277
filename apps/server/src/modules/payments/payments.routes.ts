import { envelopeSchema, errorEnvelopeSchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as deposits from './deposit.service.ts';
import { merchantPixGateway } from './merchant-gateway.ts';
import { reopenPixCharge } from './pix-charge.service.ts';
import * as withdrawals from './withdraw.service.ts';

const tags = ['deposit and withdraw'];
const ok = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
});
const amountText = z.string().trim().min(1).max(24);
const paging = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const report = (item: z.ZodType) =>
  z.object({ list: z.array(item), pageNo: z.number(), totalPages: z.number(), total: z.number() });
const method = z.object({
  id: z.number(),
  code: z.enum(['PIX', 'BANK_TRANSFER']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  details: z.record(z.string(), z.string()),
});
const depositAnswer = z.object({
  orderId: z.string(),
  status: z.literal('PENDING'),
  method: z.enum(['PIX', 'BANK_TRANSFER']),
  amount: z.string(),
  pixCode: z.string().optional(),
  payUrl: z.string().optional(),
  expiresInMinutes: z.number().optional(),
  /** PIX: seconds until the charge expires, by the server's clock. */
  expiresInSeconds: z.number().optional(),
  qrCode: z.string().optional(),
  /** A reopened PIX charge: the promotion the order already carries. */
  promotionId: z.number().optional(),
});
const orderIdText = z.string().regex(/^\d{1,18}$/);
const card = z.object({
  id: z.string(),
  kind: z.string(),
  holderName: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  pixKeyType: z.string().nullable(),
  pixKey: z.string().nullable(),
});

/** Spec section 7 'Wallet, deposit, withdraw, security' (issue 4 parts 4-5). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pixGateway = (merchant: Merchant) => merchantPixGateway(app.pix, merchant, app.config.production);
  const withQrCode = async <T extends { pixCode?: string }>(answer: T) => {
    const qrCode = await import('qrcode').then((q) =>
      q.toDataURL(answer.pixCode ?? '', { margin: 1, width: 240 }),
    );
    return { ...answer, qrCode };
  };

  r.get(
    '/wps/relay/MCS2_depositBanksByVendor',
    {
      schema: {
        tags,
        summary: 'Deposit methods with min and max',
        response: ok(z.object({ list: z.array(method) })),
      },
    },
    async (req) => {
      deposits.requireDepositor(requireRealMember(req));
      const list = await deposits.listMethods(app.db, req.merchant, pixGateway(req.merchant) !== undefined);
      return okEnvelope({ list }, req.language);
    },
  );

  r.get(
    '/wps/relay/depositPromoList',
    {
      schema: {
        tags,
        summary:
          'Deposit promotions the member may accept, with their terms (bonus, turnover and game weights, max bet, max conversion, once per person)',
        response: ok(
          z.object({
            list: z.array(
              z.object({
                id: z.number(),
                title: z.string(),
                kind: z.enum(['WELCOME', 'RELOAD']),
                percent: z.number(),
                maxBonus: z.string(),
                minDeposit: z.string(),
                turnoverMultiplier: z.number(),
                maxBet: z.string(),
                maxConversion: z.string().nullable(),
                oncePerPerson: z.boolean(),
                gameWeights: z.array(
                  z.object({
                    gameType: z.string().nullable(),
                    game: z.string().nullable(),
                    weightPercent: z.number(),
                  }),
                ),
              }),
            ),
          }),
        ),
      },
    },
    async (req) => {
      const actor = requireRealMember(req);
      deposits.requireDepositor(actor);
      return okEnvelope(
        { list: await deposits.listPromotions(app.db, req.merchant, actor, req.language) },
        req.language,
      );
    },
  );

  const depositBody = z.object({
    methodId: z.coerce.number().int().positive().max(2_147_483_647),
    amount: amountText,
    promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  });

  r.post(
    '/wps/relay/depositPaymentGateway',
    {
      schema: {
        tags,
        summary: 'PIX deposit: a charge with QR code and copy-and-paste code',
        body: depositBody,
        response: ok(depositAnswer),
      },
    },
    async (req) => {
      const actor = requireRealMember(req);
      // A bank transfer's method on the PIX call is refused before any order is opened.
      const methods = await deposits.listMethods(app.db, req.merchant, true);
      if (methods.find((m) => m.id === req.body.methodId)?.code === 'BANK_TRANSFER')
        throw new AppError('BAD_REQUEST', { field: 'methodId' });
      const answer = await deposits.createDeposit(
        app.db,
        pixGateway(req.merchant),
        req.merchant,
        actor,
        req.body,
      );
      return okEnvelope(await withQrCode(answer), req.language);
    },
  );

  r.get(
    '/wps/relay/depositPixCharge',
    {
      schema: {
        tags,
        summary: "Reopen the member's unpaid PIX charge until it expires: the same code, QR and time left",
        querystring: z.object({ orderId: orderIdText }),
        response: ok(depositAnswer),
      },
    },
    async (req) => {
      const answer = await reopenPixCharge(
        app.db,
        app.pix,
        req.merchant,
        requireRealMember(req),
        req.query.orderId,
        app.config.production,
      );
      return okEnvelope(await withQrCode(answer), req.language);
    },
  );

  r.post(
    '/wps/relay/depositManualTransfer',
    {
      schema: {
        tags,
        summary: 'Manual bank transfer: the order waits for the operator',
        body: depositBody.extend({ reference: z.string().trim().min(1).max(120) }),
        response: ok(depositAnswer),
      },
    },
    async (req) => {
      const actor = requireRealMember(req);
      const methods = await deposits.listMethods(app.db, req.merchant, false);
      if (methods.find((m) => m.id === req.body.methodId)?.code !== 'BANK_TRANSFER')
        throw new AppError('BAD_REQUEST', { field: 'methodId' });
      return okEnvelope(
        await deposits.createDeposit(app.db, undefined, req.merchant, actor, req.body),
        req.language,
      );
    },
  );

  r.post(
    '/wps/relay/acceptPromo',
    {
      schema: {
        tags,
        summary: 'Attach a promotion to a pending deposit order',
        body: z.object({
          orderId: orderIdText,
          promotionId: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: ok(z.null()),
      },
    },
    async (req) => {
      const actor = requireRealMember(req);
      deposits.requireDepositor(actor);
      const order = await app.db
        .selectFrom('deposit_orders')
        .select('amount')
        .where('id', '=', req.body.orderId)
        .where('member_id', '=', String(actor.id))
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (!order) throw new AppError('ORDER_CLOSED');
      const promo = await deposits.acceptablePromotion(
        app.db,
        req.merchant,
        actor,
        req.body.promotionId,
        BigInt(order.amount),
      );
      const updated = await app.db
        .updateTable('deposit_orders')
        .set({ promotion_id: promo.id })
        .where('id', '=', req.body.orderId)
        .where('member_id', '=', String(actor.id))
        .where('status', '=', 'PENDING')
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppError('ORDER_CLOSED');
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/relay/depositTransactioNReport',
    {
      schema: {
        tags,
        summary: "The member's deposit orders",
        querystring: paging,
        response: ok(
          report(
            z.object({
              orderId: z.string(),
              method: z.string(),
              methodName: z.string(),
              amount: z.string(),
              status: z.string(),
              reference: z.string().nullable(),
              reason: z.string().nullable(),
              createdAt: z.string(),
              decidedAt: z.string().nullable(),
              /** PIX: when the charge expires. */
              expiresAt: z.string().nullable(),
              /** An unpaid, unexpired PIX charge: depositPixCharge shows it again. */
              reopenable: z.boolean(),
            }),
          ),
        ),
      },
    },
    async (req) =>
      okEnvelope(
        await deposits.depositReport(app.db, requireRealMember(req), req.query.pageNo, req.query.pageSize),
        req.language,
      ),
  );

  r.get(
    '/wps/relay/MCS2_bankCards',
    {
      schema: {
        tags,
        summary: "The member's payout accounts (masked)",
        response: ok(z.object({ list: z.array(card) })),
      },
    },
    async (req) =>
      okEnvelope({ list: await withdrawals.listCards(app.db, requireRealMember(req)) }, req.language),
  );

  r.post(
    '/wps/member/bankCard',
    {
      schema: {
        tags,
        summary: 'Add a bank account or a PIX key in the member own name',
        body: z.object({
          kind: z.enum(['BANK', 'PIX']),
          holderName: z.string().max(60),
          bankName: z.string().max(60).optional(),
          branch: z.string().max(10).optional(),
          accountNumber: z.string().max(20).optional(),
          pixKeyType: z.enum(['CPF', 'EMAIL', 'PHONE', 'EVP']).optional(),
          pixKey: z.string().max(100).optional(),
        }),
        response: ok(card),
      },
    },
    async (req) =>
      okEnvelope(
        await withdrawals.addCard(app.db, req.merchant, requireRealMember(req), req.body),
        req.language,
      ),
  );

  r.get(
    '/wps/transaction/withdrawSettings',
    {
      schema: {
        tags,
        summary:
          "The withdrawal limits: minimum and maximum per order, the daily limit and today's remainder",
        response: ok(
          z.object({
            minAmount: z.string(),
            maxAmount: z.string(),
            dailyMaxAmount: z.string(),
            dailyRemainingAmount: z.string(),
          }),
        ),
      },
    },
    async (req) =>
      okEnvelope(
        await withdrawals.withdrawSettings(app.db, req.merchant, requireRealMember(req)),
        req.language,
      ),
  );

  r.post(
    '/wps/transaction/withdraw',
    {
      schema: {
        tags,
        summary: 'Request a withdrawal: held in clearing until the operator pays or returns it',
        body: z.object({
          cardId: z.string().max(20),
          amount: amountText,
          paymentPassword: z.string().max(32),
        }),
        response: ok(
          z.object({
            orderId: z.string(),
            status: z.literal('PENDING'),
            amount: z.string(),
            balance: z.string(),
          }),
        ),
      },
    },
    async (req) =>
      okEnvelope(
        await withdrawals.requestWithdrawal(app.db, req.merchant, requireRealMember(req), req.body),
        req.language,
      ),
  );

  r.get(
    '/wps/relay/MCS2_WithdrawTransactionReport',
    {
      schema: {
        tags,
        summary: "The member's withdrawals",
        querystring: paging,
        response: ok(
          report(
            z.object({
              orderId: z.string(),
              cardId: z.string(),
              amount: z.string(),
              status: z.string(),
              reason: z.string().nullable(),
              createdAt: z.string(),
              decidedAt: z.string().nullable(),
            }),
          ),
        ),
      },
    },
    async (req) =>
      okEnvelope(
        await withdrawals.withdrawalReport(
          app.db,
          requireRealMember(req),
          req.query.pageNo,
          req.query.pageSize,
        ),
        req.language,
      ),
  );
}
