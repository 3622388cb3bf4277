-- The PIX gateway is a per-merchant setting. The built-in sandbox confirms payments no bank made,
-- so it may only be set on a merchant marked as a demo site; a merchant has no gateway (and so no
-- PIX) until one is configured. Merchants that existed before this migration get none either.
ALTER TABLE merchants
  ADD COLUMN demo boolean NOT NULL DEFAULT false,
  -- name of the PIX gateway ('sandbox' or a PSP adapter's name); NULL: PIX is not offered
  ADD COLUMN pix_gateway text,
  ADD CONSTRAINT merchants_sandbox_demo_only CHECK (pix_gateway IS DISTINCT FROM 'sandbox' OR demo);

-- Which gateway issued a PIX charge and where its payer pays it, so only that gateway's notice
-- credits it and the member can reopen the charge while it is unpaid.
ALTER TABLE deposit_orders
  ADD COLUMN gateway text,
  ADD COLUMN pay_url text;
UPDATE deposit_orders
  SET gateway = 'sandbox', pay_url = '/sandbox/pix/' || provider_ref
  WHERE provider_ref IS NOT NULL;
