import type { MerchantSummary } from '@ficha/contract';
import { Badge, Box, Button, Group, Image, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { canEditMerchants } from '@/lib/navigation';

export const merchantsKey = ['merchants'] as const;

function Swatches({ brand }: { brand: MerchantSummary['brand'] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {[brand.primary, brand.primaryContrast, brand.accent].map((colour, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed swatches
          key={i}
          w={16}
          h={16}
          title={colour}
          style={{ background: colour, borderRadius: 4, border: '1px solid rgb(0 0 0 / 0.15)' }}
        />
      ))}
    </Group>
  );
}

/**
 * The merchants a staff member works for (platform staff: all of them), issue 15 part 8. A row opens
 * the editor; platform ADMINs also create merchants here.
 */
export default function MerchantsPage() {
  const { t, i18n } = useTranslation();
  const { session } = useStaff();
  const navigate = useNavigate();
  const merchants = useQuery({
    queryKey: merchantsKey,
    queryFn: () => api<{ list: MerchantSummary[] }>('GET', '/merchants'),
  });
  const mayCreate = canEditMerchants(session.role) && session.merchantId === null;

  const columns: Column<MerchantSummary>[] = [
    {
      id: 'logo',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (m) => <Image src={m.logoUrl} alt="" w={72} h={28} fit="contain" />,
    },
    { id: 'code', header: t('merchants.code'), value: (m) => m.code },
    { id: 'name', header: t('merchants.name'), value: (m) => m.name },
    {
      id: 'colours',
      header: t('merchants.colours'),
      value: (m) => `${m.brand.primary} ${m.brand.primaryContrast} ${m.brand.accent}`,
      cell: (m) => <Swatches brand={m.brand} />,
    },
    { id: 'hosts', header: t('merchants.hosts'), value: (m) => m.hosts.join(', ') },
    { id: 'languages', header: t('merchants.languages'), value: (m) => m.languages.join(', ') },
    { id: 'currency', header: t('merchants.currency'), value: (m) => m.currency },
    {
      id: 'state',
      header: '',
      value: (m) => [m.demo ? 'demo' : '', m.maintenance ? 'maintenance' : ''].join(' ').trim(),
      cell: (m) => (
        <Group gap={4}>
          {m.demo && (
            <Badge variant="light" color="grape">
              {t('merchants.demo')}
            </Badge>
          )}
          {m.maintenance && (
            <Badge variant="light" color="orange">
              {t('merchants.maintenance')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'updatedAt',
      header: t('merchants.updatedAt'),
      value: (m) => m.updatedAt,
      cell: (m) => formatTime(m.updatedAt, i18n.language),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('merchants.title')}</Title>
        {mayCreate && <Button onClick={() => navigate('/merchants/new')}>{t('merchants.new')}</Button>}
      </Group>
      <Paper withBorder p="sm" radius="md">
        <QueryState query={merchants}>
          {(data) => (
            <DataTable
              rows={data.list}
              columns={columns}
              rowKey={(m) => String(m.id)}
              onRowClick={(m) => navigate(`/merchants/${m.id}`)}
              csvName="merchants"
              empty={t('merchants.none')}
            />
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
