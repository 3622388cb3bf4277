import {
  acceptPromoRequestSchema,
  depositMethodsSchema,
  depositOrderSchema,
  depositPromotionsSchema,
  depositReportSchema,
  depositRequestSchema,
  doneSchema,
  manualDepositRequestSchema,
  newPayoutAccountSchema,
  pagingQuerySchema,
  payoutAccountSchema,
  payoutAccountsSchema,
  pixChargeQuerySchema,
  withdrawOrderSchema,
  withdrawReportSchema,
  withdrawRequestSchema,
  withdrawSettingsSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as deposits from './deposit.service.ts';
import { merchantPixGateway } from './merchant-gateway.ts';
import { reopenPixCharge } from './pix-charge.service.ts';
import * as withdrawals from './withdraw.service.ts';

const tags = ['deposit and withdraw'];

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
        response: answers(depositMethodsSchema),
      },
    },
    async (req) => {
      const list = await deposits.depositMethods(
        app.db,
        req.merchant,
        requireRealMember(req),
        pixGateway(req.merchant) !== undefined,
      );
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
        response: answers(depositPromotionsSchema),
      },
    },
    async (req) => {
      const list = await deposits.listPromotions(app.db, req.merchant, requireRealMember(req), req.language);
      return okEnvelope({ list }, req.language);
    },
  );

  r.post(
    '/wps/relay/depositPaymentGateway',
    {
      schema: {
        tags,
        summary: 'PIX deposit: a charge with QR code and copy-and-paste code',
        body: depositRequestSchema,
        response: answers(depositOrderSchema),
      },
    },
    async (req) => {
      const answer = await deposits.createPixDeposit(
        app.db,
        pixGateway(req.merchant),
        req.merchant,
        requireRealMember(req),
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
        querystring: pixChargeQuerySchema,
        response: answers(depositOrderSchema),
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
        body: manualDepositRequestSchema,
        response: answers(depositOrderSchema),
      },
    },
    async (req) => {
      return okEnvelope(
        await deposits.createManualDeposit(app.db, req.merchant, requireRealMember(req), req.body),
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
        body: acceptPromoRequestSchema,
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await deposits.acceptPromo(app.db, req.merchant, requireRealMember(req), req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/relay/depositTransactioNReport',
    {
      schema: {
        tags,
        summary: "The member's deposit orders",
        querystring: pagingQuerySchema,
        response: answers(depositReportSchema),
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
        response: answers(payoutAccountsSchema),
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
        body: newPayoutAccountSchema,
        response: answers(payoutAccountSchema),
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
        response: answers(withdrawSettingsSchema),
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
        body: withdrawRequestSchema,
        response: answers(withdrawOrderSchema),
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
        querystring: pagingQuerySchema,
        response: answers(withdrawReportSchema),
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
