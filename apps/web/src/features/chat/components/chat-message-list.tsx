import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from '../use-chat-conversation';
import { ChatImage } from './chat-image';

interface Props {
  messages: ShownMessage[];
  staffReadId: string;
  staffTyping: boolean;
  visitor: string | undefined;
}

/** The conversation, oldest first, kept scrolled to the newest; the member's own on the right. */
export function ChatMessageList({ messages, staffReadId, staffTyping, visitor }: Props) {
  const { t, i18n } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the list or the typing line changes
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, staffTyping]);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <ol className="chat-list" aria-label={t('chat.conversation')} aria-live="polite">
      {messages.map((m) => {
        const mine = m.sender === 'MEMBER';
        const read = mine && !m.pending && !m.failedCode && Number(m.id) <= Number(staffReadId);
        return (
          <li
            key={m.pending || m.failedCode ? `ref-${m.ref}` : m.id}
            className={`chat-bubble ${mine ? 'chat-bubble--mine' : 'chat-bubble--staff'}`}
            data-sender={m.sender}
          >
            {!mine && <span className="chat-bubble__who">{t('chat.agent')}</span>}
            {m.attachment ? (
              <ChatImage id={m.attachment.id} visitor={visitor} />
            ) : (
              <p className="chat-bubble__text">{m.body}</p>
            )}
            <span className="chat-bubble__meta">
              {m.failedCode ? (
                <span className="chat-bubble__failed" role="alert">
                  {t(`error.${m.failedCode}` as 'error.INTERNAL', {
                    defaultValue: t('error.INTERNAL'),
                    max: m.failedCode === 'CHAT_MESSAGE_TOO_LONG' ? 1000 : 5,
                  })}
                </span>
              ) : m.pending ? (
                t('chat.sending')
              ) : (
                <>
                  <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
                  {mine && (
                    <span className={`chat-receipt${read ? ' chat-receipt--read' : ''}`}>
                      {read ? `✓✓ ${t('chat.read')}` : `✓ ${t('chat.sent')}`}
                    </span>
                  )}
                </>
              )}
            </span>
          </li>
        );
      })}
      {staffTyping && (
        <li className="chat-bubble chat-bubble--staff chat-typing" aria-label={t('chat.typing')}>
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="chat-typing__text">{t('chat.typing')}</span>
        </li>
      )}
      <div ref={endRef} />
    </ol>
  );
}
