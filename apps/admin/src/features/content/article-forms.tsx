import {
  type ContentHelpItem,
  type ContentNotice,
  HELP_DEVICES,
  helpCreateSchema,
  helpUpdateSchema,
  type LanguageCode,
  noticeCreateSchema,
  noticeUpdateSchema,
} from '@ficha/contract';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from './content-form';
import { RichTextField } from './rich-text-field';
import { ActiveSwitch, ContentFormFrame, useContentForm, WindowFields } from './use-content-form';

/** A notice of the marquee and /m/notice, in one language, with the window it shows in. */
export function NoticeForm({
  notice,
  languages,
  merchantId,
  onDone,
}: {
  notice?: ContentNotice;
  languages: LanguageCode[];
  merchantId: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useContentForm({
    kind: 'notices',
    row: notice,
    merchantId,
    initial: {
      language: notice?.language ?? languages[0] ?? 'PT',
      title: notice?.title ?? '',
      content: notice?.content ?? '',
      sort: notice?.sort ?? 0,
      active: notice?.active ?? true,
      startsAt: toLocalInput(notice?.startsAt ?? null),
      endsAt: toLocalInput(notice?.endsAt ?? null),
    },
    schemas: { create: noticeCreateSchema, update: noticeUpdateSchema },
    fields: (values) => ({
      ...values,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
    }),
    onSaved: onDone,
  });
  const { values, set, fieldError } = form;
  return (
    <ContentFormFrame form={form} onCancel={onDone}>
      <Group grow>
        <Select label={t('content.language')} data={languages} {...form.choice('language')} />
        <NumberInput label={t('content.order')} {...form.whole('sort')} />
      </Group>
      <TextInput label={t('content.notices.title')} {...form.text('title')} required />
      <RichTextField
        label={t('content.notices.content')}
        value={values.content}
        onChange={(v) => set('content', v)}
        error={fieldError('content')}
      />
      <WindowFields start={form.text('startsAt')} end={form.text('endsAt')} />
      <ActiveSwitch checked={values.active} onChange={(on) => set('active', on)} />
    </ContentFormFrame>
  );
}

/** A help-centre article in one language, for the phone or the desktop site. */
export function HelpForm({
  item,
  languages,
  merchantId,
  onDone,
}: {
  item?: ContentHelpItem;
  languages: LanguageCode[];
  merchantId: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useContentForm({
    kind: 'help',
    row: item,
    merchantId,
    initial: {
      device: item?.device ?? 'MOBILE',
      language: item?.language ?? languages[0] ?? 'PT',
      slug: item?.slug ?? '',
      sort: item?.sort ?? 0,
      title: item?.title ?? '',
      content: item?.content ?? '',
    },
    schemas: { create: helpCreateSchema, update: helpUpdateSchema },
    onSaved: onDone,
  });
  const { values, set, fieldError } = form;
  return (
    <ContentFormFrame form={form} onCancel={onDone}>
      <Group grow>
        <Select label={t('content.language')} data={languages} {...form.choice('language')} />
        <Select
          label={t('content.help.device')}
          data={HELP_DEVICES.map((d) => ({ value: d, label: t(`content.help.devices.${d}`) }))}
          {...form.choice('device')}
        />
        <NumberInput label={t('content.order')} {...form.whole('sort')} />
      </Group>
      <Group grow>
        <TextInput label={t('content.help.title')} {...form.text('title')} required />
        <TextInput
          label={t('content.help.slug')}
          description={t('content.help.slugHint')}
          {...form.text('slug')}
          required
        />
      </Group>
      <RichTextField
        label={t('content.help.content')}
        value={values.content}
        onChange={(v) => set('content', v)}
        error={fieldError('content')}
      />
    </ContentFormFrame>
  );
}
