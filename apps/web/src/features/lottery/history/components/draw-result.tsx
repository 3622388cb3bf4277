import type { LotteryDrawView } from '@ficha/contract';
import { useHistoryText } from '../lib/use-history-text';

type Result = NonNullable<LotteryDrawView['result']>;

/** A draw's result as it came out: dice or digit balls, or the Vietnamese prize tiers. */
export function DrawResult({ result, compact = false }: { result: Result; compact?: boolean }) {
  const text = useHistoryText();
  if (Array.isArray(result)) {
    const isDice = result.length === 3;
    return (
      <span className="lh-balls" data-testid="draw-balls">
        {result.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place is its identity
          <span key={index} className={isDice ? 'lh-die' : 'lh-ball'}>
            {value}
          </span>
        ))}
      </span>
    );
  }
  const tiers = compact ? result.tiers.slice(0, 1) : result.tiers;
  return (
    <span className={compact ? 'lh-balls' : 'lh-tiers'} data-testid="draw-balls">
      {tiers.map((tier) => (
        <span key={tier.name} className="lh-tier">
          {!compact && <span className="meta-text lh-tier__name">{text(`tier_${tier.name}` as never)}</span>}
          <span className="lh-tier__numbers">
            {tier.numbers.map((number, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: numbers of a tier may repeat
                key={index}
                className={tier.name === 'special' ? 'lh-number lh-number--special' : 'lh-number'}
              >
                {number}
              </span>
            ))}
          </span>
        </span>
      ))}
    </span>
  );
}
