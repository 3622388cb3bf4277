import type { BaccaratSide } from '@ficha/games/baccarat/baccarat-rules';
import { useText } from '../../shell/text.ts';
import { BACCARAT_TEXT } from './baccarat-text.ts';
import './bead-road.css';

export const ROAD_ROWS = 6;
export const ROAD_COLUMNS = 14;

export type RoadState =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; winners: Array<{ id: string; winner: BaccaratSide }> };

/** Which hands fit the plate: whole columns, the oldest columns dropped first. */
export function visibleBeads<T>(beads: readonly T[]): T[] {
  const columns = Math.ceil(beads.length / ROAD_ROWS);
  const dropped = Math.max(0, columns - ROAD_COLUMNS) * ROAD_ROWS;
  return beads.slice(dropped);
}

const SHORT = { player: 'playerShort', banker: 'bankerShort', tie: 'tieShort' } as const;

/**
 * The bead plate: one bead per hand, top to bottom in columns of six, left to right, coloured by
 * the winner (blue player, red banker, green tie), with the counts beside it.
 */
export function BeadRoad({ road, onRetry }: { road: RoadState; onRetry: () => void }) {
  const t = useText(BACCARAT_TEXT);
  const winners = road.state === 'ready' ? road.winners : [];
  const count = (side: BaccaratSide) => winners.filter((bead) => bead.winner === side).length;
  return (
    <section className="bac-road" aria-label={t('road')}>
      <ol className="bac-road__plate" data-testid="baccarat-road">
        {visibleBeads(winners).map((bead) => (
          <li key={bead.id} className={`bac-bead bac-bead--${bead.winner}`} title={t(bead.winner)}>
            {t(SHORT[bead.winner])}
          </li>
        ))}
      </ol>
      {road.state === 'loading' && <span className="bac-road__note bac-road__note--loading" />}
      {road.state === 'ready' && winners.length === 0 && <p className="bac-road__note">{t('roadEmpty')}</p>}
      {road.state === 'error' && (
        <p className="bac-road__note">
          {t('roadError')}{' '}
          <button type="button" className="bac-road__retry" onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      )}
      <dl className="bac-road__counts">
        {(['player', 'banker', 'tie'] as const).map((side) => (
          <div key={side} className={`bac-road__count bac-road__count--${side}`}>
            <dt>{t(side)}</dt>
            <dd>{count(side)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
