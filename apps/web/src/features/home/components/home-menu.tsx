import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { categoryLabelKey } from '@/config/game-categories';
import { paths } from '@/config/paths';
import './home-menu.css';

/** Spec section 2 'Home and lobby': a Lobby entry plus CRASH, NEW, LIVE, GAMESHOW, SPORTS. */
export const HOME_CATEGORIES = ['CRASH', 'NEW', 'LIVE', 'GAMESHOW', 'SPORTS'] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];

const ICONS: Record<HomeCategory, IconName> = {
  CRASH: 'rocket',
  NEW: 'sparkle',
  LIVE: 'video',
  GAMESHOW: 'mic',
  SPORTS: 'ball',
};

/**
 * The menu sets page type 'all' for the lobby and 'list' for a category (spec section 2); as links,
 * each choice is a real URL the back button and a reload keep. The links carry no gameClassify,
 * so a menu click also clears the game classify.
 */
export function HomeMenu({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="tile-menu home-menu" aria-label={t('home.categories')}>
      <Link
        to={`${paths.home()}?pageType=all`}
        className="tile-menu__item home-menu__item"
        aria-current={current === 'LOBBY' ? 'page' : undefined}
        replace
      >
        <Icon name="layers" size={22} />
        {t('category.LOBBY')}
      </Link>
      {HOME_CATEGORIES.map((category) => (
        <Link
          key={category}
          to={paths.homeList(category)}
          className="tile-menu__item home-menu__item"
          aria-current={current === category ? 'page' : undefined}
          replace
        >
          <Icon name={ICONS[category]} size={22} />
          {t(categoryLabelKey(category) ?? 'category.LOBBY')}
        </Link>
      ))}
    </nav>
  );
}
