import { badgeText } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import './unread-badge.css';

/**
 * Spec section 2 'Message center': the count, or 99+ above 99, only when nonzero (the callers pass
 * 0 to a guest: badges show only when logged in).
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`unread-badge${className ? ` ${className}` : ''}`} data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('messages.unread', { count })}</span>
    </span>
  );
}
