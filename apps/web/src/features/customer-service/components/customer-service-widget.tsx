import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '@/components/icon';
import { ChatBadge, ChatLaunching, useChatUnreadCount, useLaunchChat } from '@/features/chat';
import type { Channel } from '../channels';
import { useCustomerService } from './customer-service-provider';
import './customer-service-widget.css';

/**
 * Spec section 2 'Page shell': a floating service button, shown only when entries exist, whose
 * popup of channels toggles. Channels open in a new tab so the player keeps their place.
 */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const { channels, isOpen, toggle, close } = useCustomerService();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const chat = useLaunchChat();
  // The live chat's unread replies, on the button and on the chat's row (spec section 2: badges).
  const unread = useChatUnreadCount();
  const hasLiveChat = channels.some((channel) => channel.isLiveChat);

  // A new screen starts with the popup closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen, close]);

  if (channels.length === 0) return null;

  return (
    <div className="cs-widget" ref={rootRef}>
      {isOpen && (
        <section id="cs-popup" className="cs-popup" aria-label={t('cs.title')}>
          <header className="cs-popup__head">
            <Icon name="headset" size={20} />
            <h2>{t('cs.title')}</h2>
          </header>
          <p className="cs-popup__hint">{t('cs.hint')}</p>
          <ul className="cs-popup__list">
            {channels.map((channel) => (
              <li key={channel.key}>
                {channel.isLiveChat ? (
                  <button
                    type="button"
                    className="list-row cs-channel"
                    data-type={channel.csType}
                    onClick={() => {
                      close();
                      chat.launch();
                    }}
                  >
                    <ChannelText channel={channel} />
                    <ChatBadge count={unread} />
                    <Icon name="chevronRight" size={18} className="cs-channel__go" />
                  </button>
                ) : (
                  <a
                    className="list-row cs-channel"
                    data-type={channel.csType}
                    href={channel.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={close}
                  >
                    <ChannelText channel={channel} />
                    <Icon name="external" size={18} className="cs-channel__go" />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <button
        type="button"
        className="cs-fab"
        aria-label={t(isOpen ? 'cs.close' : 'cs.open')}
        aria-expanded={isOpen}
        aria-controls="cs-popup"
        onClick={toggle}
      >
        <Icon name={isOpen ? 'close' : 'headset'} size={26} />
        {hasLiveChat && !isOpen && <ChatBadge count={unread} className="cs-fab__badge" />}
      </button>
      <ChatLaunching isLaunching={chat.isLaunching} />
    </div>
  );
}

function ChannelText({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="icon-badge cs-channel__icon">
        <Icon name={channel.icon} size={22} />
      </span>
      <span className="cs-channel__text">
        <span className="cs-channel__label">{t(channel.labelKey)}</span>
        {channel.title && <span className="meta-text ellipsis">{channel.title}</span>}
      </span>
    </>
  );
}
