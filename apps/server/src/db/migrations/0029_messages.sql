-- Messages and service (issue 16): announcements and popups, the member's inbox, feedback.

-- The notices table becomes the announcements table of spec section 3: every announcement a
-- merchant publishes, whatever it is for. Existing rows are player announcements (PL) for everyone
-- (A), which is what the marquee, the notice ticker and /m/notice showed until now; the marquee,
-- the ticker, /m/notice and GLS2_lobbyNews read the PL rows, the popup the PU rows.
ALTER TABLE notices
  -- Content type: Agent A, Player PL, Banner B, Pop-up PU, Promotion PR.
  ADD COLUMN promotion_type text NOT NULL DEFAULT 'PL'
    CHECK (promotion_type IN ('A', 'PL', 'B', 'PU', 'PR')),
  -- Who sees a popup: A members (group A), B visitors (group B), F members on their first login.
  ADD COLUMN execution text NOT NULL DEFAULT 'A' CHECK (execution IN ('A', 'B', 'F')),
  -- Optional group (a banner's m_reg, ...); the request's groupName filters by it.
  ADD COLUMN group_name text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX notices_type_idx ON notices (merchant_id, promotion_type, language);

-- Spec section 4 'Popup': two independent flags per merchant, one for signed-in sessions, one for
-- visitors. A merchant without a row shows the popup to both.
CREATE TABLE announcement_settings (
  merchant_id     integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  popup_members   boolean NOT NULL DEFAULT true,
  popup_visitors  boolean NOT NULL DEFAULT true
);

-- Which announcements a member has read (MCSFE_markAnnouncementAsRead).
CREATE TABLE announcement_reads (
  member_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  notice_id   integer NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  read_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, notice_id)
);

-- What an operator sent to many members at once: one row per sending, for the back office.
CREATE TABLE inbox_broadcasts (
  id          bigserial PRIMARY KEY,
  -- null: every merchant (platform staff only)
  merchant_id integer REFERENCES merchants (id) ON DELETE CASCADE,
  -- MEMBER (one member), MERCHANT (every member), VIP (one VIP label), AGENTS, EVERYONE
  audience    text NOT NULL CHECK (audience IN ('MEMBER', 'MERCHANT', 'VIP', 'AGENTS', 'EVERYONE')),
  audience_value text,
  title       text NOT NULL,
  content     text NOT NULL,
  recipients  integer NOT NULL DEFAULT 0,
  staff_id    integer NOT NULL REFERENCES staff (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_broadcasts_merchant_idx ON inbox_broadcasts (merchant_id, id DESC);

-- The member's inbox (/m/webEmail). Operator messages are copied to each recipient when sent;
-- system messages (deposit credited, ...) carry a template and its parameters and are written in
-- the reader's language when read.
CREATE TABLE inbox_messages (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id    bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- OPERATOR, SYSTEM or FEEDBACK_REPLY
  kind         text NOT NULL CHECK (kind IN ('OPERATOR', 'SYSTEM', 'FEEDBACK_REPLY')),
  template     text,
  params       jsonb NOT NULL DEFAULT '{}'::jsonb,
  title        text NOT NULL DEFAULT '',
  content      text NOT NULL DEFAULT '',
  broadcast_id bigint REFERENCES inbox_broadcasts (id) ON DELETE SET NULL,
  -- one system message per event (a retried credit writes none twice)
  dedupe_key   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz,
  deleted_at   timestamptz,
  CONSTRAINT inbox_messages_dedupe_key UNIQUE (member_id, dedupe_key)
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (member_id, id DESC) WHERE deleted_at IS NULL;

-- Feedback (PUT /wps/feedback) and its answer by staff.
CREATE TABLE feedback (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id    bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- question type: deposit 1, withdraw 2, game 3, service 4, apply 6, other 0 (spec section 3)
  type         smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content      text NOT NULL,
  sender       text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED')),
  answer       text,
  answered_by  integer REFERENCES staff (id),
  answered_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_merchant_idx ON feedback (merchant_id, status, id DESC);
