-- The seamless wallet that every game uses (issue 4 part 2): vendors, game sessions, bets.

-- A game vendor that calls the wallet over HTTP, signing each request with its secret.
CREATE TABLE wallet_vendors (
  code       text PRIMARY KEY CONSTRAINT wallet_vendors_code_format CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  secret     text NOT NULL,
  active     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A launched game: one member, one game, one currency (PLAY for free play).
CREATE TABLE game_sessions (
  id          text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  vendor_code text NOT NULL,
  game_code   text NOT NULL,
  currency    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX game_sessions_member_idx ON game_sessions (member_id, created_at DESC);

-- Every bet a vendor placed, and what became of it. A rollback of an unknown bet leaves a row
-- ROLLED_BACK with no amount, so the late bet with that id is refused.
CREATE TABLE wallet_bets (
  vendor_code text NOT NULL,
  tx_id       text NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint REFERENCES members (id),
  session_id  text REFERENCES game_sessions (id),
  currency    text,
  round_id    text,
  amount      bigint,
  won         bigint NOT NULL DEFAULT 0,
  status      text NOT NULL CONSTRAINT wallet_bets_status_check CHECK (status IN ('PLACED', 'REFUSED', 'ROLLED_BACK')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, tx_id)
);
CREATE INDEX wallet_bets_member_idx ON wallet_bets (member_id, created_at DESC);
CREATE INDEX wallet_bets_round_idx ON wallet_bets (vendor_code, round_id);
