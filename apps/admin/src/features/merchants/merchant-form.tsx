import {
  contrastRatio,
  LANGUAGE_CODES,
  type LanguageCode,
  MERCHANT_IMAGE_TYPES,
  MIN_TEXT_CONTRAST,
  readableOn,
} from '@ficha/contract';
import {
  Alert,
  Button,
  ColorInput,
  FileButton,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { type Draft, type DraftErrors, errorOf, fileToBase64 } from './merchant-draft';
import { FeaturesTab, LinksTab, PaymentsTab, TextsTab } from './merchant-form-sections';
import { RegistrationRulesTab } from './registration-rules';

export interface MerchantFormProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  errors: DraftErrors;
  /** A new merchant: its code is typed too; no upload until it exists. */
  isNew: boolean;
  /** The merchant's id, for the logo upload. */
  merchantId?: number;
  readOnly: boolean;
  canSetDemo: boolean;
}

/** Props every tab receives: the draft, a setter of one part, the errors, read-only. */
export interface TabProps {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  errors: DraftErrors;
  readOnly: boolean;
}

function BrandTab({ draft, set, errors, readOnly, merchantId }: TabProps & { merchantId?: number }) {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false });
  const brand = draft.brand;
  const setBrand = (key: keyof Draft['brand']) => (value: string) =>
    set({ brand: { ...brand, [key]: value } });
  const ratio = contrastRatio(brand.primary, brand.primaryContrast);
  const uploadLogo = async (file: File | null) => {
    if (!file || merchantId === undefined) return;
    setUpload({ busy: true });
    try {
      const image = await api<{ url: string }>('POST', `/merchants/${merchantId}/images`, {
        body: { contentBase64: await fileToBase64(file) },
      });
      set({ logoUrl: image.url });
      setUpload({ busy: false, done: true });
    } catch (error) {
      setUpload({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <Stack gap="sm">
      {draft.code !== undefined && (
        <TextInput
          label={t('merchants.code')}
          value={draft.code}
          onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
          error={errorOf(errors, 'code')}
          required
        />
      )}
      <TextInput
        label={t('merchants.name')}
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errorOf(errors, 'name')}
        readOnly={readOnly}
        required
      />
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('merchants.brand.logo')}
          value={draft.logoUrl}
          onChange={(e) => set({ logoUrl: e.currentTarget.value })}
          error={errorOf(errors, 'logoUrl')}
          readOnly={readOnly}
          required
        />
        {merchantId !== undefined && !readOnly && (
          <FileButton onChange={uploadLogo} accept={MERCHANT_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.busy}>
                {t('merchants.brand.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c={upload.error ? 'red' : 'dimmed'} role={upload.error ? 'alert' : undefined}>
        {upload.error ?? (upload.done ? t('merchants.brand.uploaded') : t('merchants.brand.uploadHint'))}
      </Text>
      <SimpleGrid cols={3}>
        {(['primary', 'primaryContrast', 'accent'] as const).map((key) => (
          <ColorInput
            key={key}
            label={t(`merchants.brand.${key}`)}
            format="hex"
            value={brand[key]}
            onChange={setBrand(key)}
            error={errorOf(errors, `brand.${key}`)}
            readOnly={readOnly}
            disabled={readOnly}
          />
        ))}
      </SimpleGrid>
      {ratio !== undefined && ratio < MIN_TEXT_CONTRAST && (
        <Alert color="yellow" variant="light">
          {t('merchants.brand.contrastLow', {
            ratio: ratio.toFixed(1),
            colour: readableOn(brand.primary, brand.primaryContrast),
          })}
        </Alert>
      )}
    </Stack>
  );
}

const countries = (value: string[]) => value.map((c) => c.trim().toUpperCase()).filter(Boolean);

function SiteTab({ draft, set, errors, readOnly }: TabProps) {
  const { t } = useTranslation();
  const languages = (draft.languages ?? []) as LanguageCode[];
  return (
    <Stack gap="sm">
      <TagsInput
        label={t('merchants.hosts')}
        description={t('merchants.site.hostsHint')}
        value={draft.hosts}
        onChange={(hosts) => set({ hosts: hosts.map((h) => h.trim().toLowerCase()) })}
        error={errorOf(errors, 'hosts')}
        readOnly={readOnly}
        required
      />
      <SimpleGrid cols={2}>
        <MultiSelect
          label={t('merchants.languages')}
          data={LANGUAGE_CODES}
          value={languages}
          onChange={(value) => set({ languages: value as LanguageCode[] })}
          error={errorOf(errors, 'languages')}
          readOnly={readOnly}
        />
        <Select
          label={t('merchants.site.defaultLanguage')}
          data={LANGUAGE_CODES}
          value={draft.defaultLanguage}
          onChange={(value) => value && set({ defaultLanguage: value as LanguageCode })}
          error={errorOf(errors, 'defaultLanguage')}
          allowDeselect={false}
          readOnly={readOnly}
        />
        <TextInput
          label={t('merchants.currency')}
          value={draft.currency}
          onChange={(e) => set({ currency: e.currentTarget.value.toUpperCase() })}
          error={errorOf(errors, 'currency')}
          readOnly={readOnly}
        />
        <TextInput
          label={t('merchants.site.currencySymbol')}
          value={draft.currencySymbol}
          onChange={(e) => set({ currencySymbol: e.currentTarget.value })}
          error={errorOf(errors, 'currencySymbol')}
          readOnly={readOnly}
        />
        <TextInput
          label={t('merchants.site.country')}
          value={draft.country}
          onChange={(e) => set({ country: e.currentTarget.value.toUpperCase() })}
          error={errorOf(errors, 'country')}
          readOnly={readOnly}
        />
        <TextInput
          label={t('merchants.site.timeZone')}
          value={draft.timeZone ?? ''}
          onChange={(e) => set({ timeZone: e.currentTarget.value })}
          error={errorOf(errors, 'timeZone')}
          readOnly={readOnly}
        />
        <NumberInput
          label={t('merchants.site.ageThreshold')}
          value={draft.ageThreshold ?? 18}
          onChange={(value) => set({ ageThreshold: Number(value) as 18 | 21 })}
          error={errorOf(errors, 'ageThreshold')}
          readOnly={readOnly}
        />
        <Switch
          mt="xl"
          label={t('merchants.maintenance')}
          checked={draft.maintenance ?? false}
          onChange={(e) => set({ maintenance: e.currentTarget.checked })}
          disabled={readOnly}
        />
      </SimpleGrid>
      <TagsInput
        label={t('merchants.site.blockedCountries')}
        description={t('merchants.site.countriesHint')}
        value={draft.blockedCountries ?? []}
        onChange={(value) => set({ blockedCountries: countries(value) })}
        error={errorOf(errors, 'blockedCountries')}
        readOnly={readOnly}
      />
      <TagsInput
        label={t('merchants.site.dialingCountries')}
        description={t('merchants.site.countriesHint')}
        value={draft.dialingCountries ?? []}
        onChange={(value) => set({ dialingCountries: countries(value) })}
        error={errorOf(errors, 'dialingCountries')}
        readOnly={readOnly}
      />
    </Stack>
  );
}

const TABS = ['brand', 'site', 'features', 'payments', 'links', 'texts', 'registration'] as const;

/** Which tab a field path lives on, so an error can say where to look. */
function tabOf(path: string): (typeof TABS)[number] {
  const head = path.split('.')[0] ?? '';
  if (['code', 'name', 'logoUrl', 'brand'].includes(head)) return 'brand';
  if (['flags', 'templates'].includes(head)) return 'features';
  if (['demo', 'pixGateway', 'kycRule'].includes(head)) return 'payments';
  if (['socialLinks', 'downloadLinks', 'imageCdns', 'defaultImageHost', 'footerImages'].includes(head))
    return 'links';
  if (head === 'texts') return 'texts';
  if (head === 'registrationRules') return 'registration';
  return 'site';
}

/** Every white-label setting of a merchant, in tabs; a tab with a problem is marked. */
export function MerchantForm({
  draft,
  onChange,
  errors,
  isNew,
  merchantId,
  readOnly,
  canSetDemo,
}: MerchantFormProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const props: TabProps = { draft, set, errors, readOnly };
  const troubled = new Set(Object.keys(errors).map(tabOf));
  return (
    <Tabs defaultValue="brand" keepMounted={false}>
      <Tabs.List mb="sm">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab} color={troubled.has(tab) ? 'red' : undefined}>
            {t(`merchants.tabs.${tab}`)}
            {troubled.has(tab) ? ' •' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="brand">
        <BrandTab {...props} {...(isNew || merchantId === undefined ? {} : { merchantId })} />
      </Tabs.Panel>
      <Tabs.Panel value="site">
        <SiteTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="features">
        <FeaturesTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="payments">
        <PaymentsTab {...props} canSetDemo={canSetDemo} />
      </Tabs.Panel>
      <Tabs.Panel value="links">
        <LinksTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="texts">
        <TextsTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="registration">
        <RegistrationRulesTab {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
