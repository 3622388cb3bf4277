-- Deposits, withdrawals, promotions, staff and the audit log (issue 4 parts 4-6).

ALTER TABLE merchants
  ADD COLUMN withdraw_min bigint NOT NULL DEFAULT 2000,
  ADD COLUMN withdraw_max bigint NOT NULL DEFAULT 5000000,
  ADD COLUMN withdraw_daily_max bigint NOT NULL DEFAULT 10000000;

CREATE TABLE deposit_methods (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- PIX: gateway with QR code and signed webhook; BANK_TRANSFER: manual, approved by the operator
  code        text NOT NULL CONSTRAINT deposit_methods_code_check CHECK (code IN ('PIX', 'BANK_TRANSFER')),
  name        text NOT NULL,
  min_amount  bigint NOT NULL CONSTRAINT deposit_methods_min_positive CHECK (min_amount > 0),
  max_amount  bigint NOT NULL,
  -- bank details shown for a manual transfer
  details     jsonb NOT NULL DEFAULT '{}',
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  CONSTRAINT deposit_methods_range CHECK (max_amount >= min_amount)
);

CREATE TABLE deposit_promotions (
  id                  serial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- { PT: '...', EN: '...' }
  titles              jsonb NOT NULL,
  percent             integer NOT NULL CONSTRAINT deposit_promotions_percent CHECK (percent BETWEEN 1 AND 500),
  max_bonus           bigint NOT NULL,
  min_deposit         bigint NOT NULL,
  -- the bonus and the deposit must be wagered this many times before the bonus is released
  turnover_multiplier integer NOT NULL CONSTRAINT deposit_promotions_turnover CHECK (turnover_multiplier BETWEEN 0 AND 100),
  active              boolean NOT NULL DEFAULT true
);

CREATE TABLE deposit_orders (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  member_id    bigint NOT NULL REFERENCES members (id),
  method_id    integer NOT NULL REFERENCES deposit_methods (id),
  amount       bigint NOT NULL CONSTRAINT deposit_orders_amount_positive CHECK (amount > 0),
  currency     text NOT NULL,
  status       text NOT NULL CONSTRAINT deposit_orders_status_check CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
  -- the member's transfer reference (manual) or the gateway's transaction id (PIX)
  reference    text,
  provider_ref text CONSTRAINT deposit_orders_provider_ref_key UNIQUE,
  pix_code     text,
  promotion_id integer REFERENCES deposit_promotions (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  decided_at   timestamptz,
  decided_by   text,
  reason       text
);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, created_at DESC);
CREATE INDEX deposit_orders_status_idx ON deposit_orders (merchant_id, status, created_at);

-- Wagering a member owes before a bonus is released to cash.
CREATE TABLE turnover_requirements (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  currency    text NOT NULL,
  required    bigint NOT NULL,
  bonus       bigint NOT NULL,
  source      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE INDEX turnover_requirements_open_idx ON turnover_requirements (member_id) WHERE released_at IS NULL;

-- Where a member is paid: a bank account or a PIX key, in the member's own name.
CREATE TABLE bank_cards (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  kind           text NOT NULL CONSTRAINT bank_cards_kind_check CHECK (kind IN ('BANK', 'PIX')),
  holder_name    text NOT NULL,
  bank_name      text,
  branch         text,
  account_number text,
  pix_key_type   text CONSTRAINT bank_cards_pix_key_type_check CHECK (pix_key_type IN ('CPF', 'EMAIL', 'PHONE', 'EVP')),
  pix_key        text,
  active         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bank_cards_shape CHECK (
    (kind = 'PIX' AND pix_key IS NOT NULL AND pix_key_type IS NOT NULL)
    OR (kind = 'BANK' AND account_number IS NOT NULL AND bank_name IS NOT NULL))
);
CREATE UNIQUE INDEX bank_cards_pix_key ON bank_cards (member_id, pix_key) WHERE kind = 'PIX' AND active;
CREATE UNIQUE INDEX bank_cards_account_key ON bank_cards (member_id, bank_name, account_number) WHERE kind = 'BANK' AND active;

CREATE TABLE withdrawal_orders (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  card_id     bigint NOT NULL REFERENCES bank_cards (id),
  amount      bigint NOT NULL CONSTRAINT withdrawal_orders_amount_positive CHECK (amount > 0),
  currency    text NOT NULL,
  status      text NOT NULL CONSTRAINT withdrawal_orders_status_check CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  decided_at  timestamptz,
  decided_by  text,
  reason      text
);
CREATE INDEX withdrawal_orders_member_idx ON withdrawal_orders (member_id, created_at DESC);
CREATE INDEX withdrawal_orders_status_idx ON withdrawal_orders (merchant_id, status, created_at);

-- Operator staff: their own accounts, roles and sessions.
CREATE TABLE staff (
  id            serial PRIMARY KEY,
  -- NULL: platform staff who see every merchant
  merchant_id   integer REFERENCES merchants (id),
  username      text NOT NULL CONSTRAINT staff_username_key UNIQUE,
  password_hash text NOT NULL,
  role          text NOT NULL CONSTRAINT staff_role_check CHECK (role IN ('ADMIN', 'FINANCE', 'SUPPORT')),
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_sessions (
  token_hash bytea PRIMARY KEY,
  staff_id   integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- Every staff action, and every money decision, with who, what and from where.
CREATE TABLE audit_log (
  id         bigserial PRIMARY KEY,
  staff_id   integer REFERENCES staff (id),
  action     text NOT NULL,
  target     text NOT NULL,
  details    jsonb NOT NULL DEFAULT '{}',
  ip         inet,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

-- Secrets the platform makes for itself on first start (the sandbox gateway's webhook key).
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
