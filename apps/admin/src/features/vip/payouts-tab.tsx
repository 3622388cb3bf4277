import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { formatMoney, formatTime } from '@/lib/format';
import { type RewardPayout, usePayouts, useVipMerchant } from './vip-api';

/** The rewards VIP, the sign-in calendar and leaderboards paid (the latest 200), for checking runs. */
export function PayoutsTab() {
  const { t, i18n } = useTranslation();
  const { currency } = useVipMerchant();
  const payouts = usePayouts();
  const columns: Column<RewardPayout>[] = [
    {
      id: 'createdAt',
      header: t('vipOps.payouts.when'),
      value: (p) => formatTime(p.createdAt, i18n.language),
    },
    { id: 'username', header: t('vipOps.payouts.member'), value: (p) => p.username },
    {
      id: 'kind',
      header: t('vipOps.payouts.kind'),
      value: (p) => t(`vipOps.payouts.kinds.${p.kind}`, { defaultValue: p.kind }),
    },
    { id: 'reason', header: t('vipOps.payouts.reason'), value: (p) => p.reason },
    {
      id: 'amount',
      header: t('vipOps.payouts.amount'),
      align: 'right',
      value: (p) => formatMoney(p.amount, currency, i18n.language),
    },
  ];
  return (
    <QueryState query={payouts}>
      {(list) => (
        <DataTable
          rows={list}
          columns={columns}
          rowKey={(p) => p.grantId}
          csvName="vip-rewards"
          empty={t('vipOps.payouts.none')}
        />
      )}
    </QueryState>
  );
}
