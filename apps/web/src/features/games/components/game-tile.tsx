import type { Game } from '@ficha/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { SmartImage } from '@/components/smart-image';
import { tileStyleOf } from '../lib/tile-style';

interface GameTileProps {
  game: Game;
  vendorName: string;
  isFavourite: boolean;
  isFavouritePending: boolean;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** Opens the game's details (its RTP among them). */
  onInfo: (game: Game) => void;
}

/**
 * Spec section 2 'Game tile and filter': icon, name, vendor display name and the favourite star;
 * the style cycles by nodeId modulo 6 plus 1. The icon is lazy and walks the image CDN list.
 */
export const GameTile = memo(function GameTile({
  game,
  vendorName,
  isFavourite,
  isFavouritePending,
  onPlay,
  onToggleFavourite,
  onInfo,
}: GameTileProps) {
  const { t } = useTranslation();
  const name = game.gameName || game.nodeName;
  return (
    <li className={`game-tile game-tile--s${tileStyleOf(game.nodeId)}`} data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-tile__play"
        onClick={() => onPlay(game)}
        aria-label={t('games.playGame', { name, vendor: vendorName })}
      >
        <span className="game-tile__art">
          <SmartImage className="game-tile__icon" src={game.iconUrl} alt="" width={160} height={160} />
          {game.isNew && <span className="game-tile__badge">{t('games.newBadge')}</span>}
        </span>
        <span className="game-tile__name">{name}</span>
        <span className="ellipsis game-tile__vendor">{vendorName}</span>
      </button>
      <button
        type="button"
        className="game-tile__fav"
        aria-pressed={isFavourite}
        aria-busy={isFavouritePending}
        aria-label={t(isFavourite ? 'games.favRemove' : 'games.favAdd', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        <Icon name="star" size={18} />
      </button>
      <span className="game-tile__info-anchor">
        <button
          type="button"
          className="game-tile__info"
          aria-label={t('games.infoOf', { name })}
          onClick={() => onInfo(game)}
        >
          <Icon name="help" size={18} />
        </button>
      </span>
      {isFavouritePending && (
        // Spec section 4 'Favourite toggle': a loading message while the call runs.
        <span className="game-tile__busy" role="status">
          <Icon name="refresh" size={18} className="spin" />
          {t('in_please_wait')}
        </span>
      )}
    </li>
  );
});
