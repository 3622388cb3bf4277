import type { PaymentSettings } from '@ficha/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { PaymentSettingsForm } from './payment-settings-form';

/** Payment gateway settings of the merchant the console looks at (issue 15 part 5; ADMIN). */
export default function PaymentSettingsPage() {
  const { t } = useTranslation();
  const { merchant } = useStaff();
  const queryClient = useQueryClient();
  const key = ['payment-settings', merchant?.id];
  const settings = useQuery({
    queryKey: key,
    queryFn: () => api<PaymentSettings>('GET', `/merchants/${merchant?.id}/payment-settings`),
    enabled: merchant !== undefined,
  });
  return (
    <Stack gap="md">
      <Title order={3}>{t('paymentSettings.title', { name: merchant?.name ?? '' })}</Title>
      {!merchant ? (
        <Text c="dimmed">{t('paymentSettings.noMerchant')}</Text>
      ) : (
        <Paper withBorder p="md" radius="md" maw={900}>
          <QueryState query={settings}>
            {(s) => (
              <PaymentSettingsForm
                // A new version (saved here or reloaded) starts the form again from the server's values.
                key={`${s.merchantId}-${s.version}`}
                settings={s}
                onSaved={(next) => {
                  queryClient.setQueryData(key, next);
                  notifications.show({ color: 'green', message: t('paymentSettings.saved') });
                }}
                onReload={() => void settings.refetch()}
              />
            )}
          </QueryState>
        </Paper>
      )}
    </Stack>
  );
}
