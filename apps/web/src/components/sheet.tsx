import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { Modal } from './modal';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: string;
  className?: string;
  children: ReactNode;
}

/** A bottom sheet with its grip, heading and close button. */
export function Sheet({ open, onClose, title, className, children }: SheetProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} variant="sheet" label={title} className={className}>
      <div className="sheet-grip" aria-hidden="true" />
      <header className="sheet-head">
        <h2>{title}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.close')}>
          <Icon name="close" />
        </button>
      </header>
      {children}
    </Modal>
  );
}
