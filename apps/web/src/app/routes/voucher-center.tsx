import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import {
  type CreatedDeposit,
  DepositCenter,
  DepositHistory,
  MemberGate,
  type TabItem,
  TabPanel,
  Tabs,
} from '@/features/payments';
import { useWhitelabel } from '@/features/system';
import './voucher-center.css';

type DepositTab = 'deposit' | 'history';
const TAB_PREFIX = 'deposit';

/**
 * /m/voucherCenter (spec section 2 'Deposit'): real members only (section 4 'Deposit button').
 * Spec section 4 'Template': the deposit detail is 'new' when whitelabel dep_func is '1', else
 * 'base', with the style classes v-detail-new and v-detail-base.
 */
export function VoucherCenterRoute() {
  return (
    <MemberGate>
      <VoucherCenter />
    </MemberGate>
  );
}

function VoucherCenter() {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel();
  const [searchParams, setSearchParams] = useSearchParams();
  // The order on the Deposit tab, kept here so a charge reopened from the History tab shows there.
  const [created, setCreated] = useState<CreatedDeposit>();
  // The tab lives in the address, so back and a reload keep the member where they were.
  const tab: DepositTab = searchParams.get('tab') === 'history' ? 'history' : 'deposit';
  const setTab = (next: DepositTab) =>
    setSearchParams(next === 'deposit' ? {} : { tab: next }, { replace: true });
  const tabs: TabItem<DepositTab>[] = [
    { id: 'deposit', label: t('deposit.tab') },
    { id: 'history', label: t('money.historyTab') },
  ];

  if (!whitelabel) {
    return (
      <div className="money-screen" aria-busy="true">
        <Skeleton height={44} radius={999} />
        <Skeleton height={120} radius={16} />
        <Skeleton height={240} radius={16} />
      </div>
    );
  }
  const layout = whitelabel.templates.dep_func === '1' ? 'new' : 'base';

  return (
    <div className={`money-screen voucher-center v-detail-${layout}`}>
      <Tabs idPrefix={TAB_PREFIX} label={t('title.deposit')} tabs={tabs} current={tab} onChange={setTab} />
      <TabPanel idPrefix={TAB_PREFIX} id={tab}>
        {tab === 'deposit' ? (
          <DepositCenter
            layout={layout}
            created={created}
            onCreated={setCreated}
            onShowHistory={() => setTab('history')}
          />
        ) : (
          <DepositHistory
            onReopen={(reopened) => {
              setCreated(reopened);
              setTab('deposit');
            }}
          />
        )}
      </TabPanel>
    </div>
  );
}
