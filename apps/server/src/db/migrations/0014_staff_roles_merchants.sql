-- Back office access (issue 15 part 1): six roles whose permissions are the contract's table
-- (packages/contract/src/api/permissions.ts), and staff who work for one or more merchants.
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check
  CHECK (role IN ('ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT', 'RISK', 'READ_ONLY'));

-- Bumped by every change an administrator makes, so a stale page never overwrites a newer change.
ALTER TABLE staff ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The merchants a staff member works for. A staff member of Ficha never sees Rio Sorte's data.
CREATE TABLE staff_merchants (
  staff_id    integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  CONSTRAINT staff_merchants_pkey PRIMARY KEY (staff_id, merchant_id)
);
CREATE INDEX staff_merchants_merchant_idx ON staff_merchants (merchant_id);

INSERT INTO staff_merchants (staff_id, merchant_id)
  SELECT id, merchant_id FROM staff WHERE merchant_id IS NOT NULL;

-- staff.merchant_id keeps its meaning: NULL marks platform staff (every merchant); otherwise it is
-- the staff member's first merchant, always one of their staff_merchants rows. A row written the
-- way it was before (a merchant_id only: seeds, scripts) gets its staff_merchants row here, and
-- turning someone into platform staff drops their list.
CREATE FUNCTION staff_home_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.merchant_id IS NULL THEN
    DELETE FROM staff_merchants WHERE staff_id = NEW.id;
  ELSE
    INSERT INTO staff_merchants (staff_id, merchant_id) VALUES (NEW.id, NEW.merchant_id)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER staff_home_merchant AFTER INSERT OR UPDATE OF merchant_id ON staff
  FOR EACH ROW EXECUTE FUNCTION staff_home_merchant();
