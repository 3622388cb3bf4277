import { opsSignInConfigBodySchema } from '@ficha/contract';
import { Modal, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, RefusableForm } from '@/components/refusable-form';
import { AmountListField } from './amount-list-field';
import { refusalText, type SignInConfig, saveSignIn, useVipChange } from './vip-api';

const MAX_DAYS = 31;

/**
 * The daily sign-in calendar: the reward of each day of a streak (1 to 31 days), whether a missed
 * day starts the streak again, the wagering of each reward and whether the calendar runs. Checked
 * with the contract's schema; the server refuses switching it on where the licence forbids it
 * (PROMOTION_NOT_ALLOWED), and that refusal stays in the modal.
 */
export function SignInEditor({ config, onClose }: { config: SignInConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(config.enabled);
  const [resetOnMiss, setResetOnMiss] = useState(config.resetOnMiss);
  const [multiple, setMultiple] = useState(String(config.turnoverMultiple));
  const [rewards, setRewards] = useState<string[]>(() => (config.rewards.length ? config.rewards : ['']));
  const [submitted, setSubmitted] = useState(false);
  const save = useVipChange(saveSignIn);
  const body = {
    merchantId: config.merchantId,
    enabled,
    resetOnMiss,
    turnoverMultiple: /^\d+$/.test(multiple.trim()) ? Number(multiple) : Number.NaN,
    rewards,
  };
  const parsed = opsSignInConfigBodySchema.safeParse(body);
  const bad = new Set(
    submitted && !parsed.success ? parsed.error.issues.map((i) => i.path.map(String).join('.')) : [],
  );

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('vipOps.signIn.editTitle')}>
      <RefusableForm
        refusal={save.error ? refusalText(save.error, t) : null}
        gap="sm"
        onSubmit={() => {
          setSubmitted(true);
          if (!parsed.success) return;
          save.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('vipOps.signIn.saved') });
              onClose();
            },
          });
        }}
      >
        <Switch
          label={t('vipOps.signIn.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <Switch
          label={t('vipOps.signIn.resetOnMiss')}
          checked={resetOnMiss}
          onChange={(e) => setResetOnMiss(e.currentTarget.checked)}
        />
        <TextInput
          label={t('vipOps.turnoverMultiple')}
          value={multiple}
          onChange={(e) => setMultiple(e.currentTarget.value)}
          inputMode="numeric"
          error={bad.has('turnoverMultiple') ? t('vipOps.multipleInvalid') : null}
        />
        <AmountListField
          values={rewards}
          onChange={setRewards}
          max={MAX_DAYS}
          cols={{ base: 2, sm: 3 }}
          invalidAt={(i) => bad.has(`rewards.${i}`)}
          labelOf={(place) => t('vipOps.signIn.dayN', { day: place })}
          removeLabelOf={(place) => t('vipOps.signIn.removeDay', { day: place })}
          addLabel={t('vipOps.signIn.addDay')}
          actions={<FormActions submitLabel={t('vipOps.save')} pending={save.isPending} onCancel={onClose} />}
        />
      </RefusableForm>
    </Modal>
  );
}
