import type { Winner } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { SmartImage } from '@/components/smart-image';
import { StateView } from '@/components/state-view';
import { Money, useFormatMoney } from '@/features/wallet';
import { useWinners } from '../api/get-winners';
import type { PlayTarget } from '../lib/game-click';
import { LobbySection } from './lobby-section';
import './winner-board.css';

// Spec section 9: the winner board scrolls only with more than 3 entries.
const STILL_UP_TO = 3;
// Seconds each row takes to pass, so a long board does not race.
const SECONDS_PER_ROW = 2.4;

/**
 * Spec section 2 'Winner board': recent big wins (game icon, customer name, game name, amount),
 * scrolling upwards without end when there are more than 3; tapping one launches its game.
 * Hovering or focusing stops it, and reduced motion makes it a plain scrollable list.
 */
export function WinnerBoard({ onPlay }: { onPlay: (target: PlayTarget) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useWinners();
  const winners = data ?? [];
  const scrolls = winners.length > STILL_UP_TO;

  return (
    <LobbySection title={t('games.winners')} icon="trophy" testId="winner-board">
      {isPending ? (
        <div className="winners winners--still" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={56} radius={12} />
          ))}
        </div>
      ) : isError || winners.length === 0 ? (
        <div className="game-grid-empty">
          <StateView icon="trophy" title={t('no data')} description={t('games.winnersEmpty')} />
        </div>
      ) : (
        <div className={`winners${scrolls ? ' winners--scrolling' : ' winners--still'}`}>
          <div
            className="winners__track"
            style={scrolls ? { animationDuration: `${winners.length * SECONDS_PER_ROW}s` } : undefined}
          >
            <WinnerRows winners={winners} onPlay={onPlay} />
            {/* The copy makes the loop seamless; it is hidden from assistive tech and the keyboard. */}
            {scrolls && <WinnerRows winners={winners} onPlay={onPlay} isCopy />}
          </div>
        </div>
      )}
    </LobbySection>
  );
}

function WinnerRows({
  winners,
  onPlay,
  isCopy = false,
}: {
  winners: readonly Winner[];
  onPlay: (target: PlayTarget) => void;
  isCopy?: boolean;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <ul
      className="winners__list"
      aria-hidden={isCopy || undefined}
      aria-label={isCopy ? undefined : t('games.winners')}
    >
      {winners.map((winner, index) => (
        // Entries have no id of their own and the same player can win the same game twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: the board is replaced as a whole, never reordered
        <li key={`${winner.nodeId}-${index}`}>
          <button
            type="button"
            className="winner-row"
            tabIndex={isCopy ? -1 : undefined}
            onClick={() => onPlay({ nodeId: winner.nodeId, name: winner.gameName })}
            aria-label={t('games.winnerRow', {
              name: winner.customerName,
              game: winner.gameName,
              amount: formatMoney(winner.winAmount),
            })}
          >
            <SmartImage className="winner-row__icon" src={winner.iconUrl} alt="" width={40} height={40} />
            <span className="winner-row__text">
              <span className="winner-row__name">{winner.customerName}</span>
              <span className="meta-text ellipsis">{winner.gameName}</span>
            </span>
            <Money className="winner-row__amount" amount={winner.winAmount} />
          </button>
        </li>
      ))}
    </ul>
  );
}
