import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LeaderboardsTab } from './leaderboards-tab';
import { PayoutsTab } from './payouts-tab';
import { SignInTab } from './sign-in-tab';
import { VipLevelsTab } from './vip-levels-tab';

/**
 * VIP and rewards (issue 18 part 4) over /ops/api/v1/vip, /sign-in and /leaderboards: the VIP
 * levels and their rules, the daily sign-in calendar, the leaderboards, and the rewards they paid.
 * Reading needs vip.read; changing vip.manage; runs that pay now vip.pay (the server checks each).
 */
export default function VipPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3}>{t('vipOps.title')}</Title>
      <Paper withBorder p="sm" radius="md">
        <Tabs defaultValue="levels" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="levels">{t('vipOps.tabs.levels')}</Tabs.Tab>
            <Tabs.Tab value="sign-in">{t('vipOps.tabs.signIn')}</Tabs.Tab>
            <Tabs.Tab value="leaderboards">{t('vipOps.tabs.leaderboards')}</Tabs.Tab>
            <Tabs.Tab value="payouts">{t('vipOps.tabs.payouts')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="levels">
            <VipLevelsTab />
          </Tabs.Panel>
          <Tabs.Panel value="sign-in">
            <SignInTab />
          </Tabs.Panel>
          <Tabs.Panel value="leaderboards">
            <LeaderboardsTab />
          </Tabs.Panel>
          <Tabs.Panel value="payouts">
            <PayoutsTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
