import { useChatUnreadCount } from '@/features/chat';
import { useSession } from '@/features/session';
import { useAnnouncementsUnread } from './announcements';
import { useInboxUnread } from './inbox';

/**
 * The unread counts of the message center's sources. Spec section 7: "Unread total is
 * announcements plus chat plus inbox"; each source adds its own count here (the chat's too), and
 * the total sums them all.
 */
export interface UnreadCounts {
  announcements: number;
  inbox: number;
  /** The live chat's unread replies: 0 for visitors, trial users and without CBS3 (never asked). */
  chat: number;
}

/**
 * Every badge (header, Menu button, side menu, message center) reads the same cached queries: the
 * chat's CBS_unreadCount is one shared query, itself throttled to one call per 250 ms.
 */
export function useUnreadCounts(): UnreadCounts {
  return { announcements: useAnnouncementsUnread(), inbox: useInboxUnread(), chat: useChatUnreadCount() };
}

/** The total on the menu and the header: only for a signed-in member (badges show then only). */
export function useUnreadTotal(): number {
  const session = useSession();
  const counts = useUnreadCounts();
  if (!session.isLoggedIn) return 0;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
