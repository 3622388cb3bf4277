import type { OpsFeedback, OpsFeedbackPage } from '@ficha/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';

type Status = 'OPEN' | 'ANSWERED' | 'ALL';

/**
 * Members' feedback (issue 16 part 5): open ones first to hand, each answered once; the answer is
 * written to the member's inbox by the server.
 */
export default function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const queryClient = useQueryClient();
  const merchantId = merchant?.id;
  const [status, setStatus] = useState<Status>('OPEN');
  const [answering, setAnswering] = useState<OpsFeedback | null>(null);
  const [answer, setAnswer] = useState('');
  const list = useQuery({
    queryKey: ['feedback', merchantId, status],
    queryFn: () =>
      api<OpsFeedbackPage>('GET', '/messages/feedback', {
        params: { merchantId, status: status === 'ALL' ? undefined : status, pageSize: 100 },
      }),
    enabled: merchantId !== undefined,
  });
  const reply = useMutation({
    mutationFn: (f: OpsFeedback) =>
      api<null>('POST', `/messages/feedback/${f.id}/answer`, { body: { answer } }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('messages.feedback.answered') });
      setAnswering(null);
      setAnswer('');
      void queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
  });

  const columns: Column<OpsFeedback>[] = [
    {
      id: 'createdAt',
      header: t('messages.inbox.when'),
      value: (f) => f.createdAt,
      cell: (f) => formatTime(f.createdAt, i18n.language),
    },
    { id: 'username', header: t('messages.feedback.member'), value: (f) => f.username },
    {
      id: 'type',
      header: t('messages.feedback.type'),
      value: (f) => f.typeName,
      cell: (f) => <Badge variant="light">{t(`messages.feedbackTypes.${f.typeName}`)}</Badge>,
    },
    {
      id: 'content',
      header: t('messages.feedback.content'),
      value: (f) => f.content,
      cell: (f) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {f.content}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('messages.feedback.status'),
      value: (f) => f.status,
      cell: (f) => (
        <Badge color={f.status === 'OPEN' ? 'orange' : 'green'} variant="light">
          {t(`messages.feedbackStatus.${f.status}`)}
        </Badge>
      ),
    },
    { id: 'answeredBy', header: t('messages.feedback.answeredBy'), value: (f) => f.answeredBy },
    {
      id: 'actions',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (f) => (
        <Button size="xs" variant={f.status === 'OPEN' ? 'filled' : 'light'} onClick={() => setAnswering(f)}>
          {f.status === 'OPEN' ? t('messages.feedback.answer') : t('messages.feedback.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('messages.feedback.title')}</Title>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as Status)}
          data={(['OPEN', 'ANSWERED', 'ALL'] as const).map((s) => ({
            value: s,
            label: t(`messages.feedbackStatus.${s}`),
          }))}
        />
      </Group>
      <ListTable
        query={list}
        columns={columns}
        rowKey={(f) => f.id}
        csvName="feedback"
        empty={t('messages.feedback.none')}
      />
      <Modal
        opened={answering !== null}
        onClose={() => {
          setAnswering(null);
          reply.reset();
        }}
        title={t('messages.feedback.modalTitle', { member: answering?.username ?? '' })}
        size="lg"
      >
        {answering && (
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light">{t(`messages.feedbackTypes.${answering.typeName}`)}</Badge>
              <Text size="xs" c="dimmed">
                {formatTime(answering.createdAt, i18n.language)}
              </Text>
            </Group>
            <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {answering.content}
              </Text>
            </Paper>
            {answering.status === 'ANSWERED' ? (
              <Paper withBorder p="sm">
                <Text size="xs" c="dimmed">
                  {t('messages.feedback.answeredAt', {
                    who: answering.answeredBy ?? '',
                    when: formatTime(answering.answeredAt, i18n.language),
                  })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {answering.answer}
                </Text>
              </Paper>
            ) : (
              <>
                <Textarea
                  label={t('messages.feedback.yourAnswer')}
                  description={t('messages.feedback.answerHint')}
                  value={answer}
                  maxLength={2000}
                  autosize
                  minRows={4}
                  onChange={(e) => setAnswer(e.currentTarget.value)}
                  data-autofocus
                />
                {reply.isError && <Alert color="red">{reply.error.message || t('common.errorText')}</Alert>}
                <Group justify="flex-end">
                  <Button
                    onClick={() => reply.mutate(answering)}
                    loading={reply.isPending}
                    disabled={!answer.trim()}
                  >
                    {t('messages.feedback.send')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
