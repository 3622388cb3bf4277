import type { RgLimitChange, RgOpsMemberState } from '@ficha/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { RegisterImport } from './register-import';

/**
 * Responsible gaming in the console (issue 19 parts 1 and 2): a player's limits (their own, the
 * operator's stricter one, what is used and what waits for its cooling-off), the time-out or
 * self-exclusion in force, the operator's stricter limits and a reopening request (rg.manage),
 * and the import of the self-exclusion register (platform staff).
 */
export default function RgPage() {
  const { t } = useTranslation();
  const { session } = useStaff();
  const [input, setInput] = useState('');
  const [memberId, setMemberId] = useState<string | null>(null);
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{1,18}$/.test(input.trim())) setMemberId(input.trim());
  };
  return (
    <Stack>
      <Title order={2}>{t('rgOps.title')}</Title>
      <Paper withBorder p="md">
        <form onSubmit={lookUp}>
          <Group align="end">
            <TextInput
              label={t('rgOps.memberId')}
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              inputMode="numeric"
            />
            <Button type="submit">{t('rgOps.lookUp')}</Button>
          </Group>
        </form>
      </Paper>
      {memberId && <MemberRg memberId={memberId} canManage={may(session.role, 'rg.manage')} />}
      {session.merchantId === null && may(session.role, 'rg.manage') && <RegisterImport />}
    </Stack>
  );
}

function MemberRg({ memberId, canManage }: { memberId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useQuery({
    queryKey: ['rg-member', memberId],
    queryFn: () => api<RgOpsMemberState>('GET', `/rg/members/${memberId}`),
  });
  return (
    <QueryState query={state}>
      {(data) => (
        <Paper withBorder p="md">
          <Stack>
            <Title order={3}>{t('rgOps.player', { id: data.memberId })}</Title>
            {data.exclusion ? (
              <Alert color="orange" title={t(`rgOps.exclusion.${data.exclusion.kind}`)}>
                {data.exclusion.endsAt
                  ? t('rgOps.until', { when: formatTime(data.exclusion.endsAt, i18n.language) })
                  : t('rgOps.indefinite')}
                {data.exclusion.reopensAt &&
                  ` ${t('rgOps.reopensAt', { when: formatTime(data.exclusion.reopensAt, i18n.language) })}`}
              </Alert>
            ) : (
              <Badge color="green" variant="light">
                {t('rgOps.noExclusion')}
              </Badge>
            )}
            <LimitsTable data={data} memberId={memberId} canManage={canManage} />
            {canManage && data.exclusion?.kind === 'SELF_EXCLUSION' && !data.exclusion.reopensAt && (
              <Reopen memberId={memberId} />
            )}
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}

/** Money limits are typed as amounts, the session limit in minutes; empty lifts the operator's limit. */
function LimitsTable({
  data,
  memberId,
  canManage,
}: {
  data: RgOpsMemberState;
  memberId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const key = (l: { kind: string; period: string }) => `${l.kind}:${l.period}`;
  const save = useMutation({
    mutationFn: (limits: RgLimitChange[]) =>
      api<RgOpsMemberState>('PUT', `/rg/members/${memberId}/limits`, { body: { limits, reason } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['rg-member', memberId], answer);
      setDrafts({});
      setReason('');
      notifications.show({ color: 'green', message: t('rgOps.saved') });
    },
  });
  const changes = data.limits
    .filter((l) => drafts[key(l)] !== undefined && drafts[key(l)] !== (l.operatorAmount ?? ''))
    .map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: drafts[key(l)]!.trim() === '' ? null : drafts[key(l)]!.trim().replace(',', '.'),
    })) as RgLimitChange[];
  return (
    <Stack>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rgOps.limit')}</Table.Th>
            <Table.Th>{t('rgOps.own')}</Table.Th>
            <Table.Th>{t('rgOps.operator')}</Table.Th>
            <Table.Th>{t('rgOps.used')}</Table.Th>
            <Table.Th>{t('rgOps.pending')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.limits.map((l) => (
            <Table.Tr key={key(l)}>
              <Table.Td>{t(`rgOps.kind.${l.kind}`, { period: t(`rgOps.period.${l.period}`) })}</Table.Td>
              <Table.Td>{l.amount ?? '—'}</Table.Td>
              <Table.Td>
                {canManage ? (
                  <TextInput
                    size="xs"
                    aria-label={t('rgOps.operatorOf', {
                      limit: t(`rgOps.kind.${l.kind}`, { period: t(`rgOps.period.${l.period}`) }),
                    })}
                    value={drafts[key(l)] ?? l.operatorAmount ?? ''}
                    onChange={(e) => setDrafts({ ...drafts, [key(l)]: e.currentTarget.value })}
                  />
                ) : (
                  (l.operatorAmount ?? '—')
                )}
              </Table.Td>
              <Table.Td>{l.used}</Table.Td>
              <Table.Td>{l.pending ? (l.pending.amount ?? t('rgOps.removal')) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canManage && (
        <Group align="end">
          <TextInput
            label={t('rgOps.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            onClick={() => save.mutate(changes)}
            loading={save.isPending}
            disabled={changes.length === 0 || reason.trim().length < 3}
          >
            {t('rgOps.saveLimits')}
          </Button>
        </Group>
      )}
      {save.isError && <Alert color="red">{save.error.message}</Alert>}
    </Stack>
  );
}

function Reopen({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const reopen = useMutation({
    mutationFn: () => api<RgOpsMemberState>('POST', `/rg/members/${memberId}/reopen`, { body: { reason } }),
    onSuccess: (answer) => queryClient.setQueryData(['rg-member', memberId], answer),
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={t('rgOps.reopenReason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Group>
        <Button
          variant="light"
          onClick={() => reopen.mutate()}
          loading={reopen.isPending}
          disabled={reason.trim().length < 3}
        >
          {t('rgOps.reopen')}
        </Button>
      </Group>
      {reopen.isError && <Alert color="red">{reopen.error.message}</Alert>}
    </Stack>
  );
}
