import { GAME_CATEGORIES, PAGE_SIZE } from '@ficha/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useVendorSorting } from '../api/get-vendor-sorting';
import { isLotteryCategory } from '../lib/categories';
import { categoryIcon } from '../lib/category-label';
import { CategoryMenu, type MenuItem } from './category-menu';
import { GameListView } from './game-list-view';
import { useCategoryLabel } from './use-category-label';
import './games.css';

const DEFAULT_CATEGORY = 'RNG';

/** The category a /m/gameList address asks for, RNG when it names none. */
export function useListCategory(): string {
  const [params] = useSearchParams();
  return params.get('gameType') || DEFAULT_CATEGORY;
}

/**
 * /m/gameList (query gameType, vassalage): the sticky menu of the vendor sorting's categories,
 * then that category's list, 9 games a page (spec section 9). Choosing a lottery category goes to
 * /m/lottery (spec section 2 'Game tile and filter'); a new category starts at page 1 with no filter.
 */
export function GameListScreen() {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const category = useListCategory();
  const sorting = useVendorSorting();
  const items = useMemo<MenuItem[]>(() => {
    const categories = sorting.data?.content.map((entry) => entry.gameCategory) ?? [];
    const known = categories.length > 0 ? categories : [category];
    const list = known.includes(category) ? known : [category, ...known];
    return list
      .filter((entry) => (GAME_CATEGORIES as readonly string[]).includes(entry) || entry === category)
      .map((entry) => ({
        id: entry,
        label: label(entry),
        icon: categoryIcon(entry),
        to: isLotteryCategory(entry) ? paths.lottery() : paths.gameList(entry),
      }));
  }, [sorting.data, category, label]);

  return (
    <>
      <CategoryMenu items={items} current={category} label={t('home.categories')} />
      <div className="games-page state-card state-card--screen">
        <GameListView key={category} category={category} pageSize={PAGE_SIZE.gameList} />
      </div>
    </>
  );
}
