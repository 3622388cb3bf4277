-- The console's care of players and payments (issue 15 parts 4 and 5).

-- Staff notes on a player: append-only (a correction is a new note), each with its author and time.
CREATE TABLE member_notes (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  staff_id    integer REFERENCES staff (id),
  body        text NOT NULL CONSTRAINT member_notes_body_check CHECK (length(body) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member_idx ON member_notes (member_id, id DESC);

-- A merchant's payment settings (gateway, deposit methods, withdrawal limits) change together
-- from the console: their own version, so a stale page never overwrites a newer change.
ALTER TABLE merchants ADD COLUMN payments_version integer NOT NULL DEFAULT 1;
