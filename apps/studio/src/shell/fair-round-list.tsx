import type { ReactNode } from 'react';

/**
 * A fairness panel's past rounds, newest first: a hint while the first page loads or when there
 * are none, then one item a round (drawn by the game), and a button for the next page.
 */
export function FairRoundList<R>({
  rounds,
  loading,
  empty,
  more,
  onMore,
  children,
}: {
  rounds: readonly R[] | null;
  /** Shown until the first page comes; null shows nothing (the panel shows its error instead). */
  loading: string | null;
  empty: string;
  more: string;
  /** Loads the next page; null when there is none. */
  onMore: (() => void) | null;
  children: (round: R, index: number) => ReactNode;
}) {
  return (
    <>
      {rounds === null ? (
        loading !== null && <p className="fair__hint">{loading}</p>
      ) : rounds.length === 0 ? (
        <p className="fair__hint">{empty}</p>
      ) : (
        <ul className="fair__rounds">{rounds.map(children)}</ul>
      )}
      {onMore && (
        <button type="button" className="studio-button studio-button--ghost" onClick={onMore}>
          {more}
        </button>
      )}
    </>
  );
}
