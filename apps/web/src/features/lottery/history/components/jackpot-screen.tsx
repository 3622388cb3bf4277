import type { LotteryJackpot } from '@ficha/contract';
import { ButtonLink } from '@/components/button-link';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { Money } from '@/features/wallet';
import { useLotteryJackpot } from '../api/get-lottery-jackpot';
import { DEFAULT_HISTORY_GAME, historyPath, WINNERS_PATH } from '../lib/history-paths';
import { useHistoryText } from '../lib/use-history-text';
import './history.css';

/**
 * /m/lottery/jackpot (spec section 2 "jackpot"; issue 14 "a jackpot display fed by real settled
 * wins"): what the draws paid in the last seven days and today, and the biggest prize of each.
 * Only paid prizes are shown: nothing here is a promise of a future pot.
 */
export function LotteryJackpotScreen() {
  const text = useHistoryText();
  const jackpot = useLotteryJackpot();
  return (
    <div className="page-column lh-page">
      {jackpot.isPending ? (
        <div className="stack" aria-hidden="true">
          <Skeleton height={150} radius={20} />
          <Skeleton height={90} radius={16} />
          <Skeleton height={90} radius={16} />
        </div>
      ) : jackpot.isError ? (
        <ErrorRetry error={jackpot.error} onRetry={() => jackpot.refetch()} isRetrying={jackpot.isFetching} />
      ) : (
        <JackpotView jackpot={jackpot.data} />
      )}
      <div className="stack">
        <ButtonLink to={WINNERS_PATH} look="secondary" size="block">
          {text('toWinners')}
        </ButtonLink>
        <ButtonLink to={historyPath(DEFAULT_HISTORY_GAME)} look="secondary" size="block">
          {text('toHistory')}
        </ButtonLink>
      </div>
    </div>
  );
}

function JackpotView({ jackpot }: { jackpot: LotteryJackpot }) {
  const text = useHistoryText();
  return (
    <>
      <section className="hero-panel glow lh-jackpot" data-testid="jackpot-week">
        <p className="lead-text">{text('paidWeek')}</p>
        <Money className="lh-jackpot__amount" amount={jackpot.week.paid} />
        <p className="meta-text">{text('winsCount', { count: jackpot.week.wins })}</p>
      </section>
      <section className="card lh-card lh-today" data-testid="jackpot-today">
        <span className="lead-text">{text('paidToday')}</span>
        <Money className="lh-today__amount" amount={jackpot.today.paid} />
        <span className="meta-text">{text('winsCount', { count: jackpot.today.wins })}</span>
      </section>
      <Biggest title={text('biggestToday')} window={jackpot.today} testId="biggest-today" />
      <Biggest title={text('biggestWeek')} window={jackpot.week} testId="biggest-week" />
      <p className="meta-text">{text('jackpotNote')}</p>
    </>
  );
}

function Biggest({
  title,
  window,
  testId,
}: {
  title: string;
  window: LotteryJackpot['today'];
  testId: string;
}) {
  const text = useHistoryText();
  const win = window.biggest;
  return (
    <section className="card lh-card lh-biggest" data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      {win ? (
        <div className="lh-biggest__row">
          <span className="lh-win__main">
            <strong>{win.player}</strong>
            <span className="meta-text">
              {win.gameName} · {text('numero', { numero: win.numero })}
            </span>
          </span>
          <Money className="lh-win__amount" amount={win.win} />
        </div>
      ) : (
        <p className="meta-text">{text('noneYet')}</p>
      )}
    </section>
  );
}
