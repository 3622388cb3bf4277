import {
  BANNER_GROUPS,
  bannerCreateSchema,
  bannerUpdateSchema,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentBanner,
  type LanguageCode,
} from '@ficha/contract';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { uploadImage, useContentChange } from './content-api';
import { checkForm, type FieldErrors, fromLocalInput, toLocalInput } from './content-form';

const ALL_LANGUAGES = 'ALL';

/**
 * A banner's form (issue 15 part 6): its art (uploaded here, checked by the server by its bytes),
 * title, link, group, language and the window in which it shows. Checked with the contract's
 * schema before sending; a refusal shows the server's reason.
 */
export function BannerForm({
  banner,
  languages,
  merchantId,
  onSaved,
  onCancel,
}: {
  /** The banner to edit; none: a new one. */
  banner?: ContentBanner;
  languages: LanguageCode[];
  merchantId: number | undefined;
  onSaved: (saved: ContentBanner) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    groupName: banner?.groupName ?? 'm_home',
    imageUrl: banner?.imageUrl ?? '',
    title: banner?.title ?? '',
    linkUrl: banner?.linkUrl ?? '',
    language: banner?.language ?? ALL_LANGUAGES,
    active: banner?.active ?? true,
    startsAt: toLocalInput(banner?.startsAt ?? null),
    endsAt: toLocalInput(banner?.endsAt ?? null),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = useContentChange('banners', (body: object) =>
    banner
      ? api<ContentBanner>('PUT', `/content/banners/${banner.id}`, { body })
      : api<ContentBanner>('POST', '/content/banners', { body }),
  );

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    // The server decides; these checks only spare a round trip for an obvious mistake.
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setUploadError(t('content.banners.tooLarge'));
    setUploading(true);
    try {
      const image = await uploadImage(file, merchantId);
      set('imageUrl', image.url);
    } catch (error) {
      setUploadError((error as Error).message || t('common.errorText'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      groupName: values.groupName,
      imageUrl: values.imageUrl,
      title: values.title,
      linkUrl: values.linkUrl.trim() === '' ? null : values.linkUrl,
      language: values.language === ALL_LANGUAGES ? null : values.language,
      active: values.active,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
    };
    const checked = banner
      ? checkForm(bannerUpdateSchema, { ...fields, version: banner.version })
      : checkForm(bannerCreateSchema, { ...fields, merchantId });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onSaved });
  };

  const fieldError = (key: string) => (errors[key] ? t('content.invalid', { reason: errors[key] }) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" role="alert" title={t('content.refused')}>
            {save.error.message || t('common.errorText')}
          </Alert>
        )}
        <Group align="flex-start" wrap="nowrap">
          <Stack gap={4} w={200}>
            {values.imageUrl ? (
              <Image src={values.imageUrl} alt={values.title} radius="sm" h={90} fit="cover" />
            ) : (
              <Text size="xs" c="dimmed">
                {t('content.banners.noImage')}
              </Text>
            )}
            <FileButton onChange={pick} accept={CONTENT_IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={uploading}>
                  {t('content.banners.upload')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('content.banners.uploadHint')}
            </Text>
            {uploadError && (
              <Text size="xs" c="red" role="alert">
                {uploadError}
              </Text>
            )}
          </Stack>
          <Stack gap="xs" style={{ flex: 1 }}>
            <TextInput
              label={t('content.banners.title')}
              value={values.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={fieldError('title')}
              required
            />
            <TextInput
              label={t('content.banners.imageUrl')}
              value={values.imageUrl}
              onChange={(e) => set('imageUrl', e.currentTarget.value)}
              error={fieldError('imageUrl')}
              required
            />
            <TextInput
              label={t('content.banners.link')}
              description={t('content.banners.linkHint')}
              value={values.linkUrl}
              onChange={(e) => set('linkUrl', e.currentTarget.value)}
              error={fieldError('linkUrl')}
            />
          </Stack>
        </Group>
        <Group grow>
          <Select
            label={t('content.banners.group')}
            allowDeselect={false}
            data={BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.banners.groups.${g}`) }))}
            value={values.groupName}
            onChange={(v) => v && set('groupName', v as typeof values.groupName)}
          />
          <Select
            label={t('content.language')}
            allowDeselect={false}
            data={[
              { value: ALL_LANGUAGES, label: t('content.allLanguages') },
              ...languages.map((l) => ({ value: l, label: l })),
            ]}
            value={values.language}
            onChange={(v) => v && set('language', v)}
            error={fieldError('language')}
          />
        </Group>
        <Group grow>
          <TextInput
            type="datetime-local"
            label={t('content.startsAt')}
            description={t('content.openHint')}
            value={values.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
            error={fieldError('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('content.endsAt')}
            description={t('content.openHint')}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {banner ? t('content.save') : t('content.banners.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
