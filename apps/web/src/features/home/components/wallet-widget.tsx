import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import {
  PLAY_CURRENCY,
  STARRED,
  splitAmount,
  useBalanceHidden,
  useLocale,
  useRefreshWallet,
  useWallet,
} from '@/features/wallet';
import { errorMessageKey } from '@/i18n/error-message';
import './wallet-widget.css';

// Shown when the balance could not be read; the refresh button tries again.
const NO_BALANCE = '--';

/**
 * Spec section 2 'Home and lobby': currency symbol and total balance with 2 decimals, a hide
 * toggle (stars, remembered) and refresh; spec section 4 'Balance': shown, hidden, refreshing
 * (starred while refreshing). Refresh is GCS_walletTransfer: the seamless wallet gathers game
 * wallets and answers the balance.
 */
export function WalletWidget({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const wallet = useWallet();
  const refresh = useRefreshWallet();
  const [hidden, setHidden] = useBalanceHidden();
  const refreshing = refresh.isPending || wallet.isFetching;
  const data = wallet.data;
  const split = data ? splitAmount(data.sumBalance, locale) : undefined;
  const digits = split ? `${split.negative ? '-' : ''}${split.digits}` : NO_BALANCE;
  const isPlay = data?.currency === PLAY_CURRENCY;

  return (
    <section className="glow wallet-widget" aria-label={t('wallet.title')}>
      <div className="wallet-widget__main">
        <span className="meta-text">{t('wallet.total')}</span>
        <span className="wallet-widget__amount" aria-live="polite" data-testid="wallet-balance">
          <span className="wallet-widget__symbol">
            {isPlay ? t('wallet.playMoney') : (data?.currencySymbol ?? currencySymbol)}
          </span>
          {hidden || refreshing ? STARRED : digits}
        </span>
      </div>
      <button
        type="button"
        className="icon-btn"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'wallet.show' : 'wallet.hide')}
        onClick={() => setHidden(!hidden)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={22} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('wallet.refresh')}
        disabled={refreshing}
        onClick={() =>
          refresh.mutate(undefined, {
            onError: (error) => toast(t(errorMessageKey(error))),
          })
        }
      >
        <Icon name="refresh" size={22} className={refreshing ? 'spin' : undefined} />
      </button>
    </section>
  );
}
