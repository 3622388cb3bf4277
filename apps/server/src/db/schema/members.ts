import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Members, their sessions, verification and login protection. */
export interface MembersTables {
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
  /** Staff notes on a member, append-only (migration 0028). */
  member_notes: {
    id: Generated<string>;
    merchant_id: number;
    member_id: ColumnType<string, number | string, never>;
    staff_id: number | null;
    body: string;
    created_at: Generated<Date>;
  };
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
  /** The affiliate code that brought this member (migration 0033). */
  affiliate_code_id: ColumnType<string | null, number | string | null | undefined, never>;
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
