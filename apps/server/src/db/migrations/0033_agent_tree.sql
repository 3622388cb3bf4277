-- Agents and affiliates, the tree (issue 17 part 1).
--
-- members.referrer_id stays the one truth of who brought whom; agent_tree is its transitive
-- closure, kept by the triggers below whatever writes members (registration, the seed, a trial
-- login, psql), so "everyone in X's team" is one indexed read of agent_tree by ancestor_id and
-- "X's uplines" one read by descendant_id.
--
-- Every member has its depth-0 row (ancestor = descendant = itself): a team query with depth >= 0
-- includes the agent, with depth >= 1 only its downlines.

CREATE TABLE agent_tree (
  merchant_id   integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  ancestor_id   bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 0 self, 1 direct downline, 2 a downline's downline, ...
  depth         integer NOT NULL CONSTRAINT agent_tree_depth_check CHECK (depth >= 0),
  CONSTRAINT agent_tree_pkey PRIMARY KEY (ancestor_id, descendant_id),
  CONSTRAINT agent_tree_self_check CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
CREATE INDEX agent_tree_descendant_idx ON agent_tree (descendant_id, depth);
-- The direct downlines of an agent (depth 1) and its team by level.
CREATE INDEX agent_tree_ancestor_depth_idx ON agent_tree (ancestor_id, depth);

-- A member's upline must be of the same merchant and never the member itself or one of its
-- downlines (a cycle would make a team its own member). The repository refuses these with a clear
-- code first; this is the database's own guard.
CREATE FUNCTION agent_tree_check_upline(member_id bigint, member_merchant integer, upline_id bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF upline_id IS NULL THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM members WHERE id = upline_id AND merchant_id = member_merchant) THEN
    RAISE EXCEPTION 'agent_tree: upline % is not of merchant %', upline_id, member_merchant
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_tree_upline_merchant';
  END IF;
  IF EXISTS (SELECT 1 FROM agent_tree WHERE ancestor_id = member_id AND descendant_id = upline_id) THEN
    RAISE EXCEPTION 'agent_tree: % is in the team of %', upline_id, member_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_tree_no_cycle';
  END IF;
END;
$$;

-- A new member: its self row, then one row per ancestor of its upline (the upline included).
-- Shared lock: registrations run side by side, a move (exclusive, below) waits for them and they
-- for it, so nobody copies an upline's ancestry while it is being rewritten.
CREATE FUNCTION agent_tree_on_member_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7311943, NEW.merchant_id);
  PERFORM agent_tree_check_upline(NEW.id, NEW.merchant_id, NEW.referrer_id);
  INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1
        FROM agent_tree t WHERE t.descendant_id = NEW.referrer_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_agent_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_on_member_insert();

-- A member moved to another upline (transferDownline): its whole team moves with it. The rows
-- linking the subtree to its old ancestors go, rows to the new upline's ancestry come.
CREATE FUNCTION agent_tree_on_referrer_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referrer_id IS NOT DISTINCT FROM OLD.referrer_id THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(7311943, NEW.merchant_id);
  PERFORM agent_tree_check_upline(NEW.id, NEW.merchant_id, NEW.referrer_id);
  DELETE FROM agent_tree
    WHERE descendant_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id)
      AND ancestor_id NOT IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id);
  IF NEW.referrer_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM agent_tree up CROSS JOIN agent_tree sub
       WHERE up.descendant_id = NEW.referrer_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_agent_tree_move AFTER UPDATE OF referrer_id ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_on_referrer_update();

-- The tree of the members that already exist: self rows, then every (ancestor, descendant) pair
-- along referrer_id.
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
WITH RECURSIVE chain (merchant_id, ancestor_id, descendant_id, depth) AS (
  SELECT merchant_id, id, id, 0 FROM members
  UNION ALL
  SELECT c.merchant_id, m.referrer_id, c.descendant_id, c.depth + 1
    FROM chain c JOIN members m ON m.id = c.ancestor_id
   WHERE m.referrer_id IS NOT NULL AND c.depth < 1000
)
SELECT merchant_id, ancestor_id, descendant_id, depth FROM chain;

-- Invitation (affiliate) codes and links: an agent or a player has any number, each with the
-- channel it is shared on, a validity and the count of registrations it brought (spec section 3
-- 'affiliate code and register count'; section 7 'affiliate URL management').
CREATE TABLE affiliate_codes (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id      bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code           text NOT NULL CONSTRAINT affiliate_codes_code_format CHECK (code ~ '^[A-Z0-9]{4,16}$'),
  -- where the link is shared (the spec's social link keys, or a plain LINK)
  channel        text NOT NULL DEFAULT 'LINK' CONSTRAINT affiliate_codes_channel_check
                   CHECK (channel IN ('LINK', 'WHATSAPP', 'TELEGRAM', 'FACEBOOK', 'INSTAGRAM',
                                      'TIKTOK', 'KWAI', 'YOUTUBE', 'TWITTER', 'OTHER')),
  -- the owner's own label for it ("bio on Instagram", "group of friends")
  label          text NOT NULL DEFAULT '' CONSTRAINT affiliate_codes_label_length CHECK (length(label) <= 40),
  -- null: never expires
  expires_at     timestamptz,
  disabled_at    timestamptz,
  register_count integer NOT NULL DEFAULT 0 CONSTRAINT affiliate_codes_register_count_check CHECK (register_count >= 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_codes_code_key ON affiliate_codes (merchant_id, code);
CREATE INDEX affiliate_codes_member_idx ON affiliate_codes (member_id, id DESC);

-- Which code brought a member (null: none, or the member came before codes were kept).
ALTER TABLE members ADD COLUMN affiliate_code_id bigint REFERENCES affiliate_codes (id);

-- The agents' codes kept on members until now become their first LINK code, with the count of
-- the members they brought.
INSERT INTO affiliate_codes (merchant_id, member_id, code, channel, register_count)
SELECT m.merchant_id, m.id, upper(m.invitation_code), 'LINK',
       (SELECT count(*) FROM members d WHERE d.referrer_id = m.id)
  FROM members m
 WHERE m.invitation_code IS NOT NULL AND upper(m.invitation_code) ~ '^[A-Z0-9]{4,16}$';
