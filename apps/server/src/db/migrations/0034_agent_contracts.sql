-- Agents' pay (issue 17 parts 2, 3 and 5): rebate rates and quotas, salary and dividend contracts,
-- settlement runs and their lines. Money itself moves only through the ledger (AGENT_COMMISSION
-- -> the agent's PLAYER_CASH), keyed by the line so a run repeated or raced pays once.

-- An agent's rebate rate per game type, in basis points of valid turnover (150 = 1.50%).
-- Never above the upline's: the service checks it under the tree's lock.
CREATE TABLE agent_rebate_rates (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_type   text NOT NULL,
  rate_bp     integer NOT NULL CONSTRAINT agent_rebate_rates_rate_check CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_type)
);

-- How many direct downlines an agent may give a rate of at least rate_bp (set by the operator).
CREATE TABLE agent_rebate_quotas (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  rate_bp     integer NOT NULL CONSTRAINT agent_rebate_quotas_rate_check CHECK (rate_bp BETWEEN 0 AND 10000),
  quota       integer NOT NULL CONSTRAINT agent_rebate_quotas_quota_check CHECK (quota >= 0),
  PRIMARY KEY (member_id, rate_bp)
);

CREATE TABLE agent_contracts (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id      bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind           text NOT NULL CONSTRAINT agent_contracts_kind_check
                   CHECK (kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND')),
  -- Tiers, sorted and validated by the service (no overlap).
  tiers          jsonb NOT NULL,
  notice_days    integer NOT NULL DEFAULT 7 CONSTRAINT agent_contracts_notice_check CHECK (notice_days BETWEEN 0 AND 90),
  -- Who offered it: the upline (a member) or the operator (a staff member).
  offered_by_member_id bigint REFERENCES members (id) ON DELETE SET NULL,
  offered_by_staff_id  bigint,
  status         text NOT NULL DEFAULT 'PENDING' CONSTRAINT agent_contracts_status_check
                   CHECK (status IN ('PENDING', 'ACTIVE', 'REFUSED', 'CANCELLED')),
  created_at     timestamptz NOT NULL,
  decided_at     timestamptz,
  -- Cancelled with notice: the contract keeps paying the periods that start before ends_at.
  ends_at        timestamptz
);
-- One open contract of a kind per agent: a new offer waits until the last one is decided or over.
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (member_id, kind) WHERE status = 'PENDING';
CREATE INDEX agent_contracts_member_idx ON agent_contracts (member_id, kind, created_at DESC);
CREATE INDEX agent_contracts_merchant_idx ON agent_contracts (merchant_id, created_at DESC);

-- A run: one kind over one period of one merchant, previewed then approved (paid).
CREATE TABLE agent_settlement_runs (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind          text NOT NULL CONSTRAINT agent_settlement_runs_kind_check
                  CHECK (kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND', 'REBATE')),
  period_start  timestamptz NOT NULL,
  period_end    timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'PREVIEW' CONSTRAINT agent_settlement_runs_status_check
                  CHECK (status IN ('PREVIEW', 'PAID')),
  total         bigint NOT NULL DEFAULT 0,
  created_by    bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  approved_by   bigint,
  approved_at   timestamptz,
  CONSTRAINT agent_settlement_runs_period_key UNIQUE (merchant_id, kind, period_start)
);

-- What one agent gets of a run. (kind, member, period) is unique across runs too: an agent is paid
-- once per period whatever happens to the runs.
CREATE TABLE agent_settlement_lines (
  run_id        bigint NOT NULL REFERENCES agent_settlement_runs (id) ON DELETE CASCADE,
  merchant_id   integer NOT NULL,
  kind          text NOT NULL,
  period_start  timestamptz NOT NULL,
  member_id     bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  contract_id   bigint REFERENCES agent_contracts (id) ON DELETE SET NULL,
  amount        bigint NOT NULL CONSTRAINT agent_settlement_lines_amount_check CHECK (amount >= 0),
  -- The figures the amount came from (turnover, active players, net loss, tier...).
  basis         jsonb NOT NULL,
  -- Dividends: the negative net carried into the next period (0 or below).
  carry_out     bigint NOT NULL DEFAULT 0,
  transfer_id   bigint,
  paid_at       timestamptz,
  PRIMARY KEY (run_id, member_id),
  CONSTRAINT agent_settlement_lines_once UNIQUE (kind, member_id, period_start)
);
CREATE INDEX agent_settlement_lines_member_idx ON agent_settlement_lines (member_id, kind, period_start DESC);
