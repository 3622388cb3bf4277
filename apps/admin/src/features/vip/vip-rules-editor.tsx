import { Modal, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, RefusableForm } from '@/components/refusable-form';
import { type OpsVipConfig, refusalText, saveProgramme, useVipChange } from './vip-api';
import { levelBodyOf, programmeBody, programmeProblem } from './vip-programme';

/** Whole numbers only: "1.5" or "abc" is not a number of days. */
const wholeOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The programme's rules: the days its deposit and turnover totals count (empty: since the account
 * opened), whether a member who falls below a level loses it (needs a window, as the contract
 * says) and how many times a VIP bonus is wagered before it becomes cash.
 */
export function VipRulesEditor({ config, onClose }: { config: OpsVipConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const [windowDays, setWindowDays] = useState(config.windowDays === null ? '' : String(config.windowDays));
  const [downgrade, setDowngrade] = useState(config.downgrade);
  const [multiple, setMultiple] = useState(String(config.turnoverMultiple));
  const [submitted, setSubmitted] = useState(false);
  const save = useVipChange(saveProgramme);
  const body = programmeBody(config, config.levels.map(levelBodyOf), {
    windowDays: windowDays.trim() === '' ? null : wholeOrNaN(windowDays),
    downgrade,
    turnoverMultiple: wholeOrNaN(multiple),
  });
  const problem = programmeProblem(body);
  const badField = submitted ? problem?.path.split('.')[0] : undefined;

  return (
    <Modal opened onClose={onClose} centered title={t('vipOps.rules.title')}>
      <RefusableForm
        refusal={save.error ? refusalText(save.error, t) : null}
        gap="sm"
        onSubmit={() => {
          setSubmitted(true);
          if (problem) return;
          save.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('vipOps.rules.saved') });
              onClose();
            },
          });
        }}
      >
        <TextInput
          label={t('vipOps.rules.windowDays')}
          description={t('vipOps.rules.windowHint')}
          value={windowDays}
          onChange={(e) => setWindowDays(e.currentTarget.value)}
          inputMode="numeric"
          error={badField === 'windowDays' ? t('vipOps.rules.windowInvalid') : null}
        />
        <Switch
          label={t('vipOps.rules.downgrade')}
          checked={downgrade}
          onChange={(e) => setDowngrade(e.currentTarget.checked)}
          error={badField === 'downgrade' ? t('vipOps.rules.downgradeNeedsWindow') : null}
        />
        <TextInput
          label={t('vipOps.turnoverMultiple')}
          value={multiple}
          onChange={(e) => setMultiple(e.currentTarget.value)}
          inputMode="numeric"
          error={badField === 'turnoverMultiple' ? t('vipOps.multipleInvalid') : null}
        />
        <FormActions submitLabel={t('vipOps.save')} pending={save.isPending} onCancel={onClose} />
      </RefusableForm>
    </Modal>
  );
}
