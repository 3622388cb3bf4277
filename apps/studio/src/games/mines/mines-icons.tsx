/** The board's pictures, drawn in SVG so they look the same on every phone (no emoji fonts). */

import { GradientDefs, linear, radial } from '../../lib/svg-gradients.tsx';
import { Turned } from '../../lib/svg-turned.tsx';

const MINES_GRADIENTS = [
  linear(
    'mines-gem-fill',
    [0, 0, 0, 1],
    [
      [0, '#9dffd6'],
      [0.45, '#2ee6a0'],
      [1, '#0b8f5e'],
    ],
  ),
  radial(
    'mines-mine-fill',
    ['0.38', '0.35', '0.75'],
    [
      [0, '#6b6f86'],
      [0.5, '#2a2c3b'],
      [1, '#0d0e14'],
    ],
  ),
];

/** Gradients shared by every gem and mine of the board; rendered once, hidden. */
export function MinesDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <GradientDefs gradients={MINES_GRADIENTS} />
    </svg>
  );
}

export function GemIcon() {
  return (
    <svg className="mines-icon mines-icon--gem" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M12 24 L22 11 H42 L52 24 L32 55 Z" fill="url(#mines-gem-fill)" />
      <path
        d="M12 24 H52 M22 11 L26 24 L32 55 M42 11 L38 24 L32 55 M26 24 L32 11 L38 24"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M22 11 L26 24 H12 Z" fill="rgba(255,255,255,0.35)" />
    </svg>
  );
}

export function MineIcon() {
  const spikes = [0, 45, 90, 135];
  return (
    <svg className="mines-icon mines-icon--mine" viewBox="0 0 64 64" aria-hidden="true">
      <Turned angles={spikes} about={[32, 32]}>
        <rect x="29" y="8" width="6" height="48" rx="3" fill="#1b1c27" />
      </Turned>
      <circle cx="32" cy="32" r="17" fill="url(#mines-mine-fill)" />
      <circle cx="26" cy="26" r="4.5" fill="rgba(255,255,255,0.7)" />
    </svg>
  );
}
