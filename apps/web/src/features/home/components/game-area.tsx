import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/state-view';
import { categoryLabelKey } from '@/config/game-categories';
import './home.css';

/**
 * The lobby or category list under the home menu. The game catalogue is not served yet, so
 * this is the designed 'no data' state of spec section 8, titled like the list it stands for.
 */
export function GameArea({ category }: { category: string }) {
  const { t } = useTranslation();
  const labelKey = categoryLabelKey(category);
  const title = labelKey ? t(labelKey) : category === 'LOBBY' ? t('category.LOBBY') : category;
  return (
    <section className="game-area" aria-labelledby="game-area-title">
      <h2 id="game-area-title" className="game-area__title">
        {title}
      </h2>
      <div className="card">
        <StateView icon="slots" title={t('no data')} description={t('home.noGames')} />
      </div>
    </section>
  );
}
