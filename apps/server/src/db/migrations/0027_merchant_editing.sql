-- The console edits merchants (issue 15 part 8). Every change of a merchant row, by the console or
-- anyone else (a maintenance switch, psql, a CLI), takes the next version, so an editor that read
-- version n can ask "only if it is still n" and a stale form never overwrites a newer change.
ALTER TABLE merchants ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION merchants_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TRIGGER merchants_version BEFORE UPDATE ON merchants
  FOR EACH ROW EXECUTE FUNCTION merchants_next_version();

-- Images a merchant's staff upload (logo, seals), kept in the database so every process serves
-- them. Named by the SHA-256 of their bytes: an address never changes what it shows, so browsers
-- keep it for good, and the same file uploaded twice is stored once.
CREATE TABLE merchant_images (
  sha256       text PRIMARY KEY CONSTRAINT merchant_images_sha256_format CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  merchant_id  integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  content_type text NOT NULL CONSTRAINT merchant_images_content_type_check
                 CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_images_merchant_idx ON merchant_images (merchant_id);
