-- Identity verification, KYC (issue 19 part 4). The merchant's rule says what waits for an approval:
-- FIRST_WITHDRAWAL (withdrawals only), or BEFORE_ACTIVATION where the jurisdiction requires it
-- (Brazil: deposits and real-money bets too).
ALTER TABLE merchants
  ADD COLUMN kyc_rule text NOT NULL DEFAULT 'FIRST_WITHDRAWAL'
    CONSTRAINT merchants_kyc_rule_check CHECK (kyc_rule IN ('FIRST_WITHDRAWAL', 'BEFORE_ACTIVATION'));

-- One verification per member. No row: NOT_STARTED. `provider` names the document provider that
-- took the submission (the built-in manual review, or an adapter) and `provider_ref` its case.
-- `reason` is the last decision's reason the member reads (a rejection, a request for more).
CREATE TABLE kyc_cases (
  member_id    bigint PRIMARY KEY REFERENCES members (id),
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  status       text NOT NULL CONSTRAINT kyc_cases_status_check
                 CHECK (status IN ('NOT_STARTED', 'PENDING', 'MORE_INFO_REQUESTED', 'APPROVED', 'REJECTED')),
  full_name    text,
  birth_date   text CONSTRAINT kyc_cases_birth_date_format CHECK (birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  provider     text,
  provider_ref text,
  reason       text,
  submitted_at timestamptz,
  decided_at   timestamptz,
  decided_by   text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT kyc_cases_submitted_details CHECK (
    status IN ('NOT_STARTED') OR (full_name IS NOT NULL AND birth_date IS NOT NULL AND submitted_at IS NOT NULL))
);
CREATE INDEX kyc_cases_queue_idx ON kyc_cases (merchant_id, status, submitted_at);

-- The member's files: one per kind, the latest upload. The bytes live in the KYC files folder
-- (config KYC_FILES_DIR, never served statically) under `file_name`, a random name.
CREATE TABLE kyc_documents (
  member_id    bigint NOT NULL REFERENCES members (id),
  kind         text NOT NULL CONSTRAINT kyc_documents_kind_check
                 CHECK (kind IN ('DOCUMENT_FRONT', 'DOCUMENT_BACK', 'SELFIE')),
  content_type text NOT NULL CONSTRAINT kyc_documents_type_check
                 CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size         integer NOT NULL CONSTRAINT kyc_documents_size_check CHECK (size > 0 AND size <= 5242880),
  sha256       text NOT NULL,
  file_name    text NOT NULL CONSTRAINT kyc_documents_file_name_format CHECK (file_name ~ '^[0-9a-f]{32}$'),
  uploaded_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind)
);
