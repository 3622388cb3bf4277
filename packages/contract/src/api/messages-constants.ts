// Messages' fixed values, apart from the zod schemas in messages.ts: the mobile site's shell reads
// them on every page, which must not ship the schema library for a few constants.

/** Content types (spec section 3): Agent A, Player PL, Banner B, Pop-up PU, Promotion PR. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Who sees a popup (spec sections 3, 4): A the signed-in members (group A), B visitors (group B),
 * F members on their first login (shown to group A on first login).
 */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

/** Spec section 9: the popup shows at most 2 title tabs. */
export const POPUP_MAX_TABS = 2;
/** Spec section 9: the popup appears 0.5 s after load; its transition lasts 200 ms. */
export const POPUP_DELAY_MS = 500;
export const POPUP_TRANSITION_MS = 200;
/** Spec section 9: marking an announcement read is throttled to one call per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
/** Spec section 9: the unread counts are fetched at most once per 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
/** Spec section 9: badges show the count, or 99+ above 99. */
export const BADGE_CAP = 99;

/** The badge's text: the count, '99+' above 99, nothing when zero (spec section 2). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Where a message came from: an operator, the platform itself, or staff answering feedback. */
export const INBOX_KINDS = ['OPERATOR', 'SYSTEM', 'FEEDBACK_REPLY'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Spec section 3: question types of the feedback payload; unset is -1. */
export const FEEDBACK_TYPES = {
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
  other_issues: 0,
} as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_UNSET = -1;

/** Spec sections 5 and 9: feedback content 20 to 200 characters. */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
