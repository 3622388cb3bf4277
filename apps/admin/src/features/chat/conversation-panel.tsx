import { CHAT_MESSAGE_MAX, type ChatMessage, type StaffConversation } from '@ficha/contract';
import {
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session';
import { api, apiPostBytes } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { CannedReplies } from './canned-replies';
import { ChatImage } from './chat-image';

interface Props {
  data: StaffConversation;
  memberTyping: boolean;
  /** Sends on the socket; false when it is not open (the reply then goes by HTTP). */
  sendLive: (frame: object) => boolean;
  onMessage: (message: ChatMessage) => void;
}

const newRef = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** One conversation: its messages with read receipts, typing, the reply box, take/release/close. */
export function ConversationPanel({ data, memberTyping, sendLive, onMessage }: Props) {
  const { t, i18n } = useTranslation();
  const { session, merchantId } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const typedAt = useRef(0);
  const c = data.conversation;
  const id = c.id;
  const mine = c.assignedStaffId === session?.staffId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest when the list grows
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [data.messages.length, memberTyping]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['chat-queue'] });
    void queryClient.invalidateQueries({ queryKey: ['chat-conversation', id] });
  };
  const fail = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const assign = useMutation({
    mutationFn: (staffId: number | null) =>
      api('POST', `/chat/conversations/${id}/assign`, { body: { staffId } }),
    onSuccess: refresh,
    onError: fail,
  });
  const close = useMutation({
    mutationFn: () => api('POST', `/chat/conversations/${id}/close`),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('chat.closedOk') });
      refresh();
    },
    onError: fail,
  });
  const reply = useMutation({
    mutationFn: (body: { text: string; ref: string }) =>
      api<ChatMessage>('POST', `/chat/conversations/${id}/messages`, { body }),
    onSuccess: onMessage,
    onError: fail,
  });
  const image = useMutation({
    mutationFn: (file: File) =>
      apiPostBytes<ChatMessage>(`/chat/conversations/${id}/attachments`, file, { ref: newRef() }),
    onSuccess: onMessage,
    onError: fail,
  });

  const tooLong = [...text].length > CHAT_MESSAGE_MAX;
  const submit = () => {
    const body = text.trim();
    if (!body || tooLong) return;
    const ref = newRef();
    if (!sendLive({ type: 'send', conversationId: id, ref, text: body })) reply.mutate({ text: body, ref });
    setText('');
  };

  return (
    <Paper withBorder h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        justify="space-between"
        p="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <div>
          <Title order={5}>{c.isVisitor ? `${t('chat.visitor')} ${c.name}` : c.name}</Title>
          <Text size="xs" c="dimmed">
            {c.assignedStaffName ? t('chat.assignedTo', { name: c.assignedStaffName }) : t('chat.unassigned')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {mine ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => assign.mutate(null)}
              loading={assign.isPending}
            >
              {t('chat.release')}
            </Button>
          ) : (
            <Button
              size="xs"
              onClick={() => assign.mutate(session?.staffId ?? null)}
              loading={assign.isPending}
            >
              {t('chat.takeIt')}
            </Button>
          )}
          <Button
            size="xs"
            color="gray"
            variant="light"
            disabled={c.status === 'CLOSED'}
            onClick={() => close.mutate()}
            loading={close.isPending}
          >
            {t('chat.close')}
          </Button>
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} p="sm">
        <Stack gap="xs" aria-label={t('chat.title')} role="log">
          {data.messages.map((m) => {
            const fromStaff = m.sender === 'STAFF';
            const read = fromStaff && Number(m.id) <= Number(data.memberReadId);
            return (
              <Box
                key={m.id}
                data-sender={m.sender}
                style={{
                  alignSelf: fromStaff ? 'flex-end' : 'flex-start',
                  maxWidth: '75%',
                  padding: '6px 10px',
                  borderRadius: 10,
                  background: fromStaff
                    ? 'var(--mantine-color-blue-light)'
                    : 'var(--mantine-color-default-hover)',
                }}
              >
                {fromStaff && m.staffName && (
                  <Text size="xs" c="dimmed">
                    {m.staffName}
                  </Text>
                )}
                {m.attachment ? (
                  <ChatImage id={m.attachment.id} />
                ) : (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body}
                  </Text>
                )}
                <Text size="xs" c="dimmed" ta="right">
                  {formatTime(m.createdAt, i18n.language)}
                  {fromStaff && ` · ${read ? `✓✓ ${t('chat.readByMember')}` : `✓ ${t('chat.sent')}`}`}
                </Text>
              </Box>
            );
          })}
          {memberTyping && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('chat.typing')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
      {c.status === 'CLOSED' && (
        <Badge color="gray" variant="light" m="xs">
          {t('chat.closedNote')}
        </Badge>
      )}
      <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Textarea
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={2}
          maxRows={5}
          value={text}
          error={tooLong ? t('chat.tooLong', { max: CHAT_MESSAGE_MAX }) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (Date.now() - typedAt.current > 1_500) {
              typedAt.current = Date.now();
              sendLive({ type: 'typing', conversationId: id });
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Group justify="space-between">
          <Group gap="xs">
            <CannedReplies merchantId={merchantId} onPick={(body) => setText(body)} />
            <FileButton onChange={(file) => file && image.mutate(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} size="xs" variant="default" loading={image.isPending}>
                  {t('chat.attach')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Group gap="xs">
            <Text size="xs" c={tooLong ? 'red' : 'dimmed'}>
              {[...text].length}/{CHAT_MESSAGE_MAX}
            </Text>
            <Button size="xs" onClick={submit} disabled={!text.trim() || tooLong}>
              {t('chat.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
