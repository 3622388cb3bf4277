import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { toMinor } from '@/features/wallet';
import { useAcceptPromo } from '../api/create-deposit';
import { useDepositPromotions } from '../api/deposit-methods';
import { moneyRefusal, useMoneyMessageText } from '../lib/money-refusal';
import type { CreatedDeposit } from './deposit-form';
import { PromotionTerms } from './promotion-terms';

/**
 * acceptPromo (spec section 7): a member who opened the order without a promotion can still opt
 * in while it is pending. Only promotions the amount qualifies for are offered.
 */
export function LatePromotion({ created }: { created: CreatedDeposit }) {
  const { t } = useTranslation();
  const toast = useToast();
  const messageText = useMoneyMessageText();
  const promotions = useDepositPromotions();
  const accept = useAcceptPromo();
  const [acceptedId, setAcceptedId] = useState(created.promotionId);
  const amount = toMinor(created.order.amount) ?? 0n;
  const offer = promotions.data?.find((promo) => amount >= (toMinor(promo.minDeposit) ?? 0n));
  if (acceptedId !== undefined || !offer) return null;

  return (
    <div className="late-promo">
      <span className="late-promo__text">
        {t('promo.late', { title: offer.title })}
        <PromotionTerms promo={offer} />
      </span>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { orderId: created.order.orderId, promotionId: offer.id },
            {
              onSuccess: () => {
                setAcceptedId(offer.id);
                toast(t('promo.accepted'));
              },
              onError: (error) => toast(messageText(moneyRefusal(error)) ?? '', { durationMs: 3000 }),
            },
          )
        }
      >
        {t('promo.activate')}
      </button>
    </div>
  );
}
