-- A code sent to the member's own number or current e-mail address proves the member before the
-- e-mail address changes (the address a payment-password reset code goes to).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'reset', 'payment', 'email'));
