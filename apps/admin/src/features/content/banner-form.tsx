import {
  BANNER_GROUPS,
  bannerCreateSchema,
  bannerUpdateSchema,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentBanner,
  type LanguageCode,
} from '@ficha/contract';
import { Button, FileButton, Group, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './content-api';
import { fromLocalInput, toLocalInput } from './content-form';
import { ActiveSwitch, FormFooter, RefusedAlert, useContentForm, WindowFields } from './use-content-form';

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
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useContentForm({
    kind: 'banners',
    row: banner,
    merchantId,
    initial: {
      groupName: banner?.groupName ?? 'm_home',
      imageUrl: banner?.imageUrl ?? '',
      title: banner?.title ?? '',
      linkUrl: banner?.linkUrl ?? '',
      language: banner?.language ?? ALL_LANGUAGES,
      active: banner?.active ?? true,
      startsAt: toLocalInput(banner?.startsAt ?? null),
      endsAt: toLocalInput(banner?.endsAt ?? null),
    },
    schemas: { create: bannerCreateSchema, update: bannerUpdateSchema },
    fields: (values) => ({
      groupName: values.groupName,
      imageUrl: values.imageUrl,
      title: values.title,
      linkUrl: values.linkUrl.trim() === '' ? null : values.linkUrl,
      language: values.language === ALL_LANGUAGES ? null : values.language,
      active: values.active,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
    }),
    onSaved,
  });
  const { values, set, save } = form;

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

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        {save.error && <RefusedAlert error={save.error} />}
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
            <TextInput label={t('content.banners.title')} {...form.text('title')} required />
            <TextInput label={t('content.banners.imageUrl')} {...form.text('imageUrl')} required />
            <TextInput
              label={t('content.banners.link')}
              description={t('content.banners.linkHint')}
              {...form.text('linkUrl')}
            />
          </Stack>
        </Group>
        <Group grow>
          <Select
            label={t('content.banners.group')}
            data={BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.banners.groups.${g}`) }))}
            {...form.choice('groupName')}
          />
          <Select
            label={t('content.language')}
            data={[
              { value: ALL_LANGUAGES, label: t('content.allLanguages') },
              ...languages.map((l) => ({ value: l, label: l })),
            ]}
            {...form.choice('language')}
          />
        </Group>
        <WindowFields start={form.text('startsAt')} end={form.text('endsAt')} hint />
        <ActiveSwitch checked={values.active} onChange={(on) => set('active', on)} />
        {/* The server's refusal shows above, by the art. */}
        <FormFooter
          error={null}
          pending={save.isPending}
          onCancel={onCancel}
          label={banner ? t('content.save') : t('content.banners.publish')}
        />
      </Stack>
    </form>
  );
}
