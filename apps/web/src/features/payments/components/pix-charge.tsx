import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Money, useFormatMoney } from '@/features/wallet';
import { formatClock, useSecondsLeft } from '../lib/use-countdown';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { CopyButton } from './copy-button';
import type { CreatedDeposit } from './deposit-form';
import { LatePromotion } from './late-promotion';

/**
 * The PIX charge (issue 4 part 4): QR code, copy-and-paste code, amount, a countdown to expiry
 * and the PSP's payment page. The built-in PSP is a sandbox, so its page is labelled as the test
 * page; paying there sends the signed webhook that credits the order.
 */
export function PixCharge({ created, onNew }: { created: CreatedDeposit; onNew: () => void }) {
  const { t } = useTranslation();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const formatMoney = useFormatMoney();
  const { order } = created;
  // Counted from when the answer arrived, so a phone's wrong clock does not shorten the charge.
  const lifetimeSeconds = order.expiresInSeconds ?? (order.expiresInMinutes ?? 0) * 60;
  const deadline = created.receivedAt + lifetimeSeconds * 1000;
  const secondsLeft = useSecondsLeft(deadline);
  const hasExpiry = order.expiresInSeconds !== undefined || order.expiresInMinutes !== undefined;
  const isExpired = hasExpiry && secondsLeft === 0;
  const codeLabel = t('pix.code');

  return (
    <section
      className="money-card pix-charge"
      aria-labelledby="pix-title"
      data-state={isExpired ? 'expired' : 'pending'}
    >
      <header className="pix-charge__head">
        <h2 id="pix-title" className="money-section__title" ref={titleRef} tabIndex={-1}>
          {t('pix.title')}
        </h2>
        <p className="pix-charge__amount">
          <Money amount={order.amount} />
        </p>
        {hasExpiry && (
          <p className={`pix-charge__timer${isExpired ? ' pix-charge__timer--over' : ''}`}>
            <Icon name="clock" size={16} />
            {isExpired ? (
              t('pix.expired')
            ) : (
              <>
                {t('pix.expiresIn')}{' '}
                <span role="timer" className="pix-charge__clock">
                  {formatClock(secondsLeft)}
                </span>
              </>
            )}
          </p>
        )}
      </header>

      {!isExpired && (
        <>
          {order.qrCode && (
            <div className="pix-charge__qr">
              <img
                src={order.qrCode}
                width={220}
                height={220}
                alt={t('pix.qrAlt', { amount: formatMoney(order.amount) })}
              />
            </div>
          )}
          <ol className="pix-charge__steps">
            <li>{t('pix.step1')}</li>
            <li>{t('pix.step2')}</li>
            <li>{t('pix.step3')}</li>
          </ol>
          {order.pixCode && (
            <div className="money-field">
              <label className="money-field__label" htmlFor="pix-code">
                {codeLabel}
              </label>
              <textarea
                id="pix-code"
                className="money-input pix-charge__code"
                readOnly
                rows={3}
                value={order.pixCode}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={order.pixCode} what={codeLabel} variant="button" label={t('pix.copyCode')} />
            </div>
          )}
          {order.payUrl && (
            <div className="pix-charge__sandbox">
              <span className="chip chip--warning">{t('pix.testBadge')}</span>
              <a
                className="btn btn--outline btn--block"
                href={order.payUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="external" size={18} />
                {t('pix.payInSandbox')}
              </a>
              <p className="money-field__hint">{t('pix.sandboxHint')}</p>
            </div>
          )}
          <LatePromotion created={created} />
          <p className="pix-charge__waiting" aria-live="polite">
            <Icon name="refresh" size={16} className="spin" />
            {t('pix.waiting')}
          </p>
        </>
      )}
      <button
        type="button"
        className={`btn ${isExpired ? 'btn--primary' : 'btn--ghost'} btn--block`}
        onClick={onNew}
      >
        {t(isExpired ? 'deposit.tryAgain' : 'pix.cancel')}
      </button>
    </section>
  );
}
