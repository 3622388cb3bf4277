import {
  type ContentHelpItem,
  type ContentHelpList,
  type ContentNotice,
  type ContentNoticeList,
  HELP_DEVICES,
} from '@ficha/contract';
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatTime } from '@/lib/format';
import { HelpForm, NoticeForm } from './article-forms';
import { windowState } from './banners-tab';
import { showingNow } from './content-form';
import { EditModal, ListHeader, useContentList } from './content-list';
import { ContentTable } from './content-table';
import { PhonePreview } from './phone-preview';
import { RefusedAlert } from './use-content-form';

/** The marquee's notices in every language, with the phone's marquee as it reads now. */
export function NoticesTab() {
  const { t, i18n } = useTranslation();
  const { merchant, merchantId, canWrite, editing, setEditing, close, query, remove } = useContentList<
    ContentNotice,
    ContentNoticeList
  >('notices');
  return (
    <QueryState query={query}>
      {({ list, languages }) => (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Stack style={{ flex: 1, minWidth: 0 }} gap="sm">
            <ListHeader
              intro={t('content.notices.intro')}
              newLabel={t('content.notices.new')}
              canWrite={canWrite}
              onNew={() => setEditing('new')}
            />
            {remove.error && <RefusedAlert error={remove.error} />}
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
          <EditModal
            editing={editing}
            onClose={close}
            titles={{ new: t('content.notices.new'), edit: t('content.notices.edit') }}
            size="xl"
          >
            {(notice) => (
              <NoticeForm notice={notice} languages={languages} merchantId={merchantId} onDone={close} />
            )}
          </EditModal>
        </Group>
      )}
    </QueryState>
  );
}

/** The help centre's articles, one language and device at a time. */
export function HelpTab() {
  const { t } = useTranslation();
  const { merchantId, canWrite, editing, setEditing, close, query, remove } = useContentList<
    ContentHelpItem,
    ContentHelpList
  >('help');
  const [device, setDevice] = useState<(typeof HELP_DEVICES)[number]>('MOBILE');
  const [language, setLanguage] = useState<string | null>(null);
  return (
    <QueryState query={query}>
      {({ list, languages }) => {
        const shown = language ?? languages[0] ?? 'PT';
        const rows = list.filter((h) => h.device === device && h.language === shown);
        return (
          <Stack gap="sm">
            <ListHeader
              intro={
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
              }
              newLabel={t('content.help.new')}
              canWrite={canWrite}
              onNew={() => setEditing('new')}
            />
            {remove.error && <RefusedAlert error={remove.error} />}
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
            <EditModal
              editing={editing}
              onClose={close}
              titles={{ new: t('content.help.new'), edit: t('content.help.edit') }}
              size="90%"
            >
              {(item) => (
                <HelpForm item={item} languages={languages} merchantId={merchantId} onDone={close} />
              )}
            </EditModal>
          </Stack>
        );
      }}
    </QueryState>
  );
}
