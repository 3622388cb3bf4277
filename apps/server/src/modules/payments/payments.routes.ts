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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as deposits from './deposit.service.ts';
import { depositReport } from './deposit-report.ts';
import { merchantPixGateway } from './merchant-gateway.ts';
import { reopenPixCharge } from './pix-charge.service.ts';
import * as withdrawals from './withdraw.service.ts';

/** Spec section 7 'Wallet, deposit, withdraw, security' (issue 4 parts 4-5). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'deposit and withdraw');
  const pixGateway = (merchant: Merchant) => merchantPixGateway(app.pix, merchant, app.config.production);
  const withQrCode = async <T extends { pixCode?: string }>(answer: T) => {
    const qrCode = await import('qrcode').then((q) =>
      q.toDataURL(answer.pixCode ?? '', { margin: 1, width: 240 }),
    );
    return { ...answer, qrCode };
  };
  /** A signed-in member's request: the service gets the site, the member and the request's body. */
  const memberRequest =
    <B, T>(act: (db: Kysely<DB>, merchant: Merchant, actor: AuthenticatedMember, body: B) => Promise<T>) =>
    (req: FastifyRequest & { body: B }) =>
      act(app.db, req.merchant, requireRealMember(req), req.body);

  route.get(
    '/wps/relay/MCS2_depositBanksByVendor',
    { summary: 'Deposit methods with min and max', answer: depositMethodsSchema },
    async (req) => {
      const member = requireRealMember(req);
      const offersPix = pixGateway(req.merchant) !== undefined;
      return { list: await deposits.depositMethods(app.db, req.merchant, member, offersPix) };
    },
  );

  route.get(
    '/wps/relay/depositPromoList',
    {
      summary:
        'Deposit promotions the member may accept, with their terms (bonus, turnover and game weights, max bet, max conversion, once per person)',
      answer: depositPromotionsSchema,
    },
    async (req) => ({
      list: await deposits.listPromotions(app.db, req.merchant, requireRealMember(req), req.language),
    }),
  );

  route.post(
    '/wps/relay/depositPaymentGateway',
    {
      summary: 'PIX deposit: a charge with QR code and copy-and-paste code',
      body: depositRequestSchema,
      answer: depositOrderSchema,
    },
    async (req) =>
      withQrCode(
        await deposits.createPixDeposit(
          app.db,
          pixGateway(req.merchant),
          req.merchant,
          requireRealMember(req),
          req.body,
        ),
      ),
  );

  route.get(
    '/wps/relay/depositPixCharge',
    {
      summary: "Reopen the member's unpaid PIX charge until it expires: the same code, QR and time left",
      querystring: pixChargeQuerySchema,
      answer: depositOrderSchema,
    },
    async (req) => {
      const member = requireRealMember(req);
      const { production } = app.config;
      return withQrCode(
        await reopenPixCharge(app.db, app.pix, req.merchant, member, req.query.orderId, production),
      );
    },
  );

  route.post(
    '/wps/relay/depositManualTransfer',
    {
      summary: 'Manual bank transfer: the order waits for the operator',
      body: manualDepositRequestSchema,
      answer: depositOrderSchema,
    },
    memberRequest(deposits.createManualDeposit),
  );

  route.post(
    '/wps/relay/acceptPromo',
    {
      summary: 'Attach a promotion to a pending deposit order',
      body: acceptPromoRequestSchema,
      answer: doneSchema,
    },
    memberRequest(deposits.acceptPromo),
  );

  route.get(
    '/wps/relay/depositTransactioNReport',
    { summary: "The member's deposit orders", querystring: pagingQuerySchema, answer: depositReportSchema },
    async (req) => depositReport(app.db, requireRealMember(req), req.query),
  );

  route.get(
    '/wps/relay/MCS2_bankCards',
    { summary: "The member's payout accounts (masked)", answer: payoutAccountsSchema },
    async (req) => ({ list: await withdrawals.listCards(app.db, requireRealMember(req)) }),
  );

  route.post(
    '/wps/member/bankCard',
    {
      summary: 'Add a bank account or a PIX key in the member own name',
      body: newPayoutAccountSchema,
      answer: payoutAccountSchema,
    },
    async (req) =>
      withdrawals.addCard(app.db, pixGateway(req.merchant), req.merchant, requireRealMember(req), req.body),
  );

  route.get(
    '/wps/transaction/withdrawSettings',
    {
      summary: "The withdrawal limits: minimum and maximum per order, the daily limit and today's remainder",
      answer: withdrawSettingsSchema,
    },
    async (req) => withdrawals.withdrawSettings(app.db, req.merchant, requireRealMember(req)),
  );

  route.post(
    '/wps/transaction/withdraw',
    {
      summary: 'Request a withdrawal: held in clearing until the operator pays or returns it',
      body: withdrawRequestSchema,
      answer: withdrawOrderSchema,
    },
    async (req) =>
      withdrawals.requestWithdrawal(
        app.db,
        pixGateway(req.merchant),
        req.merchant,
        requireRealMember(req),
        req.body,
      ),
  );

  route.get(
    '/wps/relay/MCS2_WithdrawTransactionReport',
    { summary: "The member's withdrawals", querystring: pagingQuerySchema, answer: withdrawReportSchema },
    async (req) => withdrawals.withdrawalReport(app.db, requireRealMember(req), req.query),
  );
}
