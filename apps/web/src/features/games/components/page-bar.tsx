import { useTranslation } from 'react-i18next';
import { PageBar, type PagedQuery } from '@/components/page-bar';
import './page-bar.css';

/** Spec section 2 'Game list screen': the page bar with a more-games button. */
export function GamesPageBar(props: { page: number; totalPages: number; query: PagedQuery }) {
  const { t } = useTranslation();
  return <PageBar {...props} look="games" moreLabel={t('games.more')} />;
}
