import {
  AGENT_CONTRACT_KINDS,
  AGENT_MAX_NOTICE_DAYS,
  type AgentContract,
  type OpsAgentPage,
} from '@ficha/contract';
import { Input, Modal, SegmentedControl, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, RefusableForm } from '@/components/refusable-form';
import { ApiError, api } from '@/lib/api-client';
import { checkOffer, newOffer, type OfferBody, type OfferDraft } from './contract-offer';
import { ContractTiersEditor } from './contract-tiers-editor';

/**
 * The operator offers an agent a salary or dividend contract (issue 17 part 3): it waits for the
 * agent's answer. Checked like the server checks it before sending; the server's refusal
 * (overlapping tiers, an offer of that kind already pending, not an agent) shows in the form.
 */
export function ContractOfferModal({
  merchantId,
  onClose,
}: {
  merchantId: number;
  onClose: (offered: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<OfferDraft>(newOffer);
  const [submitted, setSubmitted] = useState(false);
  const set = (change: Partial<OfferDraft>) => setDraft((d) => ({ ...d, ...change }));

  // The agent is found by its username, as the agent tree finds it.
  const agents = useQuery({
    queryKey: ['agents', merchantId, 'targets', search],
    queryFn: () =>
      api<OpsAgentPage>('GET', '/agents', {
        params: { merchantId, keyword: search || undefined, pageSize: 20 },
      }),
  });
  const offer = useMutation({
    mutationFn: (body: OfferBody) => api<AgentContract>('POST', '/agent-pay/contracts', { body }),
    onSuccess: (contract) => {
      notifications.show({
        color: 'green',
        message: t('agentPay.offer.sent', { username: contract.username }),
      });
      void queryClient.invalidateQueries({ queryKey: ['agent-contracts', merchantId] });
      onClose(true);
    },
  });

  const checked = checkOffer(draft);
  const issues = submitted ? checked.issues : new Set<string>();
  const refusal =
    offer.error instanceof ApiError
      ? t(`agentPay.refusals.${offer.error.code}`, {
          defaultValue: offer.error.message || t('common.errorText'),
        })
      : null;

  return (
    <Modal opened onClose={() => onClose(false)} title={t('agentPay.offer.title')} size="xl" centered>
      <RefusableForm
        refusal={refusal}
        onSubmit={() => {
          setSubmitted(true);
          if (checked.body) offer.mutate(checked.body);
        }}
      >
        <Select
          label={t('agentPay.offer.agent')}
          placeholder={t('agentPay.offer.agentHint')}
          searchable
          data-autofocus
          searchValue={search}
          onSearchChange={setSearch}
          value={draft.memberId}
          onChange={(memberId) => set({ memberId })}
          // The label is the username alone: once chosen it becomes the search, and still finds it.
          data={(agents.data?.list ?? []).map((a) => ({ value: String(a.id), label: a.account }))}
          nothingFoundMessage={agents.isPending ? t('common.loading') : t('agentsOps.noAgents')}
          error={issues.has('memberId') ? t('agentPay.offer.agentRequired') : null}
        />
        <Input.Wrapper label={t('agentPay.kind')}>
          <SegmentedControl
            fullWidth
            value={draft.kind}
            onChange={(kind) => set({ kind: kind as OfferDraft['kind'] })}
            data={AGENT_CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentPay.kinds.${k}`) }))}
          />
        </Input.Wrapper>
        <ContractTiersEditor
          kind={draft.kind}
          tiers={draft.tiers}
          issues={issues}
          onChange={(tiers) => set({ tiers })}
        />
        <TextInput
          label={t('agentPay.offer.noticeDays')}
          description={t('agentPay.offer.noticeHint', { max: AGENT_MAX_NOTICE_DAYS })}
          inputMode="numeric"
          w={220}
          value={draft.noticeDays}
          onChange={(e) => set({ noticeDays: e.currentTarget.value })}
          error={
            issues.has('noticeDays')
              ? t('agentPay.offer.noticeInvalid', { max: AGENT_MAX_NOTICE_DAYS })
              : null
          }
        />
        <Textarea
          label={t('common.reason')}
          value={draft.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={issues.has('reason') ? t('common.reasonRequired') : null}
          autosize
          minRows={2}
          maxLength={500}
        />
        <FormActions
          submitLabel={t('agentPay.offer.send')}
          pending={offer.isPending}
          onCancel={() => onClose(false)}
        />
      </RefusableForm>
    </Modal>
  );
}
