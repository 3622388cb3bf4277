import { type AnnouncementsAnswer, MARK_READ_THROTTLE_MS, type MarkAnnouncementBody } from '@ficha/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet, apiSend } from '@/lib/api-client';
import { throttle } from '../lib/throttle';
import { messagesKeys } from './messages-keys';

export function getAnnouncements(signal?: AbortSignal): Promise<AnnouncementsAnswer> {
  return apiGet<AnnouncementsAnswer>('/wps/relay/MCSFE_getListAnnouncements', {
    params: { types: 'B,PL,PU', platform: 'M' },
    signal,
  });
}

/**
 * MCSFE_getListAnnouncements for the caller: the player announcements with their read flags and
 * the popup of their group (spec sections 3, 4, 7).
 */
export function useAnnouncements() {
  const session = useSession();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: messagesKeys.announcements(session.userName ?? '', language),
    queryFn: merchantQueryFn(getAnnouncements),
    staleTime: 60_000,
  });
}

/** The player announcements the member has not read (a guest reads none: 0). */
export function useAnnouncementsUnread(): number {
  const session = useSession();
  const { data } = useAnnouncements();
  if (!session.isLoggedIn) return 0;
  return (data?.player ?? []).filter((a) => !a.read).length;
}

const postMarkRead = (body: MarkAnnouncementBody) =>
  apiSend<null>('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { body });

/**
 * Spec section 4 'Announcement read': "marking sets it read at once, then calls the server and
 * reloads announcements"; the calls are throttled to one per 150 ms (section 9), the ids asked
 * meanwhile sent together in the trailing call's window.
 */
export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  const session = useSession();
  const language = useCurrentLanguage();
  const key = messagesKeys.announcements(session.userName ?? '', language);
  const send = useMemo(() => {
    const waiting = new Set<number>();
    const flush = throttle(() => {
      const ids = [...waiting];
      waiting.clear();
      void Promise.allSettled(ids.map((announcementId) => postMarkRead({ announcementId, read: true }))).then(
        () => client.invalidateQueries({ queryKey: [...messagesKeys.all, 'announcements'] }),
      );
    }, MARK_READ_THROTTLE_MS);
    return (id: number) => {
      waiting.add(id);
      flush();
    };
  }, [client]);
  return useCallback(
    (id: number) => {
      if (!session.isLoggedIn) return;
      const current = client.getQueryData<AnnouncementsAnswer>(key);
      if (current?.player?.find((a) => a.id === id)?.read !== false) return;
      client.setQueryData<AnnouncementsAnswer>(key, {
        ...current,
        player: current.player?.map((a) => (a.id === id ? { ...a, read: true } : a)),
      });
      send(id);
    },
    [client, key, send, session.isLoggedIn],
  );
}
