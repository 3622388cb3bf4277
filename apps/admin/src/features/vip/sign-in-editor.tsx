import { opsSignInConfigBodySchema } from '@ficha/contract';
import { ActionIcon, Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
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
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert">
              {refusalText(save.error, t)}
            </Alert>
          )}
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
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {rewards.map((reward, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reward's day is its place in the list
              <Group key={`day-${i + 1}`} gap={4} wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('vipOps.signIn.dayN', { day: i + 1 })}
                  value={reward}
                  inputMode="decimal"
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setRewards((r) => r.map((old, j) => (j === i ? value : old)));
                  }}
                  error={bad.has(`rewards.${i}`) ? t('vipOps.amountInvalid') : null}
                />
                {i === rewards.length - 1 && rewards.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={bad.has(`rewards.${i}`) ? 22 : 4}
                    aria-label={t('vipOps.signIn.removeDay', { day: i + 1 })}
                    onClick={() => setRewards((r) => r.slice(0, -1))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Button
              size="xs"
              variant="default"
              disabled={rewards.length >= MAX_DAYS}
              onClick={() => setRewards((r) => [...r, ''])}
            >
              {t('vipOps.signIn.addDay')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('vipOps.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
