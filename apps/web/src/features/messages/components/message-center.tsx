import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { paths } from '@/config/paths';
import { ChatLaunching, useLaunchChat } from '@/features/chat';
import { useCustomerService } from '@/features/customer-service';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import type { TranslationKey } from '@/i18n/keys';
import { type UnreadCounts, useUnreadCounts } from '../api/unread';
import { UnreadBadge } from './unread-badge';
import './message-center.css';

/** One row of the message center: where it leads and its unread count, if it has one. */
export interface MessageCenterRow {
  key: string;
  icon: IconName;
  labelKey: TranslationKey;
  /** An internal route, an outside link, or an action. */
  to?: string;
  href?: string;
  onSelect?: () => void;
  count?: number;
}

/**
 * The rows of spec section 2 'Message center' in its order: Telegram (when configured),
 * announcements and messages with their unread badges, the live chat (flag CBS3, with its own
 * unread badge), then customer service.
 */
export function messageCenterRows(options: {
  telegramUrl: string | undefined;
  counts: UnreadCounts;
  openService: () => void;
  /** Opens the live chat; absent when the merchant's flag CBS3 is off. */
  openChat: (() => void) | undefined;
}): MessageCenterRow[] {
  const rows: MessageCenterRow[] = [];
  if (options.telegramUrl) {
    rows.push({ key: 'telegram', icon: 'send', labelKey: 'messages.telegram', href: options.telegramUrl });
  }
  rows.push(
    {
      key: 'announcements',
      icon: 'megaphone',
      labelKey: 'title.notice',
      to: paths.notice(),
      count: options.counts.announcements,
    },
    {
      key: 'inbox',
      icon: 'mail',
      labelKey: 'title.webEmail',
      to: paths.webEmail(),
      count: options.counts.inbox,
    },
  );
  if (options.openChat) {
    rows.push({
      key: 'chat',
      icon: 'chat',
      labelKey: 'cs.LIVECHAT',
      onSelect: options.openChat,
      count: options.counts.chat,
    });
  }
  rows.push({ key: 'service', icon: 'headset', labelKey: 'messages.service', onSelect: options.openService });
  return rows;
}

function RowBody({ row, count }: { row: MessageCenterRow; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="icon-badge message-center__icon">
        <Icon name={row.icon} size={20} />
      </span>
      <span className="menu-row__label">{t(row.labelKey)}</span>
      <UnreadBadge count={count} />
      <Icon name="chevronRight" size={18} />
    </>
  );
}

/** /m/message (spec section 2): badges only for a signed-in member, with a nonzero count. */
export function MessageCenter({ extraRows = [] }: { extraRows?: MessageCenterRow[] }) {
  const session = useSession();
  const whitelabel = useWhitelabel();
  const service = useCustomerService();
  const counts = useUnreadCounts();
  // The chat opens as from the floating button: CBS_launchChat, loading, 500 ms, the chat page.
  const chat = useLaunchChat();
  const openChat = whitelabel?.flags.CBS3 === true ? chat.launch : undefined;
  const telegram = whitelabel?.socialLinks.find((link) => link.type === 'TELEGRAM')?.url;
  // Operator data in an href: only a web or Telegram link.
  const telegramUrl = telegram && /^(https?:|tg:)/i.test(telegram) ? telegram : undefined;
  const rows = [
    ...messageCenterRows({ telegramUrl, counts, openService: service.open, openChat }),
    ...extraRows,
  ];

  const item = (row: MessageCenterRow): ReactNode => {
    const count = session.isLoggedIn ? (row.count ?? 0) : 0;
    const body = <RowBody row={row} count={count} />;
    if (row.to) {
      return (
        <Link to={row.to} className="menu-row message-center__row">
          {body}
        </Link>
      );
    }
    if (row.href) {
      return (
        <a href={row.href} target="_blank" rel="noopener noreferrer" className="menu-row message-center__row">
          {body}
        </a>
      );
    }
    return (
      <button type="button" className="menu-row message-center__row" onClick={row.onSelect}>
        {body}
      </button>
    );
  };

  return (
    <>
      <ul className="message-center" data-testid="message-center">
        {rows.map((row) => (
          <li key={row.key} data-row={row.key}>
            {item(row)}
          </li>
        ))}
      </ul>
      <ChatLaunching isLaunching={chat.isLaunching} />
    </>
  );
}
