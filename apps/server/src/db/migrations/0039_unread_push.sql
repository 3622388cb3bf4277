-- Issue 16 parts 2 and 3: the member's unread counts pushed live, and broadcasts that reach the
-- members who register after them.

-- Every change to what a member has unread is announced on ficha_changes at commit, from whichever
-- process (or psql session) made it, so each process recounts for the member's open pages
-- (modules/live). Payloads: `unread:member:<member id>` for one member, `unread:merchant:<merchant
-- id>` when a statement touched many members of a merchant (a broadcast): one notice per merchant
-- instead of one per member. System messages are written inside the event's transaction (deposit
-- credited, ...): the notice leaves only if that transaction commits.
CREATE FUNCTION notify_inbox_unread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer;
BEGIN
  SELECT count(DISTINCT member_id) INTO touched FROM changed_rows;
  IF touched > 20 THEN
    PERFORM pg_notify('ficha_changes', 'unread:merchant:' || m.merchant_id)
      FROM (SELECT DISTINCT merchant_id FROM changed_rows) AS m;
  ELSE
    PERFORM pg_notify('ficha_changes', 'unread:member:' || m.member_id)
      FROM (SELECT DISTINCT member_id FROM changed_rows) AS m;
  END IF;
  RETURN NULL;
END;
$$;

-- Transition tables allow one event per trigger: one trigger for new messages, one for read,
-- unread and delete (an UPDATE of read_at or deleted_at).
CREATE TRIGGER inbox_messages_unread_insert AFTER INSERT ON inbox_messages
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_inbox_unread();
CREATE TRIGGER inbox_messages_unread_update AFTER UPDATE ON inbox_messages
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_inbox_unread();

-- An announcement read (MCSFE_markAnnouncementAsRead) in one tab: the member's other pages follow.
CREATE FUNCTION notify_announcement_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ficha_changes', 'unread:member:' || COALESCE(NEW.member_id, OLD.member_id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER announcement_reads_unread AFTER INSERT OR DELETE ON announcement_reads
  FOR EACH ROW EXECUTE FUNCTION notify_announcement_read();

-- An announcement published, changed or withdrawn: every member of its merchant may count it.
-- (PostgreSQL sends one notice per distinct payload per transaction.)
CREATE FUNCTION notify_announcements_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ficha_changes', 'unread:merchant:' || COALESCE(NEW.merchant_id, OLD.merchant_id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER notices_unread AFTER INSERT OR UPDATE OR DELETE ON notices
  FOR EACH ROW EXECUTE FUNCTION notify_announcements_unread();

-- Part 2: a broadcast is copied to its audience when sent; a member who registers later receives
-- the broadcasts of the last 30 days that were meant for them, judged at registration (every
-- member of their merchant, everyone, their VIP label, the agents when they are one). Done here,
-- in the registration's own transaction, so every way of creating a member (sign-up, mobile
-- sign-up, agent registration, the command line) delivers them. Trial and disabled accounts
-- receive none, as at sending. Older broadcasts are not delivered: a newcomer is not handed a
-- year of past campaigns.
CREATE FUNCTION deliver_broadcasts_to_new_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type IN (4, 40, 41, 42) OR NEW.status <> 'active' THEN
    RETURN NULL;
  END IF;
  WITH meant AS (
    SELECT b.id, b.title, b.content, b.created_at
      FROM inbox_broadcasts b
     WHERE b.created_at > now() - interval '30 days'
       AND (b.merchant_id IS NULL OR b.merchant_id = NEW.merchant_id)
       AND (b.audience IN ('MERCHANT', 'EVERYONE')
            OR (b.audience = 'VIP' AND b.audience_value = NEW.vip_label)
            OR (b.audience = 'AGENTS' AND NEW.type > 0))
  ), delivered AS (
    INSERT INTO inbox_messages (merchant_id, member_id, kind, title, content, broadcast_id, created_at)
    SELECT NEW.merchant_id, NEW.id, 'OPERATOR', meant.title, meant.content, meant.id, meant.created_at
      FROM meant
    RETURNING broadcast_id
  )
  UPDATE inbox_broadcasts SET recipients = recipients + 1
   WHERE id IN (SELECT broadcast_id FROM delivered);
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_receive_broadcasts AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION deliver_broadcasts_to_new_member();
