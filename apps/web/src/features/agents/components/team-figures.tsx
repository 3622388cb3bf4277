import { AGENT_PERIODS, type AgentPeriod } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { useFormatMoney } from '@/features/wallet';
import { useTeamKpiA, useTeamKpiB } from '../api/agents';
import { TeamChart } from './team-chart';

/** The agent home's figures: the team's money (KPI A) and people (KPI B) for a chosen period. */
export function TeamFigures() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [period, setPeriod] = useState<AgentPeriod>('TODAY');
  const a = useTeamKpiA(period);
  const b = useTeamKpiB(period);

  return (
    <section className="panel" aria-labelledby="agents-figures-title">
      <h2 id="agents-figures-title" className="panel__title">
        {t('agents.figuresTitle')}
      </h2>
      <div className="agents-tabs" role="tablist" aria-label={t('agents.periodLabel')}>
        {AGENT_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            className={p === period ? 'agents-tab agents-tab--on' : 'agents-tab'}
            onClick={() => setPeriod(p)}
          >
            {t(`agents.period.${p}`)}
          </button>
        ))}
      </div>
      {a.isPending || b.isPending ? (
        <Skeleton height={220} />
      ) : a.isError || b.isError ? (
        <ErrorRetry
          error={a.error ?? b.error}
          onRetry={() => {
            void a.refetch();
            void b.refetch();
          }}
          isRetrying={a.isFetching || b.isFetching}
        />
      ) : (
        <>
          <dl className="agents-kpis">
            <Kpi label={t('agents.kpi.deposits')} value={formatMoney(a.data.deposits)} />
            <Kpi label={t('agents.kpi.withdrawals')} value={formatMoney(a.data.withdrawals)} />
            <Kpi label={t('agents.kpi.turnover')} value={formatMoney(a.data.turnover)} />
            <Kpi label={t('agents.kpi.wins')} value={formatMoney(a.data.wins)} />
            <Kpi label={t('agents.kpi.net')} value={formatMoney(a.data.net)} />
            <Kpi
              label={t('agents.kpi.firstDeposits')}
              value={`${b.data.firstDeposits} · ${formatMoney(b.data.firstDepositAmount)}`}
            />
            <Kpi label={t('agents.kpi.active')} value={String(b.data.activePlayers)} />
            <Kpi label={t('agents.kpi.new')} value={String(b.data.newPlayers)} />
            <Kpi
              label={t('agents.kpi.team')}
              value={`${b.data.teamSize} (${t('agents.kpi.direct', { count: b.data.directCount })})`}
            />
          </dl>
          <TeamChart days={a.data.days} />
        </>
      )}
    </section>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div className="agents-kpi">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
