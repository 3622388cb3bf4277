import type { Leaderboard } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/features/wallet';
import { useLeaderboards } from '../api/vip';
import { PageState } from './page-state';

/** /m/leaderBoard: running leaderboards with their standings, closed ones with their winners. */
export function LeaderboardPage() {
  const boards = useLeaderboards();
  const { t } = useTranslation();
  return (
    <PageState query={boards}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="vip-card vip-empty">{t('leaderBoard.none')}</p>
        ) : (
          data.list.map((board) => <Board key={board.id} board={board} />)
        )
      }
    </PageState>
  );
}

function Board({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="vip-card" data-testid={`leaderboard-${board.id}`}>
      <h2 className="vip-card__title">{board.title}</h2>
      <p className="vip-card__text">
        {t(board.metric === 'TURNOVER' ? 'leaderBoard.byTurnover' : 'leaderBoard.byWin')} ·{' '}
        {board.status === 'RUNNING'
          ? t('leaderBoard.endsAt', { when: when(board.endsAt) })
          : t('leaderBoard.closed', { when: when(board.endsAt) })}
      </p>
      {board.entries.length === 0 ? (
        <p className="vip-card__text">{t('leaderBoard.empty')}</p>
      ) : (
        <ol className="leaderboard">
          {board.entries.map((e) => (
            <li key={e.rank} className={`leaderboard__row${e.mine ? ' leaderboard__row--mine' : ''}`}>
              <span className="leaderboard__rank">{e.rank}</span>
              <span>{e.mine ? t('leaderBoard.you') : e.username}</span>
              <span>{money(e.score)}</span>
              <strong>{money(e.prize)}</strong>
            </li>
          ))}
        </ol>
      )}
      {board.mine && !board.entries.some((e) => e.mine) && (
        <p className="vip-card__text">
          {t('leaderBoard.myPlace', { rank: board.mine.rank, score: money(board.mine.score) })}
        </p>
      )}
      <p className="vip-card__note">
        {t('leaderBoard.prizes', { prizes: board.prizes.map((p, i) => `${i + 1}º ${money(p)}`).join(' · ') })}
      </p>
    </section>
  );
}
