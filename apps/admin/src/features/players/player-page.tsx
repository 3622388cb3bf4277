import type { PlayerProfile } from '@ficha/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { FigureCard } from '@/components/figure-card';
import { PanelTabs } from '@/components/panel-tabs';
import { QueryState } from '@/components/query-state';
import { ReasonModal } from '@/components/reason-modal';
import { api } from '@/lib/api-client';
import { formatMoney, formatTime } from '@/lib/format';
import { canBlockPlayers, canWritePlayers } from '@/lib/navigation';
import { PasswordResetModal } from './password-reset-modal';
import { PlayerDevices } from './player-devices';
import { PlayerNotes } from './player-notes';
import { StatusBadge } from './players-page';

type P = PlayerProfile;

/** A player's profile (issue 15 part 4): who, balances, statement, rounds, orders, logins; block/unblock. */
export default function PlayerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: ['player', id],
    queryFn: () => api<PlayerProfile>('GET', `/players/${id}`),
  });
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/players" size="sm">
        ← {t('players.back')}
      </Anchor>
      <QueryState query={profile}>{(p) => <Profile profile={p} />}</QueryState>
    </Stack>
  );
}

function Profile({ profile: p }: { profile: PlayerProfile }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { session, merchant } = useStaff();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const player = p.player;
  const blocked = player.status === 'disabled';
  const currency = merchant?.currency ?? 'BRL';
  const amount = (value: string, cur: string) => (cur === 'PLAY' ? value : formatMoney(value, cur, lang));
  const time = (iso: string | null) => formatTime(iso, lang);

  const toggle = useMutation({
    mutationFn: (reason: string) =>
      blocked
        ? api('POST', `/players/${player.id}/unblock`, { body: { reason } })
        : api('POST', `/members/${player.id}/block`, { body: { reason } }),
    onSuccess: () => {
      setAsking(false);
      notifications.show({ color: 'green', message: t(blocked ? 'players.unblocked' : 'players.blocked') });
      void queryClient.invalidateQueries({ queryKey: ['player', player.id] });
    },
  });

  const details: Array<[string, string | null]> = [
    [t('players.id'), player.id],
    [t('players.nickname'), player.nickname || null],
    [t('players.mobile'), player.mobile],
    [t('players.email'), player.email],
    [t('players.cpf'), player.cpf],
    [t('players.createdAt'), time(player.createdAt)],
    [t('players.lastLoginAt'), time(player.lastLoginAt)],
    [t('players.lastLoginIp'), player.lastLoginIp],
    [t('players.registerIp'), player.registerIp],
    [t('players.vip'), player.vipLabel],
  ];

  const statement: Column<P['statement'][number]>[] = [
    { id: 'createdAt', header: t('players.time'), value: (r) => r.createdAt, cell: (r) => time(r.createdAt) },
    {
      id: 'kind',
      header: t('players.kind'),
      value: (r) => t(`players.transferKind.${r.kind}`, { defaultValue: r.kind }),
    },
    {
      id: 'account',
      header: t('players.account'),
      value: (r) => t(`players.accountKind.${r.account}`, { defaultValue: r.account }),
    },
    {
      id: 'amount',
      header: t('players.amount'),
      value: (r) => r.amount,
      cell: (r) => amount(r.amount, r.currency),
      align: 'right',
    },
    {
      id: 'balanceAfter',
      header: t('players.balanceAfter'),
      value: (r) => r.balanceAfter,
      cell: (r) => amount(r.balanceAfter, r.currency),
      align: 'right',
    },
    { id: 'createdBy', header: t('players.by'), value: (r) => r.createdBy },
  ];
  const rounds: Column<P['rounds'][number]>[] = [
    { id: 'createdAt', header: t('players.time'), value: (r) => r.createdAt, cell: (r) => time(r.createdAt) },
    { id: 'vendor', header: t('dashboard.vendor'), value: (r) => r.vendorCode },
    { id: 'game', header: t('dashboard.game'), value: (r) => r.gameCode },
    { id: 'roundId', header: t('players.round'), value: (r) => r.roundId },
    {
      id: 'amount',
      header: t('figures.bets'),
      value: (r) => r.amount,
      cell: (r) => (r.amount ? amount(r.amount, currency) : ''),
      align: 'right',
    },
    {
      id: 'won',
      header: t('figures.wins'),
      value: (r) => r.won,
      cell: (r) => amount(r.won, currency),
      align: 'right',
    },
    { id: 'status', header: t('players.statusLabel'), value: (r) => r.status },
  ];
  const orders: Column<P['orders'][number]>[] = [
    { id: 'createdAt', header: t('players.time'), value: (r) => r.createdAt, cell: (r) => time(r.createdAt) },
    { id: 'id', header: t('cashier.order'), value: (r) => r.id },
    { id: 'direction', header: t('players.kind'), value: (r) => t(`players.direction.${r.direction}`) },
    {
      id: 'amount',
      header: t('players.amount'),
      value: (r) => r.amount,
      cell: (r) => amount(r.amount, currency),
      align: 'right',
    },
    {
      id: 'status',
      header: t('players.statusLabel'),
      value: (r) => t(`cashier.status.${r.status}`, { defaultValue: r.status }),
    },
    {
      id: 'decidedAt',
      header: t('cashier.decidedAt'),
      value: (r) => r.decidedAt,
      cell: (r) => time(r.decidedAt),
    },
    { id: 'reason', header: t('common.reason'), value: (r) => r.reason },
  ];
  const sessions: Column<P['sessions'][number]>[] = [
    {
      id: 'createdAt',
      header: t('players.loginAt'),
      value: (r) => r.createdAt,
      cell: (r) => time(r.createdAt),
    },
    { id: 'ip', header: t('players.ip'), value: (r) => r.ip },
    { id: 'userAgent', header: t('players.device'), value: (r) => r.userAgent },
    {
      id: 'expiresAt',
      header: t('players.expiresAt'),
      value: (r) => r.expiresAt,
      cell: (r) => time(r.expiresAt),
    },
    {
      id: 'revokedAt',
      header: t('players.endedAt'),
      value: (r) => r.revokedAt,
      cell: (r) => time(r.revokedAt),
    },
  ];
  const gameSessions: Column<P['gameSessions'][number]>[] = [
    { id: 'createdAt', header: t('players.time'), value: (r) => r.createdAt, cell: (r) => time(r.createdAt) },
    { id: 'vendor', header: t('dashboard.vendor'), value: (r) => r.vendorCode },
    { id: 'game', header: t('dashboard.game'), value: (r) => r.gameCode },
    { id: 'endedAt', header: t('players.endedAt'), value: (r) => r.endedAt, cell: (r) => time(r.endedAt) },
    { id: 'endReason', header: t('players.endReason'), value: (r) => r.endReason },
  ];
  const csv = (part: string) => `player-${player.id}-${part}`;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={3}>{player.username}</Title>
            <StatusBadge status={player.status} />
          </Group>
          <Group gap="xs">
            {canWritePlayers(session.role) && (
              <Button color="orange" variant="light" onClick={() => setResetting(true)}>
                {t('playerCare.reset')}
              </Button>
            )}
            {canBlockPlayers(session.role) && (
              <Button color={blocked ? 'green' : 'red'} variant="light" onClick={() => setAsking(true)}>
                {t(blocked ? 'players.unblock' : 'players.block')}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 5 }} mt="sm" spacing="xs">
          {details.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {p.balances.length === 0 && <Text c="dimmed">{t('players.noBalances')}</Text>}
        {p.balances.map((b) => (
          <FigureCard
            key={`${b.kind}-${b.currency}`}
            label={t(`players.accountKind.${b.kind}`, { defaultValue: b.kind })}
            value={amount(b.balance, b.currency)}
            valueTestId={`balance-${b.kind}`}
          />
        ))}
      </SimpleGrid>
      <PanelTabs
        keepMounted={false}
        tabs={[
          {
            value: 'statement',
            label: t('players.tabs.statement'),
            panel: (
              <DataTable
                rows={p.statement}
                columns={statement}
                rowKey={(r) => r.id}
                csvName={csv('statement')}
              />
            ),
          },
          {
            value: 'rounds',
            label: t('players.tabs.rounds'),
            panel: (
              <DataTable
                rows={p.rounds}
                columns={rounds}
                rowKey={(r) => `${r.vendorCode}/${r.txId}`}
                csvName={csv('rounds')}
              />
            ),
          },
          {
            value: 'orders',
            label: t('players.tabs.orders'),
            panel: (
              <DataTable
                rows={p.orders}
                columns={orders}
                rowKey={(r) => `${r.direction}-${r.id}`}
                csvName={csv('orders')}
              />
            ),
          },
          {
            value: 'sessions',
            label: t('players.tabs.sessions'),
            panel: (
              <DataTable rows={p.sessions} columns={sessions} rowKey={(r) => r.id} csvName={csv('logins')} />
            ),
          },
          {
            value: 'gameSessions',
            label: t('players.tabs.gameSessions'),
            panel: (
              <DataTable
                rows={p.gameSessions}
                columns={gameSessions}
                rowKey={(r) => r.id}
                csvName={csv('game-sessions')}
              />
            ),
          },
          {
            value: 'devices',
            label: t('playerCare.tabs.devices'),
            panel: <PlayerDevices sessions={p.sessions} csvName={csv('devices')} />,
          },
          {
            value: 'notes',
            label: t('playerCare.tabs.notes'),
            panel: <PlayerNotes memberId={player.id} canWrite={canWritePlayers(session.role)} />,
          },
        ]}
      />
      <PasswordResetModal
        opened={resetting}
        memberId={player.id}
        username={player.username}
        hasMobile={Boolean(player.mobile)}
        hasEmail={Boolean(player.email)}
        onClose={() => setResetting(false)}
        onDone={(answer) => {
          setResetting(false);
          notifications.show({
            color: 'green',
            message: t('playerCare.resetDone', { to: answer.sentTo, count: answer.sessionsEnded }),
          });
          void queryClient.invalidateQueries({ queryKey: ['player', player.id] });
        }}
      />
      <ReasonModal
        opened={asking}
        title={t(blocked ? 'players.unblockTitle' : 'players.blockTitle', { name: player.username })}
        description={blocked ? undefined : t('players.blockText')}
        confirmLabel={t(blocked ? 'players.unblock' : 'players.block')}
        color={blocked ? 'green' : 'red'}
        pending={toggle.isPending}
        error={toggle.error ? toggle.error.message || t('common.errorText') : null}
        onConfirm={(reason) => toggle.mutate(reason)}
        onClose={() => {
          setAsking(false);
          toggle.reset();
        }}
      />
    </Stack>
  );
}
