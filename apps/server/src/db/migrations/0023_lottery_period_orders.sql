-- A period's tickets, found by their period (issue 14): settlement reads every sub-order of a
-- period, closing it checks none is left, and the operators' period list sums each period's
-- stakes. Without this index each of these reads every ticket ever placed.
CREATE INDEX lottery_orders_period_idx ON lottery_orders (merchant_id, game_code, numero);
