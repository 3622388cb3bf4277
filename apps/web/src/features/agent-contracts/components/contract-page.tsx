import type { AgentContract, AgentContractKind } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { useFormatMoney, useLocale } from '@/features/wallet';
import { useContracts, useCurrentFigures, useDecideContract, usePayHistory } from '../api/agent-contracts';
import './agent-contracts.css';

/** One contract's tiers: what the team must reach and what it pays. */
function Tiers({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <table className="agc-tiers">
      <thead>
        <tr>
          <th>{t('agentContracts.minTurnover')}</th>
          <th>{t('agentContracts.minActivePlayers')}</th>
          <th>{t(contract.kind === 'DIVIDEND' ? 'agentContracts.share' : 'agentContracts.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier) => (
          <tr key={tier.minTurnover}>
            <td>{formatMoney(tier.minTurnover)}</td>
            <td>{tier.minActivePlayers}</td>
            <td>
              {contract.kind === 'DIVIDEND' ? `${tier.sharePercent}%` : formatMoney(tier.amount ?? '0.00')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContractCard({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decide = useDecideContract();
  return (
    <section className="agc-card" aria-label={t(`agentContracts.status.${contract.status}`)}>
      <h2 className="agc-card__title">
        {t(`agentContracts.status.${contract.status}`)} ·{' '}
        {t(`agentContracts.offeredBy.${contract.offeredBy}`)}
      </h2>
      <Tiers contract={contract} />
      {contract.endsAt && contract.status === 'CANCELLED' && (
        <p className="agc-card__text">
          {t('agentContracts.endsAt', { date: new Date(contract.endsAt).toLocaleString(locale) })}
        </p>
      )}
      {contract.status === 'PENDING' && (
        <div className="agc-card__actions">
          <button
            type="button"
            className="agc-button agc-button--ghost"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: contract.id, action: 'refuse' })}
          >
            {t('agentContracts.refuse')}
          </button>
          <button
            type="button"
            className="agc-button"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: contract.id, action: 'accept' })}
          >
            {t('agentContracts.accept')}
          </button>
        </div>
      )}
      {decide.isError && (
        <p role="alert" className="agc-card__error">
          {decide.error.message}
        </p>
      )}
    </section>
  );
}

function CurrentPeriod({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation();
  const current = useCurrentFigures(kind);
  const formatMoney = useFormatMoney();
  if (kind === 'HOURLY_SALARY' || !current.data) return null;
  const f = current.data;
  return (
    <section className="agc-card">
      <h2 className="agc-card__title">
        {t(kind === 'DIVIDEND' ? 'agentContracts.currentDividend' : 'agentContracts.currentSalary')}
      </h2>
      <dl className="agc-figures">
        <dt>{t('agentContracts.turnover')}</dt>
        <dd>{formatMoney(f.turnover)}</dd>
        <dt>{t('agentContracts.activePlayers')}</dt>
        <dd>{f.activePlayers}</dd>
        {kind === 'DIVIDEND' && (
          <>
            <dt>{t('agentContracts.netLoss')}</dt>
            <dd>{formatMoney(f.netLoss)}</dd>
            <dt>{t('agentContracts.carryIn')}</dt>
            <dd>{formatMoney(f.carryIn)}</dd>
          </>
        )}
        <dt>{t('agentContracts.expected')}</dt>
        <dd data-testid="agc-expected">{formatMoney(f.amount)}</dd>
      </dl>
    </section>
  );
}

function History({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation();
  const history = usePayHistory(kind);
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  if (!history.data) return null;
  return (
    <section className="agc-card">
      <h2 className="agc-card__title">{t('agentContracts.history')}</h2>
      {history.data.list.length === 0 ? (
        <p className="agc-card__text">{t('agentContracts.noHistory')}</p>
      ) : (
        <ul className="agc-history">
          {history.data.list.map((line) => (
            <li key={line.runId}>
              <span>{new Date(line.periodStart).toLocaleDateString(locale)}</span>
              <span>{t(`agentContracts.runStatus.${line.status}`)}</span>
              <strong>{formatMoney(line.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /m/member/agent/getSalaryContract, /getDevidendContract, /getHourContract: the agent's contract
 * of that kind (pending offers with accept and refuse), the period running and what was paid.
 */
export function AgentContractPage({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts(kind);
  if (contracts.isPending)
    return (
      <div className="agc-page" aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  if (contracts.isError)
    return (
      <div className="agc-page">
        <ErrorRetry
          error={contracts.error}
          onRetry={() => contracts.refetch()}
          isRetrying={contracts.isFetching}
        />
      </div>
    );
  const shown = contracts.data.list.filter((c) => c.status !== 'REFUSED').slice(0, 3);
  return (
    <div className="agc-page">
      {shown.length === 0 ? (
        <p className="agc-card__text">{t('agentContracts.none')}</p>
      ) : (
        shown.map((c) => <ContractCard key={c.id} contract={c} />)
      )}
      <CurrentPeriod kind={kind} />
      <History kind={kind} />
    </div>
  );
}
