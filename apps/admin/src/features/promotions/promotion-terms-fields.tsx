import { GAME_CATEGORIES, isDepositKind } from '@ficha/contract';
import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GameWeightsFields } from './game-weights-fields';
import { isFixedKind, PERIOD_DAYS, type PromotionValues } from './promotion-values';

type TextKey = {
  [K in keyof PromotionValues]: PromotionValues[K] extends string ? K : never;
}[keyof PromotionValues];

export interface FieldBinding {
  values: PromotionValues;
  set: <K extends keyof PromotionValues>(key: K, value: PromotionValues[K]) => void;
  /** The translated problem of a field, or null. */
  error: (key: string) => string | null;
}

/** A text input bound to one of the form's text values. */
export function bindText({ values, set, error }: FieldBinding, key: TextKey) {
  return {
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
    error: error(key),
  };
}

/**
 * What the kind pays and on what terms (issue 18 part 1): a deposit bonus's percent and cap or
 * fixed amount; cashback's rate, period and cap; a mission's game type and rounds; a referral's
 * friend deposit; then the wagering every grant carries (with the promotion's own game weights),
 * unless the licence forbids wagering.
 */
export function TermsFields({
  binding,
  wageringAllowed,
}: {
  binding: FieldBinding;
  wageringAllowed: boolean;
}) {
  const { t } = useTranslation();
  const { values, set } = binding;
  const f = (key: string) => t(`promotionsOps.form.${key}`);
  const money = (key: TextKey, label: string, description?: string) => (
    <TextInput label={label} description={description} inputMode="decimal" {...bindText(binding, key)} />
  );
  const deposit = isDepositKind(values.kind);
  const fixed = isFixedKind(values.kind) || (deposit && values.bonusType === 'FIXED');
  return (
    <Stack gap="xs">
      <Title order={5}>{f('terms')}</Title>
      {deposit && (
        <SegmentedControl
          aria-label={f('bonusType')}
          value={values.bonusType}
          onChange={(v) => set('bonusType', v as PromotionValues['bonusType'])}
          data={[
            { value: 'PERCENT', label: f('percentBonus') },
            { value: 'FIXED', label: f('fixedBonus') },
          ]}
        />
      )}
      <Group grow align="flex-start">
        {fixed && money('fixedAmount', deposit ? f('fixedAmount') : f('rewardAmount'))}
        {deposit && !fixed && (
          <TextInput label={f('percent')} inputMode="numeric" {...bindText(binding, 'percent')} />
        )}
        {!fixed && money('maxBonus', values.kind === 'CASHBACK' ? f('cashbackCap') : f('maxBonus'))}
        {deposit && money('minDeposit', f('minDeposit'))}
      </Group>
      {values.kind === 'NTH_DEPOSIT' && (
        <TextInput label={f('nth')} inputMode="numeric" {...bindText(binding, 'nth')} />
      )}
      {values.kind === 'CASHBACK' && (
        <Group grow align="flex-start">
          <TextInput
            label={f('cashbackPercent')}
            inputMode="numeric"
            {...bindText(binding, 'cashbackPercent')}
          />
          <NativeSelect
            label={f('periodDays')}
            data={PERIOD_DAYS.map((d) => ({ value: d, label: t(`promotionsOps.form.periods.${d}`) }))}
            value={values.periodDays}
            onChange={(e) => set('periodDays', e.currentTarget.value)}
          />
        </Group>
      )}
      {values.kind === 'MISSION' && (
        <Group grow align="flex-start">
          <NativeSelect
            label={f('gameType')}
            data={[...GAME_CATEGORIES]}
            value={values.gameType}
            onChange={(e) => set('gameType', e.currentTarget.value)}
          />
          <TextInput label={f('rounds')} inputMode="numeric" {...bindText(binding, 'rounds')} />
        </Group>
      )}
      {values.kind === 'REFERRAL' && money('friendMinDeposit', f('friendMinDeposit'))}
      <Title order={5}>{f('wagering')}</Title>
      {wageringAllowed ? (
        <>
          <Group grow align="flex-start">
            <TextInput
              label={f('turnoverMultiplier')}
              inputMode="numeric"
              {...bindText(binding, 'turnoverMultiplier')}
            />
            {money('maxBet', f('maxBet'))}
          </Group>
          <Group grow align="flex-start">
            {money('maxConversion', f('maxConversion'), f('maxConversionHint'))}
            <TextInput
              label={f('expiryDays')}
              description={f('expiryHint')}
              inputMode="numeric"
              {...bindText(binding, 'expiryDays')}
            />
          </Group>
          <GameWeightsFields binding={binding} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {f('noWagering')}
        </Text>
      )}
    </Stack>
  );
}
