import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/icon';
import type { TranslationKey } from '@/i18n/keys';
import './top-tiles.css';

export type TileId = 'refer' | 'bonus' | 'vip';

interface TopTilesProps {
  /** Spec section 6 'Feature flags': the VIP tile needs VIP on the site. */
  showVip: boolean;
  onSelect: (tile: TileId) => void;
}

const TILES: { id: TileId; icon: IconName; titleKey: TranslationKey; textKey: TranslationKey }[] = [
  { id: 'refer', icon: 'userPlus', titleKey: 'tile.refer', textKey: 'tile.referText' },
  { id: 'bonus', icon: 'gift', titleKey: 'tile.bonus', textKey: 'tile.bonusText' },
  { id: 'vip', icon: 'crown', titleKey: 'tile.vip', textKey: 'tile.vipText' },
];

/** Spec section 2 'Home and lobby': refer and win, got bonus bet, VIP bonus. */
export function TopTiles({ showVip, onSelect }: TopTilesProps) {
  const { t } = useTranslation();
  const tiles = TILES.filter((tile) => tile.id !== 'vip' || showVip);
  return (
    <nav className="top-tiles" data-count={tiles.length} aria-label={t('home.shortcuts')}>
      {tiles.map((tile) => (
        <button
          key={tile.id}
          type="button"
          className="top-tile"
          data-tile={tile.id}
          onClick={() => onSelect(tile.id)}
        >
          <span className="top-tile__icon">
            <Icon name={tile.icon} size={22} />
          </span>
          <span className="top-tile__title">{t(tile.titleKey)}</span>
          <span className="top-tile__text">{t(tile.textKey)}</span>
        </button>
      ))}
    </nav>
  );
}
