import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { HelpTab, NoticesTab } from './articles-tabs';
import { BannersTab } from './banners-tab';
import { ServiceTab } from './service-tab';
import { SiteLinksTab } from './site-links-tab';

const TABS = ['banners', 'notices', 'help', 'service', 'site'] as const;

/**
 * What the player site shows (issue 15 part 6): banners, notices, help, customer service, app
 * links and footer images, one tab each (the tab is in the address, so a link opens it).
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const current = TABS.find((x) => x === tab) ?? 'banners';
  return (
    <Stack gap="md">
      <Title order={3}>{t('content.pageTitle')}</Title>
      <Tabs value={current} onChange={(v) => v && navigate(`/content/${v}`)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`content.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="banners" pt="md">
          <BannersTab />
        </Tabs.Panel>
        <Tabs.Panel value="notices" pt="md">
          <NoticesTab />
        </Tabs.Panel>
        <Tabs.Panel value="help" pt="md">
          <HelpTab />
        </Tabs.Panel>
        <Tabs.Panel value="service" pt="md">
          <ServiceTab />
        </Tabs.Panel>
        <Tabs.Panel value="site" pt="md">
          <SiteLinksTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
