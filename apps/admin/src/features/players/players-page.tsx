import { type PlayerRow, playerSearchQuerySchema } from '@ficha/contract';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'active' ? 'green' : 'red'} variant="light">
      {t(`players.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Player search (issue 15 part 4): username, mobile, CPF, e-mail or id, in the chosen merchant. */
export default function PlayersPage() {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [invalid, setInvalid] = useState(false);
  const search = { q, merchantId: merchant?.id };
  const results = useQuery({
    queryKey: ['players', search],
    queryFn: () => api<{ list: PlayerRow[] }>('GET', '/players', { params: search }),
    enabled: q !== '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = playerSearchQuerySchema.safeParse({ q: text });
    setInvalid(!parsed.success);
    if (parsed.success) setParams({ q: parsed.data.q });
  };

  const columns: Column<PlayerRow>[] = [
    { id: 'id', header: t('players.id'), value: (r) => r.id },
    { id: 'username', header: t('players.username'), value: (r) => r.username },
    { id: 'mobile', header: t('players.mobile'), value: (r) => r.mobile },
    { id: 'email', header: t('players.email'), value: (r) => r.email },
    { id: 'cpf', header: t('players.cpf'), value: (r) => r.cpf },
    {
      id: 'status',
      header: t('players.statusLabel'),
      value: (r) => r.status,
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'createdAt',
      header: t('players.createdAt'),
      value: (r) => r.createdAt,
      cell: (r) => formatTime(r.createdAt, i18n.language),
    },
    {
      id: 'lastLoginAt',
      header: t('players.lastLoginAt'),
      value: (r) => r.lastLoginAt,
      cell: (r) => formatTime(r.lastLoginAt, i18n.language),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={3}>{t('players.title')}</Title>
      <Paper withBorder p="sm" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label={t('players.search')}
              placeholder={t('players.searchHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={invalid ? t('players.searchInvalid') : null}
              w={420}
              autoFocus
            />
            <Button type="submit">{t('players.find')}</Button>
          </Group>
        </form>
      </Paper>
      {q === '' ? (
        <Text c="dimmed" size="sm">
          {t('players.searchFirst')}
        </Text>
      ) : (
        <ListTable
          query={results}
          columns={columns}
          rowKey={(r) => r.id}
          onRowClick={(r) => navigate(`/players/${r.id}`)}
          csvName={`players-${q}`}
          empty={t('players.none')}
        />
      )}
    </Stack>
  );
}
