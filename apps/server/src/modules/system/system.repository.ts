import { type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/** Active banners whatever their dates: the caller keeps them and shows those whose time has come. */
export async function listBanners(db: Kysely<DB>, merchantId: number, language: string) {
  return merchantRows(db, 'banners', merchantId)
    .select(['id', 'group_name', 'image_url', 'title', 'link_url', 'starts_at', 'ends_at'])
    .where('active', '=', true)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listCustomerService(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'customer_service_entries', merchantId)
    .select(['cs_type', 'cs_position', 'title', 'url'])
    .where('active', '=', true)
    .orderBy('cs_position')
    .orderBy('id')
    .execute();
}

export async function listHelpItems(db: Kysely<DB>, merchantId: number, device: string, language: string) {
  return merchantRows(db, 'help_items', merchantId)
    .select(['id', 'title', 'content'])
    .where('device', '=', device)
    .where('language', '=', language)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * Active player announcements (type PL, migration 0029) whatever their dates: the caller keeps them
 * and shows those whose time has come. Popups, banners and promotions are the messages module's.
 */
export async function listActiveNotices(db: Kysely<DB>, merchantId: number, language: string) {
  return merchantRows(db, 'notices', merchantId)
    .select(['id', 'title', 'content', 'starts_at', 'ends_at'])
    .where('language', '=', language)
    .where('active', '=', true)
    .where('promotion_type', '=', 'PL')
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
