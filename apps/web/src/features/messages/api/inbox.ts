import { type FeedbackBody, type InboxPage, UNREAD_THROTTLE_MS, type UnreadCount } from '@ficha/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveStatus } from '@/features/live';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantPagesQuery, merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet, apiSend } from '@/lib/api-client';
import { throttledCall } from '../lib/throttle';
import { messagesKeys } from './messages-keys';

/** Spec section 2: /m/webEmail pages of 10. */
export const INBOX_PAGE_SIZE = 10;

/**
 * While the live socket is down (issue 16 part 3: the fallback), how often a visible page asks
 * for the unread count again by itself; it also refreshes when the page regains focus and after
 * every change the member makes; at most one call per 250 ms leaves the site whatever asks (spec
 * section 9). While the socket is open the server pushes the count and nothing is asked.
 */
const UNREAD_REFRESH_MS = 60_000;

const fetchUnread = throttledCall(
  () => apiGet<UnreadCount>('/wps/relay/CSP_unreadCount'),
  UNREAD_THROTTLE_MS,
);

/** CSP_unreadCount: real members only (a trial user is refused, a guest has no inbox). */
export function useInboxUnread(): number {
  const session = useSession();
  const enabled = session.isLoggedIn && !session.isTrial;
  const live = useLiveStatus() === 'open';
  const { data } = useQuery({
    queryKey: messagesKeys.inboxUnread(session.userName ?? ''),
    queryFn: merchantQueryFn(() => fetchUnread()),
    enabled,
    refetchInterval: live ? false : UNREAD_REFRESH_MS,
    refetchOnWindowFocus: !live,
    refetchIntervalInBackground: false,
    staleTime: UNREAD_THROTTLE_MS,
    meta: sessionQueryMeta,
  });
  return enabled ? (data?.unReadCount ?? 0) : 0;
}

export function getInboxPage(pageNo: number, signal?: AbortSignal) {
  return apiGet<InboxPage>('/wps/inbox/messages', {
    params: { pageNo, pageSize: INBOX_PAGE_SIZE },
    signal,
  });
}

/** /m/webEmail: the member's messages, 'more' appends the next page. */
export function useInbox() {
  const session = useSession();
  const language = useCurrentLanguage();
  return useInfiniteQuery({
    queryKey: messagesKeys.inbox(session.userName ?? '', language),
    ...merchantPagesQuery((pageNo, signal) => getInboxPage(pageNo, signal)),
    enabled: session.isLoggedIn && !session.isTrial,
    meta: sessionQueryMeta,
  });
}

/** Read, unread or delete one message; the list and the count follow. */
export function useInboxChange() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (change: { id: string; action: 'read' | 'unread' | 'delete' }) =>
      change.action === 'delete'
        ? apiSend<UnreadCount>('DELETE', `/wps/inbox/messages/${change.id}`)
        : apiSend<UnreadCount>('POST', `/wps/inbox/messages/${change.id}/read`, {
            body: { read: change.action === 'read' },
          }),
    onSuccess: (answer) => {
      client.setQueryData(messagesKeys.inboxUnread(session.userName ?? ''), answer);
      return client.invalidateQueries({ queryKey: [...messagesKeys.all, 'inbox'] });
    },
  });
}

/** PUT /wps/feedback (spec section 7). */
export function putFeedback(body: FeedbackBody): Promise<null> {
  return apiSend<null>('PUT', '/wps/feedback', { body });
}
