-- The double-entry ledger (DESIGN section 3, issue 4). Amounts are integers in minor units.

CREATE TABLE ledger_accounts (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  -- ISO 4217, or PLAY for play money
  currency        text NOT NULL CONSTRAINT ledger_accounts_currency_format CHECK (currency ~ '^[A-Z]{3,4}$'),
  kind            text NOT NULL CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
                    'PLAYER_CASH', 'PLAYER_BONUS', 'PLAYER_PLAY',
                    'HOUSE', 'DEPOSIT_CLEARING', 'WITHDRAWAL_CLEARING', 'FEES', 'AGENT_COMMISSION', 'PLAY_ISSUER')),
  member_id       bigint REFERENCES members (id),
  -- system accounts written on every bet are split in shards, so bets do not queue on one row
  shard           smallint NOT NULL DEFAULT 0,
  balance         bigint NOT NULL DEFAULT 0,
  may_go_negative boolean NOT NULL,
  CONSTRAINT ledger_accounts_no_overdraft CHECK (may_go_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_player_has_member CHECK ((kind LIKE 'PLAYER_%') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_player_key ON ledger_accounts (member_id, kind, currency) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (merchant_id, kind, currency, shard) WHERE member_id IS NULL;

-- One row per idempotency key: applied or refused, with the answer given the first time.
CREATE TABLE ledger_transfers (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  idempotency_key text NOT NULL,
  kind            text NOT NULL,
  -- SHA-256 of the request's content: the same key with other content is refused
  request_hash    text NOT NULL,
  status          text NOT NULL CONSTRAINT ledger_transfers_status_check CHECK (status IN ('APPLIED', 'REFUSED')),
  answer          jsonb NOT NULL,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_key UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_entries (
  id            bigserial PRIMARY KEY,
  transfer_id   bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id    bigint NOT NULL REFERENCES ledger_accounts (id),
  amount        bigint NOT NULL CONSTRAINT ledger_entries_amount_nonzero CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- Entries and transfers are append-only: corrections are new transfers.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only' USING ERRCODE = 'P0001';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
