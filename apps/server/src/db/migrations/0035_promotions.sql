-- Promotions, rewards and grants (issue 18). The deposit promotions table becomes every kind of
-- promotion; the turnover requirement becomes the record of every bonus grant, once per source key.

-- Which promotion kinds a merchant may run depends on where it is licensed (promotions/
-- jurisdictions.ts). A merchant licensed in Brazil gets Lei 14.790/2023's restrictive profile.
ALTER TABLE merchants
  ADD COLUMN jurisdiction text NOT NULL DEFAULT 'PERMISSIVE'
    CONSTRAINT merchants_jurisdiction_check CHECK (jurisdiction ~ '^[A-Z0-9_]{2,32}$');
UPDATE merchants SET jurisdiction = 'BR_LEI_14790' WHERE country = 'BR';

ALTER TABLE deposit_promotions RENAME TO promotions;
-- The kinds are the code's (promotion-kinds.ts), open for new ones: the pattern only keeps junk out.
ALTER TABLE promotions DROP CONSTRAINT deposit_promotions_kind_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_kind_check CHECK (kind ~ '^[A-Z_]{2,32}$'),
  -- a deposit bonus is a percent with a cap (max_bonus) or a fixed amount; other kinds use neither
  ALTER COLUMN percent DROP NOT NULL,
  ALTER COLUMN min_deposit SET DEFAULT 0,
  ADD COLUMN fixed_amount bigint CONSTRAINT promotions_fixed_positive CHECK (fixed_amount > 0),
  ADD COLUMN category text NOT NULL DEFAULT 'DEPOSIT',
  -- { PT: '<p>…</p>', EN: … }: sanitised HTML, as the messages module keeps it
  ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN banner_url text,
  -- NULL: shown in every language of the site
  ADD COLUMN languages text[],
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  -- ALL, NEW (no approved deposit yet), VIP (levels below), AGENT (players of the agents below)
  ADD COLUMN audience text NOT NULL DEFAULT 'ALL'
    CONSTRAINT promotions_audience_check CHECK (audience IN ('ALL', 'NEW', 'VIP', 'AGENT')),
  ADD COLUMN audience_vip_levels integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN audience_agent_ids bigint[] NOT NULL DEFAULT '{}',
  -- kind-specific settings: nth deposit, cashback percent and period, mission game type and rounds…
  ADD COLUMN settings jsonb NOT NULL DEFAULT '{}',
  -- days a granted bonus stays before it expires; NULL: until its turnover is met
  ADD COLUMN expiry_days integer CONSTRAINT promotions_expiry_positive CHECK (expiry_days > 0),
  ADD COLUMN sort integer NOT NULL DEFAULT 0,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT promotions_schedule CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);

-- Every bonus grant (grantBonus): its source key is its idempotency key, so a double tap, a retry
-- or two processes grant once; the ledger transfer carries the same key.
ALTER TABLE turnover_requirements
  ADD COLUMN kind text NOT NULL DEFAULT 'WELCOME',
  ADD COLUMN reason text NOT NULL DEFAULT '',
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN expired_at timestamptz;
CREATE UNIQUE INDEX turnover_requirements_source_key ON turnover_requirements (merchant_id, source);
CREATE INDEX turnover_requirements_expiry_idx ON turnover_requirements (expires_at)
  WHERE released_at IS NULL AND expires_at IS NOT NULL;
CREATE INDEX turnover_requirements_promotion_idx ON turnover_requirements (promotion_id, created_at);
UPDATE turnover_requirements r SET kind = p.kind FROM promotions p WHERE p.id = r.promotion_id;

-- Members' comments on a promotion (spec: up to 140 characters, at most 3 png/jpg images of 5 MB
-- each), shown once the operator approves them.
CREATE TABLE promotion_comments (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  member_id    bigint NOT NULL REFERENCES members (id),
  body         text NOT NULL CONSTRAINT promotion_comments_body_length CHECK (char_length(body) BETWEEN 1 AND 140),
  status       text NOT NULL DEFAULT 'PENDING'
    CONSTRAINT promotion_comments_status_check CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  decided_by   text
);
CREATE INDEX promotion_comments_promotion_idx ON promotion_comments (promotion_id, status, id DESC);
CREATE INDEX promotion_comments_queue_idx ON promotion_comments (merchant_id, status, id);

CREATE TABLE promotion_comment_images (
  id         bigserial PRIMARY KEY,
  comment_id bigint NOT NULL REFERENCES promotion_comments (id) ON DELETE CASCADE,
  mime       text NOT NULL CONSTRAINT promotion_comment_images_mime CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes      bytea NOT NULL CONSTRAINT promotion_comment_images_size CHECK (octet_length(bytes) <= 5242880)
);
CREATE INDEX promotion_comment_images_comment_idx ON promotion_comment_images (comment_id);
