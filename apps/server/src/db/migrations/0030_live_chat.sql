-- Live chat with customer service (issue 16 part 4): one conversation per member (or per visitor
-- when the merchant lets visitors chat), its messages kept here so a restart or another process
-- loses none, image attachments kept in the database (outside any served folder, shared by every
-- process), staff's canned replies, the operator's live models (CBS_modelList) and the merchant's
-- chat settings.

CREATE TABLE chat_settings (
  merchant_id       integer PRIMARY KEY REFERENCES merchants (id),
  -- visitors (no session) may open the chat before logging in
  visitors_allowed  boolean NOT NULL DEFAULT false,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- A visitor's chat identity: a random token the visitor's browser keeps, stored hashed.
CREATE TABLE chat_visitors (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  token_hash   bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_visitors_token_unique UNIQUE (token_hash)
);

CREATE TABLE chat_conversations (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants (id),
  member_id           bigint REFERENCES members (id),
  visitor_id          bigint REFERENCES chat_visitors (id),
  status              text NOT NULL DEFAULT 'OPEN',
  assigned_staff_id   integer REFERENCES staff (id),
  -- the last message each side has read (read receipts, unread counts)
  member_read_id      bigint NOT NULL DEFAULT 0,
  staff_read_id       bigint NOT NULL DEFAULT 0,
  last_message_id     bigint NOT NULL DEFAULT 0,
  last_message_at     timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_conversations_status_check CHECK (status IN ('OPEN', 'CLOSED')),
  CONSTRAINT chat_conversations_one_party CHECK ((member_id IS NULL) <> (visitor_id IS NULL)),
  CONSTRAINT chat_conversations_member_unique UNIQUE (member_id),
  CONSTRAINT chat_conversations_visitor_unique UNIQUE (visitor_id)
);
CREATE INDEX chat_conversations_queue ON chat_conversations (merchant_id, status, last_message_at DESC);

CREATE TABLE chat_attachments (
  id               uuid PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES chat_conversations (id),
  content_type     text NOT NULL,
  size             integer NOT NULL,
  bytes            bytea NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_attachments_type_check CHECK (content_type IN ('image/png', 'image/jpeg')),
  CONSTRAINT chat_attachments_size_check CHECK (size > 0 AND size <= 5242880)
);

CREATE TABLE chat_messages (
  id               bigserial PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES chat_conversations (id),
  sender           text NOT NULL,
  staff_id         integer REFERENCES staff (id),
  body             text NOT NULL DEFAULT '',
  attachment_id    uuid REFERENCES chat_attachments (id),
  -- the sender's own id for the message: a resend after a lost answer is stored once
  client_ref       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_messages_sender_check CHECK (sender IN ('MEMBER', 'STAFF')),
  CONSTRAINT chat_messages_body_length CHECK (char_length(body) <= 1000),
  CONSTRAINT chat_messages_not_empty CHECK (body <> '' OR attachment_id IS NOT NULL),
  CONSTRAINT chat_messages_client_ref_unique UNIQUE (conversation_id, sender, client_ref)
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);

CREATE TABLE chat_canned_replies (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  title        text NOT NULL,
  body         text NOT NULL,
  created_by   integer REFERENCES staff (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_canned_replies_title_length CHECK (char_length(title) BETWEEN 1 AND 60),
  CONSTRAINT chat_canned_replies_body_length CHECK (char_length(body) BETWEEN 1 AND 1000)
);
CREATE INDEX chat_canned_replies_merchant ON chat_canned_replies (merchant_id, title);

-- Spec sections 6 and 7: CBS_modelList, the live models, filtered by active and streaming.
CREATE TABLE chat_live_models (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id),
  name         text NOT NULL,
  avatar_url   text NOT NULL DEFAULT '',
  active       boolean NOT NULL DEFAULT true,
  streaming    boolean NOT NULL DEFAULT false,
  sort         integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_live_models_name_length CHECK (char_length(name) BETWEEN 1 AND 60)
);
CREATE INDEX chat_live_models_merchant ON chat_live_models (merchant_id, sort, id);
