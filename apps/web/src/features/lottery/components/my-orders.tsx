import { formatMinor, type LotteryOrder, parseAmount } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { DateTime, Money } from '@/features/wallet';
import type { FrameSession } from '../api/lottery-api';
import { useCancelSuborder, useLotteryOrders } from '../api/use-lottery';
import { useErrorText } from './use-error-text';
import { useBetLine } from './use-labels';

/** "My orders" (issue 14 part 3): the member's tickets of this game, with detail and cancel. */
export function MyOrders({ session, symbol }: { session: FrameSession; symbol: string }) {
  const { t } = useTranslation();
  const orders = useLotteryOrders(session);
  const errorText = useErrorText();
  if (orders.isPending)
    return (
      <p className="lf-muted lf-pad" role="status">
        {t('lotteryFrame.loading')}
      </p>
    );
  if (orders.isError)
    return (
      <div className="lf-pad" role="alert">
        <p>{errorText(orders.error)}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void orders.refetch()}>
          {t('action.retry')}
        </button>
      </div>
    );
  if (orders.data.list.length === 0) return <p className="lf-muted lf-pad">{t('lotteryFrame.noOrders')}</p>;
  return (
    <ul className="lf-orders" data-testid="lf-orders">
      {orders.data.list.map((order) => (
        <OrderItem key={order.id} order={order} session={session} symbol={symbol} />
      ))}
    </ul>
  );
}

type SuborderStatus = LotteryOrder['suborders'][number]['status'];

/** A ticket's state in one word, from its sub-orders. */
function orderStatus(order: LotteryOrder): 'open' | 'settled' | 'cancelled' | 'void' | 'waiting' {
  const statuses = new Set<SuborderStatus>(order.suborders.map((s) => s.status));
  if (order.cancellable) return 'open';
  if ([...statuses].every((s) => s === 'CANCELLED')) return 'cancelled';
  if (statuses.has('VOID')) return 'void';
  if (
    [...statuses].every((s) => s === 'SETTLED' || s === 'CANCELLED' || s === 'REFUSED' || s === 'ROLLED_BACK')
  )
    return 'settled';
  return 'waiting';
}

function OrderItem({
  order,
  session,
  symbol,
}: {
  order: LotteryOrder;
  session: FrameSession;
  symbol: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const status = orderStatus(order);
  const won = formatMinor(order.suborders.reduce((sum, s) => sum + (parseAmount(s.win ?? '0') ?? 0n), 0n));
  return (
    <li className="lf-order" data-testid="lf-order" data-order-id={order.id} data-status={status}>
      <button
        type="button"
        className="lf-order__head"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="lf-order__numero">{t('lotteryFrame.periodShort', { numero: order.numero })}</span>
        <span className={`lf-badge lf-badge--${status}`}>{t(`lotteryFrame.orderStatus.${status}`)}</span>
        <span className="lf-order__amounts">
          <Money amount={order.total} symbol={symbol} />
          {status === 'settled' &&
            (won === '0.00' ? (
              <span className="lf-muted" data-testid="lf-order-win" data-amount={won}>
                {t('lotteryFrame.noWin')}
              </span>
            ) : (
              <span className="lf-order__win" data-testid="lf-order-win" data-amount={won}>
                {t('lotteryFrame.won')} <Money amount={won} symbol={symbol} />
              </span>
            ))}
        </span>
      </button>
      {isOpen && (
        <div className="lf-order__detail">
          <p className="lf-muted">
            {order.id} · <DateTime iso={order.createdAt} />
          </p>
          <ul className="lf-suborders">
            {order.suborders.map((suborder) => (
              <SuborderRow
                key={suborder.id}
                suborder={suborder}
                canCancel={order.cancellable}
                session={session}
                symbol={symbol}
              />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function SuborderRow({
  suborder,
  canCancel,
  session,
  symbol,
}: {
  suborder: LotteryOrder['suborders'][number];
  canCancel: boolean;
  session: FrameSession;
  symbol: string;
}) {
  const { t } = useTranslation();
  const betLine = useBetLine();
  const toast = useToast();
  const errorText = useErrorText();
  const cancel = useCancelSuborder(session);
  const isCancellable = canCancel && suborder.status === 'PLACED';
  return (
    <li className="lf-suborder" data-testid="lf-suborder" data-status={suborder.status}>
      <span className="lf-suborder__bet">{betLine(suborder.betType, suborder.pick)}</span>
      <span className="lf-odds">×{suborder.odds}</span>
      <Money amount={suborder.amount} symbol={symbol} />
      <span className="lf-suborder__status">
        {suborder.status === 'SETTLED'
          ? suborder.win && suborder.win !== '0.00'
            ? t('lotteryFrame.winOf', { amount: suborder.win })
            : t('lotteryFrame.lost')
          : t(`lotteryFrame.suborderStatus.${suborder.status}`)}
      </span>
      {suborder.status === 'PLACED' && (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={!isCancellable || cancel.isPending}
          title={isCancellable ? undefined : t('lotteryFrame.cancelClosed')}
          onClick={() =>
            cancel.mutate(suborder.id, {
              onSuccess: () => toast(t('lotteryFrame.cancelled')),
              onError: (error) => toast(errorText(error), { durationMs: 3000 }),
            })
          }
        >
          {t('lotteryFrame.cancel')}
        </button>
      )}
    </li>
  );
}
