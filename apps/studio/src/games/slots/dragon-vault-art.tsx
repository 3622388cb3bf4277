import { DRAGON_VAULT_SYMBOLS } from '@ficha/games/slots/dragon-vault';
import type { SymbolId } from '@ficha/games/slots/reels';
import type { ReactNode } from 'react';
import { linear, radial, type SvgGradient } from '../../lib/svg-gradients.tsx';
import { Turned } from '../../lib/svg-turned.tsx';
import { SymbolArtDefs, SymbolSvg, WildBadge } from './symbol-svg.tsx';

const DRAGON_GRADIENTS: SvgGradient[] = [
  linear(
    'dv-gold',
    [0, 0, 0, 1],
    [
      [0, '#fff1a8'],
      [0.45, '#f2b418'],
      [1, '#9c5a00'],
    ],
  ),
  radial(
    'dv-jade',
    ['35%', '30%', '75%'],
    [
      [0, '#b8ffd8'],
      [0.5, '#1fb36b'],
      [1, '#05552e'],
    ],
  ),
  radial(
    'dv-red',
    ['35%', '30%', '75%'],
    [
      [0, '#ff9a7a'],
      [0.5, '#e0201b'],
      [1, '#6e0608'],
    ],
  ),
  radial(
    'dv-pink',
    ['50%', '80%', '80%'],
    [
      [0, '#fff0f6'],
      [0.6, '#ff8fc0'],
      [1, '#c2185b'],
    ],
  ),
  radial(
    'dv-pearl',
    ['38%', '32%', '70%'],
    [
      [0, '#ffffff'],
      [0.6, '#cfe4ff'],
      [1, '#6f8fc9'],
    ],
  ),
  radial(
    'dv-koi',
    ['40%', '40%', '70%'],
    [
      [0, '#fff0a0'],
      [0.55, '#ff9d1a'],
      [1, '#c2410c'],
    ],
  ),
  radial(
    'dv-glow',
    ['50%', '50%', '50%'],
    [
      [0, '#ffe27a', 0.9],
      [1, '#ffb300', 0],
    ],
  ),
];

/** Dragon Vault's gradients, rendered once; the symbols refer to them by id. */
export function DragonArtDefs() {
  return <SymbolArtDefs gradients={DRAGON_GRADIENTS} />;
}

const shine = (cx: number, cy: number, rx: number, ry: number) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.5" />
);

const ART: Record<string, ReactNode> = {
  lotus: (
    <>
      <Turned angles={[-60, -30, 30, 60]} about={[50, 82]}>
        <path
          d="M50 82C38 66 38 40 50 22c12 18 12 44 0 60z"
          fill="url(#dv-pink)"
          stroke="#9c1050"
          strokeWidth="1.5"
        />
      </Turned>
      <path
        d="M50 82C36 64 36 32 50 12c14 20 14 52 0 70z"
        fill="url(#dv-pink)"
        stroke="#9c1050"
        strokeWidth="1.5"
      />
      <path
        d="M14 84c20 8 52 8 72 0"
        stroke="url(#dv-jade)"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="50" cy="72" r="6" fill="url(#dv-gold)" />
    </>
  ),
  lantern: (
    <>
      <path d="M50 2v8" stroke="#9c5a00" strokeWidth="3" />
      <rect x="34" y="10" width="32" height="9" rx="3" fill="url(#dv-gold)" />
      <ellipse cx="50" cy="48" rx="32" ry="30" fill="url(#dv-red)" stroke="#5a0406" strokeWidth="2" />
      <path
        d="M50 18v60M34 21c-10 16-10 38 0 54M66 21c10 16 10 38 0 54"
        stroke="#ffcf4a"
        strokeWidth="2"
        fill="none"
        opacity="0.8"
      />
      <rect x="34" y="76" width="32" height="9" rx="3" fill="url(#dv-gold)" />
      <path d="M44 85v12M50 85v14M56 85v12" stroke="#ffcf4a" strokeWidth="2.5" strokeLinecap="round" />
      {shine(36, 36, 6, 10)}
    </>
  ),
  fan: (
    <>
      <path
        d="M50 86L8 44a60 60 0 0 1 84 0z"
        fill="url(#dv-red)"
        stroke="url(#dv-gold)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <Turned angles={[-45, -27, -9, 9, 27, 45]} about={[50, 86]}>
        <path d="M50 86V30" stroke="#5a0406" strokeWidth="1.5" opacity="0.7" />
      </Turned>
      <path d="M22 40q28-16 56 0" stroke="#ffcf4a" strokeWidth="2.5" fill="none" />
      <circle cx="50" cy="86" r="6" fill="url(#dv-gold)" stroke="#7a4500" strokeWidth="1.5" />
      <path d="M50 92l-6 6M50 92l6 6" stroke="#e0201b" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  coin: (
    <>
      <circle cx="50" cy="50" r="40" fill="url(#dv-jade)" stroke="#033d20" strokeWidth="2.5" />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#b8ffd8" strokeWidth="2" opacity="0.6" />
      <rect
        x="39"
        y="39"
        width="22"
        height="22"
        rx="2"
        fill="#0b2418"
        stroke="url(#dv-gold)"
        strokeWidth="3"
      />
      <Turned angles={[0, 90, 180, 270]} about={[50, 50]}>
        <path d="M50 14l4 8h-8z" fill="url(#dv-gold)" />
      </Turned>
      {shine(34, 30, 10, 6)}
    </>
  ),
  koi: (
    <>
      <path
        d="M78 50l18-18v36z"
        fill="url(#dv-koi)"
        stroke="#8a2a00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8 50c10-22 48-28 72 0-24 28-62 22-72 0z"
        fill="url(#dv-koi)"
        stroke="#8a2a00"
        strokeWidth="2"
      />
      <path d="M40 32c6-10 18-12 24-8-8 2-14 6-16 12z" fill="#ff7a1a" />
      <path d="M42 68c6 8 14 10 20 6-6-2-12-6-14-10z" fill="#ff7a1a" />
      <path
        d="M44 38c8 6 8 18 0 24M56 40c6 5 6 15 0 20"
        stroke="#e0201b"
        strokeWidth="2.5"
        fill="none"
        opacity="0.7"
      />
      <circle cx="22" cy="46" r="4" fill="#1a0a00" />
      <circle cx="21" cy="45" r="1.3" fill="#fff" />
      <path d="M10 56q-6 6-4 12M14 58q-2 8 2 12" stroke="#c2410c" strokeWidth="1.5" fill="none" />
    </>
  ),
  ingot: (
    <>
      <ellipse cx="50" cy="50" rx="26" ry="20" fill="url(#dv-gold)" stroke="#7a4500" strokeWidth="2" />
      <path
        d="M6 54c2-10 14-14 22-8 6 10 38 10 44 0 8-6 20-2 22 8-4 24-26 34-44 34S10 78 6 54z"
        fill="url(#dv-gold)"
        stroke="#7a4500"
        strokeWidth="2.5"
      />
      <path d="M18 64c12 12 52 12 64 0" stroke="#fff5c4" strokeWidth="2.5" fill="none" opacity="0.7" />
      {shine(42, 38, 9, 5)}
    </>
  ),
  turtle: (
    <>
      <circle cx="84" cy="52" r="10" fill="url(#dv-jade)" stroke="#033d20" strokeWidth="2" />
      <circle cx="88" cy="49" r="2" fill="#031a0e" />
      {[
        [24, 30],
        [66, 30],
        [24, 74],
        [66, 74],
      ].map(([x, y]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="9"
          ry="7"
          fill="url(#dv-jade)"
          stroke="#033d20"
          strokeWidth="2"
        />
      ))}
      <ellipse cx="46" cy="52" rx="34" ry="28" fill="url(#dv-jade)" stroke="#033d20" strokeWidth="2.5" />
      <path
        d="M46 36l10 8v12l-10 8-10-8V44zM46 36V25M56 44l14-6M56 56l14 6M46 64v11M36 56l-14 6M36 44l-14-6"
        stroke="url(#dv-gold)"
        strokeWidth="2.5"
        fill="none"
        strokeLinejoin="round"
      />
      {shine(34, 38, 8, 5)}
    </>
  ),
  pearl: (
    <>
      <circle cx="50" cy="52" r="44" fill="url(#dv-glow)" />
      <path
        d="M50 6c6 10 16 10 20 4 0 10 8 16 16 14-6 8-2 18 6 22-10 2-12 12-8 20-10-4-18 2-20 10-4-8-14-10-22-4 0-10-8-16-18-14 6-8 2-18-6-22 10-2 12-12 8-20 10 4 18-2 20-10 2 2 3 2 4 0z"
        fill="url(#dv-gold)"
        opacity="0.65"
      />
      <circle cx="50" cy="52" r="26" fill="url(#dv-pearl)" stroke="#4f6fa8" strokeWidth="1.5" />
      {shine(42, 43, 8, 5)}
    </>
  ),
  dragon: (
    <>
      <circle cx="50" cy="46" r="40" fill="url(#dv-red)" stroke="url(#dv-gold)" strokeWidth="4" />
      <path
        d="M32 24l-8-16 16 10M68 24l8-16-16 10"
        stroke="url(#dv-gold)"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M26 30c8-8 40-8 48 0l4 14-8 8 4 14c-6 8-34 8-40 0l4-14-8-8z"
        fill="url(#dv-jade)"
        stroke="#033d20"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M34 40l10 4M66 40l-10 4" stroke="#033d20" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="38" cy="46" rx="5" ry="4" fill="#ffe27a" stroke="#6e0608" strokeWidth="1.5" />
      <ellipse cx="62" cy="46" rx="5" ry="4" fill="#ffe27a" stroke="#6e0608" strokeWidth="1.5" />
      <circle cx="38" cy="46" r="1.8" fill="#1a0a00" />
      <circle cx="62" cy="46" r="1.8" fill="#1a0a00" />
      <path d="M40 64q10 6 20 0" stroke="#033d20" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path
        d="M30 58c-12 4-18 12-20 20M70 58c12 4 18 12 20 20"
        stroke="url(#dv-gold)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <WildBadge x={14} y={74} width={72} fill="#3a0204" gold="dv-gold" />
    </>
  ),
  vault: (
    <>
      <rect
        x="8"
        y="8"
        width="84"
        height="84"
        rx="14"
        fill="url(#dv-gold)"
        stroke="#6b3d00"
        strokeWidth="2.5"
      />
      <circle cx="50" cy="50" r="32" fill="#3b2a12" stroke="#6b3d00" strokeWidth="2" />
      <circle cx="50" cy="50" r="27" fill="url(#dv-gold)" stroke="#6b3d00" strokeWidth="2" />
      <Turned angles={[0, 60, 120]} about={[50, 50]}>
        <path d="M50 28v44" stroke="#6b3d00" strokeWidth="5" strokeLinecap="round" />
      </Turned>
      <circle cx="50" cy="50" r="8" fill="url(#dv-red)" stroke="#6b3d00" strokeWidth="2" />
      {[
        [16, 16],
        [84, 16],
        [16, 84],
        [84, 84],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="#6b3d00" />
      ))}
    </>
  ),
};

export function DragonArt({ symbol }: { symbol: SymbolId }) {
  const entry = DRAGON_VAULT_SYMBOLS[symbol]!;
  return <SymbolSvg symbol={entry}>{ART[entry.key]}</SymbolSvg>;
}
