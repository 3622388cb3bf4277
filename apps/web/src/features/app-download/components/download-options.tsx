import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useWhitelabel } from '@/features/system';
import { isIOS, isIOSSafari, isStandalone } from '@/lib/device';
import { type DownloadItem, downloadItems } from '../download-items';
import { promptInstall, useCanInstallWebApp } from '../install-prompt';
import './download-options.css';

// Spec section 2 'Announcement bar': after the profile download, 'go to settings' shows 4 s.
const GO_TO_SETTINGS_MS = 4000;

interface DownloadOptionsProps {
  /** What "add to home screen" does here: show the iOS guide. */
  onShortcut: () => void;
  /** Lets a surrounding popup close before the page leaves for a download. */
  onLeave?: () => void;
}

/** The download choices for this device, with the iOS profile and Safari rules of spec section 2. */
export function DownloadOptions({ onShortcut, onLeave }: DownloadOptionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const links = useWhitelabel()?.downloadLinks ?? [];
  const canInstallWebApp = useCanInstallWebApp();
  const [needsSafari, setNeedsSafari] = useState(false);

  const items = downloadItems(links, {
    isIOS: isIOS(),
    isIOSSafari: isIOSSafari(),
    isStandalone: isStandalone(),
    canInstallWebApp,
  });

  const installProfile = (url: string) => {
    // Only Safari can hand a configuration profile to iOS Settings.
    if (!isIOSSafari()) {
      setNeedsSafari(true);
      return;
    }
    onLeave?.();
    const handleReturn = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', handleReturn);
      window.removeEventListener('focus', handleReturn);
      toast(t('go_to_settings'), { durationMs: GO_TO_SETTINGS_MS });
      window.setTimeout(() => window.location.assign(url), GO_TO_SETTINGS_MS);
    };
    document.addEventListener('visibilitychange', handleReturn);
    window.addEventListener('focus', handleReturn);
    window.location.assign(url);
  };

  const handleItem = (item: DownloadItem) => {
    switch (item.kind) {
      case 'shortcut':
        onShortcut();
        return;
      case 'webApp':
        void promptInstall();
        return;
      case 'profile':
        if (item.url) installProfile(item.url);
        return;
      case 'android':
      case 'ios':
        // Real links (rendered as <a>) handle these.
        onLeave?.();
        return;
    }
  };

  if (items.length === 0) {
    return (
      <p className="download-options__none">{t(isStandalone() ? 'download.installed' : 'download.none')}</p>
    );
  }

  return (
    <>
      <ul className="download-options">
        {items.map((item) => {
          const content = (
            <>
              <span className="download-options__icon" data-kind={item.kind}>
                <Icon name={item.icon} size={24} />
              </span>
              <span className="download-options__text">
                <span className="download-options__label">{t(item.labelKey)}</span>
                <span className="download-options__hint">{t(item.hintKey)}</span>
              </span>
              <Icon name="chevronRight" size={20} className="download-options__go" />
            </>
          );
          const isLink = (item.kind === 'android' || item.kind === 'ios') && item.url;
          return (
            <li key={item.kind}>
              {isLink ? (
                <a
                  className="download-options__item"
                  href={item.url}
                  target={item.kind === 'ios' ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  onClick={() => handleItem(item)}
                >
                  {content}
                </a>
              ) : (
                <button type="button" className="download-options__item" onClick={() => handleItem(item)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        open={needsSafari}
        onClose={() => setNeedsSafari(false)}
        variant="dialog"
        label={t('download.title')}
      >
        <div className="alert-dialog">
          <Icon name="alert" size={28} className="alert-dialog__icon" />
          <p role="alert">{t('Please use Safari for download App.')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => setNeedsSafari(false)}>
            {t('action.ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}
