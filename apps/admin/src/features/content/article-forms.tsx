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
import { Alert, Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useContentChange } from './content-api';
import { checkForm, type FieldErrors, fromLocalInput, toLocalInput } from './content-form';
import { RichTextField } from './rich-text-field';

/** The buttons and the server's refusal, common to the content forms. */
export function FormFooter({
  error,
  pending,
  onCancel,
  label,
}: {
  error: Error | null;
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="red" role="alert" title={t('content.refused')}>
          {error.message || t('common.errorText')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}

const useFieldError = (errors: FieldErrors) => {
  const { t } = useTranslation();
  return (key: string) => (errors[key] ? t('content.invalid', { reason: errors[key] }) : null);
};

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
  const [values, setValues] = useState({
    language: notice?.language ?? languages[0] ?? 'PT',
    title: notice?.title ?? '',
    content: notice?.content ?? '',
    sort: notice?.sort ?? 0,
    active: notice?.active ?? true,
    startsAt: toLocalInput(notice?.startsAt ?? null),
    endsAt: toLocalInput(notice?.endsAt ?? null),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldError = useFieldError(errors);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = useContentChange('notices', (body: object) =>
    notice
      ? api('PUT', `/content/notices/${notice.id}`, { body })
      : api('POST', '/content/notices', { body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      ...values,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
    };
    const checked = notice
      ? checkForm(noticeUpdateSchema, { ...fields, version: notice.version })
      : checkForm(noticeCreateSchema, { ...fields, merchantId });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow>
          <Select
            label={t('content.language')}
            allowDeselect={false}
            data={languages}
            value={values.language}
            onChange={(v) => v && set('language', v as LanguageCode)}
            error={fieldError('language')}
          />
          <NumberInput
            label={t('content.order')}
            min={0}
            value={values.sort}
            onChange={(v) => set('sort', Number(v) || 0)}
            error={fieldError('sort')}
          />
        </Group>
        <TextInput
          label={t('content.notices.title')}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={fieldError('title')}
          required
        />
        <RichTextField
          label={t('content.notices.content')}
          value={values.content}
          onChange={(v) => set('content', v)}
          error={fieldError('content')}
        />
        <Group grow>
          <TextInput
            type="datetime-local"
            label={t('content.startsAt')}
            value={values.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
            error={fieldError('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('content.endsAt')}
            value={values.endsAt}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
            error={fieldError('endsAt')}
          />
        </Group>
        <Switch
          label={t('content.active')}
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <FormFooter error={save.error} pending={save.isPending} onCancel={onDone} label={t('content.save')} />
      </Stack>
    </form>
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
  const [values, setValues] = useState({
    device: item?.device ?? 'MOBILE',
    language: item?.language ?? languages[0] ?? 'PT',
    slug: item?.slug ?? '',
    sort: item?.sort ?? 0,
    title: item?.title ?? '',
    content: item?.content ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldError = useFieldError(errors);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = useContentChange('help', (body: object) =>
    item ? api('PUT', `/content/help/${item.id}`, { body }) : api('POST', '/content/help', { body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = item
      ? checkForm(helpUpdateSchema, { ...values, version: item.version })
      : checkForm(helpCreateSchema, { ...values, merchantId });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow>
          <Select
            label={t('content.language')}
            allowDeselect={false}
            data={languages}
            value={values.language}
            onChange={(v) => v && set('language', v as LanguageCode)}
          />
          <Select
            label={t('content.help.device')}
            allowDeselect={false}
            data={HELP_DEVICES.map((d) => ({ value: d, label: t(`content.help.devices.${d}`) }))}
            value={values.device}
            onChange={(v) => v && set('device', v as typeof values.device)}
          />
          <NumberInput
            label={t('content.order')}
            min={0}
            value={values.sort}
            onChange={(v) => set('sort', Number(v) || 0)}
          />
        </Group>
        <Group grow>
          <TextInput
            label={t('content.help.title')}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={fieldError('title')}
            required
          />
          <TextInput
            label={t('content.help.slug')}
            description={t('content.help.slugHint')}
            value={values.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={fieldError('slug')}
            required
          />
        </Group>
        <RichTextField
          label={t('content.help.content')}
          value={values.content}
          onChange={(v) => set('content', v)}
          error={fieldError('content')}
        />
        <FormFooter error={save.error} pending={save.isPending} onCancel={onDone} label={t('content.save')} />
      </Stack>
    </form>
  );
}
