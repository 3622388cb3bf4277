import type { Game } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/sheet';
import { useFormatMoney, useLocale } from '@/features/wallet';
import './game-info-sheet.css';

interface GameInfoSheetProps {
  game: Game | null;
  vendorName: string;
  onClose: () => void;
  onPlay: (game: Game) => void;
}

/**
 * A game's details from its tile (issue 19 part 5, "Honest display"): the vendor, the minimum bet
 * and the return to player from the catalogue. A game whose vendor published no RTP says so; no
 * figure is ever made up.
 */
export function GameInfoSheet({ game, vendorName, onClose, onPlay }: GameInfoSheetProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const locale = useLocale();
  const name = game ? game.gameName || game.nodeName : '';
  const rtp =
    game?.rtp != null
      ? new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(
          Number(game.rtp) / 100,
        )
      : null;
  return (
    <Sheet open={game !== null} onClose={onClose} title={name || t('games.info')}>
      {game && (
        <div className="game-info">
          <dl className="game-info__facts">
            <div>
              <dt>{t('games.infoVendor')}</dt>
              <dd>{vendorName}</dd>
            </div>
            <div>
              <dt>{t('games.infoRtp')}</dt>
              <dd data-testid="game-rtp">{rtp ?? t('games.infoRtpUnknown')}</dd>
            </div>
            <div>
              <dt>{t('games.infoMinBet')}</dt>
              <dd>{money(game.minBet)}</dd>
            </div>
          </dl>
          <p className="game-info__note">{t(rtp ? 'games.infoRtpNote' : 'games.infoRtpUnknownNote')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => onPlay(game)}>
            {t('games.infoPlay')}
          </button>
        </div>
      )}
    </Sheet>
  );
}
