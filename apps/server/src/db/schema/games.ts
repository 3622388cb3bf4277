import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The game catalogue and what members played or liked. */
export interface GamesTables {
  game_vendors: {
    code: string;
    display_name: string;
    account_type_name: string;
    category: string;
    logo_url: ColumnType<string, string | undefined, string>;
    launch_url: string | null;
    sort: ColumnType<number, number | undefined, number>;
  };
  games: GamesTable;
  merchant_games: {
    merchant_id: number;
    node_id: string;
    enabled: ColumnType<boolean, boolean | undefined, boolean>;
    sort: ColumnType<number | null, number | null | undefined, number | null>;
    /** null: the feed's value (migration 0026). */
    is_hot: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
    is_new: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
    min_bet: ColumnType<string | null, string | null | undefined, string | null>;
    version: ColumnType<number, number | undefined, number>;
    updated_at: Generated<Date>;
  };
  merchant_vendors: {
    merchant_id: number;
    vendor_code: string;
    enabled: boolean;
    version: ColumnType<number, number | undefined, number>;
    updated_at: Generated<Date>;
  };
  favourite_games: { member_id: string; node_id: string; created_at: Generated<Date> };
  recent_games: { member_id: string; node_id: string; played_at: Generated<Date> };
}

export interface GamesTable {
  node_id: Generated<string>;
  vendor_code: string;
  game_code: string;
  game_id: string;
  room_id: string | null;
  game_group_id: string | null;
  lotto_mode: string | null;
  tel_node_id: string | null;
  names: JSONColumnType<Record<string, string>>;
  search_text: string;
  game_type: string;
  classify: ColumnType<string[], string[] | undefined, string[]>;
  support_play: ColumnType<number, number | undefined, number>;
  is_h5: ColumnType<boolean, boolean | undefined, boolean>;
  icon_url: ColumnType<string, string | undefined, string>;
  min_bet: ColumnType<string, string | undefined, string>;
  min_line: ColumnType<number, number | undefined, number>;
  /** Return to player in percent ("96.50"); null: the vendor published none (migration 0038). */
  rtp: ColumnType<string | null, string | null | undefined, string | null>;
  is_new: ColumnType<boolean, boolean | undefined, boolean>;
  hot_rank: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
