import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { useRgState } from '../api/rg';
import { ExclusionCard } from './exclusion-card';
import { HelpLines } from './help-lines';
import { LimitsForm } from './limits-form';
import { PlayHistory } from './play-history';
import { RealityCheckCard } from './reality-check-card';
import './rg.css';

/**
 * /m/member/responsibleGaming: the member's tools to limit time and money, their own play history,
 * and where to find help.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const state = useRgState();
  if (state.isPending)
    return (
      <div className="panel-page" aria-busy="true">
        <Skeleton height={320} />
        <Skeleton height={160} />
      </div>
    );
  if (state.isError)
    return (
      <div className="panel-page">
        <ErrorRetry error={state.error} onRetry={() => state.refetch()} isRetrying={state.isFetching} />
      </div>
    );
  return (
    <div className="panel-page">
      <p className="panel__text">{t('rg.intro')}</p>
      <LimitsForm key={JSON.stringify(state.data.limits)} state={state.data} />
      <RealityCheckCard minutes={state.data.realityCheckMinutes} />
      <ExclusionCard />
      <PlayHistory />
      <HelpLines />
    </div>
  );
}
