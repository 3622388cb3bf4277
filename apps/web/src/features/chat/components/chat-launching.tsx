import { useTranslation } from 'react-i18next';
import './chat.css';

/** The loading shown while the chat opens (spec section 4 'Chat launch'). */
export function ChatLaunching({ isLaunching }: { isLaunching: boolean }) {
  const { t } = useTranslation();
  if (!isLaunching) return null;
  return (
    <div className="chat-launching" role="status" aria-live="polite">
      <span className="chat-launching__box">{t('in_please_wait')}</span>
    </div>
  );
}
