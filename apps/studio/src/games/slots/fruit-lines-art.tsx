import { FRUIT_LINES_SYMBOLS } from '@ficha/games/slots/fruit-lines';
import type { SymbolId } from '@ficha/games/slots/reels';
import type { ReactNode } from 'react';
import { linear, radial, type SvgGradient } from '../../lib/svg-gradients.tsx';
import { SymbolArtDefs, SymbolSvg, WildBadge } from './symbol-svg.tsx';

const FRUIT_GRADIENTS: SvgGradient[] = [
  radial(
    'fr-lemon',
    ['35%', '30%', '75%'],
    [
      [0, '#fff7a8'],
      [0.55, '#ffd91a'],
      [1, '#d99a00'],
    ],
  ),
  radial(
    'fr-red',
    ['35%', '30%', '75%'],
    [
      [0, '#ff8a8a'],
      [0.5, '#e3122d'],
      [1, '#7a0016'],
    ],
  ),
  radial(
    'fr-orange',
    ['35%', '30%', '75%'],
    [
      [0, '#ffd08a'],
      [0.5, '#ff8a00'],
      [1, '#c24e00'],
    ],
  ),
  radial(
    'fr-plum',
    ['35%', '30%', '75%'],
    [
      [0, '#d6a0ff'],
      [0.5, '#7b2fbf'],
      [1, '#3a0f66'],
    ],
  ),
  radial(
    'fr-grape',
    ['35%', '30%', '70%'],
    [
      [0, '#b7f07a'],
      [0.55, '#5fb31f'],
      [1, '#2c6608'],
    ],
  ),
  linear(
    'fr-leaf',
    [0, 0, 1, 1],
    [
      [0, '#8be36a'],
      [1, '#2f8a2a'],
    ],
  ),
  linear(
    'fr-melon',
    [0, 0, 0, 1],
    [
      [0, '#ff6b7d'],
      [1, '#d4143a'],
    ],
  ),
  linear(
    'fr-gold',
    [0, 0, 0, 1],
    [
      [0, '#fff3a6'],
      [0.45, '#ffc928'],
      [1, '#c77700'],
    ],
  ),
  linear(
    'fr-seven',
    [0, 0, 0, 1],
    [
      [0, '#ff5a5a'],
      [1, '#a3001b'],
    ],
  ),
];

/** Lucky Fruits' gradients, rendered once; the symbols refer to them by id. */
export function FruitArtDefs() {
  return <SymbolArtDefs gradients={FRUIT_GRADIENTS} />;
}

const shine = (cx: number, cy: number, rx: number, ry: number) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.55" />
);

const leaf = (d: string) => <path d={d} fill="url(#fr-leaf)" stroke="#1f5e1b" strokeWidth="1.5" />;

const ART: Record<string, ReactNode> = {
  lemon: (
    <>
      <path
        d="M12 58c0-20 20-36 40-36 8 0 15 2 21 6l9-4-2 10c5 6 8 14 8 22 0 20-18 32-38 32-8 0-15-2-21-6l-9 4 2-10c-6-5-10-11-10-18z"
        fill="url(#fr-lemon)"
        stroke="#a87400"
        strokeWidth="2"
      />
      {shine(40, 42, 14, 7)}
      {leaf('M56 24c4-12 16-18 28-16-4 12-14 18-28 16z')}
    </>
  ),
  cherry: (
    <>
      <path
        d="M32 62C38 42 50 24 66 12M68 64c-3-18-4-34-2-52"
        stroke="#3f6b12"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {leaf('M66 12c10-8 22-6 28 4-12 6-20 4-28-4z')}
      <circle cx="32" cy="68" r="19" fill="url(#fr-red)" stroke="#5c0010" strokeWidth="2" />
      <circle cx="68" cy="70" r="19" fill="url(#fr-red)" stroke="#5c0010" strokeWidth="2" />
      {shine(25, 61, 6, 4)}
      {shine(61, 63, 6, 4)}
    </>
  ),
  orange: (
    <>
      <circle cx="50" cy="56" r="35" fill="url(#fr-orange)" stroke="#a34100" strokeWidth="2" />
      {[
        [38, 48],
        [60, 44],
        [66, 62],
        [46, 70],
        [30, 62],
        [52, 58],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#c45a00" opacity="0.6" />
      ))}
      {shine(38, 38, 12, 7)}
      <path d="M50 22v-6" stroke="#5b3a12" strokeWidth="4" strokeLinecap="round" />
      {leaf('M52 18c8-10 22-10 30-2-10 8-22 8-30 2z')}
    </>
  ),
  plum: (
    <>
      <path
        d="M50 20c22 0 34 18 34 38S70 92 50 92 16 78 16 58s12-38 34-38z"
        fill="url(#fr-plum)"
        stroke="#2a0a4a"
        strokeWidth="2"
      />
      <path d="M50 24c-6 18-6 44 0 66" stroke="#2a0a4a" strokeWidth="2" fill="none" opacity="0.55" />
      {shine(35, 40, 9, 13)}
      <path d="M50 22c0-6 2-10 6-14" stroke="#5b3a12" strokeWidth="4" fill="none" strokeLinecap="round" />
      {leaf('M56 12c10-6 22-2 26 6-12 4-20 2-26-6z')}
    </>
  ),
  grapes: (
    <>
      <path d="M50 22V10" stroke="#5b3a12" strokeWidth="4" strokeLinecap="round" />
      {leaf('M52 14c10-10 26-8 32 2-12 8-24 8-32-2z')}
      {[
        [30, 32],
        [50, 30],
        [70, 32],
        [40, 48],
        [60, 48],
        [26, 50],
        [74, 50],
        [50, 64],
        [34, 66],
        [66, 66],
        [42, 81],
        [58, 81],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="11" fill="url(#fr-grape)" stroke="#1d4a05" strokeWidth="1.5" />
          <circle cx={x! - 4} cy={y! - 4} r="3" fill="#fff" opacity="0.55" />
        </g>
      ))}
    </>
  ),
  melon: (
    <g transform="rotate(-12 50 55)">
      <path d="M6 36a44 44 0 0 0 88 0z" fill="#1f8a2e" stroke="#0e4d17" strokeWidth="2" />
      <path d="M12 36a38 38 0 0 0 76 0z" fill="#e9f8c6" />
      <path d="M16 36a34 34 0 0 0 68 0z" fill="url(#fr-melon)" />
      {[
        [34, 46],
        [50, 52],
        [66, 46],
        [42, 60],
        [58, 60],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="2.6" ry="4.2" fill="#2a1010" />
      ))}
      <path d="M6 36h88" stroke="#0e4d17" strokeWidth="2" />
    </g>
  ),
  seven: (
    <>
      <path
        d="M18 14h66v14C66 46 56 66 52 90H28c4-24 16-44 32-58H18z"
        fill="url(#fr-seven)"
        stroke="url(#fr-gold)"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M24 18h52" stroke="#fff" strokeWidth="3" opacity="0.5" strokeLinecap="round" />
    </>
  ),
  wild: (
    <>
      {['#ff3b3b', '#ff9f1a', '#ffe81a', '#3fd34a', '#2f8bff', '#8a4dff'].map((colour, band) => (
        <path
          key={colour}
          d={`M${14 + band * 5} 62a${36 - band * 5} ${36 - band * 5} 0 0 1 ${72 - band * 10} 0`}
          stroke={colour}
          strokeWidth="5.5"
          fill="none"
        />
      ))}
      <circle cx="16" cy="64" r="9" fill="#fff" />
      <circle cx="26" cy="66" r="8" fill="#fff" />
      <circle cx="84" cy="64" r="9" fill="#fff" />
      <circle cx="74" cy="66" r="8" fill="#fff" />
      <WildBadge x={14} y={68} width={72} fill="#2a1160" gold="fr-gold" />
    </>
  ),
  star: (
    <>
      <polygon
        points="50,6 62,36 94,38 69,58 78,90 50,72 22,90 31,58 6,38 38,36"
        fill="url(#fr-gold)"
        stroke="#a65a00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <polygon points="50,20 57,40 78,41 61,53 67,74 50,62" fill="#fff" opacity="0.35" />
    </>
  ),
};

export function FruitArt({ symbol }: { symbol: SymbolId }) {
  const entry = FRUIT_LINES_SYMBOLS[symbol]!;
  return <SymbolSvg symbol={entry}>{ART[entry.key]}</SymbolSvg>;
}
