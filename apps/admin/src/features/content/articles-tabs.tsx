import {
  type ContentHelpItem,
  type ContentHelpList,
  type ContentNotice,
  type ContentNoticeList,
  HELP_DEVICES,
} from '@ficha/contract';
import { Alert, Badge, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { may } from '@/lib/navigation';
import { HelpForm, NoticeForm } from './article-forms';
import { windowState } from './banners-tab';
import { contentKey, readContent, useContentChange } from './content-api';
import { showingNow } from './content-form';
import { ContentTable } from './content-table';
import { PhonePreview } from './phone-preview';

/** The marquee's notices in every language, with the phone's marquee as it reads now. */
export function NoticesTab() {
  const { t, i18n } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canWrite = may(session.role, 'content.write');
  const [editing, setEditing] = useState<ContentNotice | 'new' | null>(null);
  const query = useQuery({
    queryKey: contentKey('notices', merchantId),
    queryFn: () => readContent<ContentNoticeList>('notices', merchantId),
  });
  const remove = useContentChange('notices', (n: ContentNotice) =>
    api('DELETE', `/content/notices/${n.id}`, { params: { version: n.version } }),
  );
  return (
    <QueryState query={query}>
      {({ list, languages }) => (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Stack style={{ flex: 1, minWidth: 0 }} gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('content.notices.intro')}
              </Text>
              {canWrite && <Button onClick={() => setEditing('new')}>{t('content.notices.new')}</Button>}
            </Group>
            {remove.error && (
              <Alert color="red" role="alert" title={t('content.refused')}>
                {remove.error.message}
              </Alert>
            )}
            <ContentTable
              rows={list}
              empty={t('content.notices.empty')}
              canWrite={canWrite}
              onEdit={setEditing}
              onDelete={(n) => remove.mutate(n)}
              label={(n) => n.title}
              columns={[
                { header: t('content.language'), cell: (n) => n.language },
                { header: t('content.notices.title'), cell: (n) => n.title },
                { header: t('content.order'), cell: (n) => n.sort },
                {
                  header: t('content.window'),
                  cell: (n) => (
                    <Text size="xs">
                      {n.startsAt ? formatTime(n.startsAt, i18n.language) : '…'} –{' '}
                      {n.endsAt ? formatTime(n.endsAt, i18n.language) : '…'}
                    </Text>
                  ),
                },
                {
                  header: t('content.state'),
                  cell: (n) => <Badge variant="light">{t(`content.states.${windowState(n)}`)}</Badge>,
                },
              ]}
            />
          </Stack>
          <Stack visibleFrom="lg">
            <PhonePreview
              merchantName={merchant?.name ?? ''}
              marquee={list.filter((n) => n.language === languages[0] && showingNow(n)).map((n) => n.title)}
            />
          </Stack>
          <Modal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing === 'new' ? t('content.notices.new') : t('content.notices.edit')}
            size="xl"
          >
            {editing !== null && (
              <NoticeForm
                notice={editing === 'new' ? undefined : editing}
                languages={languages}
                merchantId={merchantId}
                onDone={() => setEditing(null)}
              />
            )}
          </Modal>
        </Group>
      )}
    </QueryState>
  );
}

/** The help centre's articles, one language and device at a time. */
export function HelpTab() {
  const { t } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canWrite = may(session.role, 'content.write');
  const [editing, setEditing] = useState<ContentHelpItem | 'new' | null>(null);
  const [device, setDevice] = useState<(typeof HELP_DEVICES)[number]>('MOBILE');
  const [language, setLanguage] = useState<string | null>(null);
  const query = useQuery({
    queryKey: contentKey('help', merchantId),
    queryFn: () => readContent<ContentHelpList>('help', merchantId),
  });
  const remove = useContentChange('help', (h: ContentHelpItem) =>
    api('DELETE', `/content/help/${h.id}`, { params: { version: h.version } }),
  );
  return (
    <QueryState query={query}>
      {({ list, languages }) => {
        const shown = language ?? languages[0] ?? 'PT';
        const rows = list.filter((h) => h.device === device && h.language === shown);
        return (
          <Stack gap="sm">
            <Group justify="space-between">
              <Group>
                <SegmentedControl
                  size="xs"
                  data={languages}
                  value={shown}
                  onChange={setLanguage}
                  aria-label={t('content.language')}
                />
                <SegmentedControl
                  size="xs"
                  data={HELP_DEVICES.map((d) => ({ value: d, label: t(`content.help.devices.${d}`) }))}
                  value={device}
                  onChange={(v) => setDevice(v as typeof device)}
                  aria-label={t('content.help.device')}
                />
              </Group>
              {canWrite && <Button onClick={() => setEditing('new')}>{t('content.help.new')}</Button>}
            </Group>
            {remove.error && (
              <Alert color="red" role="alert" title={t('content.refused')}>
                {remove.error.message}
              </Alert>
            )}
            <ContentTable
              rows={rows}
              empty={t('content.help.empty')}
              canWrite={canWrite}
              onEdit={setEditing}
              onDelete={(h) => remove.mutate(h)}
              label={(h) => h.title}
              columns={[
                { header: t('content.order'), cell: (h) => h.sort },
                { header: t('content.help.title'), cell: (h) => h.title },
                { header: t('content.help.slug'), cell: (h) => <code>{h.slug}</code> },
              ]}
            />
            <Modal
              opened={editing !== null}
              onClose={() => setEditing(null)}
              title={editing === 'new' ? t('content.help.new') : t('content.help.edit')}
              size="90%"
            >
              {editing !== null && (
                <HelpForm
                  item={editing === 'new' ? undefined : editing}
                  languages={languages}
                  merchantId={merchantId}
                  onDone={() => setEditing(null)}
                />
              )}
            </Modal>
          </Stack>
        );
      }}
    </QueryState>
  );
}
