import type { Notice } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useOnScreen } from '@/lib/use-on-screen';
import './notice-ticker.css';

const TICK_MS = 4000;

/** Spec section 2 'Home and lobby': the notice ticker, one announcement at a time, with a way to all. */
export function NoticeTicker({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = notices.length;
  const [sectionRef, isOnScreen] = useOnScreen<HTMLElement>();

  // The next title every 4 s, only while the ticker is in sight.
  useEffect(() => {
    if (count < 2 || !isOnScreen) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((value) => (value + 1) % count);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [count, isOnScreen]);

  const current = notices[index % Math.max(count, 1)];

  return (
    <section ref={sectionRef} className="notice-ticker" aria-label={t('home.latestNotice')}>
      <span className="notice-ticker__badge">
        <Icon name="mail" size={18} />
        {count > 0 && <span className="notice-ticker__count">{count > 99 ? '99+' : count}</span>}
      </span>
      {current ? (
        <Link key={current.id} to={paths.notice(index % count)} className="notice-ticker__title">
          {current.title}
        </Link>
      ) : (
        <span className="notice-ticker__title notice-ticker__title--empty">{t('no announcement')}</span>
      )}
      <Link to={paths.notice()} className="notice-ticker__all">
        {t('action.viewAll')}
        <Icon name="chevronRight" size={16} />
      </Link>
    </section>
  );
}
