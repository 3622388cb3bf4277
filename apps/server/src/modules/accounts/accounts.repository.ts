import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The operator's per-merchant overrides of the registration field rules. */
export async function findFieldRuleOverrides(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('registration_field_rules')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
}
