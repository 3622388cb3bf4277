import type {
  CashierEvent,
  OrderDecisionAnswer,
  opsDepositOrderSchema,
  opsWithdrawalOrderSchema,
} from '@ficha/contract';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { ReasonModal } from '@/components/reason-modal';
import { ApiError, api } from '@/lib/api-client';
import { formatMoney, formatTime } from '@/lib/format';
import { canDecideOrders } from '@/lib/navigation';
import { useCashierEvents } from './use-cashier-events';

type Queue = 'withdrawals' | 'deposits';

/** An order as the operator lists show it (GET /ops/api/v1/withdrawals and /deposits). */
type AnyOrder = z.infer<typeof opsWithdrawalOrderSchema> & z.infer<typeof opsDepositOrderSchema>;
type Order = Partial<AnyOrder> &
  Pick<
    AnyOrder,
    'id' | 'merchant_id' | 'username' | 'amount' | 'currency' | 'status' | 'created_at' | 'reason'
  >;

type Decision = { queue: Queue; order: Order; verdict: 'approve' | 'reject' };

/**
 * The cashier (issue 15 part 5): withdrawal and deposit queues, decided with a reason; new
 * requests appear as they come (server-sent events). Two staff deciding one order: the server
 * takes the first, the second is told it is closed (ORDER_CLOSED) and sees the queue as it is.
 */
export default function CashierPage() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Queue>('withdrawals');
  const [status, setStatus] = useState('PENDING');
  // The deposit queue opens on manual transfers: PIX deposits are confirmed by the gateway's
  // notice, manual ones only by a staff member who found the money in the bank account.
  const [method, setMethod] = useState<'BANK_TRANSFER' | 'PIX' | ''>('BANK_TRANSFER');
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const onEvent = useCallback(
    (event: CashierEvent) => {
      if (event.merchantId !== null && merchant && event.merchantId !== merchant.id) return;
      const queues: Queue[] = event.queue === 'all' ? ['withdrawals', 'deposits'] : [event.queue];
      for (const q of queues) void queryClient.invalidateQueries({ queryKey: ['orders', q] });
    },
    [queryClient, merchant],
  );
  const live = useCashierEvents(onEvent);

  const orders = useQuery({
    queryKey: ['orders', queue, status],
    queryFn: () =>
      api<{ list: Order[] }>('GET', `/${queue}`, { params: { status: status || undefined, pageSize: 200 } }),
    // Platform staff's lists hold every merchant: the console shows the chosen one's.
    select: (data) =>
      data.list.filter(
        (o) =>
          (!merchant || o.merchant_id === merchant.id) &&
          (queue !== 'deposits' || method === '' || o.method === method),
      ),
  });

  const decide = useMutation({
    mutationFn: ({ d, reason }: { d: Decision; reason: string }) =>
      api<OrderDecisionAnswer>('POST', `/${d.queue}/${d.order.id}/${d.verdict}`, { body: { reason } }),
    onSuccess: (answer) => {
      setDeciding(null);
      notifications.show({
        color: 'green',
        message: t('cashier.decided', { id: answer.orderId, status: t(`cashier.status.${answer.status}`) }),
      });
    },
    onError: (error) => {
      // Someone else decided it first: the modal shows the server's reason; the queue reloads.
      if (error instanceof ApiError && error.code === 'ORDER_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders', queue] }),
  });

  const lang = i18n.language;
  const mayDecide = canDecideOrders(session.role);
  const columns: Column<Order>[] = [
    { id: 'id', header: t('cashier.order'), value: (o) => o.id },
    {
      id: 'created_at',
      header: t('cashier.requestedAt'),
      value: (o) => o.created_at,
      cell: (o) => formatTime(o.created_at, lang),
    },
    { id: 'username', header: t('players.username'), value: (o) => o.username },
    {
      id: 'amount',
      header: t('players.amount'),
      value: (o) => o.amount,
      cell: (o) => formatMoney(o.amount, o.currency, lang),
      align: 'right',
    },
    queue === 'withdrawals'
      ? {
          id: 'payee',
          header: t('cashier.payee'),
          value: (o) =>
            [
              o.holder_name,
              o.kind === 'PIX' ? `PIX ${o.pix_key}` : `${o.bank_name} ${o.account_number}`,
            ].join(' · '),
        }
      : {
          id: 'method',
          header: t('cashier.method'),
          value: (o) => [o.method, o.reference].filter(Boolean).join(' · '),
        },
    {
      id: 'status',
      header: t('players.statusLabel'),
      value: (o) => o.status,
      cell: (o) => (
        <Badge
          variant="light"
          color={
            o.status === 'PENDING'
              ? 'yellow'
              : o.status === 'PAID' || o.status === 'APPROVED'
                ? 'green'
                : 'gray'
          }
        >
          {t(`cashier.status.${o.status}`, { defaultValue: o.status })}
        </Badge>
      ),
    },
    { id: 'reason', header: t('common.reason'), value: (o) => o.reason },
    ...(mayDecide
      ? [
          {
            id: 'actions',
            header: '',
            noCsv: true,
            value: () => '',
            cell: (o: Order) =>
              o.status === 'PENDING' ? (
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    color="green"
                    onClick={() => setDeciding({ queue, order: o, verdict: 'approve' })}
                  >
                    {t(queue === 'withdrawals' ? 'cashier.pay' : 'cashier.approve')}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => setDeciding({ queue, order: o, verdict: 'reject' })}
                  >
                    {t(queue === 'withdrawals' ? 'cashier.return' : 'cashier.reject')}
                  </Button>
                </Group>
              ) : null,
          } satisfies Column<Order>,
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('cashier.title')}</Title>
        <Badge color={live ? 'green' : 'gray'} variant="dot" data-testid="live">
          {t(live ? 'cashier.live' : 'cashier.offline')}
        </Badge>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Tabs value={queue} onChange={(v) => v && setQueue(v as Queue)}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="withdrawals">{t('cashier.withdrawals')}</Tabs.Tab>
            <Tabs.Tab value="deposits">{t('cashier.deposits')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <QueryState query={orders}>
          {(list) => (
            <DataTable
              rows={list}
              columns={columns}
              rowKey={(o) => o.id}
              csvName={`${queue}-${status || 'all'}${queue === 'deposits' && method ? `-${method}` : ''}`}
              empty={t('cashier.empty')}
              toolbar={
                <Group gap="xs">
                  <SegmentedControl
                    size="xs"
                    value={status}
                    onChange={setStatus}
                    data={[
                      { value: 'PENDING', label: t('cashier.status.PENDING') },
                      ...(queue === 'withdrawals'
                        ? [
                            { value: 'PAID', label: t('cashier.status.PAID') },
                            { value: 'REJECTED', label: t('cashier.status.REJECTED') },
                          ]
                        : [
                            { value: 'APPROVED', label: t('cashier.status.APPROVED') },
                            { value: 'REJECTED', label: t('cashier.status.REJECTED') },
                          ]),
                      { value: '', label: t('cashier.all') },
                    ]}
                  />
                  {queue === 'deposits' && (
                    <SegmentedControl
                      size="xs"
                      value={method}
                      onChange={(v) => setMethod(v as typeof method)}
                      aria-label={t('cashier.method')}
                      data={[
                        { value: 'BANK_TRANSFER', label: t('cashierQueue.manual') },
                        { value: 'PIX', label: 'PIX' },
                        { value: '', label: t('cashierQueue.anyMethod') },
                      ]}
                    />
                  )}
                </Group>
              }
            />
          )}
        </QueryState>
        {!mayDecide && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('cashier.readOnly')}
          </Text>
        )}
      </Paper>
      <ReasonModal
        opened={deciding !== null}
        title={
          deciding
            ? t(`cashier.confirm.${deciding.queue}.${deciding.verdict}`, {
                id: deciding.order.id,
                amount: formatMoney(deciding.order.amount, deciding.order.currency, lang),
                name: deciding.order.username,
              })
            : ''
        }
        confirmLabel={t('common.confirm')}
        color={deciding?.verdict === 'approve' ? 'green' : 'red'}
        pending={decide.isPending}
        error={decide.error ? decide.error.message || t('common.errorText') : null}
        onConfirm={(reason) => deciding && decide.mutate({ d: deciding, reason })}
        onClose={() => {
          setDeciding(null);
          decide.reset();
        }}
      />
    </Stack>
  );
}
