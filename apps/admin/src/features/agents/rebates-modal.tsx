import type { AgentRebateSettings } from '@ficha/contract';
import { Divider, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatRate } from './rebate-rates';
import { RebatesForm } from './rebates-form';

/**
 * An agent's rebates (issue 17 part 2) from the agent tree: its rate per game type and its quotas,
 * editable with agentpay.contracts, and its direct downlines' rates, read-only (they bound the
 * agent's own rates from below).
 */
export function RebatesModal({
  agent,
  canEdit,
  onClose,
}: {
  agent: { id: number; account: string };
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['agent-rebates', agent.id],
    queryFn: () => api<AgentRebateSettings>('GET', `/agent-pay/agents/${agent.id}/rebates`),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agentsOps.rebates.title', { account: agent.account })}
      size="lg"
    >
      <QueryState query={settings}>
        {(data) => (
          <Stack>
            <RebatesForm memberId={agent.id} settings={data} canEdit={canEdit} onSaved={onClose} />
            <Divider />
            <DownlineRates downlines={data.downlines} />
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}

/** The direct downlines' rates: one column per game type any of them holds. */
function DownlineRates({ downlines }: { downlines: AgentRebateSettings['downlines'] }) {
  const { t, i18n } = useTranslation();
  const gameTypes = [...new Set(downlines.flatMap((d) => d.rates.map((r) => r.gameType)))].sort();
  return (
    <Stack gap="xs">
      <Title order={5}>{t('agentsOps.rebates.downlines')}</Title>
      {downlines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('agentsOps.noDownlines')}
        </Text>
      ) : (
        <Table striped aria-label={t('agentsOps.rebates.downlines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agentsOps.account')}</Table.Th>
              {gameTypes.map((g) => (
                <Table.Th key={g}>{g}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {downlines.map((d) => (
              <Table.Tr key={d.memberId}>
                <Table.Td>{d.username}</Table.Td>
                {gameTypes.map((g) => {
                  const rate = d.rates.find((r) => r.gameType === g);
                  return <Table.Td key={g}>{rate ? formatRate(rate.rateBp, i18n.language) : '—'}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
