import { opsVipLevelBodySchema } from '@ficha/contract';
import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, RefusableForm } from '@/components/refusable-form';
import { type OpsVipConfig, refusalText, saveProgramme, useVipChange, type VipLevelBody } from './vip-api';
import { emptyLevel, fallingLevel, levelBodyOf, programmeBody, withLevel } from './vip-programme';

const AMOUNTS = [
  'minDeposit',
  'minTurnover',
  'levelUpBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;
type Draft = Record<keyof VipLevelBody, string>;

const draftOf = (level: VipLevelBody): Draft => ({
  ...level,
  withdrawDailyMax: level.withdrawDailyMax ?? '',
});
const levelOf = (draft: Draft): VipLevelBody => ({
  ...draft,
  // Empty: the site's own daily withdrawal limit applies at this level.
  withdrawDailyMax: draft.withdrawDailyMax.trim() === '' ? null : draft.withdrawDailyMax,
});

/**
 * Adds a level above the highest one or changes one (`index`), checked as the server checks
 * it: the contract's schema per field, a cashback of at most 100% and thresholds that do not fall
 * below the level before or rise above the level after. The whole programme is saved with it;
 * the server's refusal stays in the modal.
 */
export function VipLevelEditor({
  config,
  index,
  onClose,
}: {
  config: OpsVipConfig;
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = config.levels[index];
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing ? levelBodyOf(existing) : emptyLevel()));
  const [submitted, setSubmitted] = useState(false);
  const save = useVipChange(saveProgramme);
  const level = levelOf(draft);
  const parsed = opsVipLevelBodySchema.safeParse(level);
  const bad = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  if (parsed.success && Number(level.cashbackPercent) > 100) bad.add('cashbackPercent');
  const levels = withLevel(config, index, level);
  const falling = parsed.success ? fallingLevel(levels) : null;
  const thresholdsError =
    falling === null ? null : t('vipOps.level.falling', { level: falling + 1, below: falling });
  const fieldError = (key: keyof Draft, text: string) => (submitted && bad.has(key) ? text : null);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={existing ? t('vipOps.level.editTitle', { name: existing.name }) : t('vipOps.level.addTitle')}
    >
      <RefusableForm
        refusal={save.error ? refusalText(save.error, t) : null}
        gap="sm"
        onSubmit={() => {
          setSubmitted(true);
          if (bad.size > 0 || falling !== null) return;
          save.mutate(programmeBody(config, levels), {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('vipOps.level.saved', { name: level.name }) });
              onClose();
            },
          });
        }}
      >
        <TextInput
          label={t('vipOps.level.name')}
          value={draft.name}
          onChange={set('name')}
          maxLength={32}
          error={fieldError('name', t('vipOps.level.nameInvalid'))}
        />
        <SimpleGrid cols={2}>
          {AMOUNTS.map((key) => (
            <TextInput
              key={key}
              label={t(`vipOps.level.${key}`)}
              value={draft[key]}
              onChange={set(key)}
              inputMode="decimal"
              error={
                fieldError(key, t('vipOps.amountInvalid')) ??
                (submitted && (key === 'minDeposit' || key === 'minTurnover') ? thresholdsError : null)
              }
            />
          ))}
          <TextInput
            label={t('vipOps.level.withdrawDailyMax')}
            description={t('vipOps.level.withdrawHint')}
            value={draft.withdrawDailyMax}
            onChange={set('withdrawDailyMax')}
            inputMode="decimal"
            error={fieldError('withdrawDailyMax', t('vipOps.amountInvalid'))}
          />
          <TextInput
            label={t('vipOps.level.cashbackPercent')}
            value={draft.cashbackPercent}
            onChange={set('cashbackPercent')}
            inputMode="decimal"
            error={fieldError('cashbackPercent', t('vipOps.level.cashbackInvalid'))}
          />
        </SimpleGrid>
        <FormActions submitLabel={t('vipOps.save')} pending={save.isPending} onCancel={onClose} />
      </RefusableForm>
    </Modal>
  );
}
