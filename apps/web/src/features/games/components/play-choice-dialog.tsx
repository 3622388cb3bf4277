import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import type { PlayTarget } from '../lib/game-click';
import './play-choice-dialog.css';

interface PlayChoiceDialogProps {
  open: boolean;
  target: PlayTarget | null;
  isTrial: boolean;
  onChoose: (freePlay: boolean) => void;
  onClose: () => void;
}

/** Spec section 4 'Game click': when free play is supported (supportPlay 0) the player chooses. */
export function PlayChoiceDialog({ open, target, isTrial, onChoose, onClose }: PlayChoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} variant="dialog" label={t('games.playChoice')}>
      <div className="play-choice">
        <header className="play-choice__head">
          <h2 className="play-choice__title">{target?.name ?? t('games.playChoice')}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.close')}>
            <Icon name="close" />
          </button>
        </header>
        {target?.vendorName && <p className="play-choice__vendor">{target.vendorName}</p>}
        <p className="play-choice__text">{t(isTrial ? 'games.playChoiceTrial' : 'games.playChoiceText')}</p>
        <div className="play-choice__actions">
          <button type="button" className="btn btn--primary btn--block" onClick={() => onChoose(false)}>
            <Icon name="coins" size={20} />
            {t('games.playReal')}
          </button>
          <button type="button" className="btn btn--outline btn--block" onClick={() => onChoose(true)}>
            <Icon name="gamepad" size={20} />
            {t('games.playFree')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
