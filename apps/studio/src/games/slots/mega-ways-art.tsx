import { MEGA_WAYS_SYMBOLS } from '@ficha/games/slots/mega-ways';
import type { SymbolId } from '@ficha/games/slots/reels';
import type { ReactNode } from 'react';
import { linear, radial, type SvgGradient } from '../../lib/svg-gradients.tsx';
import { Turned } from '../../lib/svg-turned.tsx';
import { SymbolArtDefs, SymbolSvg, WildBadge } from './symbol-svg.tsx';

const CARNIVAL_GRADIENTS: SvgGradient[] = [
  linear(
    'cv-gold',
    [0, 0, 0, 1],
    [
      [0, '#fff4b0'],
      [0.5, '#ffc21a'],
      [1, '#b86e00'],
    ],
  ),
  linear(
    'cv-silver',
    [0, 0, 0, 1],
    [
      [0, '#ffffff'],
      [0.5, '#c9d3e6'],
      [1, '#7d8aa6'],
    ],
  ),
  radial(
    'cv-pink',
    ['35%', '30%', '75%'],
    [
      [0, '#ffb3e6'],
      [0.55, '#ff2fa8'],
      [1, '#8c0057'],
    ],
  ),
  radial(
    'cv-teal',
    ['35%', '30%', '75%'],
    [
      [0, '#b3fff3'],
      [0.55, '#11c9b0'],
      [1, '#056b60'],
    ],
  ),
  radial(
    'cv-purple',
    ['35%', '30%', '75%'],
    [
      [0, '#e0b8ff'],
      [0.55, '#9b3dff'],
      [1, '#4a0f8c'],
    ],
  ),
  radial(
    'cv-skin',
    ['40%', '35%', '70%'],
    [
      [0, '#ffe2c4'],
      [1, '#e39a66'],
    ],
  ),
  linear(
    'cv-drum',
    [0, 0, 1, 0],
    [
      [0, '#0b5fd9'],
      [0.5, '#4aa3ff'],
      [1, '#0a3f91'],
    ],
  ),
  linear(
    'cv-wood',
    [0, 0, 1, 0],
    [
      [0, '#8a4a1c'],
      [0.5, '#d08a45'],
      [1, '#6b3510'],
    ],
  ),
];

/** Carnival Megaways' gradients, rendered once; the symbols refer to them by id. */
export function CarnivalArtDefs() {
  return <SymbolArtDefs gradients={CARNIVAL_GRADIENTS} />;
}

const shine = (cx: number, cy: number, rx: number, ry: number) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.5" />
);

const feather = (angle: number, fill: string) => (
  <g transform={`rotate(${angle} 50 92)`}>
    <path d="M50 92C34 66 34 30 50 6c16 24 16 60 0 86z" fill={fill} stroke="#2b0a3d" strokeWidth="1.5" />
    <path d="M50 90V12" stroke="#fff" strokeWidth="2" opacity="0.7" />
    {[24, 36, 48, 60].map((y) => (
      <path key={y} d={`M50 ${y + 8}l-9-8M50 ${y + 8}l9-8`} stroke="#fff" strokeWidth="1.2" opacity="0.45" />
    ))}
  </g>
);

const CONFETTI: [number, number, number, string][] = [
  [20, 22, 20, '#ff2fa8'],
  [46, 14, -30, '#ffd21a'],
  [74, 24, 45, '#11c9b0'],
  [30, 46, -15, '#4aa3ff'],
  [60, 44, 30, '#ff7a1a'],
  [82, 54, -40, '#ff2fa8'],
  [16, 68, 35, '#9b3dff'],
  [44, 70, -25, '#3fd34a'],
  [70, 76, 15, '#ffd21a'],
  [52, 88, 60, '#ff2fa8'],
];

const ART: Record<string, ReactNode> = {
  confetti: (
    <>
      {CONFETTI.map(([x, y, angle, colour]) => (
        <rect
          key={`${x}-${y}`}
          x={x - 6}
          y={y - 3.5}
          width="12"
          height="7"
          rx="1.5"
          fill={colour}
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      {[
        [34, 30, '#ffd21a'],
        [62, 62, '#11c9b0'],
        [26, 86, '#ff7a1a'],
        [86, 34, '#9b3dff'],
      ].map(([x, y, colour]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill={String(colour)} />
      ))}
    </>
  ),
  streamer: (
    <>
      {[
        ['#ff2fa8', 18],
        ['#ffd21a', 46],
        ['#11c9b0', 74],
      ].map(([colour, y]) => (
        <path
          key={String(colour)}
          d={`M8 ${y}c10-16 20 16 30 0s20 16 30 0 16 14 24 0`}
          stroke={String(colour)}
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
        />
      ))}
    </>
  ),
  whistle: (
    <>
      <circle cx="20" cy="30" r="9" fill="none" stroke="#ff2fa8" strokeWidth="4" />
      <path d="M28 34l14 10" stroke="#ff2fa8" strokeWidth="4" />
      <path d="M12 44h44v20H18a6 6 0 0 1-6-6z" fill="url(#cv-silver)" stroke="#4a5670" strokeWidth="2" />
      <circle cx="64" cy="62" r="24" fill="url(#cv-silver)" stroke="#4a5670" strokeWidth="2" />
      <rect x="44" y="40" width="12" height="8" rx="2" fill="#2a3246" />
      <circle cx="64" cy="62" r="9" fill="#ffd21a" stroke="#b86e00" strokeWidth="2" />
      {shine(58, 50, 9, 5)}
    </>
  ),
  tambourine: (
    <>
      <circle cx="50" cy="50" r="38" fill="#f6e3bf" stroke="url(#cv-wood)" strokeWidth="9" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#e2c58f" strokeWidth="2" />
      <Turned angles={[0, 60, 120, 180, 240, 300]} about={[50, 50]}>
        <rect x="43" y="6" width="14" height="9" rx="2" fill="#5a2d0c" />
        <circle cx="46" cy="10.5" r="4.5" fill="url(#cv-gold)" stroke="#7a4a00" strokeWidth="1" />
        <circle cx="54" cy="10.5" r="4.5" fill="url(#cv-gold)" stroke="#7a4a00" strokeWidth="1" />
      </Turned>
      <path
        d="M36 44l8 6-8 6M56 44l8 6-8 6"
        stroke="#ff2fa8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  shaker: (
    <>
      <g transform="rotate(-35 50 50)">
        <rect
          x="45"
          y="56"
          width="10"
          height="38"
          rx="4"
          fill="url(#cv-wood)"
          stroke="#4a2406"
          strokeWidth="1.5"
        />
        <ellipse cx="50" cy="36" rx="24" ry="30" fill="url(#cv-pink)" stroke="#6b0043" strokeWidth="2" />
        <path d="M28 30q22 10 44 0M27 44q23 10 46 0" stroke="#ffd21a" strokeWidth="4" fill="none" />
        <path d="M32 18q18 8 36 0" stroke="#11c9b0" strokeWidth="4" fill="none" />
        {shine(40, 22, 6, 9)}
      </g>
    </>
  ),
  sequins: (
    <>
      {[
        [30, 30, 15, 'url(#cv-teal)'],
        [64, 28, 13, 'url(#cv-pink)'],
        [50, 56, 17, 'url(#cv-purple)'],
        [24, 70, 12, 'url(#cv-pink)'],
        [76, 66, 14, 'url(#cv-teal)'],
      ].map(([x, y, r, fill]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill={String(fill)} stroke="#fff" strokeWidth="2" opacity="0.95" />
          <circle cx={x} cy={y} r="2.5" fill="#1a0830" />
          {shine(Number(x) - 4, Number(y) - 5, 4, 2.5)}
        </g>
      ))}
      <path d="M84 12l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff8c4" />
      <path d="M12 44l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff8c4" />
    </>
  ),
  feathers: (
    <>
      {feather(-32, 'url(#cv-teal)')}
      {feather(32, 'url(#cv-purple)')}
      {feather(0, 'url(#cv-pink)')}
      <circle cx="50" cy="88" r="7" fill="url(#cv-gold)" stroke="#7a4a00" strokeWidth="1.5" />
    </>
  ),
  drum: (
    <>
      <path
        d="M16 34v36c0 9 15 16 34 16s34-7 34-16V34z"
        fill="url(#cv-drum)"
        stroke="#082a66"
        strokeWidth="2"
      />
      <path
        d="M16 40l11 36 11-38 12 40 12-40 11 38 11-36"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        opacity="0.85"
      />
      <ellipse cx="50" cy="34" rx="34" ry="12" fill="#f4f1ea" stroke="url(#cv-silver)" strokeWidth="4" />
      <path d="M12 70c0 10 17 18 38 18s38-8 38-18" stroke="url(#cv-silver)" strokeWidth="4" fill="none" />
      <path d="M22 6l30 26M84 8L56 32" stroke="url(#cv-wood)" strokeWidth="5" strokeLinecap="round" />
      <circle cx="22" cy="6" r="5" fill="#ffd21a" />
      <circle cx="84" cy="8" r="5" fill="#ffd21a" />
    </>
  ),
  mask: (
    <>
      <path d="M74 26c8-14 20-18 22-16-2 8-8 16-18 22z" fill="url(#cv-teal)" />
      <path d="M70 22c4-14 12-20 16-20 0 8-4 18-12 24z" fill="url(#cv-pink)" />
      <path
        d="M6 40c14-10 30-8 44 2 14-10 30-12 44-2-2 20-12 34-26 34-10 0-14-8-18-12-4 4-8 12-18 12C18 74 8 60 6 40z"
        fill="url(#cv-gold)"
        stroke="#7a4a00"
        strokeWidth="2"
      />
      <path d="M18 48c6-6 16-6 22 0-6 8-16 8-22 0zM60 48c6-6 16-6 22 0-6 8-16 8-22 0z" fill="#2a0a3d" />
      <path d="M10 42c12-6 26-6 40 4 14-10 28-10 40-4" stroke="#ff2fa8" strokeWidth="3" fill="none" />
      {[22, 34, 66, 78].map((x) => (
        <circle key={x} cx={x} cy="64" r="2.5" fill="#11c9b0" />
      ))}
    </>
  ),
  crown: (
    <>
      <path
        d="M12 74L8 28l22 20 20-32 20 32 22-20-4 46z"
        fill="url(#cv-gold)"
        stroke="#7a4a00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect
        x="12"
        y="72"
        width="76"
        height="14"
        rx="3"
        fill="url(#cv-gold)"
        stroke="#7a4a00"
        strokeWidth="2.5"
      />
      <circle cx="8" cy="26" r="5" fill="#ff2fa8" />
      <circle cx="50" cy="14" r="6" fill="#11c9b0" />
      <circle cx="92" cy="26" r="5" fill="#ff2fa8" />
      <circle cx="50" cy="79" r="5" fill="#9b3dff" />
      <circle cx="28" cy="79" r="3.5" fill="#11c9b0" />
      <circle cx="72" cy="79" r="3.5" fill="#11c9b0" />
      <path d="M50 36l6 12-6 12-6-12z" fill="#ff2fa8" stroke="#fff" strokeWidth="1" />
    </>
  ),
  king_momo: (
    <>
      <path
        d="M24 30l-2-22 14 12 14-16 14 16 14-12-2 22z"
        fill="url(#cv-gold)"
        stroke="#7a4a00"
        strokeWidth="2"
      />
      <circle cx="50" cy="52" r="26" fill="url(#cv-skin)" stroke="#8a4a1c" strokeWidth="2" />
      <circle cx="41" cy="48" r="3.5" fill="#2a0a3d" />
      <circle cx="59" cy="48" r="3.5" fill="#2a0a3d" />
      <circle cx="34" cy="58" r="5" fill="#ff6b9a" opacity="0.6" />
      <circle cx="66" cy="58" r="5" fill="#ff6b9a" opacity="0.6" />
      <path d="M38 60q12 12 24 0" stroke="#8a1030" strokeWidth="3.5" fill="#fff" strokeLinecap="round" />
      <WildBadge x={12} y={72} width={76} fill="#5a0a8c" gold="cv-gold" />
    </>
  ),
};

export function CarnivalArt({ symbol }: { symbol: SymbolId }) {
  const entry = MEGA_WAYS_SYMBOLS[symbol]!;
  return <SymbolSvg symbol={entry}>{ART[entry.key]}</SymbolSvg>;
}
