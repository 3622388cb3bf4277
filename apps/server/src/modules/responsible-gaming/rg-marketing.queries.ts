import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inForce } from './rg.repository.ts';

/**
 * Who marketing must leave alone (issue 19 part 2: "marketing (inbox promotions, bonuses) stops
 * for excluded players"): a member with a time-out or self-exclusion in force (their own, or one
 * taken under the same CPF at another merchant of the operator), or whose CPF is on the
 * self-exclusion register.
 */

/**
 * A condition on a query over `members`: true for a member marketing may reach at `now`. It reads
 * `members.id`, `members.id_number` and `members.merchant_id` of the outer query.
 */
export function reachableByMarketing(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(NOT EXISTS (
      SELECT 1 FROM rg_exclusions e JOIN merchants mk ON mk.id = members.merchant_id
      WHERE (e.member_id = members.id
         OR (e.cpf = members.id_number AND e.operator_code = coalesce(mk.operator_code, '')))
        AND ${inForce(now)})
    AND NOT EXISTS (
      SELECT 1 FROM rg_register r
      WHERE r.cpf = members.id_number AND (r.ends_at IS NULL OR r.ends_at > ${now})))`;
}

/** Whether marketing may reach this member at `now` (false also for an unknown member). */
export async function isReachableByMarketing(db: Kysely<DB>, memberId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select(reachableByMarketing(now).as('reachable'))
    .where('members.id', '=', String(memberId))
    .executeTakeFirst();
  return row?.reachable === true;
}
