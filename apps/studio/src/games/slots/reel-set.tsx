import type { Cell, Grid, SymbolId } from '@ficha/games/slots/reels';
import { type ReactNode, useMemo } from 'react';
import type { SlotDefinition } from './slot-types.ts';
import './reel-set.css';

/** A reel spinning (a blurred strip), landing on its symbols with a bounce, or at rest. */
export type ReelMode = 'spin' | 'land' | 'rest';

/** Symbols on a spinning strip; the strip is two copies so its loop has no seam. */
const STRIP_LENGTH = 10;

function randomStrip(symbols: readonly SymbolId[]): SymbolId[] {
  const strip = Array.from(
    { length: STRIP_LENGTH },
    () => symbols[Math.floor(Math.random() * symbols.length)]!,
  );
  return [...strip, ...strip];
}

export interface ReelSetProps {
  slot: SlotDefinition<never>;
  grid: Grid;
  modes: readonly ReelMode[];
  /** Changes on every spin: the landing bounce runs again and the strips are drawn anew. */
  spinKey: number;
  /** Cells of the win shown; the others dim. Null: nothing highlighted. */
  highlight: readonly Cell[] | null;
  /** The payline drawn over the reels. */
  line: number | null;
  /** Reels slowed down because they may complete a feature trigger. */
  teasing: readonly boolean[];
  /** Banners over the reels. */
  children?: ReactNode;
  label: string;
}

/** The reels: one column per reel, each with its own number of rows (Megaways) or a fixed 3. */
export function ReelSet({
  slot,
  grid,
  modes,
  spinKey,
  highlight,
  line,
  teasing,
  children,
  label,
}: ReelSetProps) {
  const { Art, symbols } = slot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new strip per spin is the point of spinKey
  const strips = useMemo(
    () => Array.from({ length: slot.reels }, () => randomStrip(slot.stripSymbols)),
    [slot, spinKey],
  );
  const lit = useMemo(() => new Set((highlight ?? []).map(([reel, row]) => `${reel}:${row}`)), [highlight]);
  const payline = line === null ? undefined : slot.paylines?.[line];

  return (
    <section
      className="reels"
      aria-label={label}
      data-testid="slot-reels"
      style={{ gridTemplateColumns: `repeat(${slot.reels}, 1fr)` }}
    >
      {grid.map((column, reel) => {
        const mode = modes[reel] ?? 'rest';
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            key={reel}
            className={`reel reel--${mode}${teasing[reel] ? ' reel--tease' : ''}`}
            data-reel={reel}
            data-mode={mode}
          >
            {mode === 'spin' ? (
              <div
                className="reel__strip"
                aria-hidden="true"
                style={{ height: `${(strips[reel]!.length / Math.min(slot.maxRows, 4)) * 100}%` }}
              >
                {strips[reel]!.map((symbol, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a strip repeats symbols
                  <div key={index} className="reel__cell">
                    <Art symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div key={spinKey} className={`reel__cells${mode === 'land' ? ' reel__cells--land' : ''}`}>
                {column.map((symbol, row) => {
                  const win = lit.has(`${reel}:${row}`);
                  const state = highlight === null ? '' : win ? ' is-win' : ' is-dim';
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                      key={row}
                      className={`reel__cell${state}`}
                      data-symbol={symbols[symbol]?.key}
                    >
                      <Art symbol={symbol} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {payline && (
        <svg
          className="reels__line"
          viewBox={`0 0 ${slot.reels * 100} ${slot.maxRows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <g key={line}>
            <polyline className="reels__line-shadow" pathLength={1} points={points(payline)} />
            <polyline pathLength={1} points={points(payline)} style={{ stroke: paylineColour(line!) }} />
          </g>
        </svg>
      )}
      {children}
    </section>
  );
}

/** The payline through the middle of its cells, on a canvas of 100 per reel and per row. */
function points(payline: readonly number[]): string {
  return payline.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
}

/** Each payline keeps one colour, in the reels and on the rules sheet. */
export function paylineColour(line: number): string {
  return `hsl(${(line * 67) % 360} 95% 60%)`;
}
