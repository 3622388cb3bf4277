import { isAgentType, type OpsAgent, type OpsAgentPage } from '@ficha/contract';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { RebatesModal } from './rebates-modal';
import { TransferModal } from './transfer-modal';

/**
 * The agent tree (issue 17 part 1): search an agent, open its downlines level by level, and move
 * chosen downlines (each with its whole team) under another agent (agents.manage; audited). An
 * agent's rebates open from its row (agentpay.read to see them, agentpay.contracts to change them).
 */
export default function AgentTreePage() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canMove = may(session.role, 'agents.manage');
  const canSeeRebates = may(session.role, 'agentpay.read');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  // The path opened so far: the agent searched, then the downline opened below it, ...
  const [path, setPath] = useState<OpsAgent[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const [rebatesOf, setRebatesOf] = useState<OpsAgent | null>(null);
  const current = path.at(-1);

  const agents = useQuery({
    queryKey: ['agents', merchantId, keyword],
    queryFn: () =>
      api<OpsAgentPage>('GET', '/agents', {
        params: { merchantId, keyword: keyword || undefined, pageSize: 50 },
      }),
    enabled: merchantId !== undefined,
  });
  const downlines = useQuery({
    queryKey: ['agents', merchantId, 'downlines', current?.id],
    queryFn: () =>
      api<OpsAgentPage>('GET', `/agents/${current?.id}/downlines`, { params: { merchantId, pageSize: 100 } }),
    enabled: merchantId !== undefined && current !== undefined,
  });

  const open = (agent: OpsAgent, fromTop: boolean) => {
    setPath(fromTop ? [agent] : [...path, agent]);
    setChosen([]);
  };
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  const rebates: Column<OpsAgent> = {
    id: 'rebates',
    header: '',
    value: () => null,
    noCsv: true,
    cell: (a) =>
      isAgentType(a.type) ? (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('agentsOps.rebatesOf', { account: a.account })}
          onClick={(e) => {
            e.stopPropagation();
            setRebatesOf(a);
          }}
        >
          {t('agentsOps.rebatesButton')}
        </Button>
      ) : null,
  };
  const fields: Column<OpsAgent>[] = [
    { id: 'account', header: t('agentsOps.account'), value: (a) => a.account },
    { id: 'nickname', header: t('agentsOps.nickname'), value: (a) => a.nickname },
    { id: 'type', header: t('agentsOps.type'), value: (a) => a.type },
    { id: 'upline', header: t('agentsOps.upline'), value: (a) => a.upline ?? '' },
    { id: 'direct', header: t('agentsOps.direct'), value: (a) => a.directCount, align: 'right' },
    { id: 'team', header: t('agentsOps.team'), value: (a) => a.teamSize, align: 'right' },
    {
      id: 'registeredAt',
      header: t('agentsOps.registeredAt'),
      value: (a) => a.registeredAt,
      cell: (a) => formatTime(a.registeredAt, i18n.language),
    },
  ];
  const base = canSeeRebates ? [...fields, rebates] : fields;
  const pick: Column<OpsAgent> = {
    id: 'pick',
    header: '',
    value: () => null,
    noCsv: true,
    cell: (a) => (
      <Checkbox
        aria-label={t('agentsOps.choose', { account: a.account })}
        checked={chosen.includes(a.id)}
        onChange={() => toggle(a.id)}
        onClick={(e) => e.stopPropagation()}
      />
    ),
  };

  return (
    <Stack gap="md">
      <Title order={3}>{t('agentsOps.title')}</Title>
      <Paper withBorder p="sm" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(draft.trim());
          }}
        >
          <Group align="end">
            <TextInput
              label={t('agentsOps.search')}
              value={draft}
              maxLength={30}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit">{t('agentsOps.searchButton')}</Button>
          </Group>
        </form>
        <QueryState query={agents}>
          {(data) => (
            <DataTable
              rows={data.list}
              columns={base}
              rowKey={(a) => String(a.id)}
              onRowClick={(a) => open(a, true)}
              csvName="agents"
              empty={t('agentsOps.noAgents')}
            />
          )}
        </QueryState>
      </Paper>
      {current && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Group gap={4}>
              {path.map((a, i) => (
                <Button
                  key={a.id}
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setPath(path.slice(0, i + 1))}
                >
                  {i > 0 ? '› ' : ''}
                  {a.account}
                </Button>
              ))}
            </Group>
            {canMove && (
              <Button disabled={chosen.length === 0} onClick={() => setMoving(true)}>
                {t('agentsOps.move', { count: chosen.length })}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('agentsOps.downlinesOf', { account: current.account })}
          </Text>
          <QueryState query={downlines}>
            {(data) => (
              <DataTable
                rows={data.list}
                columns={canMove ? [pick, ...base] : base}
                rowKey={(a) => String(a.id)}
                onRowClick={(a) => open(a, false)}
                csvName={`downlines-${current.account}`}
                empty={t('agentsOps.noDownlines')}
              />
            )}
          </QueryState>
        </Paper>
      )}
      {rebatesOf && (
        <RebatesModal
          agent={rebatesOf}
          canEdit={may(session.role, 'agentpay.contracts')}
          onClose={() => setRebatesOf(null)}
        />
      )}
      {moving && merchantId !== undefined && (
        <TransferModal
          merchantId={merchantId}
          memberIds={chosen}
          onClose={(moved) => {
            setMoving(false);
            if (moved) setChosen([]);
          }}
        />
      )}
    </Stack>
  );
}
