import type { LotteryOpsGame } from '@ficha/contract';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { ReasonModal } from '@/components/reason-modal';
import { ApiError, api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { LotteryPeriods } from './lottery-periods';
import { LotterySettingsForm } from './lottery-settings-form';

/**
 * The lottery's operator screens (issue 14 part 5) over /ops/api/v1/lottery: the merchant's games
 * with their limits, odds and state (suspend, resume, change settings: lottery.manage), and their
 * periods (liability per pick: lottery.read; void with a reason: lottery.void). Every change
 * carries the version of the game's settings it was read at, so a stale page never overwrites
 * another staff member's newer change (EDIT_CONFLICT): the page then reads the games again.
 */
export default function LotteryPage() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<LotteryOpsGame | null>(null);
  const [switching, setSwitching] = useState<LotteryOpsGame | null>(null);
  const mayManage = may(session.role, 'lottery.manage');
  const key = ['lottery-games', merchant?.id];
  const games = useQuery({
    queryKey: key,
    queryFn: () =>
      api<{ list: LotteryOpsGame[] }>('GET', '/lottery/games', { params: { merchantId: merchant?.id } }),
    select: (data) => data.list.filter((g) => !merchant || g.merchant_id === merchant.id),
  });
  const replace = (game: LotteryOpsGame) =>
    queryClient.setQueryData<{ list: LotteryOpsGame[] }>(key, (data) =>
      data
        ? {
            list: data.list.map((g) =>
              g.code === game.code && g.merchant_id === game.merchant_id ? game : g,
            ),
          }
        : data,
    );

  const toggle = useMutation({
    mutationFn: ({ game, reason }: { game: LotteryOpsGame; reason: string }) =>
      api<LotteryOpsGame>(
        'POST',
        `/lottery/merchants/${game.merchant_id}/games/${game.code}/${game.suspended ? 'resume' : 'suspend'}`,
        { body: { reason, version: game.version } },
      ),
    onError: async (error) => {
      if (!(error instanceof ApiError && error.code === 'EDIT_CONFLICT')) return;
      // Someone changed the game since the list was read: show it as it is now, then decide again.
      setSwitching(null);
      notifications.show({ color: 'red', message: error.message || t('common.errorText') });
      await games.refetch();
    },
    onSuccess: (game) => {
      setSwitching(null);
      replace(game);
      notifications.show({
        color: 'green',
        message: t(game.suspended ? 'lotteryOps.suspended' : 'lotteryOps.resumed', { name: game.name }),
      });
    },
  });

  const columns: Column<LotteryOpsGame>[] = [
    {
      id: 'name',
      header: t('lotteryOps.name'),
      value: (g) => g.name,
      cell: (g) => (
        <div>
          <Text size="sm">{g.name}</Text>
          <Text size="xs" c="dimmed">
            {g.code} · {g.kind}
            {g.prizeMode ? ` · ${g.prizeMode}` : ''}
          </Text>
        </div>
      ),
    },
    {
      id: 'state',
      header: t('lotteryOps.state'),
      value: (g) => (g.suspended ? 'SUSPENDED' : 'ACTIVE'),
      cell: (g) => (
        <Badge color={g.suspended ? 'red' : 'green'} variant="light">
          {t(g.suspended ? 'lotteryOps.isSuspended' : 'lotteryOps.isActive')}
        </Badge>
      ),
    },
    { id: 'period', header: t('lotteryOps.currentPeriod'), value: (g) => g.currentPeriod?.numero ?? '' },
    {
      id: 'closes',
      header: t('lotteryOps.closesAt'),
      value: (g) => g.currentPeriod?.closesAt ?? '',
      cell: (g) => (g.currentPeriod ? formatTime(g.currentPeriod.closesAt, i18n.language) : '—'),
    },
    {
      id: 'bets',
      header: t('lotteryOps.betRange'),
      value: (g) => `${g.limits.minBet}–${g.limits.maxBet}`,
      align: 'right',
    },
    {
      id: 'odds',
      header: t('lotteryOps.overrides'),
      value: (g) =>
        Object.entries(g.oddsOverrides)
          .map(([k, v]) => `${k}=${v}`)
          .join(' '),
    },
    ...(mayManage
      ? [
          {
            id: 'actions',
            header: '',
            noCsv: true,
            value: () => '',
            cell: (g: LotteryOpsGame) => (
              <Group gap={6} wrap="nowrap">
                <Button size="compact-xs" variant="default" onClick={() => setEditing(g)}>
                  {t('lotteryOps.settings')}
                </Button>
                <Button
                  size="compact-xs"
                  color={g.suspended ? 'green' : 'red'}
                  variant="light"
                  onClick={() => {
                    toggle.reset();
                    setSwitching(g);
                  }}
                >
                  {t(g.suspended ? 'lotteryOps.resume' : 'lotteryOps.suspend')}
                </Button>
              </Group>
            ),
          } satisfies Column<LotteryOpsGame>,
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Title order={3}>{t('lotteryOps.title')}</Title>
      <Paper withBorder p="sm" radius="md">
        <Tabs defaultValue="games" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="games">{t('lotteryOps.games')}</Tabs.Tab>
            <Tabs.Tab value="periods">{t('lotteryOps.periods')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="games">
            <QueryState query={games}>
              {(list) => (
                <DataTable
                  rows={list}
                  columns={columns}
                  rowKey={(g) => `${g.merchant_id}/${g.code}`}
                  csvName="lottery-games"
                  empty={t('lotteryOps.noGames')}
                />
              )}
            </QueryState>
            {!mayManage && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('lotteryOps.readOnly')}
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="periods">
            <LotteryPeriods games={games.data ?? []} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      {editing && (
        <LotterySettingsForm
          // A reload after an edit conflict brings a newer version: a fresh form from its values.
          key={`${editing.merchant_id}/${editing.code}/${editing.version}`}
          opened
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={(game) => {
            setEditing(null);
            replace(game);
            notifications.show({ color: 'green', message: t('lotteryOps.saved', { name: game.name }) });
          }}
          onReload={async () => {
            const fresh = await games.refetch();
            const game = fresh.data?.find(
              (g) => g.code === editing.code && g.merchant_id === editing.merchant_id,
            );
            if (game) setEditing(game);
          }}
        />
      )}
      <ReasonModal
        opened={switching !== null}
        title={
          switching
            ? t(switching.suspended ? 'lotteryOps.resumeTitle' : 'lotteryOps.suspendTitle', {
                name: switching.name,
              })
            : ''
        }
        description={switching && !switching.suspended ? t('lotteryOps.suspendText') : undefined}
        confirmLabel={t('common.confirm')}
        color={switching?.suspended ? 'green' : 'red'}
        pending={toggle.isPending}
        error={toggle.error ? toggle.error.message || t('common.errorText') : null}
        onConfirm={(reason) => switching && toggle.mutate({ game: switching, reason })}
        onClose={() => {
          setSwitching(null);
          toggle.reset();
        }}
      />
    </Stack>
  );
}
