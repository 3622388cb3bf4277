import type { CommentStatus, OpsCommentPage } from '@ficha/contract';
import { Badge, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { CommentCard } from './comment-card';

const FILTERS = ['ALL', 'PENDING', 'APPROVED', 'REJECTED'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 30;

/**
 * Moderation of members' comments on promotions (issue 18 part 4), permission
 * promotions.moderate: the merchant's comments, waiting ones first (oldest first), each approved
 * or rejected with a reason.
 */
export default function PromotionCommentsPage() {
  const { t } = useTranslation();
  const { merchant } = useStaff();
  const merchantId = merchant?.id;
  const [filter, setFilter] = useState<Filter>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const status: CommentStatus | undefined = filter === 'ALL' ? undefined : filter;
  const queue = useQuery({
    queryKey: ['promotion-comments', 'queue', merchantId, filter, pageNo],
    queryFn: () =>
      api<OpsCommentPage>('GET', '/promotion-comments', {
        params: { merchantId, status, pageNo, pageSize: PAGE_SIZE },
      }),
    enabled: merchantId !== undefined,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3}>{t('promotionComments.title')}</Title>
          {queue.data && queue.data.pending > 0 && (
            <Badge color="orange" variant="light" data-testid="comments-pending">
              {t('promotionComments.pendingCount', { count: queue.data.pending })}
            </Badge>
          )}
        </Group>
        <SegmentedControl
          aria-label={t('promotionComments.filter')}
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPageNo(1);
          }}
          data={FILTERS.map((f) => ({ value: f, label: t(`promotionComments.filters.${f}`) }))}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('promotionComments.intro')}
      </Text>
      <QueryState query={queue}>
        {(data) =>
          data.list.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Text c="dimmed">{t('promotionComments.none')}</Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              {data.list.map((comment) => (
                <CommentCard key={comment.id} comment={comment} />
              ))}
              {data.totalPages > 1 && (
                <Pagination total={data.totalPages} value={pageNo} onChange={setPageNo} />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
