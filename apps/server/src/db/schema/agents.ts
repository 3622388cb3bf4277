import type { ColumnType, Generated } from 'kysely';

/** Agents and affiliates (migration 0033): the tree's closure and the invitation codes. */
export interface AgentsTables {
  /**
   * The transitive closure of members.referrer_id, kept by triggers: one row per (ancestor,
   * descendant) pair, depth 0 for a member's own row. Written only by the database.
   */
  agent_tree: {
    merchant_id: number;
    ancestor_id: ColumnType<string, number | string, never>;
    descendant_id: ColumnType<string, number | string, never>;
    depth: number;
  };
  affiliate_codes: AffiliateCodesTable;
}

export interface AffiliateCodesTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: ColumnType<string, number | string, never>;
  code: string;
  channel: ColumnType<string, string | undefined, never>;
  label: ColumnType<string, string | undefined, string>;
  expires_at: Date | null;
  disabled_at: Date | null;
  register_count: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
}
