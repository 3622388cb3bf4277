import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The double-entry ledger and the seamless wallet its game vendors call. */
export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  wallet_vendors: {
    code: string;
    secret: string;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Generated<Date>;
  };
  game_sessions: {
    id: string;
    merchant_id: number;
    member_id: string;
    vendor_code: string;
    game_code: string;
    currency: string;
    created_at: Generated<Date>;
    expires_at: Date;
    ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    end_reason: ColumnType<
      GameSessionEndReason | null,
      GameSessionEndReason | null | undefined,
      GameSessionEndReason | null
    >;
  };
  wallet_bets: WalletBetsTable;
}

/** Why a game session ended before its expiry (migration 0012). */
export type GameSessionEndReason =
  | 'LOGOUT'
  | 'PASSWORD_CHANGE'
  | 'PASSWORD_RESET'
  | 'BLOCKED'
  | 'EXCLUDED'
  | 'SESSION_LIMIT';

/** int8 columns arrive as decimal strings (both drivers); money code turns them into bigint. */
export interface LedgerAccountsTable {
  id: Generated<string>;
  merchant_id: number;
  currency: string;
  kind: string;
  member_id: string | null;
  shard: ColumnType<number, number | undefined, number>;
  balance: ColumnType<string, string | undefined, string>;
  may_go_negative: boolean;
}

export interface LedgerTransfersTable {
  id: Generated<string>;
  merchant_id: number;
  idempotency_key: string;
  kind: string;
  request_hash: string;
  status: 'APPLIED' | 'REFUSED';
  answer: JSONColumnType<Record<string, unknown>>;
  created_by: string;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  transfer_id: string;
  account_id: string;
  amount: string;
  balance_after: string;
  created_at: Generated<Date>;
}

export interface WalletBetsTable {
  vendor_code: string;
  tx_id: string;
  merchant_id: number;
  member_id: string | null;
  session_id: string | null;
  currency: string | null;
  round_id: string | null;
  amount: string | null;
  won: ColumnType<string, string | undefined, string>;
  /** The stake as counted towards bonus turnover (stake x the game's weight). */
  counted: ColumnType<string, string | undefined, string>;
  status: 'PLACED' | 'REFUSED' | 'ROLLED_BACK';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
