-- Issue 18 part 3, benefits applied by the engine: each VIP level may pay a birthday bonus, once a
-- year on the member's KYC-approved birthday (vip-benefit-runs.ts, grant key per member and year).
ALTER TABLE vip_levels
  ADD COLUMN birthday_bonus bigint NOT NULL DEFAULT 0 CONSTRAINT vip_levels_birthday CHECK (birthday_bonus >= 0);
