import type { Insertable, Kysely } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB, MerchantsTable } from '../../db/schema.ts';
import type { StoredRule } from './merchant-settings.ts';

/** The SQL of the console's merchant editor: hosts, rule overrides, versioned updates, images. */

/** The merchants of these ids (every merchant for null), with their host names. */
export async function listMerchantsAmong(db: Kysely<DB>, ids: readonly number[] | null) {
  let q = db.selectFrom('merchants').selectAll().orderBy('id');
  if (ids !== null) q = q.where('id', 'in', ids.length ? [...ids] : [-1]);
  const merchants = await q.execute();
  const hosts = merchants.length
    ? await db
        .selectFrom('merchant_hosts')
        .select(['host', 'merchant_id'])
        .where(
          'merchant_id',
          'in',
          merchants.map((m) => m.id),
        )
        .orderBy('host')
        .execute()
    : [];
  return merchants.map((m) => ({
    merchant: m,
    hosts: hosts.filter((h) => h.merchant_id === m.id).map((h) => h.host),
  }));
}

export async function hostsOf(db: Kysely<DB>, merchantId: number): Promise<string[]> {
  const rows = await merchantRows(db, 'merchant_hosts', merchantId).select('host').orderBy('host').execute();
  return rows.map((r) => r.host);
}

export async function ruleOverridesOf(db: Kysely<DB>, merchantId: number): Promise<StoredRule[]> {
  return merchantRows(db, 'registration_field_rules', merchantId)
    .select(['field', 'enabled', 'required', 'pattern', 'messages'])
    .orderBy('field')
    .execute();
}

/**
 * Writes the row only if its version is still `version` (the trigger of migration 0027 then takes
 * the next one); answers the new version, or undefined when someone changed it first.
 */
export async function updateMerchantAtVersion(
  db: Kysely<DB>,
  merchantId: number,
  version: number,
  row: Omit<Insertable<MerchantsTable>, 'code'>,
): Promise<number | undefined> {
  const updated = await db
    .updateTable('merchants')
    .set(row)
    .where('id', '=', merchantId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return updated?.version;
}

/** The merchant's host names become `hosts` (a host of another merchant fails on its key). */
export async function replaceHosts(db: Kysely<DB>, merchantId: number, hosts: string[]): Promise<void> {
  await db
    .deleteFrom('merchant_hosts')
    .where('merchant_id', '=', merchantId)
    .where('host', 'not in', hosts)
    .execute();
  await db
    .insertInto('merchant_hosts')
    .values(hosts.map((host) => ({ host, merchant_id: merchantId })))
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();
}

export async function replaceRuleOverrides(
  db: Kysely<DB>,
  merchantId: number,
  rules: StoredRule[],
): Promise<void> {
  await db.deleteFrom('registration_field_rules').where('merchant_id', '=', merchantId).execute();
  if (rules.length === 0) return;
  await db
    .insertInto('registration_field_rules')
    .values(rules.map((r) => ({ merchant_id: merchantId, ...r, messages: JSON.stringify(r.messages) })))
    .execute();
}

/** Stores an image once per content (its SHA-256 names it). */
export async function insertImage(
  db: Kysely<DB>,
  image: { sha256: string; merchantId: number; contentType: string; bytes: Uint8Array },
): Promise<void> {
  await db
    .insertInto('merchant_images')
    .values({
      sha256: image.sha256,
      merchant_id: image.merchantId,
      content_type: image.contentType,
      bytes: image.bytes,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

export function findImage(db: Kysely<DB>, sha256: string) {
  return db
    .selectFrom('merchant_images')
    .select(['content_type', 'bytes'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}
