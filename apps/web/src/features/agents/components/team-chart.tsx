import type { TeamKpiA } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { toMinor, useFormatMoney } from '@/features/wallet';

const WIDTH = 320;
const HEIGHT = 120;

/**
 * The team's turnover per day as bars (plain SVG: no chart library for one small chart). The
 * tallest bar fills the height; each bar names its day and amount for screen readers.
 */
export function TeamChart({ days }: { days: TeamKpiA['days'] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const values = days.map((d) => Number(toMinor(d.turnover) ?? 0n));
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <figure className="agents-chart">
      <figcaption className="agents-chart__caption">{t('agents.chartTitle')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('agents.chartTitle')}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="agents-chart__axis" />
        {days.map((d, i) => {
          const height = ((values[i] ?? 0) / max) * (HEIGHT - 8);
          return (
            <rect
              key={d.day}
              className="agents-chart__bar"
              x={i * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={Math.max(height, values[i] ? 1 : 0)}
              rx="2"
            >
              <title>{`${d.day}: ${formatMoney(d.turnover)}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="agents-chart__range">
          <span>{days[0]?.day.slice(5)}</span>
          <span>{days.at(-1)?.day.slice(5)}</span>
        </div>
      )}
    </figure>
  );
}
