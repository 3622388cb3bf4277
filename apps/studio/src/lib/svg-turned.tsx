import type { ReactNode } from 'react';

/** Copies of one drawing turned about a point by each angle (degrees): petals, ribs, spokes, studs. */
export function Turned({
  angles,
  about: [cx, cy],
  children,
}: {
  angles: readonly number[];
  about: readonly [number, number];
  children: ReactNode;
}) {
  return angles.map((angle) => (
    <g key={angle} transform={`rotate(${angle} ${cx} ${cy})`}>
      {children}
    </g>
  ));
}
