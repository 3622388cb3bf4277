-- The back office's dashboard sums a merchant's transfers over a range of days, and its player
-- search finds members by e-mail whatever the case; without these both read whole tables.
CREATE INDEX ledger_transfers_merchant_time_idx ON ledger_transfers (merchant_id, created_at);
CREATE INDEX members_email_idx ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_created_idx ON members (merchant_id, created_at);
