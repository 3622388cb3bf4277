-- Operator security (hardening): a second factor for staff, sessions limited to enrolment, and an
-- audit log that knows each row's merchant so merchant staff read only their own.

-- TOTP (RFC 6238). The secret is stored encrypted (AES-256-GCM); it is set at the start of the
-- enrolment and counts only once totp_enabled_at is set. totp_last_step: the step of the last
-- accepted code, so a code is never accepted twice.
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE staff ADD COLUMN totp_last_step bigint;

-- One-use recovery codes, argon2id hashes like passwords.
CREATE TABLE staff_recovery_codes (
  id         serial PRIMARY KEY,
  staff_id   integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_recovery_codes_staff_idx ON staff_recovery_codes (staff_id);

-- FULL: the operator API; TOTP_ENROLMENT: only the TOTP enrolment (ADMIN and FINANCE before
-- their second factor is set up).
ALTER TABLE staff_sessions ADD COLUMN scope text NOT NULL DEFAULT 'FULL'
  CONSTRAINT staff_sessions_scope_check CHECK (scope IN ('FULL', 'TOTP_ENROLMENT'));

-- The merchant an audited action concerns; NULL: platform-level, read by platform staff only.
ALTER TABLE audit_log ADD COLUMN merchant_id integer REFERENCES merchants (id);
CREATE INDEX audit_log_merchant_idx ON audit_log (merchant_id, created_at DESC);

-- Rows written before this column: their merchant from the order, member or staff they name.
UPDATE audit_log a SET merchant_id = d.merchant_id
  FROM deposit_orders d WHERE a.target = 'deposit:' || d.id::text;
UPDATE audit_log a SET merchant_id = w.merchant_id
  FROM withdrawal_orders w WHERE a.target = 'withdrawal:' || w.id::text;
UPDATE audit_log a SET merchant_id = m.merchant_id
  FROM members m WHERE a.target = 'member:' || m.id::text;
UPDATE audit_log a SET merchant_id = s.merchant_id
  FROM staff s WHERE a.target = 'staff:' || s.id::text AND a.merchant_id IS NULL;
