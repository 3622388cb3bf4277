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
