-- The game catalogue (issue 5): vendors, games, per-merchant enablement, favourites, recent games.

CREATE TABLE game_vendors (
  -- the spec's vassalage
  code              text PRIMARY KEY CONSTRAINT game_vendors_code_format CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  display_name      text NOT NULL,
  account_type_name text NOT NULL,
  -- main lobby category; sports vendors may be COCKFIGHT or ESPORTS (spec 'Vendor sorting')
  category          text NOT NULL,
  logo_url          text NOT NULL DEFAULT '',
  -- where a launch goes; NULL: no live integration, launching says the provider is unavailable
  launch_url        text,
  sort              integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  node_id           bigserial PRIMARY KEY,
  vendor_code       text NOT NULL REFERENCES game_vendors (code),
  game_code         text NOT NULL,
  game_id           text NOT NULL,
  room_id           text,
  game_group_id     text,
  lotto_mode        text,
  tel_node_id       text,
  -- { PT: '...', EN: '...' }
  names             jsonb NOT NULL,
  -- lower-case names without accents, for accent- and case-insensitive search
  search_text       text NOT NULL,
  game_type         text NOT NULL,
  classify          text[] NOT NULL DEFAULT '{}',
  -- spec: 0 = free play supported
  support_play      smallint NOT NULL DEFAULT 1 CONSTRAINT games_support_play_check CHECK (support_play IN (0, 1)),
  is_h5             boolean NOT NULL DEFAULT true,
  icon_url          text NOT NULL DEFAULT '',
  min_bet           bigint NOT NULL DEFAULT 1 CONSTRAINT games_min_bet_positive CHECK (min_bet > 0),
  min_line          integer NOT NULL DEFAULT 0,
  is_new            boolean NOT NULL DEFAULT false,
  hot_rank          integer,
  active            boolean NOT NULL DEFAULT true,
  sort              integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT games_vendor_code_key UNIQUE (vendor_code, game_code)
);
CREATE INDEX games_type_idx ON games (game_type, vendor_code, sort, node_id) WHERE active;
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL AND active;

-- A merchant switches games off or reorders them; no row means on, in catalogue order.
CREATE TABLE merchant_games (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  node_id     bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  enabled     boolean NOT NULL DEFAULT true,
  sort        integer,
  PRIMARY KEY (merchant_id, node_id)
);

CREATE TABLE favourite_games (
  member_id  bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id   bigint NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, played_at DESC);
