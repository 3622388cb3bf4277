import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Sheet } from '@/components/sheet';
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
    <Sheet open={open} onClose={onClose} title={t('download.title')}>
      {appBonus && <p className="sheet-bonus">{appBonus}</p>}
      <DownloadOptions
        onLeave={onClose}
        onShortcut={() => {
          onClose();
          navigate(`${paths.app()}#ios`);
        }}
      />
    </Sheet>
  );
}
