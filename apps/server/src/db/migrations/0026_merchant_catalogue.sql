-- A merchant's own catalogue settings from the back office (issue 15 part 7): per game, beside
-- on/off and order (0006), its hot and new flags and minimum bet (NULL: the feed's value), and a
-- version for optimistic concurrency (a game without a row is version 0); per vendor, on/off.
ALTER TABLE merchant_games
  ADD COLUMN is_hot boolean,
  ADD COLUMN is_new boolean,
  ADD COLUMN min_bet bigint CONSTRAINT merchant_games_min_bet_positive CHECK (min_bet > 0),
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A vendor switched off by a merchant hides all its games on that merchant's site; no row means on.
CREATE TABLE merchant_vendors (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  vendor_code text NOT NULL REFERENCES game_vendors (code) ON DELETE CASCADE,
  enabled     boolean NOT NULL DEFAULT true,
  version     integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor_code)
);

-- Each process keeps the catalogue in memory until told (migration 0020): a vendor switched off
-- in one process leaves every lobby at once.
CREATE TRIGGER merchant_vendors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
