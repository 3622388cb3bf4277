import { CHAT_UNREAD_THROTTLE_MS, type ChatUnreadAnswer } from '@ficha/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useLiveStatus } from '@/features/live';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * How often the badge asks again while a page is open and the live socket is down (a reply may
 * come at any time); while the socket is open the server pushes the count and nothing is asked.
 */
const REFRESH_MS = 20_000;

let lastCall = 0;
let lastAnswer: Promise<number> | undefined;

/**
 * CBS_unreadCount (spec section 7: GET, throttled 250 ms, silent, module CBS3): calls within
 * 250 ms of the last share its answer, and a failure shows nothing (the badge keeps its count).
 */
export function getChatUnreadCount(): Promise<number> {
  const now = Date.now();
  if (lastAnswer && now - lastCall < CHAT_UNREAD_THROTTLE_MS) return lastAnswer;
  lastCall = now;
  lastAnswer = apiGet<ChatUnreadAnswer>('/wps/relay/CBS_unreadCount').then((value) => value.unReadCount);
  return lastAnswer;
}

/**
 * The member's unread chat replies, for badges (spec section 2: shown only when logged in and
 * nonzero). Spec section 6: no chat unread fetch for visitors and trial users, nor without CBS3.
 */
export function useChatUnreadCount(): number {
  const session = useSession();
  const whitelabel = useWhitelabel();
  const enabled = session.isLoggedIn && !session.isTrial && whitelabel?.flags.CBS3 === true;
  const live = useLiveStatus() === 'open';
  const query = useQuery({
    queryKey: chatKeys.unread(session.token),
    queryFn: getChatUnreadCount,
    enabled,
    refetchInterval: live ? false : REFRESH_MS,
    refetchOnWindowFocus: !live,
    // Silent: a failure leaves the last count, never a message.
    retry: false,
    meta: { silent: true },
  });
  return enabled ? (query.data ?? 0) : 0;
}

/** The count the live socket pushed: every badge shows it at once, without a call. */
export function setChatUnreadCount(client: QueryClient, token: string | undefined, count: number): void {
  client.setQueryData(chatKeys.unread(token), count);
}
