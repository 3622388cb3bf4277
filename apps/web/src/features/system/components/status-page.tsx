import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import type { CachedStatus } from '../api/get-status';
import './status-page.css';

interface StatusPageProps {
  status: CachedStatus;
  onRetry: () => void;
  isRetrying: boolean;
  /** The language picker, so a visitor can read the page in their language. */
  toolbar: ReactNode;
}

/**
 * Spec section 4 'System status': 1 shows the maintenance page, 2 the access-restricted page,
 * with no site chrome behind either.
 */
export function StatusPage({ status, onRetry, isRetrying, toolbar }: StatusPageProps) {
  const { t } = useTranslation();
  const isMaintenance = status.status === 1;
  const info = status.info?.trim();
  const ip = status.location?.ip;
  const country = status.location?.country;

  return (
    <main className="glow status-page" data-kind={isMaintenance ? 'maintenance' : 'restricted'}>
      <div className="status-page__toolbar">{toolbar}</div>
      <section className="status-page__card" aria-labelledby="status-title">
        <span className="icon-badge status-page__art" aria-hidden="true">
          <span className="status-page__ring" />
          <Icon name={isMaintenance ? 'wrench' : 'shieldLock'} size={44} />
        </span>
        <h1 id="status-title" className="status-page__title">
          {t(isMaintenance ? 'status.maintenanceTitle' : 'status.restrictedTitle')}
        </h1>
        <p className="status-page__text">
          {t(isMaintenance ? 'status.maintenanceText' : 'status.restrictedText')}
        </p>
        {isMaintenance && info && <p className="status-page__info">{info}</p>}
        {!isMaintenance && ip && (
          <dl className="status-page__facts">
            <div>
              <dt>{t('status.yourIp')}</dt>
              <dd>{ip}</dd>
            </div>
            {country && (
              <div>
                <dt>{t('status.country')}</dt>
                <dd>{country}</dd>
              </div>
            )}
          </dl>
        )}
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={onRetry}
          disabled={isRetrying}
          aria-busy={isRetrying}
        >
          <Icon name="refresh" size={20} className={isRetrying ? 'spin' : undefined} />
          {t(isRetrying ? 'in_please_wait' : 'action.retry')}
        </button>
      </section>
    </main>
  );
}
