import type { KycState, KycStatus } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import type { TranslationKey } from '@/i18n/keys';
import { useKycState } from '../api/kyc';
import { KycForm } from './kyc-form';
import './kyc.css';

const STATUS_TITLES: Record<KycStatus, TranslationKey> = {
  NOT_STARTED: 'kyc.status.NOT_STARTED',
  PENDING: 'kyc.status.PENDING',
  MORE_INFO_REQUESTED: 'kyc.status.MORE_INFO_REQUESTED',
  APPROVED: 'kyc.status.APPROVED',
  REJECTED: 'kyc.status.REJECTED',
};
const STATUS_TEXTS: Record<KycStatus, TranslationKey> = {
  NOT_STARTED: 'kyc.statusText.NOT_STARTED',
  PENDING: 'kyc.statusText.PENDING',
  MORE_INFO_REQUESTED: 'kyc.statusText.MORE_INFO_REQUESTED',
  APPROVED: 'kyc.statusText.APPROVED',
  REJECTED: 'kyc.statusText.REJECTED',
};

/**
 * /m/member/identityVerification (issue 19 part 4): the state of the member's verification, what
 * it holds back, the reviewer's reason, and while it may be sent, the files and the details.
 */
export function KycPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useKycState();
  if (state.isPending)
    return (
      <div className="panel-page" aria-busy="true">
        <Skeleton height={140} />
        <Skeleton height={360} />
      </div>
    );
  if (state.isError)
    return (
      <div className="panel-page">
        <ErrorRetry error={state.error} onRetry={() => state.refetch()} isRetrying={state.isFetching} />
      </div>
    );
  const fromWithdraw = params.get('from') === 'withdraw' && state.data.withdrawalsHeld;
  return (
    <div className="panel-page">
      {fromWithdraw && (
        <p className="kyc-notice" role="alert">
          {t('kyc.withdrawNotice')}
        </p>
      )}
      <KycStatusCard state={state.data} />
      {state.data.canSubmit && <KycForm state={state.data} />}
      <p className="panel__text kyc-page__privacy">{t('kyc.privacy')}</p>
    </div>
  );
}

function KycStatusCard({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return (
    <section className={`panel kyc-status kyc-status--${state.status}`} aria-labelledby="kyc-status-title">
      <p className="kyc-status__label">{t('kyc.statusLabel')}</p>
      <h2 id="kyc-status-title" className="panel__title" data-testid="kyc-status">
        {t(STATUS_TITLES[state.status])}
      </h2>
      <p className="panel__text">{t(STATUS_TEXTS[state.status])}</p>
      {state.reason && (
        <p className="kyc-status__reason">
          <strong>{t('kyc.reason')}</strong> {state.reason}
        </p>
      )}
      {state.playHeld && <p className="panel__text">{t('kyc.playHeld')}</p>}
      {!state.playHeld && state.withdrawalsHeld && <p className="panel__text">{t('kyc.withdrawalsHeld')}</p>}
    </section>
  );
}
