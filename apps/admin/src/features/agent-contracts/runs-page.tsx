import type { AgentRun, AgentRunKind } from '@ficha/contract';
import { AGENT_RUN_KINDS } from '@ficha/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { ContractsPanel } from './contracts-panel';

type RunSummary = Omit<AgentRun, 'lines'>;

/**
 * Agents' pay (issue 17 parts 3 and 5): settlement runs previewed for a finished period and
 * approved (each agent paid once from the house commission account), and the agents' contracts.
 */
export default function AgentPayPage() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canRun = may(session.role, 'agentpay.runs');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AgentRunKind>('DAILY_SALARY');
  const [day, setDay] = useState(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  const [open, setOpen] = useState<AgentRun | null>(null);
  const runs = useQuery({
    queryKey: ['agent-runs', merchantId],
    queryFn: () => api<{ list: RunSummary[] }>('GET', '/agent-pay/runs', { params: { merchantId } }),
    enabled: merchantId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['agent-runs'] });
  const preview = useMutation({
    mutationFn: () =>
      api<AgentRun>('POST', '/agent-pay/runs', { body: { merchantId, kind, at: `${day}T15:00:00Z` } }),
    onSuccess: (run) => {
      setOpen(run);
      void refresh();
    },
  });
  const show = useMutation({
    mutationFn: (id: string) => api<AgentRun>('GET', `/agent-pay/runs/${id}`),
    onSuccess: setOpen,
  });
  const approve = useMutation({
    mutationFn: (id: string) => api<AgentRun>('POST', `/agent-pay/runs/${id}/approve`),
    onSuccess: (run) => {
      setOpen(run);
      notifications.show({ color: 'green', message: t('agentPay.paid', { total: run.total }) });
      void refresh();
    },
  });

  const runColumns: Column<RunSummary>[] = [
    { id: 'kind', header: t('agentPay.kind'), value: (r) => t(`agentPay.kinds.${r.kind}`) },
    { id: 'period', header: t('agentPay.period'), value: (r) => formatTime(r.periodStart, i18n.language) },
    {
      id: 'status',
      header: t('agentPay.status'),
      value: (r) => r.status,
      cell: (r) => (
        <Badge color={r.status === 'PAID' ? 'green' : 'yellow'}>{t(`agentPay.statuses.${r.status}`)}</Badge>
      ),
    },
    { id: 'total', header: t('agentPay.total'), value: (r) => r.total, align: 'right' },
    {
      id: 'open',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (r) => (
        <Button size="xs" variant="light" onClick={() => show.mutate(r.id)}>
          {t('agentPay.open')}
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>{t('agentPay.title')}</Title>
      {canRun && (
        <Paper withBorder p="sm" radius="md">
          <Group align="end">
            <Select
              label={t('agentPay.kind')}
              data={AGENT_RUN_KINDS.map((k) => ({ value: k, label: t(`agentPay.kinds.${k}`) }))}
              value={kind}
              onChange={(v) => v && setKind(v as AgentRunKind)}
              allowDeselect={false}
            />
            <TextInput
              label={t('agentPay.day')}
              type="date"
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
            />
            <Button onClick={() => preview.mutate()} loading={preview.isPending}>
              {t('agentPay.preview')}
            </Button>
          </Group>
          {preview.isError && (
            <Alert color="red" mt="sm">
              {preview.error.message}
            </Alert>
          )}
        </Paper>
      )}
      <ListTable
        query={runs}
        columns={runColumns}
        rowKey={(r) => r.id}
        csvName="agent-runs"
        empty={t('agentPay.noRuns')}
      />
      {merchantId !== undefined && (
        <ContractsPanel merchantId={merchantId} canManage={may(session.role, 'agentpay.contracts')} />
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`agentPay.kinds.${open.kind}`) : ''}
        size="lg"
      >
        {open && (
          <Stack>
            <Text size="sm">
              {formatTime(open.periodStart, i18n.language)} – {formatTime(open.periodEnd, i18n.language)} ·{' '}
              {t(`agentPay.statuses.${open.status}`)} · {t('agentPay.total')} {open.total}
            </Text>
            {open.lines.length === 0 ? (
              <Text size="sm">{t('agentPay.noLines')}</Text>
            ) : (
              open.lines.map((l) => (
                <Group key={l.memberId} justify="space-between">
                  <Text size="sm">{l.username}</Text>
                  <Text size="sm" fw={600}>
                    {l.amount}
                  </Text>
                </Group>
              ))
            )}
            {approve.isError && <Alert color="red">{approve.error.message}</Alert>}
            {open.status === 'PREVIEW' && canRun && (
              <Button color="green" loading={approve.isPending} onClick={() => approve.mutate(open.id)}>
                {t('agentPay.approve')}
              </Button>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
