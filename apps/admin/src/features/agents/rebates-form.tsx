import type { AgentRebateSettings } from '@ficha/contract';
import { Button, Group, Input, NativeSelect, Table, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusableForm } from '@/components/refusable-form';
import { ApiError, api } from '@/lib/api-client';
import { RebateQuotasEditor } from './rebate-quotas-editor';
import {
  checkRebates,
  draftOf,
  MAX_REBATE_PERCENT,
  REBATE_GAME_TYPES,
  type RebatesBody,
  type RebatesDraft,
} from './rebate-rates';

/**
 * The operator sets an agent's rate per game type and its quotas, with a reason for the audit log.
 * A rate cannot go above the upline's nor below a direct downline's for that game type: the server
 * refuses (AGENT_REBATE_ABOVE_UPLINE) and nothing changes. A rate set once is lowered to 0, not
 * removed: the server keeps every game type it was given.
 */
export function RebatesForm({
  memberId,
  settings,
  canEdit,
  onSaved,
}: {
  memberId: number;
  settings: AgentRebateSettings;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RebatesDraft>(() => draftOf(settings));
  const [submitted, setSubmitted] = useState(false);
  const set = (change: Partial<RebatesDraft>) => setDraft((d) => ({ ...d, ...change }));
  const checked = checkRebates(draft);
  const issues = submitted ? checked.issues : new Set<string>();
  const unused = REBATE_GAME_TYPES.filter((g) => !draft.rates.some((r) => r.gameType === g));

  const save = useMutation({
    mutationFn: (body: RebatesBody) =>
      api<AgentRebateSettings>('PUT', `/agent-pay/agents/${memberId}/rebates`, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['agent-rebates', memberId], saved);
      notifications.show({ color: 'green', message: t('agentsOps.rebates.saved') });
      onSaved();
    },
  });
  const refusal =
    save.error instanceof ApiError
      ? t(`agentsOps.rebates.refusals.${save.error.code}`, {
          defaultValue: save.error.message || t('common.errorText'),
        })
      : null;

  return (
    <RefusableForm
      refusal={refusal}
      onSubmit={() => {
        setSubmitted(true);
        if (checked.body) save.mutate(checked.body);
      }}
    >
      <Input.Wrapper
        label={t('agentsOps.rebates.rates')}
        description={t('agentsOps.rebates.ratesHint', { max: MAX_REBATE_PERCENT })}
      >
        {draft.rates.length === 0 && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('agentsOps.rebates.noRates')}
          </Text>
        )}
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {draft.rates.map((r, i) => (
              <Table.Tr key={r.gameType}>
                <Table.Td w={140}>
                  <Text size="sm">{r.gameType}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('agentsOps.rebates.rateOf', { gameType: r.gameType })}
                    inputMode="decimal"
                    rightSection="%"
                    w={160}
                    readOnly={!canEdit}
                    value={r.percent}
                    onChange={(e) => {
                      const percent = e.currentTarget.value;
                      set({ rates: draft.rates.map((x, j) => (j === i ? { ...x, percent } : x)) });
                    }}
                    error={
                      issues.has(`rates.${i}.rateBp`)
                        ? t('agentsOps.rebates.rateInvalid', { max: MAX_REBATE_PERCENT })
                        : null
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit && unused.length > 0 && (
          <NativeSelect
            aria-label={t('agentsOps.rebates.addGameType')}
            w={220}
            mt={4}
            value=""
            onChange={(e) => {
              const gameType = e.currentTarget.value;
              if (gameType) set({ rates: [...draft.rates, { gameType, percent: '0.00' }] });
            }}
            data={[
              { value: '', label: t('agentsOps.rebates.addGameType') },
              ...unused.map((g) => ({ value: g, label: g })),
            ]}
          />
        )}
      </Input.Wrapper>
      <RebateQuotasEditor
        quotas={draft.quotas}
        issues={issues}
        readOnly={!canEdit}
        onChange={(quotas) => set({ quotas })}
      />
      {canEdit && (
        <>
          <Textarea
            label={t('common.reason')}
            value={draft.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={issues.has('reason') ? t('common.reasonRequired') : null}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('agentsOps.rebates.save')}
            </Button>
          </Group>
        </>
      )}
    </RefusableForm>
  );
}
