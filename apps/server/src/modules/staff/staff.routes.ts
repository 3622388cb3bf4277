import { envelopeSchema, errorEnvelopeSchema, formatMinor, parseAmount } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { creditDeposit, rejectDeposit } from '../payments/deposit.service.ts';
import { decideWithdrawal } from '../payments/withdraw.service.ts';
import { blockMember } from '../sessions/sessions.service.ts';
import {
  audit,
  openStaffSession,
  type StaffActor,
  type StaffRole,
  staffFromToken,
  staffLogin,
} from './staff.service.ts';
import { confirmEnrolment, resetTotp, startEnrolment } from './staff-totp.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
}

const tags = ['operator'];
const ok = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
});
const orderId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const decision = z.object({ reason: z.string().trim().min(1).max(500) });
const listQuery = z.object({
  status: z.string().max(20).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** The signed-in staff member, with one of the roles and a session for the whole API. */
function requireStaff(req: FastifyRequest, roles: StaffRole[]): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  if (req.staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
  if (!roles.includes(req.staff.role)) throw new AppError('FORBIDDEN');
  return req.staff;
}

/** Any signed-in staff member, also with a session limited to enrolment. */
function requireEnrollingStaff(req: FastifyRequest): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  return req.staff;
}

/** The merchant of a deposit or withdrawal order, when the staff member may act on it. */
async function orderMerchant(
  app: FastifyInstance,
  staff: StaffActor,
  table: 'deposit_orders' | 'withdrawal_orders',
  id: string,
): Promise<Merchant> {
  const order = await app.db.selectFrom(table).select('merchant_id').where('id', '=', id).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND');
  return merchantFor(app, staff, order.merchant_id);
}

/** The merchant of a member, when the staff member may act on it. */
async function memberMerchant(app: FastifyInstance, staff: StaffActor, memberId: string): Promise<Merchant> {
  const member = await app.db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND');
  return merchantFor(app, staff, member.merchant_id);
}

/** The merchant, when the staff member may act on it (platform staff may act on every one). */
async function merchantFor(app: FastifyInstance, staff: StaffActor, merchantId: number): Promise<Merchant> {
  if (staff.merchantId !== null && staff.merchantId !== merchantId) throw new AppError('NOT_FOUND');
  const merchant = await findMerchantById(app.db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/**
 * The operator money API (issue 4 part 6) under /ops/api/v1: staff log in with their own accounts;
 * deposits and withdrawals are listed and decided with a reason; manual adjustments; every action
 * is written to the audit log. The back-office UI builds on it.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  app.addHook('preValidation', async (req) => {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1];
    if (token) req.staff = (await staffFromToken(app.db, token)) ?? null;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lang = (req: FastifyRequest) => requestedLanguage(req);

  r.post(
    '/ops/api/v1/login',
    {
      schema: {
        tags,
        summary: 'Staff login: password and, once TOTP is on, its code (or a recovery code) in the same call',
        description:
          'Without `code` or `recoveryCode`, a staff member with TOTP on is answered TOTP_REQUIRED (401): ' +
          'send the same call again with the code. Wrong passwords and codes count per account and per ' +
          'address: LOGIN_BACKOFF (429) pauses of seconds, then ACCOUNT_LOCKED (423) for 15 minutes, ' +
          'during which the right password is refused too. ADMIN and FINANCE staff without TOTP get ' +
          '`scope: TOTP_ENROLMENT`: a 15-minute token for the /ops/api/v1/totp/enrolment routes only.',
        body: z.object({
          username: z.string().min(1).max(64),
          password: z.string().min(1).max(128),
          code: z
            .string()
            .regex(/^\d{6}$/)
            .optional(),
          recoveryCode: z.string().min(1).max(32).optional(),
        }),
        response: ok(
          z.object({
            token: z.string(),
            username: z.string(),
            role: z.string(),
            scope: z.enum(['FULL', 'TOTP_ENROLMENT']),
            totpEnabled: z.boolean(),
            totpEnrolmentRequired: z.boolean(),
          }),
        ),
      },
    },
    async (req) => {
      const { token, staff, totpEnabled } = await staffLogin(app.db, req.body, req.ip);
      await audit(app.db, staff, 'staff.login', `staff:${staff.id}`, { scope: staff.scope }, req.ip);
      return okEnvelope(
        {
          token,
          username: staff.username,
          role: staff.role,
          scope: staff.scope,
          totpEnabled,
          totpEnrolmentRequired: staff.scope === 'TOTP_ENROLMENT',
        },
        lang(req),
      );
    },
  );

  r.post(
    '/ops/api/v1/totp/enrolment',
    {
      schema: {
        tags,
        summary: 'Start TOTP enrolment: a new secret as an otpauth:// URI and a QR code (PNG data: URL)',
        description: 'The secret is shown here only. Starting again replaces a secret not yet confirmed.',
        response: ok(z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() })),
      },
    },
    async (req) => {
      const staff = requireEnrollingStaff(req);
      return okEnvelope(await startEnrolment(app.db, staff.id), lang(req));
    },
  );

  r.post(
    '/ops/api/v1/totp/enrolment/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm TOTP enrolment with a first code: turns TOTP on, answers the recovery codes once',
        description:
          'Every earlier session of the staff member ends; the answer carries a new full session token.',
        body: z.object({ code: z.string().regex(/^\d{6}$/) }),
        response: ok(z.object({ token: z.string(), recoveryCodes: z.array(z.string()) })),
      },
    },
    async (req) => {
      const staff = requireEnrollingStaff(req);
      const { recoveryCodes } = await confirmEnrolment(app.db, staff.id, req.body.code);
      const token = await openStaffSession(app.db, staff.id, 'FULL');
      await audit(app.db, staff, 'staff.totp.enable', `staff:${staff.id}`, {}, req.ip);
      return okEnvelope({ token, recoveryCodes }, lang(req));
    },
  );

  r.post(
    '/ops/api/v1/staff/:id/totp/reset',
    {
      schema: {
        tags,
        summary: "Turn a staff member's TOTP off (platform ADMIN only); they enrol again at next login",
        params: z.object({ id: z.string().regex(/^\d{1,9}$/) }),
        body: decision,
        response: ok(z.object({ staffId: z.number(), totpEnabled: z.boolean() })),
      },
    },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN']);
      if (staff.merchantId !== null) throw new AppError('FORBIDDEN');
      const target = await app.db
        .selectFrom('staff')
        .select(['id', 'merchant_id'])
        .where('id', '=', Number(req.params.id))
        .executeTakeFirst();
      if (!target) throw new AppError('NOT_FOUND');
      await resetTotp(app.db, target.id);
      await audit(
        app.db,
        staff,
        'staff.totp.reset',
        `staff:${target.id}`,
        { reason: req.body.reason },
        req.ip,
        target.merchant_id,
      );
      return okEnvelope({ staffId: target.id, totpEnabled: false }, lang(req));
    },
  );

  r.get(
    '/ops/api/v1/deposits',
    { schema: { tags, summary: 'Deposit orders', querystring: listQuery } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE', 'SUPPORT']);
      let q = app.db
        .selectFrom('deposit_orders as o')
        .innerJoin('members as m', 'm.id', 'o.member_id')
        .innerJoin('deposit_methods as dm', 'dm.id', 'o.method_id')
        .select([
          'o.id',
          'o.merchant_id',
          'm.username',
          'dm.code as method',
          'o.amount',
          'o.currency',
          'o.status',
          'o.reference',
          'o.provider_ref',
          'o.created_at',
          'o.decided_by',
          'o.reason',
        ]);
      if (staff.merchantId !== null) q = q.where('o.merchant_id', '=', staff.merchantId);
      if (req.query.status) q = q.where('o.status', '=', req.query.status as 'PENDING');
      const rows = await q
        .orderBy('o.id', 'desc')
        .limit(req.query.pageSize)
        .offset((req.query.pageNo - 1) * req.query.pageSize)
        .execute();
      return okEnvelope({ list: rows.map((o) => ({ ...o, amount: formatMinor(o.amount) })) }, lang(req));
    },
  );

  r.post(
    '/ops/api/v1/deposits/:id/approve',
    { schema: { tags, summary: 'Approve a deposit (credits it once)', params: orderId, body: decision } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE']);
      const merchant = await orderMerchant(app, staff, 'deposit_orders', req.params.id);
      const credited = await creditDeposit(app.db, merchant, req.params.id, `staff:${staff.id}`);
      await audit(
        app.db,
        staff,
        'deposit.approve',
        `deposit:${req.params.id}`,
        { reason: req.body.reason },
        req.ip,
        merchant.id,
      );
      return okEnvelope({ orderId: credited.id, status: credited.status }, lang(req));
    },
  );

  r.post(
    '/ops/api/v1/deposits/:id/reject',
    { schema: { tags, summary: 'Reject a pending deposit', params: orderId, body: decision } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE']);
      const merchant = await orderMerchant(app, staff, 'deposit_orders', req.params.id);
      await rejectDeposit(app.db, merchant, req.params.id, `staff:${staff.id}`, req.body.reason);
      await audit(
        app.db,
        staff,
        'deposit.reject',
        `deposit:${req.params.id}`,
        { reason: req.body.reason },
        req.ip,
        merchant.id,
      );
      return okEnvelope({ orderId: req.params.id, status: 'REJECTED' }, lang(req));
    },
  );

  r.get(
    '/ops/api/v1/withdrawals',
    { schema: { tags, summary: 'Withdrawal orders', querystring: listQuery } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE', 'SUPPORT']);
      let q = app.db
        .selectFrom('withdrawal_orders as w')
        .innerJoin('members as m', 'm.id', 'w.member_id')
        .innerJoin('bank_cards as c', 'c.id', 'w.card_id')
        .select([
          'w.id',
          'w.merchant_id',
          'm.username',
          'w.amount',
          'w.currency',
          'w.status',
          'w.created_at',
          'w.decided_by',
          'w.reason',
          'c.kind',
          'c.holder_name',
          'c.pix_key_type',
          'c.pix_key',
          'c.bank_name',
          'c.account_number',
        ]);
      if (staff.merchantId !== null) q = q.where('w.merchant_id', '=', staff.merchantId);
      if (req.query.status) q = q.where('w.status', '=', req.query.status as 'PENDING');
      const rows = await q
        .orderBy('w.id', 'desc')
        .limit(req.query.pageSize)
        .offset((req.query.pageNo - 1) * req.query.pageSize)
        .execute();
      return okEnvelope({ list: rows.map((w) => ({ ...w, amount: formatMinor(w.amount) })) }, lang(req));
    },
  );

  for (const [path, verdict] of [
    ['/ops/api/v1/withdrawals/:id/approve', 'PAID'],
    ['/ops/api/v1/withdrawals/:id/reject', 'REJECTED'],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: verdict === 'PAID' ? 'Pay a withdrawal' : 'Return a withdrawal to the member',
          params: orderId,
          body: decision,
        },
      },
      async (req) => {
        const staff = requireStaff(req, ['ADMIN', 'FINANCE']);
        const merchant = await orderMerchant(app, staff, 'withdrawal_orders', req.params.id);
        const result = await decideWithdrawal(
          app.db,
          merchant,
          req.params.id,
          verdict,
          `staff:${staff.id}`,
          req.body.reason,
        );
        await audit(
          app.db,
          staff,
          verdict === 'PAID' ? 'withdrawal.pay' : 'withdrawal.return',
          `withdrawal:${req.params.id}`,
          { reason: req.body.reason },
          req.ip,
          merchant.id,
        );
        return okEnvelope(result, lang(req));
      },
    );
  }

  r.post(
    '/ops/api/v1/adjustments',
    {
      schema: {
        tags,
        summary: "Manual adjustment of a member's cash (signed amount), once per key",
        body: z.object({
          memberId: z.coerce.number().int().positive(),
          amount: z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/),
          reason: z.string().trim().min(1).max(500),
          key: z.string().trim().min(1).max(100),
        }),
      },
    },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE']);
      const merchant = await memberMerchant(app, staff, String(req.body.memberId));
      const negative = req.body.amount.startsWith('-');
      const magnitude = parseAmount(req.body.amount.replace(/^-/, ''));
      if (!magnitude) throw new AppError('INVALID_AMOUNT');
      const amount = negative ? -magnitude : magnitude;
      const cash = await playerAccount(
        app.db,
        merchant.id,
        req.body.memberId,
        'PLAYER_CASH',
        merchant.currency,
      );
      const result = await postTransfer(app.db, {
        merchantId: merchant.id,
        key: `adjustment:${req.body.key}`,
        kind: 'ADJUSTMENT',
        createdBy: `staff:${staff.id}`,
        legs: [
          { accountId: cash, amount },
          {
            accountId: await systemAccount(app.db, merchant.id, 'HOUSE', merchant.currency, 0),
            amount: -amount,
          },
        ],
        details: { reason: req.body.reason, memberId: req.body.memberId },
      });
      if (!result.replayed)
        await audit(
          app.db,
          staff,
          'wallet.adjust',
          `member:${req.body.memberId}`,
          { amount: req.body.amount, reason: req.body.reason, status: result.status },
          req.ip,
          merchant.id,
        );
      if (result.status === 'REFUSED')
        throw new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(result.balances[cash] ?? '0') });
      return okEnvelope(
        { transferId: result.transferId, balance: formatMinor(result.balances[cash]!) },
        lang(req),
      );
    },
  );

  r.post(
    '/ops/api/v1/members/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a member: no login; sessions revoked, game sessions ended (bets in flight settle)',
        params: orderId,
        body: decision,
        response: ok(z.object({ memberId: z.number(), status: z.literal('disabled') })),
      },
    },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'SUPPORT']);
      const merchant = await memberMerchant(app, staff, req.params.id);
      await blockMember(app.db, Number(req.params.id));
      await audit(
        app.db,
        staff,
        'member.block',
        `member:${req.params.id}`,
        { reason: req.body.reason },
        req.ip,
        merchant.id,
      );
      return okEnvelope({ memberId: Number(req.params.id), status: 'disabled' as const }, lang(req));
    },
  );

  r.get(
    '/ops/api/v1/audit',
    { schema: { tags, summary: 'The audit log', querystring: listQuery } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN']);
      let q = app.db.selectFrom('audit_log').selectAll();
      // Merchant staff read their merchant's rows only; platform-level rows (null) are not theirs.
      if (staff.merchantId !== null) q = q.where('merchant_id', '=', staff.merchantId);
      const rows = await q
        .orderBy('id', 'desc')
        .limit(req.query.pageSize)
        .offset((req.query.pageNo - 1) * req.query.pageSize)
        .execute();
      return okEnvelope({ list: rows }, lang(req));
    },
  );
}
