import {
  DOWNLOAD_RESOURCE_TYPES,
  FEATURE_FLAGS,
  isSandboxGateway,
  KYC_RULES,
  LANGUAGE_CODES,
  PIX_GATEWAYS,
  SOCIAL_TYPES,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Draft, errorOf } from './merchant-draft';
import type { TabProps } from './merchant-form';

export function FeaturesTab({ draft, set, readOnly }: TabProps) {
  const { t } = useTranslation();
  const flags = draft.flags ?? [];
  const templates = draft.templates ?? { mem_cen: '0', dep_func: '0' };
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('merchants.features.flags')}
        value={flags}
        onChange={(value) => set({ flags: value as Draft['flags'] })}
      >
        <SimpleGrid cols={3} mt="xs">
          {FEATURE_FLAGS.map((flag) => (
            <Checkbox key={flag} value={flag} label={flag} disabled={readOnly} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch
        label={t('merchants.features.memCen')}
        checked={templates.mem_cen === '1'}
        onChange={(e) => set({ templates: { ...templates, mem_cen: e.currentTarget.checked ? '1' : '0' } })}
        disabled={readOnly}
      />
      <Switch
        label={t('merchants.features.depFunc')}
        checked={templates.dep_func === '1'}
        onChange={(e) => set({ templates: { ...templates, dep_func: e.currentTarget.checked ? '1' : '0' } })}
        disabled={readOnly}
      />
    </Stack>
  );
}

export function PaymentsTab({
  draft,
  set,
  errors,
  readOnly,
  canSetDemo,
}: TabProps & { canSetDemo: boolean }) {
  const { t } = useTranslation();
  const demo = draft.demo ?? false;
  const sandboxRefused = isSandboxGateway(draft.pixGateway) && !demo;
  return (
    <Stack gap="sm">
      <Switch
        label={t('merchants.payments.demo')}
        description={t('merchants.payments.demoHint')}
        checked={demo}
        onChange={(e) => set({ demo: e.currentTarget.checked })}
        disabled={readOnly || !canSetDemo}
      />
      <Select
        label={t('merchants.payments.gateway')}
        data={[
          { value: '', label: t('merchants.payments.noGateway') },
          ...PIX_GATEWAYS.map((g) => ({
            value: g.name,
            label: g.name,
            // The database refuses the sandbox on a site that is not a demo (migration 0009).
            disabled: g.sandbox && !demo,
          })),
        ]}
        value={draft.pixGateway ?? ''}
        onChange={(value) => set({ pixGateway: value ? value : null })}
        allowDeselect={false}
        readOnly={readOnly}
        error={errorOf(errors, 'pixGateway')}
      />
      {(sandboxRefused || !demo) && (
        <Alert color={sandboxRefused ? 'red' : 'gray'} variant="light">
          {t('merchants.payments.sandboxDemoOnly')}
        </Alert>
      )}
      <Radio.Group
        label={t('merchants.payments.kycRule')}
        value={draft.kycRule ?? 'FIRST_WITHDRAWAL'}
        onChange={(value) => set({ kycRule: value as (typeof KYC_RULES)[number] })}
        error={errorOf(errors, 'kycRule')}
      >
        <Stack gap={6} mt={6}>
          {KYC_RULES.map((rule) => (
            <Radio
              key={rule}
              value={rule}
              label={t(`merchants.payments.kyc.${rule}`)}
              description={t(`merchants.payments.kyc.${rule}Hint`)}
              disabled={readOnly}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

/** Rows of { a type picked from a list, an address }: social and download links. */
function LinkRows<K extends 'type' | 'resourceType'>({
  title,
  typeKey,
  types,
  rows,
  onChange,
  errorPath,
  errors,
  readOnly,
}: {
  title: string;
  typeKey: K;
  types: readonly string[];
  rows: Array<Record<K, string> & { url: string }>;
  onChange: (rows: Array<Record<K, string> & { url: string }>) => void;
  errorPath: string;
  errors: TabProps['errors'];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const update = (i: number, patch: Record<string, string>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6}>
      <Title order={6}>{title}</Title>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
        <Group key={i} align="flex-start" wrap="nowrap">
          <Select
            aria-label={t('merchants.links.type')}
            w={170}
            data={[...types]}
            value={row[typeKey]}
            onChange={(value) => value && update(i, { [typeKey]: value })}
            allowDeselect={false}
            readOnly={readOnly}
          />
          <TextInput
            aria-label={t('merchants.links.url')}
            style={{ flex: 1 }}
            value={row.url}
            onChange={(e) => update(i, { url: e.currentTarget.value })}
            error={errorOf(errors, `${errorPath}.${i}`)}
            readOnly={readOnly}
          />
          {!readOnly && (
            <Button variant="subtle" color="red" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {t('merchants.links.remove')}
            </Button>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() =>
            onChange([...rows, { [typeKey]: types[0], url: '' } as Record<K, string> & { url: string }])
          }
        >
          {t('merchants.links.add')}
        </Button>
      )}
    </Stack>
  );
}

type FooterImages = NonNullable<Draft['footerImages']>;

function FooterRows({ kind, draft, set, errors, readOnly }: TabProps & { kind: 'payment' | 'licence' }) {
  const { t } = useTranslation();
  const images: FooterImages = draft.footerImages ?? { payment: [], licence: [] };
  const rows = images[kind];
  const put = (next: FooterImages[typeof kind]) => set({ footerImages: { ...images, [kind]: next } });
  return (
    <Stack gap={6}>
      <Title order={6}>
        {t(kind === 'payment' ? 'merchants.links.footerPayment' : 'merchants.links.footerLicence')}
      </Title>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
        <Group key={i} align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('merchants.links.imageName')}
            w={170}
            value={row.name}
            onChange={(e) => put(rows.map((r, j) => (j === i ? { ...r, name: e.currentTarget.value } : r)))}
            readOnly={readOnly}
          />
          <TextInput
            aria-label={t('merchants.links.url')}
            style={{ flex: 1 }}
            value={row.url}
            onChange={(e) => put(rows.map((r, j) => (j === i ? { ...r, url: e.currentTarget.value } : r)))}
            error={errorOf(errors, `footerImages.${kind}.${i}`)}
            readOnly={readOnly}
          />
          {!readOnly && (
            <Button variant="subtle" color="red" onClick={() => put(rows.filter((_, j) => j !== i))}>
              {t('merchants.links.remove')}
            </Button>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => put([...rows, { name: '', url: '' }])}
        >
          {t('merchants.links.add')}
        </Button>
      )}
    </Stack>
  );
}

export function LinksTab(props: TabProps) {
  const { t } = useTranslation();
  const { draft, set, errors, readOnly } = props;
  return (
    <Stack gap="md">
      <LinkRows
        title={t('merchants.links.social')}
        typeKey="type"
        types={SOCIAL_TYPES}
        rows={draft.socialLinks ?? []}
        onChange={(rows) => set({ socialLinks: rows as Draft['socialLinks'] })}
        errorPath="socialLinks"
        errors={errors}
        readOnly={readOnly}
      />
      <LinkRows
        title={t('merchants.links.downloads')}
        typeKey="resourceType"
        types={DOWNLOAD_RESOURCE_TYPES}
        rows={draft.downloadLinks ?? []}
        onChange={(rows) => set({ downloadLinks: rows as Draft['downloadLinks'] })}
        errorPath="downloadLinks"
        errors={errors}
        readOnly={readOnly}
      />
      <TagsInput
        label={t('merchants.links.imageCdns')}
        description={t('merchants.links.imageCdnsHint')}
        value={draft.imageCdns ?? []}
        onChange={(value) => set({ imageCdns: value })}
        error={errorOf(errors, 'imageCdns')}
        readOnly={readOnly}
      />
      <TextInput
        label={t('merchants.links.defaultImageHost')}
        value={draft.defaultImageHost ?? ''}
        onChange={(e) => set({ defaultImageHost: e.currentTarget.value })}
        error={errorOf(errors, 'defaultImageHost')}
        readOnly={readOnly}
      />
      <FooterRows {...props} kind="payment" />
      <FooterRows {...props} kind="licence" />
    </Stack>
  );
}

const TEXT_KEYS = ['appBonus', 'declaration', 'copyright', 'maintenance'] as const;

export function TextsTab({ draft, set, errors, readOnly }: TabProps) {
  const { t } = useTranslation();
  const texts = draft.texts ?? {};
  return (
    <SimpleGrid cols={2}>
      {LANGUAGE_CODES.map((language) => (
        <Stack key={language} gap="xs">
          <Text fw={600}>{language}</Text>
          {TEXT_KEYS.map((key) => (
            <Textarea
              key={key}
              label={t(`merchants.texts.${key}`)}
              autosize
              minRows={1}
              value={texts[language]?.[key] ?? ''}
              onChange={(e) =>
                set({ texts: { ...texts, [language]: { ...texts[language], [key]: e.currentTarget.value } } })
              }
              error={errorOf(errors, `texts.${language}.${key}`)}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
