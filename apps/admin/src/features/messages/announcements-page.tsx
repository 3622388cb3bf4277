import type { OpsAnnouncement, OpsAnnouncementList, PopupFlags } from '@ficha/contract';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { AnnouncementEditor } from './announcement-editor';

/**
 * Announcements and popups of the chosen merchant (issue 16 part 6): every type in one table with
 * its reads, the two popup flags (members, visitors), and the editor with its phone preview.
 */
export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const queryClient = useQueryClient();
  const merchantId = merchant?.id;
  const [editing, setEditing] = useState<OpsAnnouncement | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['announcements', merchantId],
    queryFn: () => api<OpsAnnouncementList>('GET', '/messages/announcements', { params: { merchantId } }),
    enabled: merchantId !== undefined,
  });

  const flags = useMutation({
    mutationFn: (next: PopupFlags) =>
      api<PopupFlags>('PUT', '/messages/popup-flags', { body: { merchantId, ...next } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const remove = useMutation({
    mutationFn: (a: OpsAnnouncement) =>
      api<null>('DELETE', `/messages/announcements/${a.id}`, { params: { merchantId: a.merchantId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const columns: Column<OpsAnnouncement>[] = [
    {
      id: 'type',
      header: t('messages.fields.type'),
      value: (a) => a.promotionType,
      cell: (a) => <Badge variant="light">{t(`messages.types.${a.promotionType}`)}</Badge>,
    },
    {
      id: 'execution',
      header: t('messages.fields.execution'),
      value: (a) => (a.promotionType === 'PU' ? a.execution : ''),
      cell: (a) => (a.promotionType === 'PU' ? t(`messages.executions.${a.execution}`) : '—'),
    },
    { id: 'language', header: t('messages.fields.language'), value: (a) => a.language },
    { id: 'title', header: t('messages.fields.title'), value: (a) => a.title },
    { id: 'group', header: t('messages.fields.group'), value: (a) => a.groupName ?? '' },
    {
      id: 'active',
      header: t('messages.fields.active'),
      value: (a) => (a.active ? 'yes' : 'no'),
      cell: (a) => (
        <Badge color={a.active ? 'green' : 'gray'} variant="light">
          {a.active ? t('messages.on') : t('messages.off')}
        </Badge>
      ),
    },
    {
      id: 'window',
      header: t('messages.window'),
      value: (a) => `${a.startsAt ?? ''} ${a.endsAt ?? ''}`,
      cell: (a) =>
        a.startsAt || a.endsAt
          ? `${formatTime(a.startsAt, i18n.language) || '…'} → ${formatTime(a.endsAt, i18n.language) || '…'}`
          : t('messages.always'),
    },
    { id: 'reads', header: t('messages.reads'), value: (a) => a.reads, align: 'right' },
    {
      id: 'actions',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(a)}>
            {t('messages.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending && remove.variables?.id === a.id}
            onClick={() => {
              if (window.confirm(t('messages.deleteConfirm', { title: a.title }))) remove.mutate(a);
            }}
          >
            {t('messages.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('messages.announcementsTitle')}</Title>
        <Button onClick={() => setEditing('new')} disabled={merchantId === undefined}>
          {t('messages.editor.new')}
        </Button>
      </Group>
      <QueryState query={list}>
        {(data) => (
          <>
            <Paper withBorder p="sm" radius="md">
              <Group gap="xl">
                <Text fw={600} size="sm">
                  {t('messages.popupFlags')}
                </Text>
                <Switch
                  label={t('messages.popupMembers')}
                  checked={data.popupFlags.member}
                  disabled={flags.isPending}
                  onChange={(e) => flags.mutate({ ...data.popupFlags, member: e.currentTarget.checked })}
                />
                <Switch
                  label={t('messages.popupVisitors')}
                  checked={data.popupFlags.visitor}
                  disabled={flags.isPending}
                  onChange={(e) => flags.mutate({ ...data.popupFlags, visitor: e.currentTarget.checked })}
                />
              </Group>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <DataTable
                rows={data.list}
                columns={columns}
                rowKey={(a) => String(a.id)}
                csvName={`announcements-${merchant?.code ?? ''}`}
                empty={t('messages.noAnnouncements')}
              />
            </Paper>
            {editing !== null && merchantId !== undefined && (
              <AnnouncementEditor
                merchantId={merchantId}
                editing={editing === 'new' ? null : editing}
                popupTitles={data.list
                  .filter(
                    (a) =>
                      a.promotionType === 'PU' &&
                      a.active &&
                      (editing === 'new' || (a.id !== editing.id && a.execution === editing.execution)),
                  )
                  .slice(0, 1)
                  .map((a) => a.title)}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
