import {
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Select,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { type ConsoleLanguage, saveLanguage } from '@/i18n/i18n';
import { setApiLanguage } from '@/lib/api-client';
import { navItemsFor } from '@/lib/navigation';
import { useSession } from './session';

/**
 * The signed-in console: a header (merchant switcher, language, who is signed in) and the menu of
 * the screens the staff member's role opens; collapsible on a tablet.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { token, session, isLoading, signOut, merchantId, setMerchantId } = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();

  if (!token) return <Navigate to="/login" replace />;
  if (isLoading || !session) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const items = navItemsFor(session.role);
  // The dashboard is the landing screen; a role without it lands on its first screen instead.
  const landing = items[0];
  if (location.pathname === '/' && landing && landing.path !== '/')
    return <Navigate to={landing.path} replace />;
  const changeLanguage = (language: string) => {
    saveLanguage(language as ConsoleLanguage);
    setApiLanguage(language as ConsoleLanguage);
    void i18n.changeLanguage(language);
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 210, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.menu')} />
            <Title order={4}>Ficha</Title>
            <Text c="dimmed" size="sm" visibleFrom="sm">
              {t('nav.backOffice')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {session.merchants.length > 1 ? (
              <Select
                aria-label={t('nav.merchant')}
                size="xs"
                w={170}
                allowDeselect={false}
                data={session.merchants.map((m) => ({
                  value: String(m.id),
                  label: `${m.name} (${m.currency})`,
                }))}
                value={merchantId ? String(merchantId) : null}
                onChange={(value) => value && setMerchantId(Number(value))}
              />
            ) : (
              <Text size="sm" fw={500}>
                {session.merchants[0]?.name}
              </Text>
            )}
            <SegmentedControl
              size="xs"
              value={i18n.language}
              onChange={changeLanguage}
              data={[
                { value: 'PT', label: 'PT' },
                { value: 'EN', label: 'EN' },
              ]}
              aria-label={t('nav.language')}
            />
            <Text size="sm" visibleFrom="sm">
              {session.username}
            </Text>
            <Badge variant="light">{t(`roles.${session.role}`, { defaultValue: session.role })}</Badge>
            <Button size="xs" variant="subtle" onClick={signOut}>
              {t('nav.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The menu outgrows a laptop screen's height: it scrolls on its own, the page stays. */}
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(item.label)}
              onClick={close}
              active={item.path === '/' ? location.pathname === '/' : location.pathname.startsWith(item.path)}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
