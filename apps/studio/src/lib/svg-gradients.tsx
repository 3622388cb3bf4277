/**
 * SVG gradients written as data, one line each, and drawn by one component: the symbol art of
 * every game keeps its gradients in a table and refers to them by id (`fill="url(#id)"`).
 */

/** A colour stop as SVG writes it: offset (0 to 1, or a percentage), colour and opacity. */
export type GradientStop = readonly [offset: number | string, color: string, opacity?: number];

export interface SvgGradient {
  id: string;
  /** cx, cy and r of a radial gradient, or x1, y1, x2 and y2 of a linear one. */
  at: RadialPlace | LinearPlace;
  stops: readonly GradientStop[];
}

type RadialPlace = { cx: string; cy: string; r: string };
type LinearPlace = { x1: number; y1: number; x2: number; y2: number };

/** A radial gradient centred at `cx` `cy` with radius `r`. */
export function radial(id: string, [cx, cy, r]: readonly string[], stops: GradientStop[]): SvgGradient {
  return { id, at: { cx: cx!, cy: cy!, r: r! }, stops };
}

/** A linear gradient from (x1, y1) to (x2, y2), in the shape's bounding box. */
export function linear(id: string, [x1, y1, x2, y2]: readonly number[], stops: GradientStop[]): SvgGradient {
  return { id, at: { x1: x1!, y1: y1!, x2: x2!, y2: y2! }, stops };
}

export function GradientDefs({ gradients }: { gradients: readonly SvgGradient[] }) {
  return (
    <defs>
      {gradients.map(({ id, at, stops }) => {
        const children = stops.map(([offset, color, opacity]) => (
          <stop key={offset} offset={offset} stopColor={color} stopOpacity={opacity} />
        ));
        return 'r' in at ? (
          <radialGradient key={id} id={id} {...at}>
            {children}
          </radialGradient>
        ) : (
          <linearGradient key={id} id={id} {...at}>
            {children}
          </linearGradient>
        );
      })}
    </defs>
  );
}
