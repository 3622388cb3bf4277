import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The in-house lottery: periods, tickets, sub-orders, exposure and per-merchant settings. */
export interface LotteryTables {
  lottery_periods: LotteryPeriodsTable;
  lottery_orders: LotteryOrdersTable;
  lottery_suborders: LotterySubordersTable;
  lottery_exposure: LotteryExposureTable;
  lottery_game_settings: LotteryGameSettingsTable;
}

export interface LotteryPeriodsTable {
  merchant_id: number;
  game_code: string;
  numero: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  seed: string;
  seed_hash: string;
  result: JSONColumnType<object> | null;
  status: Generated<'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID'>;
  settling_until: Date | null;
  drawn_at: Date | null;
  settled_at: Date | null;
}

export interface LotteryOrdersTable {
  id: string;
  merchant_id: number;
  member_id: string;
  session_id: string;
  game_code: string;
  numero: string;
  currency: string;
  total: string;
  created_at: Generated<Date>;
}

export type LotterySuborderStatus =
  | 'PENDING'
  | 'PLACED'
  | 'REFUSED'
  | 'CANCELLED'
  | 'VOID'
  | 'ROLLED_BACK'
  | 'SETTLED';

export interface LotterySubordersTable {
  id: string;
  order_id: string;
  bet_type: string;
  pick: string;
  amount: string;
  payout_e4: number;
  hits: number | null;
  win: string | null;
  status: Generated<LotterySuborderStatus>;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

export interface LotteryExposureTable {
  merchant_id: number;
  game_code: string;
  numero: string;
  bet_type: string;
  pick: string;
  liability: ColumnType<string, string | bigint, string | bigint>;
}

export interface LotteryGameSettingsTable {
  merchant_id: number;
  game_code: string;
  suspended: Generated<boolean>;
  min_bet: string | null;
  max_bet: string | null;
  max_pick_liability: string | null;
  max_period_stake: string | null;
  odds: ColumnType<Record<string, number>, string | undefined, string>;
  /** Optimistic concurrency: each change takes the next one (no row: version 0). */
  version: Generated<number>;
  updated_at: Generated<Date>;
}
