import { KYC_DOCUMENT_KINDS, type KycCase, type KycDecision } from '@ficha/contract';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { KycDocumentView } from './kyc-document';

const PATHS: Record<KycDecision, string> = {
  APPROVE: 'approve',
  REJECT: 'reject',
  REQUEST_MORE: 'request-more',
};
export const STATUS_COLORS: Record<string, string> = {
  NOT_STARTED: 'gray',
  PENDING: 'orange',
  MORE_INFO_REQUESTED: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** One case: the details the member gave, the files, and the three decisions with their reason. */
export function KycCaseView({ memberId, onDecided }: { memberId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const kase = useQuery({
    queryKey: ['kyc', 'case', memberId],
    queryFn: () => api<KycCase>('GET', `/kyc/cases/${memberId}`),
  });
  return (
    <QueryState query={kase}>{(data) => <CaseBody kase={data} onDecided={onDecided} t={t} />}</QueryState>
  );
}

function CaseBody({
  kase,
  onDecided,
  t,
}: {
  kase: KycCase;
  onDecided: () => void;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: KycDecision) =>
      api<KycCase>('POST', `/kyc/cases/${kase.memberId}/${PATHS[decision]}`, { body: { reason } }),
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t(`kyc.decided.${result.status}`) });
      setReason('');
      queryClient.setQueryData(['kyc', 'case', kase.memberId], result);
      void queryClient.invalidateQueries({ queryKey: ['kyc', 'queue'] });
      onDecided();
    },
  });
  const pending = kase.status === 'PENDING';
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[kase.status]} variant="light">
          {t(`kyc.statuses.${kase.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {kase.merchantCode} · {kase.username}
        </Text>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Fact label={t('kyc.fullName')} value={kase.fullName ?? '—'} />
        <Fact label={t('kyc.cpf')} value={kase.cpf ?? '—'} />
        <Fact
          label={t('kyc.birthDate')}
          value={kase.birthDate ? `${kase.birthDate} (${t('kyc.age', { age: kase.age ?? '?' })})` : '—'}
        />
        <Fact
          label={t('kyc.submittedAt')}
          value={kase.submittedAt ? formatTime(kase.submittedAt, i18n.language) : '—'}
        />
        <Fact label={t('kyc.rule')} value={t(`kyc.rules.${kase.rule}`)} />
        <Fact label={t('kyc.provider')} value={kase.provider ?? '—'} />
      </SimpleGrid>
      <Alert color="gray" variant="light">
        {t('kyc.manualNote')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {[...kase.documents]
          .sort((a, b) => KYC_DOCUMENT_KINDS.indexOf(a.kind) - KYC_DOCUMENT_KINDS.indexOf(b.kind))
          .map((d) => (
            <KycDocumentView key={d.kind} memberId={kase.memberId} document={d} />
          ))}
      </SimpleGrid>
      {kase.reason && !pending && (
        <Text size="sm">
          <strong>{t('kyc.lastReason')}</strong> {kase.reason}
        </Text>
      )}
      {pending && (
        <>
          <Textarea
            label={t('kyc.reasonLabel')}
            description={t('kyc.reasonHint')}
            value={reason}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {decide.isError && <Alert color="red">{decide.error.message || t('common.errorText')}</Alert>}
          <Group justify="flex-end">
            {(['REQUEST_MORE', 'REJECT', 'APPROVE'] as const).map((decision) => (
              <Button
                key={decision}
                color={decision === 'APPROVE' ? 'green' : decision === 'REJECT' ? 'red' : 'yellow'}
                variant={decision === 'APPROVE' ? 'filled' : 'light'}
                loading={decide.isPending && decide.variables === decision}
                disabled={reason.trim().length < 3 || decide.isPending}
                onClick={() => decide.mutate(decision)}
              >
                {t(`kyc.actions.${decision}`)}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
