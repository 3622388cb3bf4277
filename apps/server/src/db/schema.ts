import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Kysely's view of the tables in db/migrations. Keep in step with the SQL. */
export interface DB {
  schema_migrations: { name: string; applied_at: Generated<Date> };
  merchants: MerchantsTable;
  merchant_hosts: { host: string; merchant_id: number };
  banners: BannersTable;
  customer_service_entries: CustomerServiceTable;
  help_items: HelpItemsTable;
  notices: NoticesTable;
  countries: { code: string; dialing_code: string; names: JSONColumnType<Record<string, string>> };
  geo_ip_ranges: { range: string; country: string };
  members: MembersTable;
  sessions: SessionsTable;
  captchas: {
    id: string;
    merchant_id: number;
    client_ip: string;
    answer: string;
    expires_at: Date;
    used_at: Date | null;
  };
  verification_codes: VerificationCodesTable;
  outbox: {
    id: Generated<string>;
    merchant_id: number;
    channel: 'SMS' | 'EMAIL';
    recipient: string;
    body: string;
    provider: string;
    created_at: Generated<Date>;
  };
  auth_throttle: {
    key: string;
    failures: ColumnType<number, number | undefined, number>;
    window_started_at: Generated<Date>;
    locked_until: Date | null;
  };
  registration_field_rules: {
    merchant_id: number;
    field: string;
    enabled: boolean;
    required: boolean;
    pattern: string;
    messages: JSONColumnType<Record<string, string>>;
  };
  encryption_keys: { id: string; public_key: string; private_key: string; created_at: Generated<Date> };
  seen_nonces: { nonce: string; expires_at: Date };
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
  studio_seeds: StudioSeedsTable;
  studio_rounds: StudioRoundsTable;
  studio_chains: StudioChainsTable;
  studio_shared_rounds: StudioSharedRoundsTable;
  studio_shared_bets: StudioSharedBetsTable;
  app_secrets: { name: string; value: string; created_at: Generated<Date> };
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
  merchant_games: { merchant_id: number; node_id: string; enabled: boolean; sort: number | null };
  favourite_games: { member_id: string; node_id: string; created_at: Generated<Date> };
  recent_games: { member_id: string; node_id: string; played_at: Generated<Date> };
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
  deposit_promotions: {
    id: Generated<number>;
    merchant_id: number;
    titles: JSONColumnType<Record<string, string>>;
    percent: number;
    max_bonus: string;
    min_deposit: string;
    turnover_multiplier: number;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    kind: ColumnType<'WELCOME' | 'RELOAD', 'WELCOME' | 'RELOAD' | undefined, 'WELCOME' | 'RELOAD'>;
    max_bet: ColumnType<string, string | undefined, string>;
    max_conversion: string | null;
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
  };
  bank_cards: BankCardsTable;
  withdrawal_orders: WithdrawalOrdersTable;
  staff: {
    id: Generated<number>;
    merchant_id: number | null;
    username: string;
    password_hash: string;
    role: 'ADMIN' | 'FINANCE' | 'SUPPORT';
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Generated<Date>;
    /** AES-256-GCM sealed (totp-secret-box.ts); counts once totp_enabled_at is set. */
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** bigint: the driver answers a string. */
    totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  };
  staff_sessions: {
    token_hash: Buffer;
    staff_id: number;
    created_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
    scope: ColumnType<'FULL' | 'TOTP_ENROLMENT', 'FULL' | 'TOTP_ENROLMENT' | undefined, never>;
  };
  staff_recovery_codes: {
    id: Generated<number>;
    staff_id: number;
    code_hash: string;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  audit_log: {
    id: Generated<string>;
    staff_id: number | null;
    /** null: platform-level, read by platform staff only. */
    merchant_id: number | null;
    action: string;
    target: string;
    details: JSONColumnType<Record<string, unknown>>;
    ip: string | null;
    created_at: Generated<Date>;
  };
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

/** Why a game session ended before its expiry (migration 0012). */
export type GameSessionEndReason = 'LOGOUT' | 'PASSWORD_CHANGE' | 'PASSWORD_RESET' | 'BLOCKED';

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

/** bigint ids come back from PostgreSQL as strings; they are converted at the repository edge. */
export interface MembersTable {
  id: Generated<string>;
  merchant_id: number;
  username: string;
  password_hash: string | null;
  payment_password_hash: string | null;
  /** Wrong payment passwords since the last right one (or the last lock). */
  payment_password_failures: ColumnType<number, number | undefined, number>;
  /** Every payment-password check is refused until then. */
  payment_password_locked_until: Date | null;
  type: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'disabled', 'active' | 'disabled' | undefined, 'active' | 'disabled'>;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  nickname: ColumnType<string, string | undefined, string>;
  payee_name: string | null;
  id_number: string | null;
  qq_num: string | null;
  facebook: string | null;
  wechat: string | null;
  line: string | null;
  whatsapp: string | null;
  zalo: string | null;
  recommender_id: string | null;
  referrer_id: string | null;
  invitation_code: string | null;
  register_method: string | null;
  register_url: string | null;
  register_ip: string | null;
  age_confirmed_at: Date | null;
  icon: ColumnType<string, string | undefined, string>;
  vip_label: string | null;
  first_time_login: ColumnType<boolean, boolean | undefined, boolean>;
  password_expires_at: Date | null;
  created_at: Generated<Date>;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  member_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  merchant_id: number;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  purpose: 'register' | 'login' | 'reset' | 'payment' | 'email';
  code_hash: Buffer;
  attempts: ColumnType<number, number | undefined, number>;
  requested_ip: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface MerchantTexts {
  appBonus?: string;
  declaration?: string;
  copyright?: string;
  maintenance?: string;
}

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_url: string;
  brand: JSONColumnType<{ primary: string; primaryContrast: string; accent: string }>;
  default_language: string;
  languages: string[];
  currency: string;
  currency_symbol: string;
  country: string;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  templates: JSONColumnType<{ mem_cen: '0' | '1'; dep_func: '0' | '1' }>;
  image_cdns: ColumnType<string[], string[] | undefined, string[]>;
  default_image_host: ColumnType<string, string | undefined, string>;
  social_links: JSONColumnType<Array<{ type: string; url: string }>>;
  download_links: JSONColumnType<Array<{ resourceType: string; url: string }>>;
  texts: JSONColumnType<Record<string, MerchantTexts>>;
  footer_images: JSONColumnType<{ payment: FooterImage[]; licence: FooterImage[] }>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  blocked_countries: ColumnType<string[], string[] | undefined, string[]>;
  dialing_countries: ColumnType<string[], string[] | undefined, string[]>;
  age_threshold: ColumnType<number, number | undefined, number>;
  withdraw_min: ColumnType<string, string | undefined, string>;
  withdraw_max: ColumnType<string, string | undefined, string>;
  withdraw_daily_max: ColumnType<string, string | undefined, string>;
  /** A demo or test site: only such a merchant may use the sandbox PIX gateway. */
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  /** The PIX gateway's name ('sandbox' or a PSP adapter's); null: PIX is not offered. */
  pix_gateway: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/**
 * A footer image (payment method, licence seal). Its label and its art may differ by language
 * (`names`, `urls` keyed by language code); `name` and `url` serve every other language.
 */
export interface FooterImage {
  name: string;
  url: string;
  names?: Record<string, string>;
  urls?: Record<string, string>;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  image_url: string;
  title: ColumnType<string, string | undefined, string>;
  link_url: string | null;
  language: string | null;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  cs_position: ColumnType<number, number | undefined, number>;
  title: string;
  url: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HelpItemsTable {
  id: Generated<number>;
  merchant_id: number;
  device: string;
  language: string;
  slug: string;
  sort: ColumnType<number, number | undefined, number>;
  title: string;
  content: string;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
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
  is_new: ColumnType<boolean, boolean | undefined, boolean>;
  hot_rank: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
