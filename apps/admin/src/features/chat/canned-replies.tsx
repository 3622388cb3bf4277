import type { CannedReply } from '@ficha/contract';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

const key = (merchantId: number | undefined) => ['chat-canned', merchantId];

/** The merchant's canned replies: a menu that fills the reply box, and a modal to keep the list. */
export function CannedReplies({
  merchantId,
  onPick,
}: {
  merchantId: number | undefined;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [managing, setManaging] = useState(false);
  const replies = useQuery({
    queryKey: key(merchantId),
    queryFn: () => api<{ list: CannedReply[] }>('GET', '/chat/canned-replies', { params: { merchantId } }),
  });
  const list = replies.data?.list ?? [];
  return (
    <>
      <Menu position="top-start" width={280}>
        <Menu.Target>
          <Button variant="light" size="xs">
            {t('chat.canned')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {list.length === 0 && <Menu.Label>{t('chat.cannedEmpty')}</Menu.Label>}
          {list.map((r) => (
            <Menu.Item key={r.id} onClick={() => onPick(r.body)}>
              <Text size="sm" fw={600}>
                {r.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {r.body}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setManaging(true)}>{t('chat.manageCanned')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={managing} onClose={() => setManaging(false)} title={t('chat.canned')}>
        <Manage merchantId={merchantId} list={list} />
      </Modal>
    </>
  );
}

function Manage({ merchantId, list }: { merchantId: number | undefined; list: CannedReply[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(merchantId) });
  const fail = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const add = useMutation({
    mutationFn: () => api('POST', '/chat/canned-replies', { body: { merchantId, title, body } }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      void refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', `/chat/canned-replies/${id}`),
    onSuccess: () => void refresh(),
    onError: fail,
  });
  return (
    <Stack gap="sm">
      {list.length === 0 && <Text c="dimmed">{t('chat.cannedEmpty')}</Text>}
      {list.map((r) => (
        <Group key={r.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {r.title}
            </Text>
            <Text size="xs" c="dimmed">
              {r.body}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('chat.cannedRemove')} ${r.title}`}
            onClick={() => remove.mutate(r.id)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <TextInput
        label={t('chat.cannedTitle')}
        value={title}
        maxLength={60}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Textarea
        label={t('chat.cannedBody')}
        value={body}
        maxLength={1000}
        autosize
        minRows={2}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!title.trim() || !body.trim()}>
        {t('chat.cannedAdd')}
      </Button>
    </Stack>
  );
}
