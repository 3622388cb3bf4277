-- Wrong payment passwords are counted per member; after a few the password locks for a while
-- (or until it is reset with an SMS or e-mail code).
ALTER TABLE members
  ADD COLUMN payment_password_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN payment_password_locked_until timestamptz;
