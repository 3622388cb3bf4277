import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import './lobby.css';

interface LobbySectionProps {
  title: string;
  icon: IconName;
  /** Spec section 2 'Home and lobby': every lobby category has a view-all link. */
  viewAllTo?: string;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  testId?: string;
}

export function LobbySection({ title, icon, viewAllTo, children, sectionRef, testId }: LobbySectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section ref={sectionRef} className="stack lobby-section" aria-labelledby={id} data-testid={testId}>
      <header className="lobby-section__head">
        <h2 id={id} className="lobby-section__title">
          <span className="icon-badge lobby-section__icon">
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            className="lobby-section__all"
            aria-label={t('games.viewAllOf', { category: title })}
          >
            {t('action.viewAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
