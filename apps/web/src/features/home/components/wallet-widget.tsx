import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import './wallet-widget.css';

// Balance queries of the wallet feature live under this key; the refresh button reloads them.
const WALLET_KEY = ['wallet'] as const;
const NO_BALANCE = '--';

/**
 * Spec section 2 'Home and lobby': currency symbol and total balance, a hide toggle (stars) and
 * refresh; the balance is starred while refreshing. Until the wallet is served it reads '--'.
 */
export function WalletWidget({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState(false);
  const refreshing = useIsFetching({ queryKey: WALLET_KEY }) > 0;

  return (
    <section className="wallet-widget" aria-label={t('wallet.title')}>
      <div className="wallet-widget__main">
        <span className="wallet-widget__label">{t('wallet.total')}</span>
        <span className="wallet-widget__amount" aria-live="polite">
          <span className="wallet-widget__symbol">{currencySymbol}</span>
          {hidden || refreshing ? '****' : NO_BALANCE}
        </span>
      </div>
      <button
        type="button"
        className="icon-btn"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'wallet.show' : 'wallet.hide')}
        onClick={() => setHidden((value) => !value)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={22} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('wallet.refresh')}
        disabled={refreshing}
        onClick={() => void queryClient.invalidateQueries({ queryKey: WALLET_KEY })}
      >
        <Icon name="refresh" size={22} className={refreshing ? 'spin' : undefined} />
      </button>
    </section>
  );
}
