import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function listBanners(db: Kysely<DB>, merchantId: number, language: string, group?: string) {
  let query = db
    .selectFrom('banners')
    .select(['id', 'group_name', 'image_url', 'title', 'link_url'])
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]));
  if (group) query = query.where('group_name', '=', group);
  return query.orderBy('group_name').orderBy('sort').orderBy('id').execute();
}

export async function listCustomerService(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('customer_service_entries')
    .select(['cs_type', 'cs_position', 'title', 'url'])
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .orderBy('cs_position')
    .orderBy('id')
    .execute();
}

export async function listHelpItems(db: Kysely<DB>, merchantId: number, device: string, language: string) {
  return db
    .selectFrom('help_items')
    .select(['id', 'title', 'content'])
    .where('merchant_id', '=', merchantId)
    .where('device', '=', device)
    .where('language', '=', language)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listActiveNotices(db: Kysely<DB>, merchantId: number, language: string) {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'content'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
}

export async function listCountries(db: Kysely<DB>, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('countries').selectAll().where('code', 'in', codes).execute();
}

/** Country of an IP: the most specific range that contains it. */
export async function countryOfIp(db: Kysely<DB>, ip: string): Promise<string | null> {
  const row = await db
    .selectFrom('geo_ip_ranges')
    .select('country')
    .where(sql<boolean>`${ip}::inet <<= range`)
    .orderBy(sql`masklen(range)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.country ?? null;
}
