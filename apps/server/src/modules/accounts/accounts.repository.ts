import type { Kysely } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/** The operator's per-merchant overrides of the registration field rules. */
export async function findFieldRuleOverrides(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'registration_field_rules', merchantId).selectAll().execute();
}
