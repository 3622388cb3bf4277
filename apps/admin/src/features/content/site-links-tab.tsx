import {
  DOWNLOAD_RESOURCE_TYPES,
  type DownloadLinks,
  downloadLinksUpdateSchema,
  type FooterImageEntry,
  type FooterImages,
  footerImagesUpdateSchema,
} from '@ficha/contract';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { may } from '@/lib/navigation';
import { contentKey, readContent, uploadImage, useContentChange } from './content-api';
import { checkForm, type FieldErrors, type Schema } from './content-form';

let nextKey = 0;
/** A row of an editable list with a key of its own (React keeps each input with its row). */
const keyed = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, key: nextKey++ }));
const unkeyed = <T extends { key: number }>(rows: T[]) => rows.map(({ key: _key, ...row }) => row);

/** Per-language labels and art left empty mean "as the default": they are not sent. */
const filled = (byLanguage: Record<string, string | undefined> | undefined) => {
  const kept = Object.entries(byLanguage ?? {}).filter(([, value]) => value?.trim());
  return kept.length ? Object.fromEntries(kept) : undefined;
};
const cleanImages = (rows: Array<FooterImageEntry & { key: number }>) =>
  unkeyed(rows).map(({ names, urls, ...image }) => ({ ...image, names: filled(names), urls: filled(urls) }));

/** The app download links and the footer's images: two sections of the merchant's site. */
export function SiteLinksTab() {
  const { merchant } = useStaff();
  const downloads = useQuery({
    queryKey: contentKey('downloads', merchant?.id),
    queryFn: () => readContent<DownloadLinks>('downloads', merchant?.id),
  });
  const footer = useQuery({
    queryKey: contentKey('footer-images', merchant?.id),
    queryFn: () => readContent<FooterImages>('footer-images', merchant?.id),
  });
  return (
    <Stack gap="lg">
      <QueryState query={downloads}>
        {(data) => <DownloadsEditor key={data.version} data={data} />}
      </QueryState>
      <QueryState query={footer}>{(data) => <FooterEditor key={data.version} data={data} />}</QueryState>
    </Stack>
  );
}

function Saved({ error, errors }: { error: Error | null; errors: FieldErrors }) {
  const { t } = useTranslation();
  const first = Object.entries(errors)[0];
  return (
    <>
      {error && (
        <Alert color="red" role="alert" title={t('content.refused')}>
          {error.message || t('common.errorText')}
        </Alert>
      )}
      {first && (
        <Alert color="orange" role="alert">
          {t('content.invalidAt', { field: first[0], reason: first[1] })}
        </Alert>
      )}
    </>
  );
}

/**
 * Saving one of the site's settings (PUT /content/<kind>): checked with the contract's schema, for
 * the staff's merchant, at the version the page showed.
 */
function useSettingSave(kind: 'downloads' | 'footer-images', schema: Schema<object>, version: string) {
  const { merchant } = useStaff();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useContentChange(kind, (body: object) => api('PUT', `/content/${kind}`, { body }));
  const submit = (fields: object) => {
    const checked = checkForm(schema, { merchantId: merchant?.id, ...fields, version });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  return { save, errors, submit };
}

/** A section of the site settings: its title and intro, then how its last save went. */
function SettingCard({
  title,
  intro,
  save,
  errors,
  children,
}: {
  title: string;
  intro: string;
  save: { error: Error | null };
  errors: FieldErrors;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={5}>{title}</Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <Saved error={save.error} errors={errors} />
        {children}
      </Stack>
    </Paper>
  );
}

function DownloadsEditor({ data }: { data: DownloadLinks }) {
  const { t } = useTranslation();
  const { session } = useStaff();
  const canWrite = may(session.role, 'content.write');
  const [list, setList] = useState(() => keyed(data.list));
  const { save, errors, submit } = useSettingSave('downloads', downloadLinksUpdateSchema, data.version);
  return (
    <SettingCard
      title={t('content.downloads.title')}
      intro={t('content.downloads.intro')}
      save={save}
      errors={errors}
    >
      {list.map((link, index) => (
        <Group key={link.key} wrap="nowrap">
          <Select
            w={200}
            aria-label={t('content.downloads.kind')}
            allowDeselect={false}
            data={[...DOWNLOAD_RESOURCE_TYPES]}
            value={link.resourceType}
            onChange={(v) =>
              v &&
              setList(
                list.map((l, i) => (i === index ? { ...l, resourceType: v as typeof l.resourceType } : l)),
              )
            }
            disabled={!canWrite}
          />
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('content.downloads.url')}
            value={link.url}
            onChange={(e) => {
              const url = e.currentTarget.value;
              setList(list.map((l, i) => (i === index ? { ...l, url } : l)));
            }}
            disabled={!canWrite}
          />
          {canWrite && (
            <Button variant="subtle" color="red" onClick={() => setList(list.filter((_, i) => i !== index))}>
              {t('content.delete')}
            </Button>
          )}
        </Group>
      ))}
      {canWrite && (
        <Group>
          <Button
            variant="light"
            onClick={() => setList([...list, ...keyed([{ resourceType: 'Android' as const, url: '' }])])}
          >
            {t('content.downloads.add')}
          </Button>
          <Button onClick={() => submit({ list: unkeyed(list) })} loading={save.isPending}>
            {t('content.save')}
          </Button>
        </Group>
      )}
    </SettingCard>
  );
}

type Section = 'payment' | 'licence';

function FooterEditor({ data }: { data: FooterImages }) {
  const { t } = useTranslation();
  const { session, merchant } = useStaff();
  const canWrite = may(session.role, 'content.write');
  const [images, setImages] = useState({ payment: keyed(data.payment), licence: keyed(data.licence) });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { save, errors, submit } = useSettingSave('footer-images', footerImagesUpdateSchema, data.version);
  const change = (section: Section, index: number, next: FooterImageEntry & { key: number }) =>
    setImages((all) => ({ ...all, [section]: all[section].map((img, i) => (i === index ? next : img)) }));
  const upload = async (file: File | null, apply: (url: string) => void) => {
    if (!file) return;
    setUploadError(null);
    try {
      apply((await uploadImage(file, merchant?.id)).url);
    } catch (error) {
      setUploadError((error as Error).message);
    }
  };
  return (
    <SettingCard
      title={t('content.footer.title')}
      intro={t('content.footer.intro')}
      save={save}
      errors={errors}
    >
      {uploadError && (
        <Alert color="red" role="alert">
          {uploadError}
        </Alert>
      )}
      {(['payment', 'licence'] as const).map((section) => (
        <Stack key={section} gap={6}>
          <Text fw={600} size="sm">
            {t(`content.footer.${section}`)}
          </Text>
          {images[section].map((image, index) => (
            <Group key={image.key} align="flex-end" wrap="nowrap" gap="xs">
              <Image src={image.url} alt={image.name} w={48} h={32} fit="contain" />
              <TextInput
                label={t('content.footer.name')}
                value={image.name}
                onChange={(e) => change(section, index, { ...image, name: e.currentTarget.value })}
                disabled={!canWrite}
              />
              <TextInput
                label={t('content.footer.url')}
                style={{ flex: 1 }}
                value={image.url}
                onChange={(e) => change(section, index, { ...image, url: e.currentTarget.value })}
                disabled={!canWrite}
              />
              {data.languages.map((language) => (
                <Stack key={language} gap={2} w={170}>
                  <TextInput
                    size="xs"
                    label={t('content.footer.nameIn', { language })}
                    value={image.names?.[language] ?? ''}
                    onChange={(e) =>
                      change(section, index, {
                        ...image,
                        names: { ...image.names, [language]: e.currentTarget.value },
                      })
                    }
                    disabled={!canWrite}
                  />
                  <TextInput
                    size="xs"
                    aria-label={t('content.footer.urlIn', { language })}
                    placeholder={t('content.footer.urlIn', { language })}
                    value={image.urls?.[language] ?? ''}
                    onChange={(e) =>
                      change(section, index, {
                        ...image,
                        urls: { ...image.urls, [language]: e.currentTarget.value },
                      })
                    }
                    disabled={!canWrite}
                  />
                </Stack>
              ))}
              {canWrite && (
                <>
                  <FileButton
                    onChange={(f) => upload(f, (url) => change(section, index, { ...image, url }))}
                    accept="image/*"
                  >
                    {(props) => (
                      <Button {...props} variant="light" size="xs">
                        {t('content.banners.upload')}
                      </Button>
                    )}
                  </FileButton>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      setImages((all) => ({
                        ...all,
                        [section]: all[section].filter((_, i) => i !== index),
                      }))
                    }
                  >
                    {t('content.delete')}
                  </Button>
                </>
              )}
            </Group>
          ))}
          {canWrite && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() =>
                setImages((all) => ({
                  ...all,
                  [section]: [...all[section], ...keyed([{ name: '', url: '' }])],
                }))
              }
            >
              {t('content.footer.add')}
            </Button>
          )}
        </Stack>
      ))}
      {canWrite && (
        <Button
          onClick={() =>
            submit({ payment: cleanImages(images.payment), licence: cleanImages(images.licence) })
          }
          loading={save.isPending}
          w="fit-content"
        >
          {t('content.save')}
        </Button>
      )}
    </SettingCard>
  );
}
