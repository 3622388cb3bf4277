import type { ContentBanner, ContentBannerList, LanguageCode } from '@ficha/contract';
import { ActionIcon, Badge, Group, Image, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { BannerForm } from './banner-form';
import { useContentChange } from './content-api';
import { showingNow } from './content-form';
import { EditModal, ListHeader, useContentList } from './content-list';
import { RowActions } from './content-table';
import { PhonePreview } from './phone-preview';
import { RefusedAlert } from './use-content-form';

/** Where a banner stands now: showing, waiting for its start, over, or switched off. */
export function windowState(item: { active: boolean; startsAt: string | null; endsAt: string | null }) {
  if (!item.active) return 'hidden';
  if (showingNow(item)) return 'showing';
  if (item.startsAt && Date.parse(item.startsAt) > Date.now()) return 'scheduled';
  return 'ended';
}
const STATE_COLOURS: Record<string, string> = {
  showing: 'green',
  scheduled: 'blue',
  ended: 'gray',
  hidden: 'gray',
};

/** Moves one entry of a list up (-1) or down (+1). */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The banner list (order with up/down), its form, and the phone preview of the home. */
export function BannersTab() {
  const { t, i18n } = useTranslation();
  const { merchant, merchantId, canWrite, editing, setEditing, close, query, remove } = useContentList<
    ContentBanner,
    ContentBannerList
  >('banners');
  const [previewLanguage, setPreviewLanguage] = useState<LanguageCode | null>(null);
  const reorder = useContentChange('banners', (order: ContentBanner[]) =>
    api<ContentBannerList>('PUT', '/content/banners/order', {
      body: { merchantId, order: order.map((b) => ({ id: b.id, version: b.version })) },
    }),
  );

  return (
    <QueryState query={query}>
      {({ list, languages }) => {
        const language = previewLanguage ?? languages[0] ?? 'PT';
        const home = list.filter(
          (b) =>
            b.groupName === 'm_home' && showingNow(b) && (b.language === null || b.language === language),
        );
        const refusal = reorder.error ?? remove.error;
        return (
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <Stack style={{ flex: 1, minWidth: 0 }} gap="sm">
              <ListHeader
                intro={t('content.banners.intro')}
                newLabel={t('content.banners.new')}
                canWrite={canWrite}
                onNew={() => setEditing('new')}
              />
              {refusal && <RefusedAlert error={refusal} />}
              <Paper withBorder radius="md">
                {list.length === 0 ? (
                  <Text p="md" c="dimmed">
                    {t('content.banners.empty')}
                  </Text>
                ) : (
                  <Table verticalSpacing={4} highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={70}>{t('content.order')}</Table.Th>
                        <Table.Th w={110}>{t('content.banners.image')}</Table.Th>
                        <Table.Th>{t('content.banners.title')}</Table.Th>
                        <Table.Th>{t('content.banners.group')}</Table.Th>
                        <Table.Th>{t('content.language')}</Table.Th>
                        <Table.Th>{t('content.window')}</Table.Th>
                        <Table.Th>{t('content.state')}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((banner, index) => {
                        const state = windowState(banner);
                        return (
                          <Table.Tr key={banner.id} data-testid={`banner-row-${banner.id}`}>
                            <Table.Td>
                              <Group gap={2} wrap="nowrap">
                                <ActionIcon
                                  variant="subtle"
                                  size="sm"
                                  aria-label={t('content.moveUp', { title: banner.title })}
                                  disabled={!canWrite || index === 0 || reorder.isPending}
                                  onClick={() => reorder.mutate(moved(list, index, -1))}
                                >
                                  ↑
                                </ActionIcon>
                                <ActionIcon
                                  variant="subtle"
                                  size="sm"
                                  aria-label={t('content.moveDown', { title: banner.title })}
                                  disabled={!canWrite || index === list.length - 1 || reorder.isPending}
                                  onClick={() => reorder.mutate(moved(list, index, 1))}
                                >
                                  ↓
                                </ActionIcon>
                              </Group>
                            </Table.Td>
                            <Table.Td>
                              <Image
                                src={banner.imageUrl}
                                alt={banner.title}
                                h={40}
                                w={96}
                                radius="xs"
                                fit="cover"
                              />
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" fw={500}>
                                {banner.title}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {banner.linkUrl ?? '—'}
                              </Text>
                            </Table.Td>
                            <Table.Td>{t(`content.banners.groups.${banner.groupName}`)}</Table.Td>
                            <Table.Td>{banner.language ?? t('content.allLanguages')}</Table.Td>
                            <Table.Td>
                              <Text size="xs">
                                {banner.startsAt ? formatTime(banner.startsAt, i18n.language) : '…'} –{' '}
                                {banner.endsAt ? formatTime(banner.endsAt, i18n.language) : '…'}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={STATE_COLOURS[state]}>
                                {t(`content.states.${state}`)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>
                              {canWrite && (
                                <RowActions
                                  title={banner.title}
                                  onEdit={() => setEditing(banner)}
                                  onDelete={() => remove.mutate(banner)}
                                />
                              )}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                )}
              </Paper>
            </Stack>
            <Stack gap="xs" align="center" visibleFrom="lg">
              <SegmentedControl
                size="xs"
                data={languages}
                value={language}
                onChange={(v) => setPreviewLanguage(v as LanguageCode)}
                aria-label={t('content.preview.language')}
              />
              <PhonePreview merchantName={merchant?.name ?? ''} banners={home} />
            </Stack>
            <EditModal
              editing={editing}
              onClose={close}
              titles={{ new: t('content.banners.new'), edit: t('content.banners.edit') }}
              size="xl"
            >
              {(banner) => (
                <BannerForm
                  banner={banner}
                  languages={languages}
                  merchantId={merchantId}
                  onSaved={close}
                  onCancel={close}
                />
              )}
            </EditModal>
          </Group>
        );
      }}
    </QueryState>
  );
}
