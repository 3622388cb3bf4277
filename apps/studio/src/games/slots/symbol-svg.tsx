import type { SlotSymbol } from '@ficha/games/slots/reels';
import type { ReactNode } from 'react';
import { GradientDefs, type SvgGradient } from '../../lib/svg-gradients.tsx';
import { useStudio } from '../../shell/studio-context.tsx';

/** One symbol's drawing on a 100 x 100 canvas, named for screen readers in the player's language. */
export function SymbolSvg({ symbol, children }: { symbol: SlotSymbol; children: ReactNode }) {
  const { language } = useStudio();
  return (
    <svg
      className={`sym sym--${symbol.kind}`}
      viewBox="0 0 100 100"
      role="img"
      aria-label={symbol.names[language]}
    >
      {children}
    </svg>
  );
}

/** A game's gradients, rendered once in a hidden SVG; its symbols refer to them by id. */
export function SymbolArtDefs({ gradients }: { gradients: readonly SvgGradient[] }) {
  return (
    <svg className="slot-defs" aria-hidden="true">
      <GradientDefs gradients={gradients} />
    </svg>
  );
}

/** The WILD banner across a wild symbol's foot, outlined and lettered in the game's gold gradient. */
export function WildBadge({
  x,
  y,
  width,
  fill,
  gold,
}: {
  x: number;
  y: number;
  width: number;
  fill: string;
  /** The id of the game's gold gradient. */
  gold: string;
}) {
  return (
    <>
      <rect
        x={x}
        y={y}
        width={width}
        height="22"
        rx="11"
        fill={fill}
        stroke={`url(#${gold})`}
        strokeWidth="3"
      />
      <text x="50" y={y + 17} textAnchor="middle" className="sym-word" fill={`url(#${gold})`}>
        WILD
      </text>
    </>
  );
}
