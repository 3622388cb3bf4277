-- The audit log becomes append-only and hash-chained (issue 15 part 2), and manual adjustments
-- above a threshold wait for a second staff member (part 4).

-- Each row: who (staff_id), for which merchant, what (action) on what (target), the state before
-- and after, why (reason), from where (ip), when (created_at); details keeps anything else.
ALTER TABLE audit_log ADD COLUMN reason text;
ALTER TABLE audit_log ADD COLUMN before jsonb;
ALTER TABLE audit_log ADD COLUMN after jsonb;
-- One chain over every merchant's rows, in seq order: a row's hash covers the previous row's hash
-- and every field of the row, so changing, removing or reordering any row breaks every later link.
-- One global chain (not one per merchant) so platform-level rows are covered too; staff actions are
-- few enough that one lock on the head does not slow anything down.
ALTER TABLE audit_log ADD COLUMN seq bigint;
ALTER TABLE audit_log ADD COLUMN prev_hash text;
ALTER TABLE audit_log ADD COLUMN hash text;

-- The end of the chain, one row. Every insert locks it (FOR UPDATE), so two concurrent writers
-- take turns: each links to the row the other committed, and the chain never forks.
CREATE TABLE audit_chain_head (
  id   boolean PRIMARY KEY DEFAULT true CONSTRAINT audit_chain_head_one_row CHECK (id),
  seq  bigint NOT NULL,
  hash text NOT NULL
);

-- SHA-256 (hex) of the previous hash followed by the row's fields as canonical jsonb text (jsonb
-- orders keys and spaces values one way only). Used by the insert trigger and by audit:verify.
CREATE FUNCTION audit_row_hash(prev_hash text, a audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || jsonb_build_object(
    'seq', a.seq,
    'staff', a.staff_id,
    'merchant', a.merchant_id,
    'action', a.action,
    'target', a.target,
    'before', a.before,
    'after', a.after,
    'reason', a.reason,
    'details', a.details,
    'ip', host(a.ip),
    'at', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex')
$$;

-- Rows written before the chain: the reason out of their details, then linked in id order.
UPDATE audit_log SET reason = details ->> 'reason' WHERE details ? 'reason';
DO $$
DECLARE
  r audit_log;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := audit_row_hash(prev, r);
    UPDATE audit_log SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
  END LOOP;
  INSERT INTO audit_chain_head (id, seq, hash) VALUES (true, n, prev);
END;
$$;
ALTER TABLE audit_log ALTER COLUMN seq SET NOT NULL;
ALTER TABLE audit_log ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE audit_log ALTER COLUMN hash SET NOT NULL;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_seq_key UNIQUE (seq);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, seq DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, seq DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target, seq DESC);

-- Every new row is linked here, whoever writes it (the server, a script, psql).
CREATE FUNCTION audit_chain_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_head;
BEGIN
  SELECT * INTO head FROM audit_chain_head WHERE id FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_row_hash(NEW.prev_hash, NEW);
  UPDATE audit_chain_head SET seq = NEW.seq, hash = NEW.hash WHERE id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_chain_link();

-- Append-only: the database refuses to change or remove a row, whatever the code does.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Four eyes: an adjustment above the threshold is recorded here and moves money only when a
-- different staff member approves it, once (the status changes from PENDING in one statement).
CREATE TABLE adjustment_requests (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  member_id       bigint NOT NULL REFERENCES members (id),
  -- signed, minor units
  amount          bigint NOT NULL CONSTRAINT adjustment_requests_amount_check CHECK (amount <> 0),
  currency        text NOT NULL,
  reason          text NOT NULL,
  idempotency_key text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CONSTRAINT adjustment_requests_status_check
                    CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'REFUSED')),
  requested_by    integer NOT NULL REFERENCES staff (id),
  decided_by      integer REFERENCES staff (id),
  decision_reason text,
  transfer_id     bigint REFERENCES ledger_transfers (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  CONSTRAINT adjustment_requests_key UNIQUE (merchant_id, idempotency_key),
  CONSTRAINT adjustment_requests_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX adjustment_requests_status_idx ON adjustment_requests (merchant_id, status, id DESC);
