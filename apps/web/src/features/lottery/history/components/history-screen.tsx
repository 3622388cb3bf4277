import { LOTTERY_GAMES } from '@ficha/games/lottery/lottery-games';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useDrawHistory } from '../api/get-draw-history';
import { historyPath } from '../lib/history-paths';
import { useHistoryText } from '../lib/use-history-text';
import { DrawRow } from './draw-row';
import { TrendsPanel } from './trends-panel';
import './history.css';

type Tab = 'results' | 'trends';

/**
 * /m/lottery/history/:gameId (issue 14 "lottery history with trend charts"): a game's past draws,
 * each verifiable from its revealed seed, and its trends over the last N draws.
 */
export function LotteryHistoryScreen({ gameCode }: { gameCode: string }) {
  const text = useHistoryText();
  const [tab, setTab] = useState<Tab>('results');
  return (
    <div className="page-column lh-page">
      <GamePicker current={gameCode} />
      <div className="pill-tabs" role="tablist">
        {(['results', 'trends'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="pill-tabs__tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {text(name === 'results' ? 'tabResults' : 'tabTrends')}
          </button>
        ))}
      </div>
      {tab === 'results' ? <DrawList gameCode={gameCode} /> : <TrendsPanel gameCode={gameCode} />}
    </div>
  );
}

/** The lottery's games as links: each has its own history address. */
function GamePicker({ current }: { current: string }) {
  const text = useHistoryText();
  const language = useCurrentLanguage();
  const nav = useRef<HTMLElement>(null);
  // The row scrolls sideways: the game shown is brought into view (a later game may be off screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the game changes
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav ref={nav} className="lh-games" aria-label={text('games')}>
      {LOTTERY_GAMES.map((game) => (
        <Link
          key={game.code}
          to={historyPath(game.code)}
          replace
          className="lh-game"
          aria-current={game.code === current ? 'page' : undefined}
        >
          {game.names[language === 'PT' ? 'PT' : 'EN']}
        </Link>
      ))}
    </nav>
  );
}

function DrawList({ gameCode }: { gameCode: string }) {
  const text = useHistoryText();
  const history = useDrawHistory(gameCode);
  if (history.isPending) {
    return (
      <div className="stack" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={64} radius={12} />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorRetry error={history.error} onRetry={() => history.refetch()} isRetrying={history.isFetching} />
    );
  }
  const draws = history.data.pages.flatMap((page) => page.list);
  if (draws.length === 0) return <StateView icon="inbox" title={text('noDraws')} />;
  return (
    <>
      <ul className="stack lh-draws">
        {draws.map((draw) => (
          <DrawRow key={draw.numero} gameCode={gameCode} draw={draw} />
        ))}
      </ul>
      {history.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {text('loadMore')}
        </button>
      )}
    </>
  );
}
