-- Issue 18 part 2: the operator's reason for rejecting a member's comment on a promotion, kept with
-- the comment (the audit row holds it too) so the moderation list shows why it was refused.
ALTER TABLE promotion_comments
  ADD COLUMN decision_reason text
    CONSTRAINT promotion_comments_reason_length CHECK (char_length(decision_reason) <= 500);
