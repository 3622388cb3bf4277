// The chat's fixed values, apart from its zod schemas in chat.ts: the mobile site's shell reads
// them on every page, which must not ship the schema library for a few constants.

/** Longest message, in characters (a longer one is refused with CHAT_MESSAGE_TOO_LONG). */
export const CHAT_MESSAGE_MAX = 1000;
/** Spec section 5 (activity images): png or jpg up to 5 MB, checked by their bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Spec section 9: CBS_unreadCount is throttled to one call per 250 ms, and silent. */
export const CHAT_UNREAD_THROTTLE_MS = 250;
/** Spec sections 4 and 9: the chat URL opens 500 ms after CBS_launchChat answers. */
export const CHAT_REDIRECT_MS = 500;
/** Spec section 9: badges show 99+ above 99. */
export const UNREAD_BADGE_CAP = 99;
/** The websocket subprotocol; the credential rides as a second one (`bearer.<token>`, `visitor.<token>`). */
export const CHAT_SOCKET_PROTOCOL = 'ficha-chat';

/** A badge's text: nothing for 0, the count, or 99+ above 99. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/**
 * The member's live socket: one per tab, carrying the unread counts and (when the caller may
 * chat) the chat's frames, with the chat socket's subprotocols.
 */
export const LIVE_SOCKET_PATH = '/wps/live/ws';
