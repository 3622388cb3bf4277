import { formatMinor, parseAmount } from '@ficha/contract';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { formatMoney, formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { LeaderboardClose } from './leaderboard-close';
import { LeaderboardEditor } from './leaderboard-editor';
import { LeaderboardStandings } from './leaderboard-standings';
import { type Leaderboard, useLeaderboards, useVipMerchant } from './vip-api';

/** What a board pays in all, summed in minor units (no floating point on money). */
const total = (prizes: string[]) => formatMinor(prizes.reduce((sum, p) => sum + (parseAmount(p) ?? 0n), 0n));

/**
 * The leaderboards tab: each board's period, metric, prizes and state; its standings; creating one
 * (vip.manage) and closing one now with its prizes paid (vip.pay).
 */
export function LeaderboardsTab() {
  const { t, i18n } = useTranslation();
  const { role, merchantId } = useVipMerchant();
  const boards = useLeaderboards();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Leaderboard | null>(null);
  const [closing, setClosing] = useState<Leaderboard | null>(null);
  const mayPay = may(role, 'vip.pay');

  const columns: Column<Leaderboard>[] = [
    { id: 'title', header: t('vipOps.board.title'), value: (b) => b.title },
    { id: 'metric', header: t('vipOps.board.metric'), value: (b) => t(`vipOps.board.${b.metric}`) },
    {
      id: 'period',
      header: t('vipOps.board.period'),
      value: (b) => `${formatTime(b.startsAt, i18n.language)} – ${formatTime(b.endsAt, i18n.language)}`,
    },
    {
      id: 'prizes',
      header: t('vipOps.board.prizes'),
      align: 'right',
      value: (b) =>
        t('vipOps.board.prizesSummary', {
          count: b.prizes.length,
          total: formatMoney(total(b.prizes), b.currency, i18n.language),
        }),
    },
    {
      id: 'status',
      header: t('vipOps.board.status'),
      value: (b) => b.status,
      cell: (b) => (
        <Badge color={b.status === 'RUNNING' ? 'green' : 'gray'} variant="light">
          {t(`vipOps.board.${b.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      noCsv: true,
      value: () => '',
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setViewing(b)}>
            {t('vipOps.board.standings')}
          </Button>
          {mayPay && b.status === 'RUNNING' && (
            <Button size="compact-xs" variant="light" color="red" onClick={() => setClosing(b)}>
              {t('vipOps.board.closeNow')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {may(role, 'vip.manage') && merchantId !== undefined && (
        <Group justify="flex-end">
          <Button size="xs" onClick={() => setCreating(true)}>
            {t('vipOps.board.add')}
          </Button>
        </Group>
      )}
      <QueryState query={boards}>
        {(list) => (
          <DataTable
            rows={list}
            columns={columns}
            rowKey={(b) => String(b.id)}
            csvName="leaderboards"
            empty={t('vipOps.board.none')}
          />
        )}
      </QueryState>
      {creating && merchantId !== undefined && (
        <LeaderboardEditor merchantId={merchantId} onClose={() => setCreating(false)} />
      )}
      {viewing && <LeaderboardStandings board={viewing} onClose={() => setViewing(null)} />}
      {closing && <LeaderboardClose board={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}
