import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The trend charts, drawn by uPlot (issue 14: "drawn with a charting library, not by hand"). This
 * module and uPlot's stylesheet are one chunk loaded by the trends tab only, never by the home page.
 */

const HEIGHT = 180;

/** A theme colour for the canvas, which cannot read CSS variables itself. */
function cssColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Mounts a uPlot chart sized to its box, resized with it, and made again only when `key` (the data
 * and labels as text) changes, not on every render.
 */
function useChart(
  makeOptions: (box: HTMLDivElement, width: number) => uPlot.Options,
  data: uPlot.AlignedData,
  key: string,
) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ makeOptions, data });
  latest.current = { makeOptions, data };
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the options and data
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { makeOptions: make, data: values } = latest.current;
    const chart = new uPlot(make(element, element.clientWidth || 340), values, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [key]);
  return box;
}

function axes(box: Element, x: Partial<uPlot.Axis>): uPlot.Axis[] {
  const stroke = cssColour(box, '--text-muted', '#8a93a6');
  const grid = { stroke: cssColour(box, '--border', '#2a3244'), width: 1 };
  return [
    { stroke, grid: { show: false }, ticks: { show: false }, size: 28, ...x },
    // Counts and totals are whole numbers: no 0.25 on the axis.
    { stroke, grid, ticks: { show: false }, size: 36, incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000] },
  ];
}

/** The x axis of the frequency bars: every number when they are few (dice, digits), else a spread. */
function numberAxis(numbers: readonly string[]): Partial<uPlot.Axis> {
  const values = (_u: uPlot, splits: number[]) => splits.map((i) => numbers[i] ?? '');
  return numbers.length <= 10
    ? { values, splits: () => numbers.map((_, i) => i) }
    : { values, incrs: [5, 10, 20, 25, 50] };
}

/** How many times each number came up, one bar per number. */
export function FrequencyChart({
  numbers,
  counts,
  label,
}: {
  numbers: readonly string[];
  counts: readonly number[];
  label: string;
}) {
  const data: uPlot.AlignedData = [numbers.map((_, i) => i), [...counts]];
  const box = useChart(
    (element, width) => ({
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.6, numbers.length - 0.4] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: axes(element, numberAxis(numbers)),
      series: [
        {},
        {
          label,
          fill: cssColour(element, '--brand-primary', '#f5b301'),
          stroke: cssColour(element, '--brand-primary', '#f5b301'),
          paths: uPlot.paths.bars!({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
    }),
    data,
    JSON.stringify([numbers, counts, label]),
  );
  return <div ref={box} className="lh-chart" role="img" aria-label={label} data-testid="frequency-chart" />;
}

/** Each draw's value in draw order: totals or endings, to see the runs behind the streaks. */
export function SeriesChart({ values, label }: { values: readonly number[]; label: string }) {
  const data: uPlot.AlignedData = [values.map((_, i) => i + 1), [...values]];
  const box = useChart(
    (element, width) => ({
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false } },
      // Draws are counted in whole steps: no 1.5th draw on the axis.
      axes: axes(element, { incrs: [1, 2, 5, 10, 20, 25, 50, 100] }),
      series: [
        {},
        {
          label,
          stroke: cssColour(element, '--brand-accent', '#4cc9f0'),
          width: 2,
          points: { show: values.length <= 60, size: 5 },
        },
      ],
    }),
    data,
    JSON.stringify([values, label]),
  );
  return <div ref={box} className="lh-chart" role="img" aria-label={label} data-testid="series-chart" />;
}
