import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useReopenPixCharge } from '../api/reopen-pix-charge';
import { moneyRefusal, useMoneyMessageText } from '../lib/money-refusal';
import type { CreatedDeposit } from './deposit-form';

// Spec section 9: a refusal deserves the longer toast.
const REFUSAL_TOAST_MS = 3000;

/** On a pending PIX row of the history: shows that charge again, with its countdown. */
export function ReopenChargeButton({
  orderId,
  onReopen,
}: {
  orderId: string;
  onReopen: (created: CreatedDeposit) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const messageText = useMoneyMessageText();
  const reopen = useReopenPixCharge();
  return (
    <button
      type="button"
      className="btn btn--outline btn--sm money-row__action"
      disabled={reopen.isPending}
      onClick={() =>
        reopen.mutate(orderId, {
          onSuccess: (order) => onReopen({ order, promotionId: order.promotionId, receivedAt: Date.now() }),
          onError: (error) => toast(messageText(moneyRefusal(error)) ?? '', { durationMs: REFUSAL_TOAST_MS }),
        })
      }
    >
      <Icon name="refresh" size={16} />
      {reopen.isPending ? t('in_please_wait') : t('deposit.reopen')}
    </button>
  );
}
