-- VIP levels, the daily sign-in calendar and leaderboards (issue 18 parts 2 and 3). Every reward
-- they pay is a bonus grant (promotions/grants.ts), idempotent by its key; these tables hold the
-- rules and the facts that decide a reward (a member's level, a day's claim, a period's ranks).

-- A merchant's VIP rules. Without a row the merchant has no VIP programme.
CREATE TABLE vip_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id),
  -- NULL: lifetime deposits and turnover (a level once reached is kept); N: the last N days
  window_days integer CONSTRAINT vip_settings_window CHECK (window_days BETWEEN 1 AND 365),
  -- with a window, a member whose totals fall below the level's thresholds goes down
  downgrade   boolean NOT NULL DEFAULT false,
  -- times the bonus to wager before a VIP bonus becomes cash (0: cash at once)
  turnover_multiple integer NOT NULL DEFAULT 1 CONSTRAINT vip_settings_turnover CHECK (turnover_multiple BETWEEN 0 AND 100),
  version     integer NOT NULL DEFAULT 1
);

-- The levels: a member is at the highest level whose deposit AND turnover thresholds it meets.
CREATE TABLE vip_levels (
  merchant_id      integer NOT NULL REFERENCES merchants (id),
  level            integer NOT NULL CONSTRAINT vip_levels_level CHECK (level BETWEEN 1 AND 50),
  name             text NOT NULL CONSTRAINT vip_levels_name CHECK (char_length(name) BETWEEN 1 AND 32),
  min_deposit      bigint NOT NULL CONSTRAINT vip_levels_deposit CHECK (min_deposit >= 0),
  min_turnover     bigint NOT NULL CONSTRAINT vip_levels_turnover CHECK (min_turnover >= 0),
  level_up_bonus   bigint NOT NULL DEFAULT 0 CONSTRAINT vip_levels_level_up CHECK (level_up_bonus >= 0),
  weekly_bonus     bigint NOT NULL DEFAULT 0 CONSTRAINT vip_levels_weekly CHECK (weekly_bonus >= 0),
  monthly_bonus    bigint NOT NULL DEFAULT 0 CONSTRAINT vip_levels_monthly CHECK (monthly_bonus >= 0),
  -- the most the member may withdraw a day at this level (NULL: the site's limit)
  withdraw_daily_max bigint CONSTRAINT vip_levels_withdraw CHECK (withdraw_daily_max > 0),
  -- percent of a period's net loss returned, shown on the benefits page (basis points: 150 = 1.5%)
  cashback_bps     integer NOT NULL DEFAULT 0 CONSTRAINT vip_levels_cashback CHECK (cashback_bps BETWEEN 0 AND 10000),
  PRIMARY KEY (merchant_id, level)
);

-- The level each member has reached (absent: none). members.vip_label carries its name.
CREATE TABLE member_vip (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  level       integer NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_vip_merchant_idx ON member_vip (merchant_id, level);

-- The daily sign-in calendar: day N of a streak pays rewards[N] (the cycle starts again after the
-- last day). Without a row, or not enabled, the merchant has no sign-in calendar.
CREATE TABLE sign_in_calendars (
  merchant_id       integer PRIMARY KEY REFERENCES merchants (id),
  enabled           boolean NOT NULL DEFAULT true,
  rewards           bigint[] NOT NULL CONSTRAINT sign_in_calendars_rewards CHECK (cardinality(rewards) BETWEEN 1 AND 31),
  -- true: a missed day starts the streak again at day 1; false: the streak carries on
  reset_on_miss     boolean NOT NULL DEFAULT true,
  turnover_multiple integer NOT NULL DEFAULT 1 CONSTRAINT sign_in_calendars_turnover CHECK (turnover_multiple BETWEEN 0 AND 100),
  version           integer NOT NULL DEFAULT 1
);

-- One claim per member and local day (the merchant's time zone): the primary key is what makes a
-- double tap or two racing requests claim once.
CREATE TABLE sign_in_claims (
  member_id   bigint NOT NULL REFERENCES members (id),
  day         date NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  streak      integer NOT NULL CONSTRAINT sign_in_claims_streak CHECK (streak >= 1),
  amount      bigint NOT NULL,
  grant_id    bigint,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);
CREATE INDEX sign_in_claims_merchant_idx ON sign_in_claims (merchant_id, created_at DESC);

-- Leaderboards: members ranked by turnover or wins of a period; prizes[rank-1] paid at its end.
CREATE TABLE leaderboards (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  titles      jsonb NOT NULL,
  metric      text NOT NULL CONSTRAINT leaderboards_metric CHECK (metric IN ('TURNOVER', 'WIN')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  prizes      bigint[] NOT NULL CONSTRAINT leaderboards_prizes CHECK (cardinality(prizes) BETWEEN 1 AND 100),
  turnover_multiple integer NOT NULL DEFAULT 1 CONSTRAINT leaderboards_turnover CHECK (turnover_multiple BETWEEN 0 AND 100),
  status      text NOT NULL DEFAULT 'RUNNING' CONSTRAINT leaderboards_status CHECK (status IN ('RUNNING', 'CLOSED')),
  closed_at   timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leaderboards_period CHECK (ends_at > starts_at)
);
CREATE INDEX leaderboards_merchant_idx ON leaderboards (merchant_id, ends_at DESC);
CREATE INDEX leaderboards_due_idx ON leaderboards (ends_at) WHERE status = 'RUNNING';

-- The final ranks of a closed leaderboard and the grant of each prize.
CREATE TABLE leaderboard_winners (
  leaderboard_id integer NOT NULL REFERENCES leaderboards (id),
  rank        integer NOT NULL,
  member_id   bigint NOT NULL REFERENCES members (id),
  score       bigint NOT NULL,
  prize       bigint NOT NULL,
  grant_id    bigint,
  PRIMARY KEY (leaderboard_id, rank)
);

-- The ranking reads a merchant's settled bets of a period.
CREATE INDEX wallet_bets_merchant_created_idx ON wallet_bets (merchant_id, created_at) WHERE status = 'PLACED';
