import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useLogout } from '../api/logout';
import './logout-dialog.css';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the session ended (the side menu closes itself too). */
  onLoggedOut?: () => void;
}

/** Spec section 4 'Logout': confirm dialog (in_sure_logout), loading, the call, then /m/home. */
export function LogoutDialog({ open, onClose, onLoggedOut }: LogoutDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const handleConfirm = async () => {
    // mutateAsync, not mutate's callbacks: the screen behind may unmount as soon as the session
    // ends (the member centre turns into its guest view), and the redirect must still happen.
    await logout.mutateAsync().catch(() => undefined);
    onClose();
    onLoggedOut?.();
    navigate(paths.home(), { replace: true });
  };

  return (
    <Modal
      open={open}
      // While the call runs the dialog stays: closing it would hide the only sign of progress.
      onClose={logout.isPending ? () => {} : onClose}
      variant="dialog"
      label={t('auth.logout')}
      className="logout-dialog"
    >
      <span className="icon-badge icon-badge--danger logout-dialog__badge">
        <Icon name="login" size={26} />
      </span>
      <p className="logout-dialog__text">{t('in_sure_logout')}</p>
      <div className="button-pair logout-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={logout.isPending}>
          {t('form.cancel')}
        </button>
        <BusyButton className="btn btn--primary" onClick={handleConfirm} isBusy={logout.isPending}>
          {t('auth.logout')}
        </BusyButton>
      </div>
    </Modal>
  );
}
