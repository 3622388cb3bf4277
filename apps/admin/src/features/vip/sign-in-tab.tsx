import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format';
import { may } from '@/lib/navigation';
import { SignInEditor } from './sign-in-editor';
import { useSignInConfig, useVipMerchant } from './vip-api';

/**
 * The sign-in calendar tab: what each day of a streak pays, whether a missed day resets it, and
 * the licence's notice when the merchant may not run one (issue 18, "jurisdiction first").
 */
export function SignInTab() {
  const { t, i18n } = useTranslation();
  const { role } = useVipMerchant();
  const calendar = useSignInConfig();
  const [editing, setEditing] = useState(false);
  const mayManage = may(role, 'vip.manage');

  return (
    <QueryState query={calendar}>
      {(config) => (
        <Stack gap="sm">
          {config.notice && (
            <Alert color="yellow" title={t('vipOps.signIn.forbidden')}>
              {config.notice}
            </Alert>
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Badge color={config.enabled ? 'green' : 'gray'} variant="light">
                {t(config.enabled ? 'vipOps.on' : 'vipOps.off')}
              </Badge>
              <Text size="sm">
                {t(config.resetOnMiss ? 'vipOps.signIn.resets' : 'vipOps.signIn.keeps')}
                {' · '}
                {t('vipOps.rules.multiple', { times: config.turnoverMultiple })}
              </Text>
            </Group>
            {mayManage && (
              <Button size="xs" onClick={() => setEditing(true)}>
                {t('vipOps.signIn.edit')}
              </Button>
            )}
          </Group>
          {config.rewards.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('vipOps.signIn.none')}
            </Text>
          ) : (
            <Table fz="sm" striped maw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vipOps.signIn.day')}</Table.Th>
                  <Table.Th ta="right">{t('vipOps.signIn.reward')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {config.rewards.map((reward, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a reward's day is its place in the list
                  <Table.Tr key={`day-${i + 1}`}>
                    <Table.Td>{t('vipOps.signIn.dayN', { day: i + 1 })}</Table.Td>
                    <Table.Td ta="right">{formatMoney(reward, config.currency, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {!mayManage && (
            <Text size="xs" c="dimmed">
              {t('vipOps.readOnly')}
            </Text>
          )}
          {editing && <SignInEditor config={config} onClose={() => setEditing(false)} />}
        </Stack>
      )}
    </QueryState>
  );
}
