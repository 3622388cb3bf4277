import { type PaymentSettings, type PaymentSettingsBody, paymentSettingsBodySchema } from '@ficha/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';

type Draft = Omit<PaymentSettingsBody, 'version'>;

const draftOf = (s: PaymentSettings): Draft => ({
  pixGateway: s.pixGateway,
  depositMethods: s.depositMethods.map((m) => ({
    id: m.id,
    minAmount: m.minAmount,
    maxAmount: m.maxAmount,
    active: m.active,
  })),
  withdrawMin: s.withdrawMin,
  withdrawMax: s.withdrawMax,
  withdrawDailyMax: s.withdrawDailyMax,
  reason: '',
});

/** The contract's messages of a failed parse, by field path ("withdrawMax", "depositMethods.0.maxAmount"). */
function issuesOf(body: unknown): Record<string, string> {
  const parsed = paymentSettingsBodySchema.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/**
 * A merchant's payment settings (issue 15 part 5): the PIX gateway, each deposit method's range and
 * switch, the withdrawal limits, and why. Checked with the contract's schema before it is sent; the
 * server's refusal (a sandbox on a merchant that is not a demo site, a newer change) is shown as
 * the server words it.
 */
export function PaymentSettingsForm({
  settings,
  onSaved,
  onReload,
}: {
  settings: PaymentSettings;
  onSaved: (next: PaymentSettings) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [submitted, setSubmitted] = useState(false);
  const body = { ...draft, version: settings.version };
  const issues = submitted ? issuesOf(body) : {};
  const save = useMutation({
    mutationFn: (b: PaymentSettingsBody) =>
      api<PaymentSettings>('PUT', `/merchants/${settings.merchantId}/payment-settings`, { body: b }),
    onSuccess: (next) => {
      setDraft(draftOf(next));
      setSubmitted(false);
      onSaved(next);
    },
  });
  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT';
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setMethod = (index: number, patch: Partial<Draft['depositMethods'][number]>) =>
    set({ depositMethods: draft.depositMethods.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
  const issue = (path: string) =>
    issues[path] ? t('paymentSettings.invalid', { detail: issues[path] }) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const parsed = paymentSettingsBodySchema.safeParse(body);
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <Stack gap="md">
        {save.error && (
          <Alert color="red" role="alert" title={t('paymentSettings.refused')}>
            {save.error.message || t('common.errorText')}
            {conflict && (
              <Button size="xs" variant="light" color="red" ml="sm" onClick={onReload}>
                {t('paymentSettings.reload')}
              </Button>
            )}
          </Alert>
        )}
        <Group align="flex-end">
          <Select
            label={t('paymentSettings.gateway')}
            w={320}
            allowDeselect={false}
            value={draft.pixGateway ?? ''}
            onChange={(v) => set({ pixGateway: v ? v : null })}
            data={[
              { value: '', label: t('paymentSettings.noGateway') },
              ...settings.gateways.map((g) => ({
                value: g.name,
                label: g.sandbox ? t('paymentSettings.sandboxLabel', { name: g.name }) : g.name,
              })),
            ]}
          />
          <Badge color={settings.demo ? 'yellow' : 'blue'} variant="light" mb={6}>
            {t(settings.demo ? 'paymentSettings.demoSite' : 'paymentSettings.liveSite')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('paymentSettings.sandboxNote')}
        </Text>

        <Text fw={600} size="sm">
          {t('paymentSettings.depositMethods')}
        </Text>
        {draft.depositMethods.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('paymentSettings.noMethods')}
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('paymentSettings.method')}</Table.Th>
                <Table.Th>{t('paymentSettings.min', { currency: settings.currency })}</Table.Th>
                <Table.Th>{t('paymentSettings.max', { currency: settings.currency })}</Table.Th>
                <Table.Th>{t('paymentSettings.offered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.depositMethods.map((m, i) => {
                const known = settings.depositMethods.find((k) => k.id === m.id);
                return (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      {known?.name}{' '}
                      <Text span c="dimmed" size="xs">
                        ({known?.code})
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`${known?.name} ${t('paymentSettings.minShort')}`}
                        value={m.minAmount}
                        onChange={(e) => setMethod(i, { minAmount: e.currentTarget.value })}
                        error={issue(`depositMethods.${i}.minAmount`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`${known?.name} ${t('paymentSettings.maxShort')}`}
                        value={m.maxAmount}
                        onChange={(e) => setMethod(i, { maxAmount: e.currentTarget.value })}
                        error={issue(`depositMethods.${i}.maxAmount`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${known?.name} ${t('paymentSettings.offered')}`}
                        checked={m.active}
                        onChange={(e) => setMethod(i, { active: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}

        <Text fw={600} size="sm">
          {t('paymentSettings.withdrawals')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('paymentSettings.withdrawMin', { currency: settings.currency })}
            value={draft.withdrawMin}
            onChange={(e) => set({ withdrawMin: e.currentTarget.value })}
            error={issue('withdrawMin')}
          />
          <TextInput
            label={t('paymentSettings.withdrawMax', { currency: settings.currency })}
            value={draft.withdrawMax}
            onChange={(e) => set({ withdrawMax: e.currentTarget.value })}
            error={issue('withdrawMax')}
          />
          <TextInput
            label={t('paymentSettings.withdrawDailyMax', { currency: settings.currency })}
            value={draft.withdrawDailyMax}
            onChange={(e) => set({ withdrawDailyMax: e.currentTarget.value })}
            error={issue('withdrawDailyMax')}
          />
        </SimpleGrid>
        <Textarea
          label={t('common.reason')}
          value={draft.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={issues.reason ? t('common.reasonRequired') : null}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('paymentSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
