import type { Kysely, Selectable } from 'kysely';
import type { DB, MerchantsTable } from '../../db/schema.ts';

export type Merchant = Selectable<MerchantsTable>;

export async function findMerchantByCode(db: Kysely<DB>, code: string): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findMerchantByHost(db: Kysely<DB>, host: string): Promise<Merchant | undefined> {
  return db
    .selectFrom('merchant_hosts')
    .innerJoin('merchants', 'merchants.id', 'merchant_hosts.merchant_id')
    .selectAll('merchants')
    .where('merchant_hosts.host', '=', host)
    .executeTakeFirst();
}

export async function findMerchantById(db: Kysely<DB>, id: number): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The merchants set to one of these PIX gateways, by code. */
export async function merchantsUsingGateways(db: Kysely<DB>, gateways: string[]) {
  return db
    .selectFrom('merchants')
    .select('code')
    .where('pix_gateway', 'in', gateways)
    .orderBy('code')
    .execute();
}

/** Of these host names, those another merchant (any merchant for null) answers on. */
export async function hostsTakenByOthers(
  db: Kysely<DB>,
  hosts: readonly string[],
  merchantId: number | null,
): Promise<string[]> {
  if (hosts.length === 0) return [];
  let q = db
    .selectFrom('merchant_hosts')
    .select('host')
    .where('host', 'in', [...hosts]);
  if (merchantId !== null) q = q.where('merchant_id', '<>', merchantId);
  return (await q.orderBy('host').execute()).map((r) => r.host);
}

export async function merchantHostCount(db: Kysely<DB>, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('merchant_hosts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
