import type { AgentContract } from '@ficha/contract';
import { Badge, Button, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { ReasonModal } from '@/components/reason-modal';
import { ApiError, api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { ContractOfferModal } from './contract-offer-modal';

const STATUS_COLOURS: Record<AgentContract['status'], string> = {
  PENDING: 'yellow',
  ACTIVE: 'green',
  REFUSED: 'gray',
  CANCELLED: 'red',
};

/**
 * The merchant's agent contracts: who offered them, their state and when a cancelled one ends
 * (a contract in force runs until its notice is over). Staff holding agentpay.contracts offer
 * new ones and cancel pending or active ones, with a reason kept in the audit log.
 */
export function ContractsPanel({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState(false);
  const [cancelling, setCancelling] = useState<AgentContract | null>(null);
  const contracts = useQuery({
    queryKey: ['agent-contracts', merchantId],
    queryFn: () => api<{ list: AgentContract[] }>('GET', '/agent-pay/contracts', { params: { merchantId } }),
  });
  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<AgentContract>('POST', `/agent-pay/contracts/${id}/cancel`, { body: { reason } }),
    onSuccess: (contract) => {
      notifications.show({
        color: 'green',
        message: contract.endsAt
          ? t('agentPay.cancel.done', { date: formatTime(contract.endsAt, i18n.language) })
          : t('agentPay.cancel.doneNow'),
      });
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: ['agent-contracts', merchantId] });
    },
  });

  const columns: Column<AgentContract>[] = [
    { id: 'username', header: t('agentPay.agent'), value: (c) => c.username },
    { id: 'kind', header: t('agentPay.kind'), value: (c) => t(`agentPay.kinds.${c.kind}`) },
    {
      id: 'status',
      header: t('agentPay.status'),
      value: (c) => c.status,
      cell: (c) => (
        <Badge color={STATUS_COLOURS[c.status]}>{t(`agentPay.contractStatuses.${c.status}`)}</Badge>
      ),
    },
    {
      id: 'offeredBy',
      header: t('agentPay.offeredBy'),
      value: (c) => t(`agentPay.offeredByKinds.${c.offeredBy}`),
    },
    { id: 'tiers', header: t('agentPay.tiers'), value: (c) => c.tiers.length, align: 'right' },
    { id: 'noticeDays', header: t('agentPay.noticeDays'), value: (c) => c.noticeDays, align: 'right' },
    {
      id: 'createdAt',
      header: t('agentPay.createdAt'),
      value: (c) => c.createdAt,
      cell: (c) => formatTime(c.createdAt, i18n.language),
    },
    {
      id: 'endsAt',
      header: t('agentPay.endsAt'),
      value: (c) => c.endsAt,
      cell: (c) => (c.endsAt ? formatTime(c.endsAt, i18n.language) : '—'),
    },
  ];
  const cancelColumn: Column<AgentContract> = {
    id: 'cancel',
    header: '',
    value: () => null,
    noCsv: true,
    cell: (c) =>
      c.status === 'PENDING' || c.status === 'ACTIVE' ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t('agentPay.cancel.of', { username: c.username })}
          onClick={() => {
            cancel.reset();
            setCancelling(c);
          }}
        >
          {t('agentPay.cancel.button')}
        </Button>
      ) : null,
  };
  const refusal =
    cancel.error instanceof ApiError
      ? t(`agentPay.refusals.${cancel.error.code}`, {
          defaultValue: cancel.error.message || t('common.errorText'),
        })
      : null;

  return (
    <>
      <Group justify="space-between">
        <Title order={3}>{t('agentPay.contracts')}</Title>
        {canManage && <Button onClick={() => setOffering(true)}>{t('agentPay.offer.button')}</Button>}
      </Group>
      <ListTable
        query={contracts}
        columns={canManage ? [...columns, cancelColumn] : columns}
        rowKey={(c) => c.id}
        csvName="agent-contracts"
        empty={t('agentPay.noContracts')}
      />
      {offering && <ContractOfferModal merchantId={merchantId} onClose={() => setOffering(false)} />}
      <ReasonModal
        opened={cancelling !== null}
        title={t('agentPay.cancel.title', { username: cancelling?.username ?? '' })}
        description={
          cancelling?.status === 'ACTIVE'
            ? t('agentPay.cancel.activeHint', { days: cancelling.noticeDays })
            : t('agentPay.cancel.pendingHint')
        }
        confirmLabel={t('agentPay.cancel.confirm')}
        color="red"
        pending={cancel.isPending}
        error={refusal}
        onConfirm={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
