import { KYC_STATUSES, type KycCaseSummary, type KycStatus } from '@ficha/contract';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { KycCaseView, STATUS_COLORS } from './kyc-case';

/**
 * The identity review queue (issue 19 part 4), for RISK staff: cases waiting for review first,
 * oldest first; a case opens with the member's details and files, and approve, reject or request
 * more, each with the reason the member reads in the inbox.
 */
export default function KycPage() {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const merchantId = merchant?.id;
  const [status, setStatus] = useState<KycStatus>('PENDING');
  const [open, setOpen] = useState<KycCaseSummary | null>(null);
  const queue = useQuery({
    queryKey: ['kyc', 'queue', merchantId, status],
    queryFn: () => api<{ list: KycCaseSummary[] }>('GET', '/kyc/cases', { params: { merchantId, status } }),
    enabled: merchantId !== undefined,
  });

  const columns: Column<KycCaseSummary>[] = [
    {
      id: 'submittedAt',
      header: t('kyc.submittedAt'),
      value: (c) => c.submittedAt,
      cell: (c) => (c.submittedAt ? formatTime(c.submittedAt, i18n.language) : '—'),
    },
    { id: 'username', header: t('kyc.member'), value: (c) => c.username },
    { id: 'fullName', header: t('kyc.fullName'), value: (c) => c.fullName },
    {
      id: 'status',
      header: t('kyc.status'),
      value: (c) => c.status,
      cell: (c) => (
        <Badge color={STATUS_COLORS[c.status]} variant="light">
          {t(`kyc.statuses.${c.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (c) => (
        <Button size="xs" variant={c.status === 'PENDING' ? 'filled' : 'light'} onClick={() => setOpen(c)}>
          {c.status === 'PENDING' ? t('kyc.review') : t('kyc.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('kyc.title')}</Title>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as KycStatus)}
          data={KYC_STATUSES.filter((s) => s !== 'NOT_STARTED').map((s) => ({
            value: s,
            label: t(`kyc.statuses.${s}`),
          }))}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('kyc.intro')}
      </Text>
      <ListTable
        query={queue}
        columns={columns}
        rowKey={(c) => c.memberId}
        csvName="kyc-queue"
        empty={t('kyc.none')}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('kyc.caseTitle', { member: open?.username ?? '' })}
        size="xl"
      >
        {open && <KycCaseView memberId={open.memberId} onDecided={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
