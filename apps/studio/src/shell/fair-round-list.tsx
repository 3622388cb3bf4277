import type { ReactNode } from 'react';

/**
 * A fairness panel's past rounds under their title, newest first: a hint while the first page loads or when there
 * are none, then one item a round (drawn by the game), and a button for the next page.
 */
export function FairRoundList<R>({
  title,
  t,
  rounds,
  onMore,
  children,
}: {
  title: string;
  /** The panel's words (useText of a table with these keys). */
  t: (key: 'loading' | 'noRounds' | 'more') => string;
  rounds: readonly R[] | null;
  /** Loads the next page; null when there is none. */
  onMore: (() => void) | null;
  children: (round: R, index: number) => ReactNode;
}) {
  return (
    <>
      <h3 className="fair__title">{title}</h3>
      {rounds === null ? (
        <p className="fair__hint">{t('loading')}</p>
      ) : rounds.length === 0 ? (
        <p className="fair__hint">{t('noRounds')}</p>
      ) : (
        <ul className="fair__rounds">{rounds.map(children)}</ul>
      )}
      {onMore && (
        <button type="button" className="studio-button studio-button--ghost" onClick={onMore}>
          {t('more')}
        </button>
      )}
    </>
  );
}
