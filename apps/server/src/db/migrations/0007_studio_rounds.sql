-- The in-house studio's provably-fair seeds and the rounds of its single-player games (issue 6).

-- Per member and game: the server seed, committed as its SHA-256 hash before any round uses it,
-- the player's client seed, and the nonce of the last round. Rotation reveals the seed (sets
-- revealed_at) and starts a new pair; a revealed seed is never used again.
CREATE TABLE studio_seeds (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members (id),
  game_code        text NOT NULL,
  server_seed      text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL,
  nonce            bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  revealed_at      timestamptz
);
CREATE UNIQUE INDEX studio_seeds_active_idx ON studio_seeds (member_id, game_code) WHERE revealed_at IS NULL;

-- One round of a single-player game. Its id is the wallet's bet id, so the bet, the win and a
-- rollback are keyed by it. OPEN: the bet may have gone through and the round is not decided yet
-- (a multi-step round waits for the player). SETTLING: the result is decided and stored, the win
-- may not be credited yet. The recovery sweep finishes both after a crash.
CREATE TABLE studio_rounds (
  id          text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  session_id  text NOT NULL REFERENCES game_sessions (id),
  game_code   text NOT NULL,
  currency    text NOT NULL,
  stake       bigint NOT NULL CONSTRAINT studio_rounds_stake_positive CHECK (stake > 0),
  seed_id     bigint NOT NULL REFERENCES studio_seeds (id),
  nonce       bigint NOT NULL,
  params      jsonb NOT NULL,
  -- A multi-step round's state between moves (mines: positions and tiles revealed). The API sends
  -- the player only what is not hidden.
  state       jsonb,
  outcome     jsonb,
  payout_e4   integer,
  win         bigint,
  status      text NOT NULL CONSTRAINT studio_rounds_status_check CHECK (status IN ('OPEN', 'SETTLING', 'SETTLED', 'REFUSED', 'VOID')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX studio_rounds_member_idx ON studio_rounds (member_id, game_code, created_at DESC);
CREATE INDEX studio_rounds_open_idx ON studio_rounds (created_at) WHERE status IN ('OPEN', 'SETTLING');
