import type { LotteryGameState } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useLotteryLabels } from './use-labels';

type Result = LotteryGameState['recent'][number]['result'];

/** Die faces as the dots a die shows (the number stays in the label for screen readers). */
const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

interface DrawResultProps {
  result: Result;
  /** The draw just arrived: the balls roll in one after the other. */
  isAnimated?: boolean;
  /** A short form (the special prize of a Vietnamese draw only) for the period header. */
  compact?: boolean;
}

/** A draw's result: three dice with their total, five digit balls, or the Vietnamese prize tiers. */
export function DrawResult({ result, isAnimated = false, compact = false }: DrawResultProps) {
  const { t } = useTranslation();
  const { tierName } = useLotteryLabels();
  const animated = isAnimated ? ' lf-balls--rolling' : '';
  if (result === null) return <span className="lf-muted">{t('lotteryFrame.void')}</span>;
  if (Array.isArray(result)) {
    const isDice = result.length === 3;
    const total = result.reduce((sum, n) => sum + n, 0);
    return (
      <span className={`lf-balls${animated}`} data-testid="lf-result" data-result={result.join(',')}>
        {result.map((n, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in the draw is its identity
            key={i}
            className={isDice ? 'lf-die' : 'lf-ball'}
            style={{ animationDelay: `${i * 180}ms` }}
            role="img"
            aria-label={String(n)}
          >
            {isDice ? FACES[n] : n}
          </span>
        ))}
        {isDice && <span className="lf-total">= {total}</span>}
      </span>
    );
  }
  const tiers = compact ? result.tiers.slice(0, 1) : result.tiers;
  return (
    <dl
      className={`lf-tiers${animated}`}
      data-testid="lf-result"
      data-result={result.tiers[0]?.numbers.join(',')}
    >
      {tiers.map((tier, i) => (
        <div key={tier.name} className="lf-tier" style={{ animationDelay: `${i * 120}ms` }}>
          <dt>{tierName(tier.name)}</dt>
          <dd>
            {tier.numbers.map((number, j) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: numbers of a tier may repeat
                key={j}
                className={tier.name === 'special' ? 'lf-number lf-number--special' : 'lf-number'}
              >
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
