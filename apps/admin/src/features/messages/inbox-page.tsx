import {
  INBOX_AUDIENCES,
  type InboxAudience,
  type OpsBroadcast,
  type OpsInboxSendBody,
} from '@ficha/contract';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';

/**
 * Inbox messages to a member or a segment (issue 16 part 6): one member by username, every member
 * of the merchant, one VIP label, the agents, or (platform staff) every member of every merchant;
 * and what was sent, newest first.
 */
export default function InboxPage() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const queryClient = useQueryClient();
  const merchantId = merchant?.id;
  const [audience, setAudience] = useState<InboxAudience>('MEMBER');
  const [audienceValue, setAudienceValue] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const sent = useQuery({
    queryKey: ['broadcasts', merchantId],
    queryFn: () =>
      api<{ list: OpsBroadcast[] }>('GET', '/messages/inbox', { params: { merchantId, pageSize: 100 } }),
    enabled: merchantId !== undefined,
  });
  const send = useMutation({
    mutationFn: (body: OpsInboxSendBody) => api<OpsBroadcast>('POST', '/messages/inbox', { body }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: t('messages.inbox.sent', { count: answer.recipients }) });
      setTitle('');
      setContent('');
      void queryClient.invalidateQueries({ queryKey: ['broadcasts'] });
    },
  });
  // Every merchant at once is for platform staff only (the server refuses the others).
  const audiences = INBOX_AUDIENCES.filter((a) => a !== 'EVERYONE' || session.merchantId === null);
  const needsValue = audience === 'MEMBER' || audience === 'VIP';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (merchantId === undefined) return;
    send.mutate({ merchantId, audience, audienceValue: needsValue ? audienceValue : '', title, content });
  };

  const columns: Column<OpsBroadcast>[] = [
    {
      id: 'createdAt',
      header: t('messages.inbox.when'),
      value: (b) => b.createdAt,
      cell: (b) => formatTime(b.createdAt, i18n.language),
    },
    {
      id: 'audience',
      header: t('messages.inbox.audience'),
      value: (b) => `${b.audience} ${b.audienceValue ?? ''}`,
      cell: (b) => (
        <Group gap={6}>
          <Badge variant="light">{t(`messages.audiences.${b.audience}`)}</Badge>
          {b.audienceValue}
        </Group>
      ),
    },
    { id: 'title', header: t('messages.fields.title'), value: (b) => b.title },
    { id: 'recipients', header: t('messages.inbox.recipients'), value: (b) => b.recipients, align: 'right' },
    { id: 'staff', header: t('messages.inbox.staff'), value: (b) => b.staff },
  ];

  return (
    <Stack gap="md">
      <Title order={3}>{t('messages.inbox.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit}>
          <Stack gap="sm" maw={640}>
            <Group grow align="flex-start">
              <Select
                label={t('messages.inbox.audience')}
                data={audiences.map((a) => ({ value: a, label: t(`messages.audiences.${a}`) }))}
                value={audience}
                onChange={(v) => v && setAudience(v as InboxAudience)}
                allowDeselect={false}
              />
              {needsValue && (
                <TextInput
                  label={audience === 'MEMBER' ? t('messages.inbox.username') : t('messages.inbox.vipLabel')}
                  value={audienceValue}
                  onChange={(e) => setAudienceValue(e.currentTarget.value)}
                  required
                />
              )}
            </Group>
            <TextInput
              label={t('messages.fields.title')}
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.currentTarget.value)}
              required
            />
            <Textarea
              label={t('messages.inbox.text')}
              value={content}
              maxLength={2000}
              autosize
              minRows={4}
              onChange={(e) => setContent(e.currentTarget.value)}
              required
            />
            {send.isError && <Alert color="red">{send.error.message || t('common.errorText')}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} disabled={!title.trim() || !content.trim()}>
                {t('messages.inbox.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ListTable
        query={sent}
        columns={columns}
        rowKey={(b) => b.id}
        csvName="inbox-messages"
        empty={t('messages.inbox.none')}
      />
    </Stack>
  );
}
