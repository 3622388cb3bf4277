import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Deposits, promotions and their turnover, payout accounts, withdrawals. */
export interface PaymentsTables {
  deposit_methods: {
    id: Generated<number>;
    merchant_id: number;
    code: 'PIX' | 'BANK_TRANSFER';
    name: string;
    min_amount: string;
    max_amount: string;
    details: JSONColumnType<Record<string, string>>;
    sort: ColumnType<number, number | undefined, number>;
    active: ColumnType<boolean, boolean | undefined, boolean>;
  };
  welcome_bonus_claims: {
    merchant_id: number;
    member_id: string;
    id_number: string | null;
    order_id: string;
    promotion_id: number;
    created_at: Generated<Date>;
  };
  bonus_game_weights: {
    id: Generated<number>;
    merchant_id: number | null;
    /** Set: the promotion's own weight, for its grants only (merchant_id is its merchant). */
    promotion_id: number | null;
    game_type: string | null;
    vendor_code: string | null;
    game_code: string | null;
    weight_percent: number;
  };
  deposit_orders: DepositOrdersTable;
  turnover_requirements: {
    id: Generated<string>;
    merchant_id: number;
    member_id: string;
    currency: string;
    required: string;
    bonus: string;
    source: string;
    created_at: Generated<Date>;
    released_at: Date | null;
    promotion_id: number | null;
    max_bet: string | null;
    max_conversion: string | null;
    released: string | null;
    forfeited: string | null;
    /** What granted it (migration 0035): the promotion kind, why, and when it lapses. */
    kind: ColumnType<string, string | undefined, string>;
    reason: ColumnType<string, string | undefined, string>;
    expires_at: Date | null;
    expired_at: Date | null;
  };
  bank_cards: BankCardsTable;
  withdrawal_orders: WithdrawalOrdersTable;
}

export interface DepositOrdersTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: string;
  method_id: number;
  amount: string;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';
  reference: string | null;
  provider_ref: string | null;
  pix_code: string | null;
  /** The gateway that issued the PIX charge, and its payment page. */
  gateway: ColumnType<string | null, string | null | undefined, string | null>;
  pay_url: ColumnType<string | null, string | null | undefined, string | null>;
  promotion_id: number | null;
  created_at: Generated<Date>;
  expires_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
}

export interface BankCardsTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: string;
  kind: 'BANK' | 'PIX';
  holder_name: string;
  bank_name: string | null;
  branch: string | null;
  account_number: string | null;
  pix_key_type: 'CPF' | 'EMAIL' | 'PHONE' | 'EVP' | null;
  pix_key: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface WithdrawalOrdersTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: string;
  card_id: string;
  amount: string;
  currency: string;
  status: 'PENDING' | 'PAID' | 'REJECTED';
  created_at: Generated<Date>;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
}
