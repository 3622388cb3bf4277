import { formatMinor, type PaymentSettings, type PaymentSettingsBody, parseAmount } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PixGateways } from '../payments/payment-gateway.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import * as repo from './payment-settings.queries.ts';

/**
 * A merchant's payment settings from the console (issue 15 part 5): its PIX gateway, deposit
 * methods and withdrawal limits. Only a demo merchant may use a sandbox gateway: the database
 * refuses it on any other (merchants_sandbox_demo_only) and the refusal reaches the staff member
 * as SANDBOX_DEMO_ONLY. A change carries the version it was made on (EDIT_CONFLICT otherwise).
 */

export interface PaymentSettingsContext {
  gateways: PixGateways;
  /** NODE_ENV=production refuses every sandbox gateway, demo merchant or not. */
  production: boolean;
}

async function readSettings(
  db: Kysely<DB>,
  ctx: PaymentSettingsContext,
  merchantId: number,
): Promise<PaymentSettings> {
  const row = await repo.merchantPaymentRow(db, merchantId);
  if (!row) throw new AppError('NOT_FOUND');
  const methods = await repo.merchantDepositMethods(db, merchantId);
  return {
    merchantId: row.id,
    merchantCode: row.code,
    currency: row.currency,
    demo: row.demo,
    pixGateway: row.pix_gateway,
    gateways: [...ctx.gateways.values()].map((g) => ({ name: g.name, sandbox: g.sandbox })),
    depositMethods: methods.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      minAmount: formatMinor(m.min_amount),
      maxAmount: formatMinor(m.max_amount),
      active: m.active,
    })),
    withdrawMin: formatMinor(row.withdraw_min),
    withdrawMax: formatMinor(row.withdraw_max),
    withdrawDailyMax: formatMinor(row.withdraw_daily_max),
    version: row.payments_version,
  };
}

/** Another merchant's settings are NOT_FOUND, as every scoped read answers. */
function ownMerchant(staff: StaffActor, merchantId: string): number {
  const id = Number(merchantId);
  if (!worksFor(staff, id)) throw new AppError('NOT_FOUND');
  return id;
}

export function paymentSettings(
  db: Kysely<DB>,
  ctx: PaymentSettingsContext,
  staff: StaffActor,
  merchantId: string,
) {
  return readSettings(db, ctx, ownMerchant(staff, merchantId));
}

const amount = (text: string, field: string) => {
  const minor = parseAmount(text);
  if (minor === undefined) throw new AppError('FIELD_INVALID', { field, message: '' });
  return minor;
};

const isSandboxRefusal = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23514' && (e.constraint ?? e.message ?? '').includes('merchants_sandbox_demo_only');
};

export async function updatePaymentSettings(
  db: Kysely<DB>,
  ctx: PaymentSettingsContext,
  by: { staff: StaffActor; ip: string },
  merchantId: string,
  body: PaymentSettingsBody,
): Promise<PaymentSettings> {
  const id = ownMerchant(by.staff, merchantId);
  if (body.pixGateway !== null) {
    const gateway = ctx.gateways.get(body.pixGateway);
    if (!gateway) throw new AppError('GATEWAY_UNKNOWN', null, { name: body.pixGateway });
    if (gateway.sandbox && ctx.production) throw new AppError('SANDBOX_DEMO_ONLY');
  }
  const values = {
    pixGateway: body.pixGateway,
    withdrawMin: amount(body.withdrawMin, 'withdrawMin'),
    withdrawMax: amount(body.withdrawMax, 'withdrawMax'),
    withdrawDailyMax: amount(body.withdrawDailyMax, 'withdrawDailyMax'),
  };
  const methods = body.depositMethods.map((m) => ({
    id: m.id,
    minAmount: amount(m.minAmount, 'minAmount'),
    maxAmount: amount(m.maxAmount, 'maxAmount'),
    active: m.active,
  }));
  const before = await readSettings(db, ctx, id);
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.updateMerchantPayments(trx, id, body.version, values))) {
        throw new AppError('EDIT_CONFLICT');
      }
      for (const method of methods) {
        // A method of another merchant is not this merchant's to change.
        if (!(await repo.updateDepositMethod(trx, id, method))) throw new AppError('NOT_FOUND');
      }
      const after = await readSettings(trx, ctx, id);
      const shown = ({ gateways: _g, version: _v, ...rest }: PaymentSettings) => rest;
      await audit(
        trx,
        by.staff,
        'merchant.payments.update',
        `merchant:${id}`,
        { reason: body.reason, before: shown(before), after: shown(after) },
        by.ip,
        id,
      );
    });
  } catch (error) {
    if (isSandboxRefusal(error)) throw new AppError('SANDBOX_DEMO_ONLY');
    throw error;
  }
  return readSettings(db, ctx, id);
}
