-- The back office edits what players see (issue 15 part 6): banners, notices, help articles,
-- customer-service entries, and the merchant's download links and footer images.

-- A banner shows only inside its window (a side left empty is open), like a notice.
ALTER TABLE banners ADD COLUMN starts_at timestamptz;
ALTER TABLE banners ADD COLUMN ends_at timestamptz;
ALTER TABLE banners ADD CONSTRAINT banners_window_order CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);
ALTER TABLE notices ADD CONSTRAINT notices_window_order CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at);

-- Optimistic concurrency: an edit names the version it was made on, and a newer change refuses it.
ALTER TABLE banners ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE notices ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE help_items ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE customer_service_entries ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Help articles are read on each request today; they notify like the rest of the site's content,
-- so whatever keeps them later forgets them the moment an operator edits one.
CREATE TRIGGER help_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();

-- Images uploaded from the console (banners, footer art), kept in the database so every process
-- serves them; a row is never changed (a new picture is a new row, a new address).
CREATE TABLE content_images (
  id           uuid PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  content_type text NOT NULL CONSTRAINT content_images_type_check
                 CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes        bytea NOT NULL,
  byte_size    integer NOT NULL CONSTRAINT content_images_size_check CHECK (byte_size > 0),
  sha256       text NOT NULL,
  staff_id     integer REFERENCES staff (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_images_merchant_idx ON content_images (merchant_id, created_at);
CREATE TRIGGER content_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
