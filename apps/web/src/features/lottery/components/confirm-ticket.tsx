import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { Modal } from '@/components/modal';
import { Money } from '@/features/wallet';
import { type TicketLine, ticketTotal } from '../lib/ticket';
import { useBetLine } from './use-labels';

interface ConfirmTicketProps {
  open: boolean;
  numero: string;
  lines: readonly TicketLine[];
  symbol: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation step: the period, every sub-order and the total before any money moves. */
export function ConfirmTicket({
  open,
  numero,
  lines,
  symbol,
  isBusy,
  onConfirm,
  onClose,
}: ConfirmTicketProps) {
  const { t } = useTranslation();
  const betLine = useBetLine();
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="sheet"
      label={t('lotteryFrame.confirmTitle')}
      className="lf-confirm"
    >
      <h2 className="lf-confirm__title">{t('lotteryFrame.confirmTitle')}</h2>
      <p className="lf-muted">{t('lotteryFrame.confirmPeriod', { numero })}</p>
      <ul className="lf-confirm__lines">
        {lines.map((line) => (
          <li key={`${line.betType}:${line.pick}`}>
            <span>{betLine(line.betType, line.pick)}</span>
            <span className="lf-odds">×{line.odds}</span>
            <Money amount={line.amount} symbol={symbol} />
          </li>
        ))}
      </ul>
      <p className="lf-confirm__total">
        {t('lotteryFrame.total')} <Money amount={ticketTotal(lines)} symbol={symbol} />
      </p>
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={isBusy}>
          {t('lotteryFrame.back')}
        </button>
        <BusyButton isBusy={isBusy} className="btn btn--primary" onClick={onConfirm}>
          {t('lotteryFrame.confirm')}
        </BusyButton>
      </div>
    </Modal>
  );
}
