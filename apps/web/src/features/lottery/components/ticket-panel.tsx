import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Money } from '@/features/wallet';
import { type TicketLine, type TicketProblem, ticketTotal } from '../lib/ticket';
import { useBetLine } from './use-labels';

interface TicketPanelProps {
  lines: readonly TicketLine[];
  problem: TicketProblem | undefined;
  limits: { minBet: string; maxBet: string };
  onRemove: (index: number) => void;
  onClear: () => void;
  onSubmit: () => void;
  disabled: boolean;
  symbol: string;
}

/** The ticket being filled: its sub-orders with stake and odds, the total, and the way to confirm. */
export function TicketPanel({
  lines,
  problem,
  limits,
  onRemove,
  onClear,
  onSubmit,
  disabled,
  symbol,
}: TicketPanelProps) {
  const { t } = useTranslation();
  const betLine = useBetLine();
  const [isOpen, setOpen] = useState(false);
  const total = ticketTotal(lines);
  const problemText =
    problem && problem !== 'empty'
      ? t(`lotteryFrame.problem.${problem}`, { min: limits.minBet, max: limits.maxBet })
      : undefined;
  return (
    <section className="lf-ticket" aria-label={t('lotteryFrame.ticket')} data-testid="lf-ticket">
      {isOpen && lines.length > 0 && (
        <ul className="lf-ticket__lines">
          {lines.map((line, index) => (
            <li key={`${line.betType}:${line.pick}`} className="lf-ticket__line">
              <span className="lf-ticket__bet">{betLine(line.betType, line.pick)}</span>
              <span className="lf-odds">×{line.odds}</span>
              <Money amount={line.amount} symbol={symbol} className="lf-ticket__amount" />
              <button
                type="button"
                className="icon-btn lf-ticket__remove"
                aria-label={t('lotteryFrame.removeLine', { bet: betLine(line.betType, line.pick) })}
                onClick={() => onRemove(index)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
          <li className="lf-ticket__clear">
            <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
              {t('lotteryFrame.clear')}
            </button>
          </li>
        </ul>
      )}
      {problemText && (
        <p className="lf-ticket__problem" role="alert">
          {problemText}
        </p>
      )}
      <div className="lf-ticket__bar">
        <button
          type="button"
          className="lf-ticket__toggle"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
          disabled={lines.length === 0}
        >
          <span className="lf-ticket__count" data-testid="lf-ticket-count">
            {t('lotteryFrame.betCount', { count: lines.length })}
          </span>
          <span className="lf-ticket__total">
            {t('lotteryFrame.total')} <Money amount={total} symbol={symbol} />
          </span>
        </button>
        <button
          type="button"
          className="btn btn--primary lf-ticket__submit"
          disabled={disabled || problem !== undefined}
          onClick={onSubmit}
        >
          {t('lotteryFrame.placeBets')}
        </button>
      </div>
    </section>
  );
}
