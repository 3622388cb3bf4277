/**
 * A bar chart of one figure per day, drawn as plain SVG (no chart library: the page stays light).
 * Bars rise from the zero line, or fall below it for a negative value (a day's loss).
 */

export interface ChartBar {
  /** The day, as a key. */
  label: string;
  value: number;
  /** What a pointer over the bar reads: the day and its figure. */
  title: string;
}

const WIDTH = 300;
const HEIGHT = 120;
const PAD = 4;

export function HistoryChart({ bars, label }: { bars: readonly ChartBar[]; label: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const min = Math.min(0, ...bars.map((b) => b.value));
  const span = max - min || 1;
  const zeroY = PAD + ((max - 0) / span) * (HEIGHT - 2 * PAD);
  const step = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(2, step * 0.7);
  return (
    <svg
      className="rg-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line className="rg-chart__axis" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
      {bars.map((bar, i) => {
        const height = (Math.abs(bar.value) / span) * (HEIGHT - 2 * PAD);
        const y = bar.value >= 0 ? zeroY - height : zeroY;
        return (
          <rect
            key={bar.label}
            className={bar.value < 0 ? 'rg-chart__bar rg-chart__bar--down' : 'rg-chart__bar'}
            x={i * step + (step - barWidth) / 2}
            y={y}
            width={barWidth}
            height={Math.max(bar.value === 0 ? 0 : 1, height)}
            data-day={bar.label}
          >
            <title>{bar.title}</title>
          </rect>
        );
      })}
    </svg>
  );
}
