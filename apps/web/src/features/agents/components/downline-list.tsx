import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useWhitelabel } from '@/features/system';
import { useLocale } from '@/features/wallet';
import { useSubordinates } from '../api/agents';
import { TransferSheet, type TransferTarget } from './transfer-sheet';

/**
 * The agent's team (ODSFE2_Subordinate): every level, searched on Enter (spec section 5), paged.
 * While the operator allows it (the AGENT_TRANSFER flag), each member can be sent money.
 */
export function DownlineList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const canTransfer = useWhitelabel()?.flags.AGENT_TRANSFER === true;
  const [transferTo, setTransferTo] = useState<TransferTarget | null>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const team = useSubordinates(keyword, pageNo);
  const search = () => {
    setKeyword(draft.trim());
    setPageNo(1);
  };

  return (
    <section className="panel" aria-labelledby="agents-team-title">
      <h2 id="agents-team-title" className="panel__title">
        {t('agents.teamTitle')}
      </h2>
      <form
        className="agents-search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <input
          type="search"
          className="agents-input"
          value={draft}
          maxLength={30}
          placeholder={t('agents.searchPlaceholder')}
          aria-label={t('agents.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn--secondary">
          {t('agents.search')}
        </button>
      </form>
      {team.isPending ? (
        <Skeleton height={180} />
      ) : team.isError ? (
        <ErrorRetry error={team.error} onRetry={() => team.refetch()} isRetrying={team.isFetching} />
      ) : team.data.list.length === 0 ? (
        <StateView icon="userPlus" title={keyword ? t('agents.noMatch') : t('agents.noTeam')} />
      ) : (
        <>
          <ul className="agents-list" aria-busy={team.isPlaceholderData}>
            {team.data.list.map((m) => (
              <li key={m.id} className="agents-row">
                <div>
                  <strong>{m.account}</strong>
                  {m.nickname && <span className="agents-muted"> · {m.nickname}</span>}
                  <div className="agents-muted">
                    {t('agents.level', { level: m.level })} · {t('agents.upline', { upline: m.upline })}
                  </div>
                </div>
                <div className="agents-row__end">
                  <span className={m.isAgent ? 'agents-badge agents-badge--agent' : 'agents-badge'}>
                    {m.isAgent ? t('agents.isAgent') : t('agents.isPlayer')}
                  </span>
                  <span className="agents-muted">
                    {new Date(m.registeredAt).toLocaleDateString(locale)}
                    {m.isAgent ? ` · ${t('agents.teamOf', { count: m.teamSize })}` : ''}
                  </span>
                  {canTransfer && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-label={t('agents.transfer.actionLabel', { account: m.account })}
                      onClick={() => setTransferTo({ id: m.id, account: m.account })}
                    >
                      {t('agents.transfer.action')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <nav className="agents-pager" aria-label={t('agents.pages')}>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pageNo <= 1}
              onClick={() => setPageNo((p) => p - 1)}
            >
              {t('agents.previous')}
            </button>
            <span>{t('agents.pageOf', { page: team.data.pageNo, pages: team.data.totalPages })}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pageNo >= team.data.totalPages}
              onClick={() => setPageNo((p) => p + 1)}
            >
              {t('agents.next')}
            </button>
          </nav>
        </>
      )}
      {canTransfer && <TransferSheet target={transferTo} onClose={() => setTransferTo(null)} />}
    </section>
  );
}
