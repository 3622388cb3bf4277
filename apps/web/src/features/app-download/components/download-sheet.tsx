import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useWhitelabel } from '@/features/system';
import { DownloadOptions } from './download-options';

interface DownloadSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The home page's download popup (spec section 2 'Home and lobby': download popup). */
export function DownloadSheet({ open, onClose }: DownloadSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appBonus = useWhitelabel()?.appBonus;

  return (
    <Modal open={open} onClose={onClose} variant="sheet" label={t('download.title')}>
      <div className="sheet-grip" aria-hidden="true" />
      <header className="sheet-head">
        <h2>{t('download.title')}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.close')}>
          <Icon name="close" />
        </button>
      </header>
      {appBonus && <p className="sheet-bonus">{appBonus}</p>}
      <DownloadOptions
        onLeave={onClose}
        onShortcut={() => {
          onClose();
          navigate(`${paths.app()}#ios`);
        }}
      />
    </Modal>
  );
}
