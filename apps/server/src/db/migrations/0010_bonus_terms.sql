-- Bonus terms (hardening 13): a welcome bonus once per member and per CPF, game-weighted
-- turnover recorded bet by bet, a maximum bet while a bonus is active, a maximum conversion.

-- WELCOME: once per member and per CPF, on the member's first deposit; RELOAD: any deposit.
-- Existing promotions become WELCOME, the restrictive reading, until the operator says otherwise.
ALTER TABLE deposit_promotions
  ADD COLUMN kind text NOT NULL DEFAULT 'WELCOME'
    CONSTRAINT deposit_promotions_kind_check CHECK (kind IN ('WELCOME', 'RELOAD')),
  -- the largest stake accepted while this promotion's bonus is active
  ADD COLUMN max_bet bigint NOT NULL DEFAULT 2500
    CONSTRAINT deposit_promotions_max_bet_positive CHECK (max_bet > 0),
  -- the most of the bonus released to cash once the turnover is met; NULL: the whole bonus
  ADD COLUMN max_conversion bigint
    CONSTRAINT deposit_promotions_max_conversion_positive CHECK (max_conversion > 0);

-- One row per welcome bonus granted: the database refuses a second one for the member, or for
-- the CPF the member had when claiming, so two deposits credited at once cannot both get one.
CREATE TABLE welcome_bonus_claims (
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  member_id    bigint NOT NULL REFERENCES members (id),
  id_number    text,
  order_id     bigint NOT NULL REFERENCES deposit_orders (id),
  promotion_id integer NOT NULL REFERENCES deposit_promotions (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id)
);
CREATE UNIQUE INDEX welcome_bonus_claims_id_number_key ON welcome_bonus_claims (merchant_id, id_number)
  WHERE id_number IS NOT NULL;

-- The terms a requirement was granted with (a later change of the promotion does not touch
-- them), and what its release paid and forfeited.
ALTER TABLE turnover_requirements
  ADD COLUMN promotion_id integer REFERENCES deposit_promotions (id),
  ADD COLUMN max_bet bigint,
  ADD COLUMN max_conversion bigint,
  ADD COLUMN released bigint,
  ADD COLUMN forfeited bigint;

-- How much of a stake counts towards turnover, in percent, per game type (lobby category) or per
-- game. A merchant's row wins over the platform default (merchant_id NULL); a game's row over its
-- type's; a game with neither counts nothing.
CREATE TABLE bonus_game_weights (
  id             serial PRIMARY KEY,
  merchant_id    integer REFERENCES merchants (id) ON DELETE CASCADE,
  game_type      text,
  vendor_code    text,
  game_code      text,
  weight_percent smallint NOT NULL CONSTRAINT bonus_game_weights_percent CHECK (weight_percent BETWEEN 0 AND 100),
  CONSTRAINT bonus_game_weights_target CHECK (
    (game_type IS NOT NULL AND vendor_code IS NULL AND game_code IS NULL)
    OR (game_type IS NULL AND vendor_code IS NOT NULL AND game_code IS NOT NULL))
);
CREATE UNIQUE INDEX bonus_game_weights_key ON bonus_game_weights
  (coalesce(merchant_id, 0), coalesce(game_type, ''), coalesce(vendor_code, ''), coalesce(game_code, ''));

-- Platform defaults. A weight above 20 x a game's house edge would let a 10x turnover be met
-- for less than the bonus is worth, so low-edge games count little: slots and fish (about 4%
-- edge) fully, crash, game shows, tables and live games a tenth, the studio's 1%-edge dice and
-- mines a tenth, sports and lotteries nothing.
INSERT INTO bonus_game_weights (game_type, weight_percent) VALUES
  ('RNG', 100), ('FISH', 100), ('MEGAWAY', 100), ('FEATUREBUY', 100), ('BONUSGAME', 100), ('NEW', 100),
  ('CRASH', 10), ('GAMESHOW', 10), ('TG', 10), ('CARD', 10), ('BG', 10), ('BGS', 10), ('LIVE', 10),
  ('SPORTS', 0), ('ESPORTS', 0), ('COCKFIGHT', 0), ('LOTTERY', 0);
INSERT INTO bonus_game_weights (vendor_code, game_code, weight_percent) VALUES
  ('FICHA', 'ficha_dice', 10), ('FICHA', 'ficha_mines', 10);

-- Each bet's stake as counted towards turnover (stake x the game's weight; nothing for a
-- low-risk bet), fixed when the bet is placed: settlement sums it.
ALTER TABLE wallet_bets ADD COLUMN counted bigint NOT NULL DEFAULT 0;
-- Bets placed before these terms count at their game's platform weight, so a turnover already
-- under way keeps the wagering that still counts under them.
UPDATE wallet_bets b SET counted = b.amount * coalesce(
    (SELECT w.weight_percent FROM bonus_game_weights w
     WHERE w.vendor_code = b.vendor_code AND w.game_code = s.game_code),
    (SELECT w.weight_percent FROM bonus_game_weights w JOIN games g ON g.game_type = w.game_type
     WHERE g.vendor_code = b.vendor_code AND g.game_code = s.game_code),
    0) / 100
FROM game_sessions s
WHERE s.id = b.session_id AND b.status = 'PLACED' AND b.amount IS NOT NULL;
