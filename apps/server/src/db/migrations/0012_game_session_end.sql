-- A game session ends when its member logs out, changes or resets the password, or is blocked by
-- an operator: no new bet is taken on it, while the bets already placed still settle.
ALTER TABLE game_sessions ADD COLUMN ended_at timestamptz;
ALTER TABLE game_sessions ADD COLUMN end_reason text
  CONSTRAINT game_sessions_end_reason_check
  CHECK (end_reason IN ('LOGOUT', 'PASSWORD_CHANGE', 'PASSWORD_RESET', 'BLOCKED'));
CREATE INDEX game_sessions_open_idx ON game_sessions (member_id) WHERE ended_at IS NULL;

-- A losing round's settlement (a win of 0.00) moves no money but settles its bet: a later
-- rollback of that bet is refused like the rollback of a bet that won.
ALTER TABLE wallet_bets ADD COLUMN settled_at timestamptz;
