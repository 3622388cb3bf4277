import type { InboxMessage } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useToast } from '@/components/toast';
import { DateTime, LoadMore } from '@/features/wallet';
import { errorMessageKey } from '@/i18n/error-message';
import { useInbox, useInboxChange } from '../api/inbox';
import './inbox-list.css';

const KIND_ICON = { OPERATOR: 'mail', SYSTEM: 'alert', FEEDBACK_REPLY: 'chat' } as const;

/**
 * /m/webEmail (spec section 2, issue 16 part 2): the member's messages, newest first, 10 a page.
 * Opening a message marks it read; it can be marked unread again or deleted.
 */
export function InboxList() {
  const { t } = useTranslation();
  const inbox = useInbox();
  const [openId, setOpenId] = useState<string | null>(null);

  if (inbox.isPending) {
    return (
      <ul className="inbox-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="inbox-item">
            <Skeleton width="60%" height={16} />
            <Skeleton width="85%" height={12} />
          </li>
        ))}
      </ul>
    );
  }
  if (inbox.isError) {
    return <ErrorRetry error={inbox.error} onRetry={() => inbox.refetch()} isRetrying={inbox.isFetching} />;
  }
  const pages = inbox.data.pages;
  const messages = pages.flatMap((page) => page.list);
  if (messages.length === 0)
    return <StateView icon="mail" title={t('no data')} description={t('messages.inboxEmpty')} />;
  const last = pages[pages.length - 1]!;

  return (
    <div className="inbox">
      <ul className="inbox-list">
        {messages.map((message) => (
          <InboxItem
            key={message.id}
            message={message}
            isOpen={openId === message.id}
            onToggle={() => setOpenId(openId === message.id ? null : message.id)}
          />
        ))}
      </ul>
      <LoadMore page={last.pageNo} totalPages={last.totalPages} query={inbox} />
    </div>
  );
}

function InboxItem({
  message,
  isOpen,
  onToggle,
}: {
  message: InboxMessage;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useInboxChange();
  const act = (action: 'read' | 'unread' | 'delete') =>
    change.mutate({ id: message.id, action }, { onError: (error) => toast(t(errorMessageKey(error))) });
  const bodyId = `inbox-body-${message.id}`;

  return (
    <li className="inbox-item" data-unread={message.read ? undefined : ''} data-open={isOpen || undefined}>
      <button
        type="button"
        className="inbox-item__head"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => {
          onToggle();
          if (!isOpen && !message.read) act('read');
        }}
      >
        <span className="icon-badge inbox-item__icon">
          <Icon name={KIND_ICON[message.kind]} size={18} />
        </span>
        <span className="inbox-item__text">
          <span className="inbox-item__title">
            {!message.read && (
              <>
                <span className="inbox-item__dot" aria-hidden="true" />
                <span className="visually-hidden">{t('messages.unreadOne')}</span>
              </>
            )}
            {message.title}
          </span>
          <DateTime iso={message.createdAt} className="inbox-item__date" />
        </span>
        <Icon name="chevronDown" size={20} className="inbox-item__chevron" />
      </button>
      {isOpen && (
        <div id={bodyId} className="inbox-item__body">
          <p className="inbox-item__content">{message.content}</p>
          <div className="inbox-item__actions">
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={change.isPending}
              onClick={() => act('unread')}
            >
              {t('messages.markUnread')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--sm inbox-item__delete"
              disabled={change.isPending}
              onClick={() => act('delete')}
            >
              {t('messages.delete')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
