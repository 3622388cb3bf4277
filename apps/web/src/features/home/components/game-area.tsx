import { useTranslation } from 'react-i18next';
import { HomeGames } from '@/features/games';
import './home.css';

/**
 * The lobby or category list under the home menu (spec section 2 'Home and lobby'): the games
 * feature draws it by page type (all, list, filter).
 */
export function GameArea({ category }: { category: string }) {
  const { t } = useTranslation();
  return (
    <section className="game-area" aria-label={t('menu.games')}>
      <HomeGames category={category} />
    </section>
  );
}
