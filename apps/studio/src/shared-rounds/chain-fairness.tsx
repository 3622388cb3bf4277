import type { HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import type { ReactNode } from 'react';
import { ErrorNote } from '../shell/error-note.tsx';
import { FairRoundList } from '../shell/fair-round-list.tsx';
import { useRoundHistory } from './use-round-history.ts';

/** The words of a chain's fairness panel: each game's text table has these keys. */
export type ChainFairnessKey =
  | 'fairIntro'
  | 'terminalHash'
  | 'salt'
  | 'chainLength'
  | 'fairFormula'
  | 'fairRounds'
  | 'loading'
  | 'noRounds'
  | 'more';

/**
 * The fairness panel of a shared-round game (crash, money wheel): the hash chain's commitment
 * (terminal hash and salt, published before its first round) and the ended rounds, each drawn and
 * verified by the game.
 */
export function ChainFairness({
  slug,
  className,
  testId,
  t,
  lengthText,
  renderRound,
}: {
  /** The game's shared-rounds path: `crash`, `money-wheel`. */
  slug: string;
  className: string;
  /** Prefix of the test ids of the chain's hash and salt. */
  testId: string;
  /** The game's words (useText of its table). */
  t: (key: ChainFairnessKey) => string;
  lengthText: (length: number) => string;
  /** One round's list item; `older` is the round before it, for the link check. */
  renderRound: (entry: HistoryEntry, older: HistoryEntry | undefined) => ReactNode;
}) {
  const { rounds, more, error, loadMore } = useRoundHistory(slug);
  const chain = rounds?.[0]?.chain;
  return (
    <div className={`fair ${className}`}>
      <p className="fair__hint">{t('fairIntro')}</p>
      {chain && (
        <dl className="fair__seeds">
          <dt>{t('terminalHash')}</dt>
          <dd className="fair__mono" data-testid={`${testId}-terminal-hash`}>
            {chain.terminalHash}
          </dd>
          <dt>{t('salt')}</dt>
          <dd className="fair__mono" data-testid={`${testId}-salt`}>
            {chain.salt}
          </dd>
          <dt>{t('chainLength')}</dt>
          <dd>{lengthText(chain.length)}</dd>
        </dl>
      )}
      <p className="fair__hint">{t('fairFormula')}</p>
      <ErrorNote error={error} className="fair__error" />
      <FairRoundList title={t('fairRounds')} t={t} rounds={rounds} onMore={more && rounds ? loadMore : null}>
        {(entry, index) => renderRound(entry, rounds![index + 1])}
      </FairRoundList>
    </div>
  );
}
