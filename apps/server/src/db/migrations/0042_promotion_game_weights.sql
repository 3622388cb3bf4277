-- A promotion's own turnover weights (issue 18 part 1): each grant carries its promotion's game
-- weights. A promotion's rows (promotion_id set, merchant_id its merchant's) override the
-- merchant's and the platform's for that promotion's grants only; the merchant and platform rows
-- keep promotion_id NULL and go on counting for everything else.
ALTER TABLE bonus_game_weights
  ADD COLUMN promotion_id integer REFERENCES promotions (id) ON DELETE CASCADE,
  ADD CONSTRAINT bonus_game_weights_promotion_merchant CHECK (promotion_id IS NULL OR merchant_id IS NOT NULL);
DROP INDEX bonus_game_weights_key;
CREATE UNIQUE INDEX bonus_game_weights_key ON bonus_game_weights
  (coalesce(promotion_id, 0), coalesce(merchant_id, 0), coalesce(game_type, ''), coalesce(vendor_code, ''),
   coalesce(game_code, ''));
-- A bet reads the weights of its bettor's open grants' promotions.
CREATE INDEX bonus_game_weights_promotion_idx ON bonus_game_weights (promotion_id) WHERE promotion_id IS NOT NULL;
