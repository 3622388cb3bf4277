import type {
  LotteryOpsGame,
  LotteryOpsLiability,
  LotteryOpsPeriod,
  LotteryOpsVoidAnswer,
} from '@ficha/contract';
import { Badge, Button, Group, Modal, Pagination, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { ReasonModal } from '@/components/reason-modal';
import { api } from '@/lib/api-client';
import { formatMoney, formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';

const PAGE_SIZE = 50;
const STATUS_COLOR: Record<string, string> = {
  OPEN: 'blue',
  DRAWN: 'yellow',
  SETTLED: 'green',
  VOID: 'gray',
};
const periodPath = (p: LotteryOpsPeriod) =>
  `/lottery/merchants/${p.merchant_id}/games/${p.gameCode}/periods/${p.numero}`;

/** The periods of the merchant's games: filters, liability per pick, void (not drawn yet) with a reason. */
export function LotteryPeriods({ games }: { games: LotteryOpsGame[] }) {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const queryClient = useQueryClient();
  const [gameCode, setGameCode] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [voiding, setVoiding] = useState<LotteryOpsPeriod | null>(null);
  const [liabilityOf, setLiabilityOf] = useState<LotteryOpsPeriod | null>(null);
  const currency = merchant?.currency ?? 'BRL';
  const money = (v: string) => formatMoney(v, currency, i18n.language);
  const mayVoid = may(session.role, 'lottery.void');
  const params = {
    merchantId: merchant?.id,
    gameCode: gameCode ?? undefined,
    status: status ?? undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const periods = useQuery({
    queryKey: ['lottery-periods', params],
    queryFn: () => api<{ list: LotteryOpsPeriod[]; total: number }>('GET', '/lottery/periods', { params }),
    placeholderData: keepPreviousData,
  });

  const voidIt = useMutation({
    mutationFn: ({ p, reason }: { p: LotteryOpsPeriod; reason: string }) =>
      api<LotteryOpsVoidAnswer>('POST', `${periodPath(p)}/void`, { body: { reason } }),
    onSuccess: (answer) => {
      setVoiding(null);
      notifications.show({
        color: 'green',
        message: t('lotteryOps.voided', {
          numero: answer.numero,
          count: answer.suborders,
          amount: money(answer.refundedAmount),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: ['lottery-periods'] });
    },
  });

  const columns: Column<LotteryOpsPeriod>[] = [
    { id: 'gameCode', header: t('lotteryOps.code'), value: (p) => p.gameCode },
    { id: 'numero', header: t('lotteryOps.numero'), value: (p) => p.numero },
    {
      id: 'status',
      header: t('lotteryOps.state'),
      value: (p) => p.status,
      cell: (p) => (
        <Badge color={STATUS_COLOR[p.status]} variant="light" style={{ overflow: 'visible' }}>
          {t(`lotteryOps.status.${p.status}`)}
        </Badge>
      ),
    },
    {
      id: 'drawsAt',
      header: t('lotteryOps.drawsAt'),
      value: (p) => p.drawsAt,
      cell: (p) => formatTime(p.drawsAt, i18n.language),
    },
    { id: 'bets', header: t('lotteryOps.bets'), value: (p) => p.bets, align: 'right' },
    {
      id: 'staked',
      header: t('lotteryOps.staked'),
      value: (p) => p.staked,
      cell: (p) => money(p.staked),
      align: 'right',
    },
    {
      id: 'won',
      header: t('lotteryOps.won'),
      value: (p) => p.won,
      cell: (p) => money(p.won),
      align: 'right',
    },
    {
      id: 'result',
      header: t('lotteryOps.result'),
      value: (p) => (p.result === null ? '' : JSON.stringify(p.result)),
      cell: (p) => (
        <Text size="sm" truncate maw={160}>
          {p.result === null ? '' : JSON.stringify(p.result)}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: '',
      noCsv: true,
      value: () => '',
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setLiabilityOf(p)}>
            {t('lotteryOps.liability')}
          </Button>
          {mayVoid && p.status === 'OPEN' && (
            <Button size="compact-xs" color="red" variant="light" onClick={() => setVoiding(p)}>
              {t('lotteryOps.void')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <QueryState query={periods}>
        {(data) => (
          <>
            <DataTable
              rows={data.list}
              columns={columns}
              rowKey={(p) => `${p.merchant_id}/${p.gameCode}/${p.numero}`}
              csvName="lottery-periods"
              empty={t('lotteryOps.noPeriods')}
              toolbar={
                <Group gap="xs">
                  <Select
                    size="xs"
                    w={220}
                    clearable
                    placeholder={t('lotteryOps.anyGame')}
                    aria-label={t('lotteryOps.games')}
                    value={gameCode}
                    onChange={(v) => {
                      setGameCode(v);
                      setPageNo(1);
                    }}
                    data={games.map((g) => ({ value: g.code, label: g.name }))}
                  />
                  <Select
                    size="xs"
                    w={150}
                    clearable
                    placeholder={t('lotteryOps.anyState')}
                    aria-label={t('lotteryOps.state')}
                    value={status}
                    onChange={(v) => {
                      setStatus(v);
                      setPageNo(1);
                    }}
                    data={['OPEN', 'DRAWN', 'SETTLED', 'VOID'].map((s) => ({
                      value: s,
                      label: t(`lotteryOps.status.${s}`),
                    }))}
                  />
                </Group>
              }
            />
            {data.total > PAGE_SIZE && (
              <Group justify="center">
                <Pagination
                  size="sm"
                  total={Math.ceil(data.total / PAGE_SIZE)}
                  value={pageNo}
                  onChange={setPageNo}
                />
              </Group>
            )}
          </>
        )}
      </QueryState>
      {liabilityOf && (
        <LiabilityModal period={liabilityOf} money={money} onClose={() => setLiabilityOf(null)} />
      )}
      <ReasonModal
        opened={voiding !== null}
        title={voiding ? t('lotteryOps.voidTitle', { numero: voiding.numero }) : ''}
        description={t('lotteryOps.voidText')}
        confirmLabel={t('lotteryOps.void')}
        color="red"
        pending={voidIt.isPending}
        error={voidIt.error ? voidIt.error.message || t('common.errorText') : null}
        onConfirm={(reason) => voiding && voidIt.mutate({ p: voiding, reason })}
        onClose={() => {
          setVoiding(null);
          voidIt.reset();
        }}
      />
    </Stack>
  );
}

function LiabilityModal({
  period,
  money,
  onClose,
}: {
  period: LotteryOpsPeriod;
  money: (v: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const liability = useQuery({
    queryKey: ['lottery-liability', period.merchant_id, period.gameCode, period.numero],
    queryFn: () => api<LotteryOpsLiability>('GET', `${periodPath(period)}/liability`),
  });
  const columns: Column<LotteryOpsLiability['list'][number]>[] = [
    { id: 'betType', header: t('lotteryOps.betType'), value: (r) => r.betType },
    { id: 'pick', header: t('lotteryOps.pick'), value: (r) => r.pick },
    {
      id: 'liability',
      header: t('lotteryOps.couldPay'),
      value: (r) => r.liability,
      cell: (r) => money(r.liability),
      align: 'right',
    },
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('lotteryOps.liabilityTitle', { numero: period.numero })}
      size="xl"
      centered
    >
      <QueryState query={liability}>
        {(data) => (
          <Stack gap="xs">
            <Text size="sm">
              {t('lotteryOps.largest', {
                amount: money(data.maxLiability),
                cap: money(data.maxPickLiability),
              })}
            </Text>
            <DataTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => `${r.betType}:${r.pick}`}
              csvName={`lottery-liability-${period.gameCode}-${period.numero}`}
              empty={t('lotteryOps.noBets')}
            />
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
