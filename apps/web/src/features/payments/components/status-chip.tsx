import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/keys';

type Tone = 'warning' | 'success' | 'danger' | 'neutral';

// Deposit statuses (PENDING, APPROVED, REJECTED, EXPIRED) and withdrawal ones (PENDING, PAID, REJECTED).
const STATUS: Record<string, { key: TranslationKey; tone: Tone }> = {
  PENDING: { key: 'orderStatus.PENDING', tone: 'warning' },
  APPROVED: { key: 'orderStatus.APPROVED', tone: 'success' },
  PAID: { key: 'orderStatus.PAID', tone: 'success' },
  REJECTED: { key: 'orderStatus.REJECTED', tone: 'danger' },
  EXPIRED: { key: 'orderStatus.EXPIRED', tone: 'neutral' },
};

/** An order's status as a coloured chip; a status this site does not know yet shows its code. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = STATUS[status];
  return (
    <span className={`chip chip--${known?.tone ?? 'neutral'}`} data-status={status}>
      {known ? t(known.key) : status}
    </span>
  );
}
