-- Players, trial users and agents; sessions; captchas; verification codes; the message outbox;
-- brute-force counters; login-encryption keys and seen nonces (issue 3).

ALTER TABLE merchants
  ADD COLUMN age_threshold smallint NOT NULL DEFAULT 18
    CONSTRAINT merchants_age_threshold_check CHECK (age_threshold IN (18, 21));

CREATE TABLE members (
  id                    bigserial PRIMARY KEY,
  merchant_id           integer NOT NULL REFERENCES merchants (id),
  username              text NOT NULL,
  -- argon2id; NULL for a mobile registration without password (logs in by SMS code) and trials
  password_hash         text,
  payment_password_hash text,
  -- spec section 3: 0,1,2 real accounts; 4 trial; above 0 agent except 4, 40, 41, 42
  type                  smallint NOT NULL DEFAULT 0 CONSTRAINT members_type_check CHECK (type >= 0),
  status                text NOT NULL DEFAULT 'active' CONSTRAINT members_status_check CHECK (status IN ('active', 'disabled')),
  country_dialing_code  text,
  mobile_num            text,
  email                 text,
  nickname              text NOT NULL DEFAULT '',
  payee_name            text,
  id_number             text,
  qq_num                text,
  facebook              text,
  wechat                text,
  line                  text,
  whatsapp              text,
  zalo                  text,
  recommender_id        text,
  -- the agent whose invitation code brought this member
  referrer_id           bigint REFERENCES members (id),
  -- this member's own invitation code (agents)
  invitation_code       text,
  register_method       text,
  register_url          text,
  register_ip           inet,
  age_confirmed_at      timestamptz,
  icon                  text NOT NULL DEFAULT 'avatar-1',
  vip_label             text,
  -- spec: firstTimeLogin; set for accounts created with an initial password by an operator or agent
  first_time_login      boolean NOT NULL DEFAULT false,
  password_expires_at   timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  last_login_at         timestamptz,
  last_login_ip         inet
);
CREATE UNIQUE INDEX members_username_key ON members (merchant_id, lower(username));
CREATE UNIQUE INDEX members_mobile_key ON members (merchant_id, country_dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL AND type <> 4;
CREATE UNIQUE INDEX members_id_number_key ON members (merchant_id, id_number) WHERE id_number IS NOT NULL;
CREATE UNIQUE INDEX members_invitation_code_key ON members (merchant_id, upper(invitation_code))
  WHERE invitation_code IS NOT NULL;

-- Bearer tokens: 256 random bits, only their SHA-256 is stored (DESIGN section 5).
CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  token_hash   bytea NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
  member_id    bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           inet,
  user_agent   text
);
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE revoked_at IS NULL;

-- Numeric image captchas: single use, bound to the client address, short-lived. The answer is
-- kept in clear: it is worthless after two minutes and the database is the server's own.
CREATE TABLE captchas (
  id          uuid PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  client_ip   inet NOT NULL,
  answer      text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- One-time codes sent by SMS or e-mail, hashed; attempts counted.
CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel     text NOT NULL CONSTRAINT verification_codes_channel_check CHECK (channel IN ('SMS', 'EMAIL')),
  recipient   text NOT NULL,
  purpose     text NOT NULL CONSTRAINT verification_codes_purpose_check
                CHECK (purpose IN ('register', 'login', 'reset', 'payment')),
  code_hash   bytea NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  requested_ip inet,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_recipient_idx ON verification_codes (merchant_id, recipient, purpose, created_at DESC);
CREATE INDEX verification_codes_ip_idx ON verification_codes (requested_ip, created_at);

-- What the built-in providers "send": the operator (and the tests) read it.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel     text NOT NULL CONSTRAINT outbox_channel_check CHECK (channel IN ('SMS', 'EMAIL')),
  recipient   text NOT NULL,
  body        text NOT NULL,
  provider    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

-- Failed-login counters per account and per client address, shared by every server process.
CREATE TABLE auth_throttle (
  key               text PRIMARY KEY,
  failures          integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz
);

-- Per-merchant overrides of the registration field rules (defaults live in the code).
CREATE TABLE registration_field_rules (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  field       text NOT NULL,
  enabled     boolean NOT NULL,
  required    boolean NOT NULL,
  pattern     text NOT NULL,
  -- { PT: '...', EN: '...' }
  messages    jsonb NOT NULL,
  PRIMARY KEY (merchant_id, field)
);

-- RSA keys that unwrap the login and registration payloads; shared by all processes.
CREATE TABLE encryption_keys (
  id          text PRIMARY KEY,
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Nonces of encrypted payloads already accepted, kept until they would be stale anyway.
CREATE TABLE seen_nonces (
  nonce      text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX seen_nonces_expires_idx ON seen_nonces (expires_at);
