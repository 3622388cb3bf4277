import { unreadBadgeText } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

/** Spec section 2: a count badge, 99+ above 99, shown only when nonzero. */
export function ChatBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span className={`chat-badge${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('chat.unread', { count })}</span>
    </span>
  );
}
