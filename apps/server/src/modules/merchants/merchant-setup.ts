import { isSandboxGateway, merchantFileSchema } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DemoMerchant } from '../../db/seed/demo-merchants.ts';
import { seedMerchant } from '../../db/seed/seed.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { settingsToRow } from './merchant-settings.ts';
import { findMerchantByCode, hostsTakenByOthers, merchantHostCount } from './merchants.repository.ts';

/**
 * Adding a merchant (a white-label site): the one path of `npm run merchant:add` and of the
 * console's "new merchant". The contract's merchantFileSchema checks the description; in
 * production a sandbox gateway is refused outright, demo site or not.
 */

export type MerchantFileResult = { ok: true; merchant: DemoMerchant } | { ok: false; problems: string[] };

export function readMerchantFile(input: unknown, options: { production: boolean }): MerchantFileResult {
  const parsed = merchantFileSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const m = parsed.data;
  if (options.production && isSandboxGateway(m.pixGateway))
    return { ok: false, problems: ['pixGateway: NODE_ENV=production refuses the sandbox gateway'] };
  return {
    ok: true,
    merchant: {
      merchant: { code: m.code, ...settingsToRow(m) },
      hosts: m.hosts,
      banners: m.banners,
      customerService: m.customerService,
      notices: m.notices,
      registrationRules: m.registrationRules,
    },
  };
}

/**
 * Creates the merchant and what hangs off it in one transaction, or nothing: MERCHANT_CODE_TAKEN
 * when the code exists, HOST_TAKEN when another merchant answers on one of its host names.
 * `alsoInTransaction` adds to the same transaction (the console's audit row).
 */
export async function addMerchant(
  db: Kysely<DB>,
  merchant: DemoMerchant,
  alsoInTransaction?: (trx: Kysely<DB>, merchantId: number) => Promise<void>,
): Promise<number> {
  const { code } = merchant.merchant;
  return inTransaction(db, async (trx) => {
    if (await findMerchantByCode(trx, code)) throw new AppError('MERCHANT_CODE_TAKEN', null, { code });
    const taken = await hostsTakenByOthers(trx, merchant.hosts, null);
    if (taken.length > 0) throw new AppError('HOST_TAKEN', { hosts: taken }, { host: taken[0]! });
    if (!(await seedMerchant(trx, merchant))) throw new AppError('MERCHANT_CODE_TAKEN', null, { code });
    const created = await findMerchantByCode(trx, code);
    // seedMerchant passes over a host claimed meanwhile; a new site must have all of its hosts.
    if (!created || (await merchantHostCount(trx, created.id)) !== merchant.hosts.length)
      throw new AppError('HOST_TAKEN', { hosts: merchant.hosts }, { host: merchant.hosts[0]! });
    await alsoInTransaction?.(trx, created.id);
    return created.id;
  });
}
