import type { ColumnType, Generated } from 'kysely';

/** Responsible gaming (migration 0031): limits, exclusions, the local register, reality checks. */
export interface ResponsibleGamingTables {
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  rg_register: RgRegisterTable;
  rg_settings: RgSettingsTable;
}

export type RgLimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
export type RgLimitPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';

export interface RgLimitsTable {
  member_id: string;
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: string | null;
  operator_amount: string | null;
  pending_amount: string | null;
  pending_remove: ColumnType<boolean, boolean | undefined, boolean>;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type RgExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

export interface RgExclusionsTable {
  id: Generated<string>;
  member_id: string;
  merchant_id: number;
  operator_code: string;
  cpf: string | null;
  kind: RgExclusionKind;
  starts_at: Date;
  ends_at: Date | null;
  reopen_requested_at: Date | null;
  reopens_at: Date | null;
  created_at: Generated<Date>;
}

export interface RgRegisterTable {
  cpf: string;
  source: string;
  ends_at: Date | null;
  imported_at: Generated<Date>;
}

export interface RgSettingsTable {
  member_id: string;
  reality_check_minutes: number | null;
  checked_at: Date | null;
  checked_session_id: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
