import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { SmartImage } from '@/components/smart-image';
import { storageKeys } from '@/config/storage-keys';
import { readStored, writeStored } from '@/lib/storage';

interface AppDownloadBannerProps {
  name: string;
  bonus: string;
  /** The merchant's AppDownloadIcon; without one a neutral app badge stands in. */
  iconUrl: string | undefined;
  /** Spec section 2 'Page shell': the button shows only when the download rules allow it. */
  showDownload: boolean;
  onDownload: () => void;
}

/** Spec section 2: home and index paths show an app-download banner with the bonus offer. */
export function AppDownloadBanner({
  name,
  bonus,
  iconUrl,
  showDownload,
  onDownload,
}: AppDownloadBannerProps) {
  const { t } = useTranslation();
  // Closed for the rest of this visit, offered again on the next one.
  const [closed, setClosed] = useState(() => readStored(storageKeys.appBannerClosed, 'session') === '1');
  if (closed) return null;

  return (
    <aside className="app-banner" aria-label={t('home.appBanner')}>
      <button
        type="button"
        className="app-banner__close"
        aria-label={t('action.close')}
        onClick={() => {
          writeStored(storageKeys.appBannerClosed, '1', 'session');
          setClosed(true);
        }}
      >
        <Icon name="close" size={18} />
      </button>
      {iconUrl ? (
        <SmartImage className="app-banner__icon" src={iconUrl} alt="" width={40} height={40} eager />
      ) : (
        <span className="icon-badge icon-badge--solid app-banner__icon" aria-hidden="true">
          <Icon name="phone" size={22} />
        </span>
      )}
      <div className="app-banner__text">
        <p className="app-banner__title">{t('home.appBannerTitle', { name })}</p>
        {bonus && <p className="app-banner__bonus">{bonus}</p>}
      </div>
      {showDownload && (
        <button type="button" className="btn btn--primary btn--sm app-banner__cta" onClick={onDownload}>
          <Icon name="download" size={18} />
          {t('action.download')}
        </button>
      )}
    </aside>
  );
}
