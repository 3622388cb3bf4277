import { WHEEL_SEGMENTS } from '@ficha/games/money-wheel/wheel';
import { memo } from 'react';
import { GradientDefs, radial } from '../../lib/svg-gradients.tsx';
import { LABEL_COLORS } from './wheel-look.ts';
import { SEGMENT_DEG } from './wheel-motion.ts';

/**
 * The wheel itself, drawn once from the maths' segment list (segment 0 at the top, clockwise);
 * the stage turns it as a whole. Labels stand along each segment's radius, digits upright toward
 * the rim, like the big wheels of the game shows.
 */

const OUTER = 104;
const INNER = 34;
const RIM = 117;

/** The point `radius` from the centre, `angleDeg` clockwise from the top. */
function xy(angleDeg: number, radius: number): [number, number] {
  const a = (angleDeg * Math.PI) / 180;
  return [radius * Math.sin(a), -radius * Math.cos(a)];
}

function point(angleDeg: number, radius: number): string {
  const [x, y] = xy(angleDeg, radius);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

function segmentPath(index: number): string {
  const a0 = (index - 0.5) * SEGMENT_DEG;
  const a1 = (index + 0.5) * SEGMENT_DEG;
  return [
    `M ${point(a0, INNER)}`,
    `L ${point(a0, OUTER)}`,
    `A ${OUTER} ${OUTER} 0 0 1 ${point(a1, OUTER)}`,
    `L ${point(a1, INNER)}`,
    `A ${INNER} ${INNER} 0 0 0 ${point(a0, INNER)}`,
    'Z',
  ].join(' ');
}

const WHEEL_GRADIENTS = [
  radial(
    'mw-rim',
    ['50%', '50%', '50%'],
    [
      ['82%', '#7a5a12'],
      ['90%', '#f7d774'],
      ['100%', '#8c6514'],
    ],
  ),
  radial(
    'mw-hub',
    ['40%', '35%', '70%'],
    [
      ['0%', '#2d3a6b'],
      ['100%', '#0d1330'],
    ],
  ),
  radial(
    'mw-shade',
    ['50%', '50%', '50%'],
    [
      ['35%', '#000', 0.28],
      ['60%', '#000', 0],
      ['96%', '#000', 0],
      ['100%', '#000', 0.3],
    ],
  ),
];

export const WheelFace = memo(function WheelFace() {
  return (
    <svg className="mw-face" viewBox="-120 -120 240 240" aria-hidden="true">
      <GradientDefs gradients={WHEEL_GRADIENTS} />
      <circle r={RIM} fill="url(#mw-rim)" />
      {WHEEL_SEGMENTS.map((_, index) => {
        const [cx, cy] = xy((index + 0.5) * SEGMENT_DEG, 111);
        // biome-ignore lint/suspicious/noArrayIndexKey: the bulbs are fixed, one per segment edge
        return <circle key={index} className="mw-bulb" cx={cx} cy={cy} r={1.9} />;
      })}
      {WHEEL_SEGMENTS.map((label, index) => {
        const digits = String(label).split('');
        const { fill, ink } = LABEL_COLORS[label];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its index on the wheel
          <g key={index} className="mw-seg" data-index={index} data-label={label}>
            <path d={segmentPath(index)} fill={fill} />
            <g transform={`rotate(${index * SEGMENT_DEG})`} fill={ink}>
              {digits.map((digit, i) => (
                <text
                  // biome-ignore lint/suspicious/noArrayIndexKey: digits of a fixed label
                  key={i}
                  x={0}
                  y={-(digits.length === 1 ? 88 : 93 - i * 10.5)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="mw-digit"
                >
                  {digit}
                </text>
              ))}
            </g>
          </g>
        );
      })}
      <circle r={OUTER} fill="url(#mw-shade)" pointerEvents="none" />
      <circle r={OUTER + 1} fill="none" stroke="#f7d774" strokeWidth={1.6} />
      <circle r={INNER + 2} fill="url(#mw-hub)" stroke="#f7d774" strokeWidth={2.4} />
    </svg>
  );
});
