import {
  CONTENT_IMAGE_TYPES,
  type ContentImage,
  LANGUAGE_CODES,
  type LanguageCode,
  type OpsPromotion,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPostBytes } from '@/lib/api-client';
import { PhonePreview } from './phone-preview';
import { bindText, type FieldBinding, TermsFields } from './promotion-terms-fields';
import {
  AUDIENCES,
  bodyOf,
  CATEGORIES,
  categoryOf,
  type FieldErrors,
  initialValues,
  type PromotionValues,
} from './promotion-values';
import { useSavePromotion } from './promotions-api';

export interface PromotionFormProps {
  /** The promotion to edit; none: a new one. */
  promotion?: OpsPromotion;
  /** The kinds the merchant's licence allows (the list API's allowedKinds, resolved). */
  kinds: string[];
  wageringAllowed: boolean;
  merchantId: number;
  currency: string;
  /** Whether the staff member may upload images (content.write). */
  canUpload: boolean;
  onSaved: (saved: OpsPromotion) => void;
  onCancel: () => void;
}

/**
 * A promotion's form beside its phone preview: kind (the licence's kinds only), texts per
 * language, banner, schedule, audience and the kind's terms. Checked here before sending; the
 * server checks again and may refuse (a kind or wagering the licence forbids), shown above.
 */
export function PromotionForm(props: PromotionFormProps) {
  const { promotion, kinds, wageringAllowed, merchantId, currency } = props;
  const { t } = useTranslation();
  // An edited promotion keeps its kind in the list even when the licence no longer allows it: the
  // server's refusal then says why it cannot be saved.
  const offered = promotion && !kinds.includes(promotion.kind) ? [promotion.kind, ...kinds] : kinds;
  const [values, setValues] = useState(() => initialValues(promotion, offered));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewLanguage, setPreviewLanguage] = useState<LanguageCode>(values.languages[0] ?? 'PT');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const save = useSavePromotion(promotion?.id);
  const set: FieldBinding['set'] = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const error = (key: string) => (errors[key] ? t(`promotionsOps.errors.${errors[key]}`) : null);
  const binding: FieldBinding = { values, set, error };
  const f = (key: string, options?: Record<string, unknown>) => t(`promotionsOps.form.${key}`, options);

  const setText = (field: 'titles' | 'descriptions', language: LanguageCode, text: string) =>
    setValues((v) => ({ ...v, [field]: { ...v[field], [language]: text } }));
  const chooseKind = (kind: string) =>
    setValues((v) => ({
      ...v,
      kind,
      category: v.category === categoryOf(v.kind) ? categoryOf(kind) : v.category,
    }));
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    try {
      const image = await apiPostBytes<ContentImage>('/content/images', file, { merchantId });
      set('bannerUrl', image.url);
    } catch (e) {
      setUploadError((e as Error).message || t('common.errorText'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bodyOf(values, merchantId, wageringAllowed);
    setErrors(checked.errors ?? {});
    if (checked.body) save.mutate(checked.body, { onSuccess: props.onSaved });
  };
  const shown = values.languages.includes(previewLanguage) ? previewLanguage : (values.languages[0] ?? 'PT');

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <form onSubmit={submit} noValidate style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert" title={f('refused')}>
              {save.error.message || t('common.errorText')}
            </Alert>
          )}
          {offered.length === 0 ? (
            <Alert color="yellow">{f('noKind')}</Alert>
          ) : (
            <Group grow align="flex-start">
              <NativeSelect
                label={f('kind')}
                description={f('kindHint')}
                data={offered.map((k) => ({
                  value: k,
                  label: t(`promotionsOps.kinds.${k}`, { defaultValue: k }),
                }))}
                value={values.kind}
                onChange={(e) => chooseKind(e.currentTarget.value)}
              />
              <NativeSelect
                label={f('category')}
                data={[...new Set([...CATEGORIES, values.category])].map((c) => ({
                  value: c,
                  label: t(`promotionsOps.categories.${c}`, { defaultValue: c }),
                }))}
                value={values.category}
                onChange={(e) => set('category', e.currentTarget.value)}
              />
            </Group>
          )}
          <Checkbox.Group
            label={f('languages')}
            error={error('languages')}
            value={values.languages}
            onChange={(chosen) =>
              set(
                'languages',
                LANGUAGE_CODES.filter((l) => chosen.includes(l)),
              )
            }
          >
            <Group gap="md" mt={4}>
              {LANGUAGE_CODES.map((l) => (
                <Checkbox key={l} value={l} label={l} />
              ))}
            </Group>
          </Checkbox.Group>
          {values.languages.map((l) => (
            <Stack key={l} gap={4}>
              <TextInput
                label={f('title', { language: l })}
                value={values.titles[l] ?? ''}
                onChange={(e) => setText('titles', l, e.currentTarget.value)}
                error={error(`titles.${l}`)}
                maxLength={120}
              />
              <Textarea
                label={f('description', { language: l })}
                description={f('descriptionHint')}
                value={values.descriptions[l] ?? ''}
                onChange={(e) => setText('descriptions', l, e.currentTarget.value)}
                rows={4}
                styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              />
            </Stack>
          ))}
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={f('banner')}
              description={f('bannerHint')}
              {...bindText(binding, 'bannerUrl')}
            />
            {props.canUpload && (
              <FileButton onChange={upload} accept={CONTENT_IMAGE_TYPES.join(',')}>
                {(button) => (
                  <Button {...button} variant="light">
                    {f('upload')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {uploadError && (
            <Text size="xs" c="red" role="alert">
              {uploadError}
            </Text>
          )}
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={f('startsAt')}
              description={f('openHint')}
              {...bindText(binding, 'startsAt')}
            />
            <TextInput
              type="datetime-local"
              label={f('endsAt')}
              description={f('openHint')}
              {...bindText(binding, 'endsAt')}
            />
          </Group>
          <AudienceFields binding={binding} />
          <TermsFields binding={binding} wageringAllowed={wageringAllowed} />
          <Switch
            label={f('active')}
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={offered.length === 0}>
              {promotion ? f('save') : f('create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* The preview stays in view while the form scrolls under it. */}
      <Stack gap="xs" align="center" style={{ position: 'sticky', top: 0 }}>
        <SegmentedControl
          size="xs"
          aria-label={t('promotionsOps.preview.language')}
          data={values.languages.length > 0 ? values.languages : ['PT']}
          value={shown}
          onChange={(v) => setPreviewLanguage(v as LanguageCode)}
        />
        <PhonePreview
          values={values}
          language={shown}
          currency={currency}
          wageringAllowed={wageringAllowed}
        />
      </Stack>
    </Group>
  );
}

/** Who may have the promotion: everybody, new players, some VIP levels or some agents' players. */
function AudienceFields({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation();
  const { values, set } = binding;
  const f = (key: string) => t(`promotionsOps.form.${key}`);
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={f('audience')}
        data={AUDIENCES.map((a) => ({ value: a, label: t(`promotionsOps.audiences.${a}`) }))}
        value={values.audience}
        onChange={(e) => set('audience', e.currentTarget.value as PromotionValues['audience'])}
      />
      {values.audience === 'VIP' && (
        <TextInput
          label={f('vipLevels')}
          description={f('vipLevelsHint')}
          {...bindText(binding, 'vipLevels')}
        />
      )}
      {values.audience === 'AGENT' && (
        <TextInput label={f('agentIds')} description={f('agentIdsHint')} {...bindText(binding, 'agentIds')} />
      )}
    </Group>
  );
}
