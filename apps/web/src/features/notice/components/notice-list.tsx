import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Icon } from '@/components/icon';
import { RichContent } from '@/components/rich-content';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useAnnouncements, useMarkAnnouncementRead } from '@/features/messages';
import { useSession } from '@/features/session';
import { useNotices } from '../api/get-notices';
import './notice-list.css';

/**
 * The player announcements: a member's come with their read flags (MCSFE_getListAnnouncements), a
 * visitor's from the notices call; both list the same announcements in the same order, so the
 * marquee's index opens the same one.
 */
function useNoticeRows() {
  const session = useSession();
  const visitor = useNotices();
  const member = useAnnouncements();
  if (!session.isLoggedIn) return { ...visitor, data: visitor.data?.map((n) => ({ ...n, read: true })) };
  return { ...member, data: member.data?.player };
}

/** /m/notice?index=i: every announcement, the tapped one (query index) open and in view. */
export function NoticeList() {
  const { t } = useTranslation();
  const { data: notices, isPending, isError, error, refetch, isFetching } = useNoticeRows();
  const markRead = useMarkAnnouncementRead();
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('index') ?? 0);
  const [openIndex, setOpenIndex] = useState<number | null>(Number.isInteger(requested) ? requested : 0);
  const openRef = useRef<HTMLLIElement>(null);
  const hasNotices = (notices?.length ?? 0) > 0;

  useEffect(() => {
    if (hasNotices) openRef.current?.scrollIntoView({ block: 'nearest' });
  }, [hasNotices]);

  // Spec section 4 'Announcement read': the one open is read (at once here, then on the server).
  const openNotice = openIndex === null ? undefined : notices?.[openIndex];
  useEffect(() => {
    if (openNotice && !openNotice.read) markRead(openNotice.id);
  }, [openNotice, markRead]);

  if (isPending) {
    return (
      <ul className="notice-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="notice-item">
            <Skeleton height={18} width="75%" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return <ErrorRetry error={error} onRetry={() => refetch()} isRetrying={isFetching} />;
  }
  if (!hasNotices || !notices) return <StateView icon="megaphone" title={t('no announcement')} />;

  return (
    <ul className="notice-list">
      {notices.map((notice, index) => {
        const isOpen = index === openIndex;
        const bodyId = `notice-body-${notice.id}`;
        return (
          <li
            key={notice.id}
            className="notice-item"
            ref={isOpen ? openRef : undefined}
            data-open={isOpen || undefined}
            data-unread={notice.read ? undefined : ''}
          >
            <button
              type="button"
              className="notice-item__head"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpenIndex(isOpen ? null : index)}
            >
              <span className="icon-badge notice-item__icon">
                <Icon name="megaphone" size={18} />
              </span>
              <span className="notice-item__title">{notice.title}</span>
              <Icon name="chevronDown" size={20} className="notice-item__chevron" />
            </button>
            {isOpen && (
              <div id={bodyId} className="notice-item__body">
                <RichContent html={notice.content} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
