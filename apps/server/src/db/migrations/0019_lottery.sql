-- The in-house lottery (issue 14): scheduled draws per merchant, tickets of sub-orders, and each
-- merchant's odds, limits and suspensions. Money moves only through the seamless wallet: a
-- sub-order is a wallet bet (its id is the bet's transaction id), a win is credited against it and
-- a cancelled or voided sub-order is rolled back.

-- Periods follow the merchant's local day.
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Sao_Paulo';

-- One period of a game at a merchant. Its seed is made with the row, before the period opens, and
-- only its hash is shown until the draw; the result is the seed's draw (packages/games lottery).
-- OPEN: taking bets until closes_at. DRAWN: result fixed, sub-orders settling. SETTLED: every
-- sub-order settled. VOID: voided by an operator; every sub-order rolled back.
CREATE TABLE lottery_periods (
  merchant_id    integer NOT NULL REFERENCES merchants (id),
  game_code      text NOT NULL,
  numero         text NOT NULL,
  opens_at       timestamptz NOT NULL,
  closes_at      timestamptz NOT NULL,
  draws_at       timestamptz NOT NULL,
  seed           text NOT NULL,
  seed_hash      text NOT NULL,
  result         jsonb,
  status         text NOT NULL DEFAULT 'OPEN'
    CONSTRAINT lottery_periods_status_check CHECK (status IN ('OPEN', 'DRAWN', 'SETTLED', 'VOID')),
  -- A settling process holds the period until then; another takes over after it.
  settling_until timestamptz,
  drawn_at       timestamptz,
  settled_at     timestamptz,
  PRIMARY KEY (merchant_id, game_code, numero),
  CONSTRAINT lottery_periods_times_check CHECK (opens_at < closes_at AND closes_at <= draws_at)
);
CREATE INDEX lottery_periods_due_idx ON lottery_periods (draws_at) WHERE status IN ('OPEN', 'DRAWN');

-- A ticket: the sub-orders a member placed together on one period.
CREATE TABLE lottery_orders (
  id          text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  session_id  text NOT NULL REFERENCES game_sessions (id),
  game_code   text NOT NULL,
  numero      text NOT NULL,
  currency    text NOT NULL,
  total       bigint NOT NULL CONSTRAINT lottery_orders_total_positive CHECK (total > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, game_code, numero) REFERENCES lottery_periods (merchant_id, game_code, numero)
);
CREATE INDEX lottery_orders_member_idx ON lottery_orders (member_id, created_at DESC);

-- One bet of a ticket. payout_e4 is the odds per hit when it was placed. PENDING: the wallet bet
-- may be under way. PLACED: it went through. REFUSED: the wallet refused it. CANCELLED: the member
-- cancelled it before the close. VOID: its period was voided. ROLLED_BACK: the wallet bet never
-- finished and its stake was returned. SETTLED: the win (or nothing) is paid. A CANCELLED, VOID or
-- ROLLED_BACK sub-order's stake is returned by the wallet before settled_at is set.
CREATE TABLE lottery_suborders (
  id         text PRIMARY KEY,
  order_id   text NOT NULL REFERENCES lottery_orders (id),
  bet_type   text NOT NULL,
  pick       text NOT NULL,
  amount     bigint NOT NULL CONSTRAINT lottery_suborders_amount_positive CHECK (amount > 0),
  payout_e4  integer NOT NULL CONSTRAINT lottery_suborders_payout_positive CHECK (payout_e4 > 0),
  hits       integer,
  win        bigint,
  status     text NOT NULL DEFAULT 'PENDING'
    CONSTRAINT lottery_suborders_status_check
    CHECK (status IN ('PENDING', 'PLACED', 'REFUSED', 'CANCELLED', 'VOID', 'ROLLED_BACK', 'SETTLED')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  settled_at timestamptz
);
CREATE INDEX lottery_suborders_order_idx ON lottery_suborders (order_id);

-- How much a period could pay on one pick of one bet type: the liability cap is checked against it
-- in the same statement that adds a sub-order's share, so concurrent bets cannot pass it together.
CREATE TABLE lottery_exposure (
  merchant_id integer NOT NULL,
  game_code   text NOT NULL,
  numero      text NOT NULL,
  bet_type    text NOT NULL,
  pick        text NOT NULL,
  liability   bigint NOT NULL CONSTRAINT lottery_exposure_liability_not_negative CHECK (liability >= 0),
  PRIMARY KEY (merchant_id, game_code, numero, bet_type, pick),
  FOREIGN KEY (merchant_id, game_code, numero) REFERENCES lottery_periods (merchant_id, game_code, numero)
);

-- A merchant's settings of a game; without a row the game's defaults apply. Amounts in minor units.
CREATE TABLE lottery_game_settings (
  merchant_id          integer NOT NULL REFERENCES merchants (id),
  game_code            text NOT NULL,
  suspended            boolean NOT NULL DEFAULT false,
  min_bet              bigint,
  max_bet              bigint,
  -- The most a period may have to pay on one pick of one bet type.
  max_pick_liability   bigint,
  -- The most one member may stake on one period.
  max_period_stake     bigint,
  -- Odds per bet type in 1/10,000ths per hit, replacing the defaults: {"lo2": 35000}.
  odds                 jsonb NOT NULL DEFAULT '{}',
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, game_code)
);
