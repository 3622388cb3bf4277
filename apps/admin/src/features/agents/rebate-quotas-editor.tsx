import { ActionIcon, Button, Input, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_REBATE_PERCENT, type QuotaDraft } from './rebate-rates';

/** The 50 quotas agentOpsRatesBodySchema accepts at most. */
const MAX_QUOTAS = 50;

/**
 * An agent's quotas: for each rate, how many of its direct downlines may hold that rate or more
 * (the agent's own updateDownlineRebates is refused past it). The list replaces the agent's quotas.
 */
export function RebateQuotasEditor({
  quotas,
  issues,
  readOnly,
  onChange,
}: {
  quotas: QuotaDraft[];
  /** Paths of faulty fields, as checkRebates gives them ('quotas.0.rateBp'). */
  issues: Set<string>;
  readOnly: boolean;
  onChange: (quotas: QuotaDraft[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (index: number, change: Partial<QuotaDraft>) =>
    onChange(quotas.map((q, i) => (i === index ? { ...q, ...change } : q)));

  return (
    <Input.Wrapper label={t('agentsOps.rebates.quotas')} description={t('agentsOps.rebates.quotasHint')}>
      {quotas.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('agentsOps.rebates.noQuotas')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agentsOps.rebates.rate')}</Table.Th>
              <Table.Th>{t('agentsOps.rebates.quota')}</Table.Th>
              <Table.Th>{t('agentsOps.rebates.used')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quotas.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label={t('agentsOps.rebates.quotaRateOf', { n: i + 1 })}
                    inputMode="decimal"
                    rightSection="%"
                    readOnly={readOnly}
                    value={q.percent}
                    onChange={(e) => edit(i, { percent: e.currentTarget.value })}
                    error={
                      issues.has(`quotas.${i}.rateBp`)
                        ? t('agentsOps.rebates.rateInvalid', { max: MAX_REBATE_PERCENT })
                        : null
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('agentsOps.rebates.quotaOf', { n: i + 1 })}
                    inputMode="numeric"
                    readOnly={readOnly}
                    value={q.quota}
                    onChange={(e) => edit(i, { quota: e.currentTarget.value })}
                    error={issues.has(`quotas.${i}.quota`) ? t('agentsOps.rebates.quotaInvalid') : null}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{q.used ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('agentsOps.rebates.removeQuota', { n: i + 1 })}
                      onClick={() => onChange(quotas.filter((_, j) => j !== i))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!readOnly && (
        <Button
          size="xs"
          variant="light"
          mt={4}
          disabled={quotas.length >= MAX_QUOTAS}
          onClick={() => onChange([...quotas, { percent: '', quota: '' }])}
        >
          {t('agentsOps.rebates.addQuota')}
        </Button>
      )}
    </Input.Wrapper>
  );
}
