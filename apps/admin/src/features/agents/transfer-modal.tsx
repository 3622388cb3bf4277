import type { OpsAgentPage } from '@ficha/contract';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/**
 * transferMultipleDownline: the chosen downlines move, each with its team, under the agent picked
 * here, with a reason kept in the audit log. The server refuses a move into a chosen member's own
 * team (TRANSFER_CYCLE) and moves nobody then.
 */
export function TransferModal({
  merchantId,
  memberIds,
  onClose,
}: {
  merchantId: number;
  memberIds: number[];
  onClose: (moved: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const candidates = useQuery({
    queryKey: ['agents', merchantId, 'targets', search],
    queryFn: () =>
      api<OpsAgentPage>('GET', '/agents', {
        params: { merchantId, keyword: search || undefined, pageSize: 20 },
      }),
  });
  const move = useMutation({
    mutationFn: () =>
      api<unknown>('POST', '/agents/transferMultipleDownline', {
        body: { merchantId, memberIds, targetAgentId: Number(target), reason: reason.trim() },
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('agentsOps.moved', { count: memberIds.length }) });
      void queryClient.invalidateQueries({ queryKey: ['agents', merchantId] });
      onClose(true);
    },
  });
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={t('agentsOps.moveTitle', { count: memberIds.length })}
    >
      <Stack gap="sm">
        <Select
          label={t('agentsOps.target')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={target}
          onChange={setTarget}
          data={(candidates.data?.list ?? [])
            .filter((a) => !memberIds.includes(a.id))
            .map((a) => ({
              value: String(a.id),
              label: `${a.account}${a.nickname ? ` (${a.nickname})` : ''}`,
            }))}
          nothingFoundMessage={t('agentsOps.noAgents')}
        />
        <Textarea
          label={t('agentsOps.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {move.isError && <Alert color="red">{move.error.message || t('common.errorText')}</Alert>}
        <Group justify="flex-end">
          <Button
            onClick={() => move.mutate()}
            loading={move.isPending}
            disabled={target === null || reason.trim().length < 3}
          >
            {t('agentsOps.confirmMove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
