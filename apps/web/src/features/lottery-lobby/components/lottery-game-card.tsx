import type { OpenedLotteryGame } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { formatCountdown } from '../lib/countdown';
import { lotteryLinks } from '../lib/lobby-links';
import { resultView } from '../lib/result-view';

interface LotteryGameCardProps {
  game: OpenedLotteryGame;
  /** The server's now, in ms: the device's clock corrected by the answer's serverTime. */
  serverNow: number;
  onPlay: (game: OpenedLotteryGame) => void;
}

/**
 * One game of the lobby (issue 14 part 3): its name, the numero taking bets with a live countdown
 * to the close, and the last result; a tap opens the game's frame. Once the close has come the
 * card says the draw is under way until the next period arrives.
 */
export function LotteryGameCard({ game, serverNow, onPlay }: LotteryGameCardProps) {
  const { t } = useTranslation();
  const msLeft = Date.parse(game.closesAt) - serverNow;
  const isClosed = msLeft <= 0;
  const last = game.last ? resultView(game.kind, game.last.result) : null;
  const cadence =
    game.intervalSeconds === null
      ? t('lotteryLobby.daily', {
          time: new Date(game.drawsAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        })
      : t('lotteryLobby.every', { count: game.intervalSeconds / 60 });

  return (
    <li className="lotto-card" data-game={game.gameCode}>
      <button
        type="button"
        className="lotto-card__play"
        onClick={() => onPlay(game)}
        disabled={game.suspended}
        aria-label={t('lotteryLobby.play', { name: game.gameName })}
      >
        <span className="lotto-card__head">
          <span className="lotto-card__name">{game.gameName}</span>
          <span className="lotto-card__cadence">{cadence}</span>
        </span>
        <span className="lotto-card__period">
          <span className="lotto-card__numero">
            {t('lotteryLobby.numero')} <b data-testid="numero">{game.numero}</b>
          </span>
          {game.suspended ? (
            <span className="lotto-card__badge">{t('lotteryLobby.suspended')}</span>
          ) : (
            <span className={`lotto-card__countdown${isClosed ? ' is-closed' : ''}`} role="timer">
              <Icon name="clock" size={16} />
              {isClosed ? (
                t('lotteryLobby.drawing')
              ) : (
                <>
                  <span className="visually-hidden">{t('lotteryLobby.closesIn')}</span>
                  <span data-testid="countdown">{formatCountdown(msLeft)}</span>
                </>
              )}
            </span>
          )}
        </span>
        <span className="lotto-card__last">
          {game.last ? (
            <>
              <span className="lotto-card__last-label">
                {t('lotteryLobby.lastResult', { numero: game.last.numero })}
              </span>
              {last ? (
                <span className="lotto-card__balls" data-testid="last-result">
                  {last.balls.map((ball, i) => (
                    // Balls repeat ("3 3 5"): their place is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a draw's numbers in drawn order
                    <span key={i} className="lotto-card__ball">
                      {ball}
                    </span>
                  ))}
                  {last.total !== undefined && <span className="lotto-card__total">= {last.total}</span>}
                </span>
              ) : (
                <span className="lotto-card__last-label">{t('lotteryLobby.voided')}</span>
              )}
            </>
          ) : (
            <span className="lotto-card__last-label">{t('lotteryLobby.noResultYet')}</span>
          )}
        </span>
      </button>
      <Link className="lotto-card__history" to={lotteryLinks.history(game.gameCode)}>
        <Icon name="list" size={16} />
        {t('lotteryLobby.history')}
      </Link>
    </li>
  );
}
