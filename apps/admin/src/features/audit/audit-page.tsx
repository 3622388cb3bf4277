import type { AuditEntry, auditListSchema } from '@ficha/contract';
import {
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatTime } from '@/lib/format';
import { changeSummary, changesOf } from './audit-changes';
import { AuditFilterForm, type AuditFilters } from './audit-filters';

type AuditPage = z.infer<typeof auditListSchema>;

const PAGE_SIZE = 50;
/** The export reads the filtered log page by page, up to this many rows. */
const EXPORT_MAX_ROWS = 10_000;

/**
 * The audit viewer (issue 15 part 2) over GET /ops/api/v1/audit: filters, each row's change shown
 * field by field, the row's link in the hash chain, and a CSV of every row the filters match.
 */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const { session } = useStaff();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const merchantName = new Map(session.merchants.map((m) => [m.id, m.name]));
  const time = (iso: string) => formatTime(iso, i18n.language);

  const page = useQuery({
    queryKey: ['audit', filters, pageNo],
    queryFn: () => api<AuditPage>('GET', '/audit', { params: { ...filters, pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<AuditEntry>[] = [
    { id: 'seq', header: '#', value: (a) => a.seq, align: 'right' },
    {
      id: 'created_at',
      header: t('auditLog.time'),
      value: (a) => a.created_at,
      cell: (a) => time(a.created_at),
    },
    {
      id: 'actor',
      header: t('auditLog.actor'),
      value: (a) => a.staff_username ?? (a.staff_id === null ? t('auditLog.system') : `#${a.staff_id}`),
    },
    {
      id: 'merchant',
      header: t('auditLog.merchant'),
      value: (a) =>
        a.merchant_id === null
          ? t('auditLog.platform')
          : (merchantName.get(a.merchant_id) ?? `#${a.merchant_id}`),
    },
    {
      id: 'action',
      header: t('auditLog.action'),
      value: (a) => a.action,
      cell: (a) => <Code>{a.action}</Code>,
    },
    { id: 'target', header: t('auditLog.target'), value: (a) => a.target },
    {
      id: 'change',
      header: t('auditLog.change'),
      value: (a) => changeSummary(a.before, a.after),
      // The whole change is in the row's drawer and the CSV; the table keeps one short line.
      cell: (a) => (
        <Text size="sm" truncate maw={300}>
          {changeSummary(a.before, a.after)}
        </Text>
      ),
    },
    {
      id: 'reason',
      header: t('common.reason'),
      value: (a) => a.reason,
      cell: (a) => (
        <Text size="sm" truncate maw={220}>
          {a.reason}
        </Text>
      ),
    },
    { id: 'ip', header: t('auditLog.address'), value: (a) => a.ip },
  ];

  // Every matching row, page after page, in the columns the table shows (with full before/after).
  const exportAll = useMutation({
    mutationFn: async () => {
      const rows: AuditEntry[] = [];
      for (let n = 1; rows.length < EXPORT_MAX_ROWS; n++) {
        const next = await api<AuditPage>('GET', '/audit', {
          params: { ...filters, pageNo: n, pageSize: 200 },
        });
        rows.push(...next.list);
        if (n >= next.totalPages) break;
      }
      const header = [...columns.map((c) => c.header), t('auditLog.before'), t('auditLog.after'), 'hash'];
      const cells = rows.map((a) => [
        ...columns.map((c) => c.value(a)),
        a.before === null ? '' : JSON.stringify(a.before),
        a.after === null ? '' : JSON.stringify(a.after),
        a.hash,
      ]);
      downloadCsv('audit-log.csv', toCsv(header, cells));
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('auditLog.title')}</Title>
        <Button
          size="xs"
          variant="default"
          loading={exportAll.isPending}
          disabled={!page.data || page.data.total === 0}
          onClick={() => exportAll.mutate()}
        >
          {t('auditLog.exportAll')}
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <AuditFilterForm
          merchants={session.merchants}
          onApply={(next) => {
            setFilters(next);
            setPageNo(1);
          }}
        />
      </Paper>
      {exportAll.error && (
        <Text c="red" size="sm" role="alert">
          {exportAll.error.message || t('common.errorText')}
        </Text>
      )}
      <Paper withBorder p="sm" radius="md">
        <QueryState query={page}>
          {(data) => (
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {t('auditLog.count', { count: data.total })}
              </Text>
              <DataTable
                rows={data.list}
                columns={columns}
                rowKey={(a) => a.id}
                onRowClick={setOpen}
                csvName={`audit-page-${pageNo}`}
                empty={t('auditLog.empty')}
              />
              {data.totalPages > 1 && (
                <Group justify="center">
                  <Pagination size="sm" total={data.totalPages} value={pageNo} onChange={setPageNo} />
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Paper>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? `${open.action} · ${open.target}` : ''}
      >
        {open && (
          <AuditDetail
            entry={open}
            merchant={
              open.merchant_id === null
                ? t('auditLog.platform')
                : (merchantName.get(open.merchant_id) ?? `#${open.merchant_id}`)
            }
          />
        )}
      </Drawer>
    </Stack>
  );
}

function AuditDetail({ entry, merchant }: { entry: AuditEntry; merchant: string }) {
  const { t, i18n } = useTranslation();
  const changes = changesOf(entry.before, entry.after);
  const facts: Array<[string, string]> = [
    [t('auditLog.time'), formatTime(entry.created_at, i18n.language)],
    [t('auditLog.actor'), entry.staff_username ?? t('auditLog.system')],
    [t('auditLog.merchant'), merchant],
    [t('common.reason'), entry.reason ?? '—'],
    [t('auditLog.address'), entry.ip ?? '—'],
  ];
  return (
    <Stack gap="sm">
      {facts.map(([label, value]) => (
        <Group key={label} gap="xs">
          <Text size="xs" c="dimmed" w={90}>
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
      <Text fw={600} size="sm">
        {t('auditLog.beforeAfter')}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('auditLog.noChange')}
        </Text>
      ) : (
        <Table fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditLog.field')}</Table.Th>
              <Table.Th>{t('auditLog.before')}</Table.Th>
              <Table.Th>{t('auditLog.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.field} bg={c.changed ? 'yellow.0' : undefined}>
                <Table.Td>
                  {c.field}{' '}
                  {c.changed && (
                    <Badge size="xs" variant="light">
                      {t('auditLog.changed')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{c.before}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{c.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {Object.keys(entry.details).length > 0 && (
        <>
          <Text fw={600} size="sm">
            {t('auditLog.details')}
          </Text>
          <Code block>{JSON.stringify(entry.details, null, 2)}</Code>
        </>
      )}
      <Text fw={600} size="sm">
        {t('auditLog.chain')}
      </Text>
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        #{entry.seq} · {t('auditLog.previous')}: <Code>{entry.prev_hash}</Code>
      </Text>
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {t('auditLog.hash')}: <Code>{entry.hash}</Code>
      </Text>
    </Stack>
  );
}
