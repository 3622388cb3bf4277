import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useKycState } from '@/features/kyc';
import {
  MemberGate,
  type TabItem,
  TabPanel,
  Tabs,
  WithdrawCenter,
  WithdrawHistory,
} from '@/features/payments';
import { Statement } from '@/features/wallet';
import './withdraw.css';

type WithdrawTab = 'withdraw' | 'history' | 'statement';
const TAB_PREFIX = 'withdraw';

function readTab(value: string | null): WithdrawTab {
  return value === 'history' || value === 'statement' ? value : 'withdraw';
}

/**
 * /m/withdraw (spec section 2 'Withdraw'; issue 4 part 5): real members only, like deposit. Tabs:
 * the request, its history (MCS2_WithdrawTransactionReport) and the account statement
 * (ODS2_MemberTransaction).
 */
export function WithdrawRoute() {
  return (
    <MemberGate>
      <Withdraw />
    </MemberGate>
  );
}

/**
 * A member whose identity is not verified yet cannot withdraw (issue 19 part 4): the verification
 * page opens instead, with that message. A failed check falls through: the server still refuses.
 */
function Withdraw() {
  const kyc = useKycState();
  if (kyc.isPending) return <Skeleton height={240} />;
  if (kyc.data?.withdrawalsHeld) return <Navigate to={paths.identityVerification('withdraw')} replace />;
  return <WithdrawTabs />;
}

function WithdrawTabs() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const setTab = (next: WithdrawTab) =>
    setSearchParams(next === 'withdraw' ? {} : { tab: next }, { replace: true });
  const tabs: TabItem<WithdrawTab>[] = [
    { id: 'withdraw', label: t('withdraw.tab') },
    { id: 'history', label: t('money.historyTab') },
    { id: 'statement', label: t('statement.tab') },
  ];

  return (
    <div className="money-screen withdraw-screen">
      <Tabs idPrefix={TAB_PREFIX} label={t('title.withdraw')} tabs={tabs} current={tab} onChange={setTab} />
      <TabPanel idPrefix={TAB_PREFIX} id={tab}>
        {tab === 'withdraw' && <WithdrawCenter onShowHistory={() => setTab('history')} />}
        {tab === 'history' && <WithdrawHistory />}
        {tab === 'statement' && <Statement />}
      </TabPanel>
    </div>
  );
}
