import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The in-house studio's rounds, seeds and hash chains. */
export interface StudioTables {
  studio_seeds: StudioSeedsTable;
  studio_rounds: StudioRoundsTable;
  studio_chains: StudioChainsTable;
  studio_shared_rounds: StudioSharedRoundsTable;
  studio_shared_bets: StudioSharedBetsTable;
}

export interface StudioSeedsTable {
  id: Generated<string>;
  member_id: string;
  game_code: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  revealed_at: Date | null;
}

export interface StudioRoundsTable {
  id: string;
  merchant_id: number;
  member_id: string;
  session_id: string;
  game_code: string;
  currency: string;
  stake: string;
  seed_id: string;
  nonce: string;
  params: JSONColumnType<Record<string, unknown>>;
  state: JSONColumnType<Record<string, unknown>> | null;
  outcome: JSONColumnType<object> | null;
  payout_e4: number | null;
  win: string | null;
  status: 'OPEN' | 'SETTLING' | 'SETTLED' | 'REFUSED' | 'VOID';
  created_at: Generated<Date>;
  settled_at: Date | null;
}

export interface StudioChainsTable {
  id: Generated<string>;
  game_code: string;
  seed: string;
  terminal_hash: string;
  salt: string;
  length: number;
  created_at: Generated<Date>;
  used_up_at: Date | null;
}

export interface StudioSharedRoundsTable {
  game_code: string;
  seq: string;
  chain_id: string;
  chain_round: number;
  hash: string;
  result: JSONColumnType<Record<string, unknown>>;
  speed: ColumnType<number, number | undefined, number>;
  run_ms: number;
  created_at: Generated<Date>;
  starts_at: Date;
  ends_at: Date;
  next_at: Date;
  status: ColumnType<
    'BETTING' | 'RUNNING' | 'SETTLED' | 'VOID',
    'BETTING' | 'RUNNING' | 'SETTLED' | 'VOID' | undefined,
    'BETTING' | 'RUNNING' | 'SETTLED' | 'VOID'
  >;
  settling_until: Date | null;
  settled_at: Date | null;
}

export type SharedBetStatus = 'PENDING' | 'PLACED' | 'DECIDED' | 'SETTLED' | 'REFUSED' | 'ROLLED_BACK';

export interface StudioSharedBetsTable {
  tx_id: string;
  game_code: string;
  round_seq: string;
  bet_id: string;
  merchant_id: number;
  member_id: string;
  session_id: string;
  currency: string;
  player_name: string;
  amount: string;
  auto_cash_out_e2: number | null;
  cash_out_ms: number | null;
  label: number | null;
  payout_e4: number | null;
  win: string | null;
  status: ColumnType<SharedBetStatus, SharedBetStatus | undefined, SharedBetStatus>;
  created_at: Generated<Date>;
  settled_at: Date | null;
}
