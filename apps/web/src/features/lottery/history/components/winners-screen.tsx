import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useLotteryWinners } from '../api/get-lottery-winners';
import { JACKPOT_PATH } from '../lib/history-paths';
import { useHistoryText } from '../lib/use-history-text';
import { WinRow } from './win-row';
import './history.css';

type Board = 'latest' | 'biggest';

/** /m/lottery/winners (spec section 2 "winner board"): the lottery's newest and biggest settled wins. */
export function LotteryWinnersScreen() {
  const text = useHistoryText();
  const [board, setBoard] = useState<Board>('latest');
  const winners = useLotteryWinners();
  return (
    <div className="page-column lh-page">
      <div className="pill-tabs" role="tablist">
        {(['latest', 'biggest'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="pill-tabs__tab"
            aria-selected={board === name}
            onClick={() => setBoard(name)}
          >
            {text(name)}
          </button>
        ))}
      </div>
      {winners.isPending ? (
        <div className="stack" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={72} radius={12} />
          ))}
        </div>
      ) : winners.isError ? (
        <ErrorRetry error={winners.error} onRetry={() => winners.refetch()} isRetrying={winners.isFetching} />
      ) : winners.data[board].length === 0 ? (
        <StateView icon="trophy" title={text('noWins')} />
      ) : (
        <ul className="stack lh-list" data-testid={`winners-${board}`}>
          {winners.data[board].map((win, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one draw may pay the same bet twice
            <WinRow key={`${win.numero}-${win.settledAt}-${index}`} win={win} />
          ))}
        </ul>
      )}
      <ButtonLink to={JACKPOT_PATH} look="secondary" size="block">
        {text('jackpotTitle')}
      </ButtonLink>
    </div>
  );
}
