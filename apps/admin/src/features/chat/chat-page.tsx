import type {
  ChatMessage,
  ChatServerMessage,
  ChatSettings,
  ConversationRow,
  StaffConversation,
} from '@ficha/contract';
import {
  Badge,
  Center,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { canManageChat } from '@/lib/navigation';
import { ContextPanel } from './context-panel';
import { ConversationPanel } from './conversation-panel';
import { LiveModels } from './live-models';
import { useChatLive } from './use-chat-live';

type Status = 'OPEN' | 'CLOSED';
const conversationKey = (id: string | undefined) => ['chat-conversation', id];
const TYPING_SHOWN_MS = 4_000;

/**
 * The live chat console (issue 16 part 6): the merchant's queue on the left, the chosen
 * conversation in the middle, the member beside it; everything live over the staff socket.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const { token, merchantId } = useSession();
  const { session } = useStaff();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('OPEN');
  const [selected, setSelected] = useState<string>();
  const [typingIn, setTypingIn] = useState<{ id: string; until: number }>();

  const queue = useQuery({
    queryKey: ['chat-queue', merchantId, status],
    queryFn: () =>
      api<{ list: ConversationRow[] }>('GET', '/chat/conversations', { params: { merchantId, status } }),
  });
  const conversation = useQuery({
    queryKey: conversationKey(selected),
    queryFn: () => api<StaffConversation>('GET', `/chat/conversations/${selected}`),
    enabled: selected !== undefined,
  });

  const addMessage = useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<StaffConversation>(conversationKey(message.conversationId), (old) =>
        old && !old.messages.some((m) => m.id === message.id)
          ? { ...old, messages: [...old.messages, message] }
          : old,
      );
    },
    [queryClient],
  );

  const live = useChatLive(token, (frame: ChatServerMessage) => {
    if (frame.type === 'message' || frame.type === 'ack') {
      addMessage(frame.message);
      if (frame.message.sender === 'MEMBER') setTypingIn(undefined);
    } else if (frame.type === 'conversation') {
      void queryClient.invalidateQueries({ queryKey: ['chat-queue'] });
      queryClient.setQueryData<StaffConversation>(conversationKey(frame.conversation.id), (old) =>
        old ? { ...old, conversation: frame.conversation } : old,
      );
    } else if (frame.type === 'typing' && frame.sender === 'MEMBER') {
      setTypingIn({ id: frame.conversationId, until: Date.now() + TYPING_SHOWN_MS });
    } else if (frame.type === 'read' && frame.reader === 'MEMBER') {
      queryClient.setQueryData<StaffConversation>(conversationKey(frame.conversationId), (old) =>
        old ? { ...old, memberReadId: frame.upTo } : old,
      );
    } else if (frame.type === 'error') {
      notifications.show({ color: 'red', message: frame.message });
    }
  });

  // The member's messages shown on screen count as read by staff (the member sees the receipt).
  const lastFromMember = [...(conversation.data?.messages ?? [])]
    .reverse()
    .find((m) => m.sender === 'MEMBER')?.id;
  const sendLive = live.send;
  useEffect(() => {
    if (!selected || !lastFromMember || document.visibilityState !== 'visible') return;
    const frame = { type: 'read', conversationId: selected, upTo: lastFromMember };
    if (!sendLive(frame))
      void api('POST', `/chat/conversations/${selected}/read`, { body: { upTo: lastFromMember } });
  }, [selected, lastFromMember, sendLive]);

  useEffect(() => {
    if (!typingIn) return;
    const timer = window.setTimeout(() => setTypingIn(undefined), Math.max(0, typingIn.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [typingIn]);

  return (
    <Stack gap="sm" h="calc(100vh - 56px - 2 * var(--mantine-spacing-md))">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3}>{t('chat.title')}</Title>
          <Badge color={live.isLive ? 'green' : 'gray'} variant="dot">
            {live.isLive ? t('chat.live') : t('chat.offline')}
          </Badge>
        </Group>
        {canManageChat(session.role) && (
          <Group gap="md">
            <LiveModels merchantId={merchantId} />
            <VisitorsSwitch merchantId={merchantId} />
          </Group>
        )}
      </Group>
      <Grid gap="sm" style={{ flex: 1, minHeight: 0 }} styles={{ inner: { height: '100%' } }}>
        <Grid.Col span={3} h="100%">
          <Paper withBorder h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
            <SegmentedControl
              m="xs"
              size="xs"
              value={status}
              onChange={(value) => setStatus(value as Status)}
              data={[
                { value: 'OPEN', label: t('chat.open') },
                { value: 'CLOSED', label: t('chat.closed') },
              ]}
            />
            <ScrollArea style={{ flex: 1 }}>
              <QueryState query={queue}>
                {(data) =>
                  data.list.length === 0 ? (
                    <Text c="dimmed" size="sm" p="sm">
                      {t('chat.queueEmpty')}
                    </Text>
                  ) : (
                    <Stack gap={0} role="list" aria-label={t('chat.title')}>
                      {data.list.map((row) => (
                        <QueueRow
                          key={row.id}
                          row={row}
                          active={row.id === selected}
                          onPick={() => setSelected(row.id)}
                        />
                      ))}
                    </Stack>
                  )
                }
              </QueryState>
            </ScrollArea>
          </Paper>
        </Grid.Col>
        <Grid.Col span={6} h="100%">
          {selected ? (
            <QueryState query={conversation}>
              {(data) => (
                <ConversationPanel
                  data={data}
                  memberTyping={typingIn?.id === selected}
                  sendLive={live.send}
                  onMessage={addMessage}
                />
              )}
            </QueryState>
          ) : (
            <Paper withBorder h="100%">
              <Center h="100%">
                <Text c="dimmed">{t('chat.pick')}</Text>
              </Center>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={3} h="100%">
          {selected && <ContextPanel conversationId={selected} />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function QueueRow({ row, active, onPick }: { row: ConversationRow; active: boolean; onPick: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      role="listitem"
      onClick={onPick}
      p="sm"
      aria-current={active}
      data-conversation={row.id}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: active ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {row.isVisitor ? `${t('chat.visitor')} ${row.name}` : row.name}
        </Text>
        {row.unread > 0 && (
          <Badge size="sm" color="red" circle={row.unread < 10}>
            {row.unread > 99 ? '99+' : row.unread}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {row.lastMessage}
      </Text>
      <Text size="xs" c="dimmed">
        {row.assignedStaffName ? t('chat.assignedTo', { name: row.assignedStaffName }) : t('chat.unassigned')}
        {row.lastMessageAt && ` · ${formatTime(row.lastMessageAt, i18n.language)}`}
      </Text>
    </UnstyledButton>
  );
}

function VisitorsSwitch({ merchantId }: { merchantId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['chat-settings', merchantId],
    queryFn: () => api<ChatSettings>('GET', '/chat/settings', { params: { merchantId } }),
  });
  const save = useMutation({
    mutationFn: (visitorsAllowed: boolean) =>
      api<ChatSettings>('PUT', '/chat/settings', { body: { merchantId, visitorsAllowed } }),
    onSuccess: (value) => {
      queryClient.setQueryData(['chat-settings', merchantId], value);
      notifications.show({ color: 'green', message: t('chat.settingsSaved') });
    },
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  });
  return (
    <Switch
      label={t('chat.visitorsAllowed')}
      checked={settings.data?.visitorsAllowed ?? false}
      disabled={!settings.data || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
