-- Shared rounds of the in-house studio (issue 6): crash and the money wheel, one round at a time
-- for every player, each round's result taken from a pre-committed hash chain.

-- A game's hash chain: a secret seed hashed `length` times; the terminal hash and the salt are
-- published before any of its rounds. Round k of the chain uses the seed hashed length - k times.
-- One live chain per game; a new one starts when its rounds are used up.
CREATE TABLE studio_chains (
  id            bigserial PRIMARY KEY,
  game_code     text NOT NULL,
  seed          text NOT NULL,
  terminal_hash text NOT NULL,
  salt          text NOT NULL,
  length        integer NOT NULL CONSTRAINT studio_chains_length_positive CHECK (length > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  used_up_at    timestamptz
);
CREATE UNIQUE INDEX studio_chains_live_idx ON studio_chains (game_code) WHERE used_up_at IS NULL;

-- One shared round. Its whole timeline is fixed when it is made, in the database's clock:
-- bets until starts_at, then it runs (the crash multiplier climbs, the wheel spins) until ends_at,
-- the result shows until next_at, when the next round opens. Exactly one process makes each round
-- (the primary key); any process may run and settle it through guarded updates.
-- BETTING: open for bets. RUNNING: a process saw it start. SETTLED: every bet settled.
-- VOID: no process saw it start (all were down), so its bets were rolled back.
CREATE TABLE studio_shared_rounds (
  game_code      text NOT NULL,
  seq            bigint NOT NULL,
  chain_id       bigint NOT NULL REFERENCES studio_chains (id),
  chain_round    integer NOT NULL,
  hash           text NOT NULL,
  -- Game facts fixed by the hash, kept from the players until ends_at (crash point, wheel stop).
  result         jsonb NOT NULL,
  -- Crash: the multiplier curve's speed (1 in play).
  speed          integer NOT NULL DEFAULT 1,
  run_ms         integer NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  next_at        timestamptz NOT NULL,
  status         text NOT NULL DEFAULT 'BETTING'
    CONSTRAINT studio_shared_rounds_status_check CHECK (status IN ('BETTING', 'RUNNING', 'SETTLED', 'VOID')),
  -- A settling process holds the round until then; another takes over after it.
  settling_until timestamptz,
  settled_at     timestamptz,
  PRIMARY KEY (game_code, seq),
  UNIQUE (chain_id, chain_round)
);
CREATE INDEX studio_shared_rounds_open_idx ON studio_shared_rounds (game_code, ends_at)
  WHERE status IN ('BETTING', 'RUNNING');

-- A bet in a shared round. tx_id is the wallet's bet id (unique per player and round); the win
-- is credited with the same id. PENDING: the wallet bet may be under way. PLACED: it went through.
-- DECIDED: payout fixed (a cash-out or the round's end), the win not yet credited. SETTLED: done.
-- REFUSED: the wallet refused the bet. ROLLED_BACK: the stake went back.
CREATE TABLE studio_shared_bets (
  tx_id            text PRIMARY KEY,
  game_code        text NOT NULL,
  round_seq        bigint NOT NULL,
  bet_id           text NOT NULL,
  merchant_id      integer NOT NULL REFERENCES merchants (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  session_id       text NOT NULL REFERENCES game_sessions (id),
  currency         text NOT NULL,
  player_name      text NOT NULL,
  amount           bigint NOT NULL CONSTRAINT studio_shared_bets_amount_positive CHECK (amount > 0),
  -- Crash: the auto cash-out target and the accepted cash-out (ms after take-off), in hundredths.
  auto_cash_out_e2 integer,
  cash_out_ms      integer,
  -- Money wheel: the label bet on.
  label            integer,
  payout_e4        integer,
  win              bigint,
  status           text NOT NULL DEFAULT 'PENDING'
    CONSTRAINT studio_shared_bets_status_check
    CHECK (status IN ('PENDING', 'PLACED', 'DECIDED', 'SETTLED', 'REFUSED', 'ROLLED_BACK')),
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  settled_at       timestamptz,
  FOREIGN KEY (game_code, round_seq) REFERENCES studio_shared_rounds (game_code, seq)
);
CREATE INDEX studio_shared_bets_round_idx ON studio_shared_bets (game_code, round_seq);
CREATE INDEX studio_shared_bets_member_idx ON studio_shared_bets (member_id, created_at DESC);
