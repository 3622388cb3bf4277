import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** VIP levels, the daily sign-in calendar and leaderboards (migration 0036). Money in minor units. */
export interface VipTables {
  vip_settings: {
    merchant_id: number;
    window_days: number | null;
    downgrade: ColumnType<boolean, boolean | undefined, boolean>;
    turnover_multiple: ColumnType<number, number | undefined, number>;
    version: ColumnType<number, number | undefined, number>;
  };
  vip_levels: {
    merchant_id: number;
    level: number;
    name: string;
    min_deposit: string;
    min_turnover: string;
    level_up_bonus: ColumnType<string, string | undefined, string>;
    weekly_bonus: ColumnType<string, string | undefined, string>;
    monthly_bonus: ColumnType<string, string | undefined, string>;
    withdraw_daily_max: string | null;
    cashback_bps: ColumnType<number, number | undefined, number>;
    birthday_bonus: ColumnType<string, string | undefined, string>;
  };
  member_vip: {
    member_id: string;
    merchant_id: number;
    level: number;
    changed_at: ColumnType<Date, Date | undefined, Date>;
  };
  sign_in_calendars: {
    merchant_id: number;
    enabled: ColumnType<boolean, boolean | undefined, boolean>;
    rewards: ColumnType<string[], string[], string[]>;
    reset_on_miss: ColumnType<boolean, boolean | undefined, boolean>;
    turnover_multiple: ColumnType<number, number | undefined, number>;
    version: ColumnType<number, number | undefined, number>;
  };
  sign_in_claims: {
    member_id: string;
    day: ColumnType<string, string, string>;
    merchant_id: number;
    streak: number;
    amount: string;
    grant_id: string | null;
    created_at: Generated<Date>;
  };
  leaderboards: {
    id: Generated<number>;
    merchant_id: number;
    titles: JSONColumnType<Record<string, string>>;
    metric: 'TURNOVER' | 'WIN';
    starts_at: Date;
    ends_at: Date;
    prizes: ColumnType<string[], string[], string[]>;
    turnover_multiple: ColumnType<number, number | undefined, number>;
    status: ColumnType<'RUNNING' | 'CLOSED', 'RUNNING' | 'CLOSED' | undefined, 'RUNNING' | 'CLOSED'>;
    closed_at: Date | null;
    created_at: Generated<Date>;
  };
  leaderboard_winners: {
    leaderboard_id: number;
    rank: number;
    member_id: string;
    score: string;
    prize: string;
    grant_id: string | null;
  };
}
