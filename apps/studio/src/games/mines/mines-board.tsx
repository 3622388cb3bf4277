import { MINES_TILES, type MinesPublicState } from '@ficha/games/mines/mines-rules';
import type { CSSProperties } from 'react';
import { useText } from '../../shell/text.ts';
import { GemIcon, MineIcon, MinesDefs } from './mines-icons.tsx';
import { MINES_TEXT } from './mines-text.ts';

const GRID_SIDE = 5;
const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/** What a tile shows: the player's gems and mine, then the rest of the board once the round is over. */
type TileLook = 'hidden' | 'gem' | 'mine-hit' | 'mine' | 'gem-unpicked';

function lookOf(tile: number, state: MinesPublicState | null): TileLook {
  if (!state) return 'hidden';
  if (state.safeTiles.includes(tile)) return 'gem';
  if (state.mineHit === tile) return 'mine-hit';
  if (state.minePositions) return state.minePositions.includes(tile) ? 'mine' : 'gem-unpicked';
  return 'hidden';
}

/** At the end the rest of the board turns over in a ripple from the last tile the player touched. */
function rippleDelayMs(tile: number, state: MinesPublicState): number {
  const from = state.mineHit ?? state.safeTiles.at(-1) ?? 12;
  const distance =
    Math.abs((tile % GRID_SIDE) - (from % GRID_SIDE)) +
    Math.abs(Math.floor(tile / GRID_SIDE) - Math.floor(from / GRID_SIDE));
  return 250 + distance * 70;
}

/** The 5x5 board: hidden tiles are buttons; a tile turns over only once the server has answered. */
export function MinesBoard({
  state,
  pendingTile,
  canReveal,
  onReveal,
}: {
  state: MinesPublicState | null;
  pendingTile: number | null;
  canReveal: boolean;
  onReveal: (tile: number) => void;
}) {
  const t = useText(MINES_TEXT);
  const over = state !== null && state.status !== 'playing';
  return (
    <div
      className={`mines-board${state?.status === 'busted' ? ' is-busted' : ''}${over ? ' is-over' : ''}`}
      data-testid="mines-board"
      data-status={state?.status ?? 'idle'}
    >
      <MinesDefs />
      {TILES.map((tile) => {
        const look = lookOf(tile, state);
        const ripple = over && (look === 'mine' || look === 'gem-unpicked');
        const style = ripple ? ({ '--flip-delay': `${rippleDelayMs(tile, state)}ms` } as CSSProperties) : {};
        const label = t('tile', { n: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            className={`mines-tile is-${look}${pendingTile === tile ? ' is-pending' : ''}`}
            style={style}
            data-testid={`mines-tile-${tile}`}
            data-look={look}
            aria-label={
              look === 'hidden' ? label : `${label}: ${look.startsWith('gem') ? t('gem') : t('mine')}`
            }
            disabled={!canReveal || look !== 'hidden'}
            onClick={() => onReveal(tile)}
          >
            <span className="mines-tile__inner">
              <span className="mines-tile__face mines-tile__face--front" />
              <span className="mines-tile__face mines-tile__face--back">
                {look.startsWith('gem') && <GemIcon />}
                {look.startsWith('mine') && <MineIcon />}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
