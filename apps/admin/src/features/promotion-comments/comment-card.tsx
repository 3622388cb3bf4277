import type { OpsComment, OpsCommentDecision } from '@ficha/contract';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { CommentImage } from './comment-image';

const STATUS_COLORS: Record<OpsComment['status'], string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** One comment with its images, and approve or reject (with a reason) while it waits. */
export function CommentCard({ comment }: { comment: OpsComment }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      api<OpsCommentDecision>('POST', `/promotion-comments/${comment.id}/${decision.kind}`, {
        body: {
          merchantId: comment.merchantId,
          ...(decision.kind === 'reject' ? { reason: decision.reason } : {}),
        },
      }),
    onSuccess: (result) => {
      notifications.show({
        color: result.status === 'APPROVED' ? 'green' : 'gray',
        message: t(
          result.status === 'APPROVED' ? 'promotionComments.approved' : 'promotionComments.rejected',
        ),
      });
      setRejecting(false);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['promotion-comments', 'queue'] });
    },
  });
  const isPending = comment.status === 'PENDING';
  const status = t(`promotionComments.statuses.${comment.status}`);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`comment-${comment.id}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Badge color={STATUS_COLORS[comment.status]} variant="light">
              {status}
            </Badge>
            <Text size="sm" fw={600}>
              {comment.username}
            </Text>
            <Text size="sm" c="dimmed">
              {t('promotionComments.on', { promotion: comment.promotionTitle })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatTime(comment.createdAt, i18n.language)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Text>
        {comment.imageIds.length > 0 && (
          <Group gap="xs">
            {comment.imageIds.map((imageId, index) => (
              <CommentImage key={imageId} merchantId={comment.merchantId} imageId={imageId} n={index + 1} />
            ))}
          </Group>
        )}
        {!isPending && comment.decidedAt && (
          <Text size="xs" c="dimmed">
            {t('promotionComments.decidedBy', {
              status,
              staff: comment.decidedBy ?? '—',
              time: formatTime(comment.decidedAt, i18n.language),
            })}
            {comment.reason ? ` · ${t('promotionComments.reasonGiven', { reason: comment.reason })}` : ''}
          </Text>
        )}
        {decide.isError && !isRejecting && (
          <Alert color="red">{decide.error.message || t('common.errorText')}</Alert>
        )}
        {isPending && (
          <Group justify="flex-end" gap="xs">
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              {t('promotionComments.reject')}
            </Button>
            <Button
              size="xs"
              color="green"
              loading={decide.isPending && decide.variables?.kind === 'approve'}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ kind: 'approve' })}
            >
              {t('promotionComments.approve')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={isRejecting}
        onClose={() => setRejecting(false)}
        title={t('promotionComments.rejectTitle', { member: comment.username })}
      >
        <Stack gap="sm">
          <Textarea
            label={t('promotionComments.reasonLabel')}
            description={t('promotionComments.reasonHint')}
            value={reason}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {decide.isError && <Alert color="red">{decide.error.message || t('common.errorText')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={decide.isPending}
              disabled={reason.trim().length < 3}
              onClick={() => decide.mutate({ kind: 'reject', reason: reason.trim() })}
            >
              {t('promotionComments.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
