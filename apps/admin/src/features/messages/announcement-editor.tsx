import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  LANGUAGE_CODES,
  type OpsAnnouncement,
  type OpsAnnouncementBody,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { PhonePreview } from './phone-preview';

type Draft = {
  language: (typeof LANGUAGE_CODES)[number];
  promotionType: OpsAnnouncement['promotionType'];
  execution: OpsAnnouncement['execution'];
  groupName: string;
  title: string;
  content: string;
  sort: number;
  active: boolean;
  startsAt: string;
  endsAt: string;
};

/** An ISO instant as a datetime-local input's value (local time), and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);

const draftOf = (a: OpsAnnouncement | null): Draft => ({
  language: a?.language ?? 'PT',
  promotionType: a?.promotionType ?? 'PU',
  execution: a?.execution ?? 'A',
  groupName: a?.groupName ?? '',
  title: a?.title ?? '',
  content: a?.content ?? '',
  sort: a?.sort ?? 0,
  active: a?.active ?? true,
  startsAt: toLocal(a?.startsAt ?? null),
  endsAt: toLocal(a?.endsAt ?? null),
});

/**
 * Writes one announcement (issue 16 part 6): its type, who sees it (execution A members, B
 * visitors, F first login), language, group, window and HTML, beside a phone showing the popup.
 */
export function AnnouncementEditor({
  merchantId,
  editing,
  popupTitles,
  onClose,
}: {
  merchantId: number;
  /** The announcement to change; null: a new one. */
  editing: OpsAnnouncement | null;
  /** The other popup titles of the same group, for the preview's second tab. */
  popupTitles: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: () => {
      const body: OpsAnnouncementBody = {
        merchantId,
        ...draft,
        groupName: draft.groupName.trim() || null,
        startsAt: fromLocal(draft.startsAt),
        endsAt: fromLocal(draft.endsAt),
      };
      return editing
        ? api<OpsAnnouncement>('PUT', `/messages/announcements/${editing.id}`, { body })
        : api<OpsAnnouncement>('POST', '/messages/announcements', { body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      onClose();
    },
  });

  const isPopup = draft.promotionType === 'PU';
  const previewTitles = [draft.title || t('messages.editor.untitled'), ...popupTitles];

  return (
    <Modal
      opened
      onClose={onClose}
      size="auto"
      title={editing ? t('messages.editor.edit') : t('messages.editor.new')}
    >
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="sm" w={460}>
          <Group grow>
            <Select
              label={t('messages.fields.type')}
              data={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`messages.types.${v}`) }))}
              value={draft.promotionType}
              onChange={(v) => v && set('promotionType', v as Draft['promotionType'])}
              allowDeselect={false}
            />
            <Select
              label={t('messages.fields.execution')}
              data={ANNOUNCEMENT_EXECUTIONS.map((v) => ({ value: v, label: t(`messages.executions.${v}`) }))}
              value={draft.execution}
              onChange={(v) => v && set('execution', v as Draft['execution'])}
              allowDeselect={false}
              disabled={!isPopup}
            />
          </Group>
          <Group grow>
            <Select
              label={t('messages.fields.language')}
              data={[...LANGUAGE_CODES]}
              value={draft.language}
              onChange={(v) => v && set('language', v as Draft['language'])}
              allowDeselect={false}
            />
            <TextInput
              label={t('messages.fields.group')}
              placeholder="m_reg"
              value={draft.groupName}
              onChange={(e) => set('groupName', e.currentTarget.value)}
            />
            <NumberInput
              label={t('messages.fields.sort')}
              value={draft.sort}
              min={0}
              max={9999}
              onChange={(v) => set('sort', Number(v) || 0)}
            />
          </Group>
          <TextInput
            label={t('messages.fields.title')}
            value={draft.title}
            maxLength={120}
            required
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <Textarea
            label={t('messages.fields.content')}
            description={t('messages.fields.contentHint')}
            value={draft.content}
            autosize
            minRows={6}
            maxRows={12}
            onChange={(e) => set('content', e.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
          <Group grow>
            <TextInput
              type="datetime-local"
              label={t('messages.fields.startsAt')}
              value={draft.startsAt}
              onChange={(e) => set('startsAt', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={t('messages.fields.endsAt')}
              value={draft.endsAt}
              onChange={(e) => set('endsAt', e.currentTarget.value)}
            />
          </Group>
          <Switch
            label={t('messages.fields.active')}
            checked={draft.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          {save.isError && <Alert color="red">{save.error.message || t('common.errorText')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!draft.title.trim()}>
              {t('messages.editor.publish')}
            </Button>
          </Group>
        </Stack>
        <PhonePreview titles={isPopup ? previewTitles : [draft.title]} html={draft.content} />
      </Group>
    </Modal>
  );
}
