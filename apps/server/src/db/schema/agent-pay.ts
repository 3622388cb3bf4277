import type { ColumnType, Generated } from 'kysely';

type Id = ColumnType<string, number | string, never>;

/** Agents' pay (migration 0034): rebate rates and quotas, contracts, settlement runs and lines. */
export interface AgentPayTables {
  agent_rebate_rates: {
    merchant_id: number;
    member_id: Id;
    game_type: string;
    rate_bp: number;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  agent_rebate_quotas: { merchant_id: number; member_id: Id; rate_bp: number; quota: number };
  agent_contracts: AgentContractsTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  agent_settlement_lines: AgentSettlementLinesTable;
}

export interface AgentContractsTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: Id;
  kind: string;
  tiers: ColumnType<unknown, string, string>;
  notice_days: number;
  offered_by_member_id: ColumnType<string | null, number | string | null, never>;
  offered_by_staff_id: ColumnType<string | null, number | string | null, never>;
  status: ColumnType<string, string | undefined, string>;
  created_at: Date;
  decided_at: Date | null;
  ends_at: Date | null;
}

export interface AgentSettlementRunsTable {
  id: Generated<string>;
  merchant_id: number;
  kind: string;
  period_start: Date;
  period_end: Date;
  status: ColumnType<string, string | undefined, string>;
  total: ColumnType<string, bigint | string | undefined, bigint | string>;
  created_by: ColumnType<string | null, number | string | null, never>;
  created_at: Generated<Date>;
  approved_by: ColumnType<string | null, never, number | string>;
  approved_at: ColumnType<Date | null, never, Date>;
}

export interface AgentSettlementLinesTable {
  run_id: Id;
  merchant_id: number;
  kind: string;
  period_start: Date;
  member_id: Id;
  contract_id: ColumnType<string | null, number | string | null, never>;
  amount: ColumnType<string, bigint | string, never>;
  basis: ColumnType<unknown, string, never>;
  carry_out: ColumnType<string, bigint | string | undefined, never>;
  transfer_id: ColumnType<string | null, never, string>;
  paid_at: ColumnType<Date | null, never, Date>;
}
