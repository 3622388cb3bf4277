import { AGENT_MAX_TIERS, type AgentContractKind } from '@ficha/contract';
import { ActionIcon, Button, Group, Input, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyTier, type TierDraft } from './contract-offer';

/**
 * The tiers of an offered contract: minimum team turnover, minimum active players, then what the
 * tier pays (an amount for salaries, a share percent of the net loss for dividends). One row at
 * least, AGENT_MAX_TIERS at most; the server refuses tiers that overlap.
 */
export function ContractTiersEditor({
  kind,
  tiers,
  issues,
  onChange,
}: {
  kind: AgentContractKind;
  tiers: TierDraft[];
  /** Paths of faulty fields, as checkOffer gives them. */
  issues: Set<string>;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const dividend = kind === 'DIVIDEND';
  const edit = (index: number, field: keyof TierDraft, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const paysLabel = dividend ? t('agentPay.offer.sharePercent') : t('agentPay.offer.amount');
  const bad = (i: number, field: string) => issues.has(`tiers.${i}.${field}`);

  return (
    <Input.Wrapper
      label={t('agentPay.offer.tiers')}
      description={t('agentPay.offer.tiersHint', { max: AGENT_MAX_TIERS })}
      error={issues.has('tiers') ? t('agentPay.offer.tiersCount', { max: AGENT_MAX_TIERS }) : null}
    >
      <Stack gap="xs" mt={4}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('agentPay.offer.minTurnover')}</Table.Th>
              <Table.Th>{t('agentPay.offer.minActivePlayers')}</Table.Th>
              <Table.Th>{paysLabel}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tiers.map((tier, i) => (
              // Rows have no identity of their own but their place: tier i is the i-th typed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={i}>
                <Table.Td>
                  <Text size="sm">{i + 1}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('agentPay.offer.minTurnoverOf', { n: i + 1 })}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={tier.minTurnover}
                    onChange={(e) => edit(i, 'minTurnover', e.currentTarget.value)}
                    error={bad(i, 'minTurnover') ? t('agentPay.offer.moneyInvalid') : null}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('agentPay.offer.minActivePlayersOf', { n: i + 1 })}
                    inputMode="numeric"
                    value={tier.minActivePlayers}
                    onChange={(e) => edit(i, 'minActivePlayers', e.currentTarget.value)}
                    error={bad(i, 'minActivePlayers') ? t('agentPay.offer.playersInvalid') : null}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t(dividend ? 'agentPay.offer.sharePercentOf' : 'agentPay.offer.amountOf', {
                      n: i + 1,
                    })}
                    inputMode={dividend ? 'numeric' : 'decimal'}
                    placeholder={dividend ? '1-100' : '0.00'}
                    rightSection={dividend ? '%' : undefined}
                    value={tier.pays}
                    onChange={(e) => edit(i, 'pays', e.currentTarget.value)}
                    error={
                      bad(i, 'amount')
                        ? t('agentPay.offer.amountInvalid')
                        : bad(i, 'sharePercent')
                          ? t('agentPay.offer.shareInvalid')
                          : null
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('agentPay.offer.removeTier', { n: i + 1 })}
                    disabled={tiers.length === 1}
                    onClick={() => onChange(tiers.filter((_, j) => j !== i))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={tiers.length >= AGENT_MAX_TIERS}
            onClick={() => onChange([...tiers, emptyTier()])}
          >
            {t('agentPay.offer.addTier')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
