-- Responsible gaming (issue 19 parts 1-3): limits on deposits, losses, wagers and session time,
-- time-outs and self-exclusion matched by CPF across an operator's merchants, a local copy of the
-- central self-exclusion register, and the reality-check interval.

-- Merchants of one operator share exclusions by CPF; NULL: the deployment's own operator (every
-- merchant without a code is one operator). A raise or removal of a limit waits this many hours.
ALTER TABLE merchants
  ADD COLUMN operator_code text,
  ADD COLUMN rg_cooling_off_hours smallint NOT NULL DEFAULT 24
    CONSTRAINT merchants_rg_cooling_off_hours_check CHECK (rg_cooling_off_hours BETWEEN 1 AND 720);

-- One row per member, kind and period. `amount` is the member's own limit (minor units of the
-- merchant's currency; minutes for SESSION), `operator_amount` a stricter one staff set; the lower
-- of the two holds. A raise or removal waits in `pending_*` until `pending_from`, then the
-- member confirms it. Bets and deposits lock the member's rows, so concurrent ones are counted in turn.
CREATE TABLE rg_limits (
  member_id       bigint NOT NULL REFERENCES members (id),
  kind            text NOT NULL CONSTRAINT rg_limits_kind_check CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
  period          text NOT NULL CONSTRAINT rg_limits_period_check CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
  amount          bigint CONSTRAINT rg_limits_amount_check CHECK (amount > 0),
  operator_amount bigint CONSTRAINT rg_limits_operator_amount_check CHECK (operator_amount > 0),
  -- a waiting raise: the new amount, or NULL with pending_remove to remove the limit
  pending_amount  bigint CONSTRAINT rg_limits_pending_amount_check CHECK (pending_amount > 0),
  pending_remove  boolean NOT NULL DEFAULT false,
  pending_from    timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CONSTRAINT rg_limits_session_period CHECK ((kind = 'SESSION') = (period = 'SESSION'))
);

-- A time-out or a self-exclusion. `ends_at` NULL: indefinite. A self-exclusion stays in force after
-- its end until the member asks to reopen and `reopens_at` passes. `cpf` and `operator_code` are
-- the member's at the time, so every merchant of that operator refuses the same person.
CREATE TABLE rg_exclusions (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members (id),
  merchant_id   integer NOT NULL REFERENCES merchants (id),
  operator_code text NOT NULL,
  cpf           text,
  kind          text NOT NULL CONSTRAINT rg_exclusions_kind_check CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz,
  reopen_requested_at timestamptz,
  reopens_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rg_exclusions_time_out_ends CHECK (kind = 'SELF_EXCLUSION' OR ends_at IS NOT NULL)
);
CREATE INDEX rg_exclusions_member_idx ON rg_exclusions (member_id);
CREATE INDEX rg_exclusions_cpf_idx ON rg_exclusions (operator_code, cpf) WHERE cpf IS NOT NULL;

-- The local self-exclusion register: CPFs the operator imported from the national register (or
-- added), refused at registration and login on every merchant.
CREATE TABLE rg_register (
  cpf         text PRIMARY KEY CONSTRAINT rg_register_cpf_format CHECK (cpf ~ '^[0-9]{11}$'),
  source      text NOT NULL,
  ends_at     timestamptz,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- The member's reality check: a reminder every N minutes of play.
CREATE TABLE rg_settings (
  member_id             bigint PRIMARY KEY REFERENCES members (id),
  reality_check_minutes smallint CONSTRAINT rg_settings_reality_check_check CHECK (reality_check_minutes BETWEEN 1 AND 240),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- When the reality check was last answered, in which login session: the next one is N minutes on.
ALTER TABLE rg_settings
  ADD COLUMN checked_at timestamptz,
  ADD COLUMN checked_session_id bigint;

-- A time-out or self-exclusion ends the member's game sessions, as a block does.
ALTER TABLE game_sessions DROP CONSTRAINT game_sessions_end_reason_check;
ALTER TABLE game_sessions ADD CONSTRAINT game_sessions_end_reason_check
  CHECK (end_reason IN ('LOGOUT', 'PASSWORD_CHANGE', 'PASSWORD_RESET', 'BLOCKED', 'EXCLUDED', 'SESSION_LIMIT'));
