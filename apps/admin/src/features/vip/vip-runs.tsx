import { VIP_RUNS as RUNS, type VipRunName } from '@ficha/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, runVip, useVipChange } from './vip-api';

type Run = VipRunName;

/**
 * The runs the server offers (vip.pay): re-evaluate every member's level now, or pay this week's
 * or this month's VIP bonus, last week's VIP cashback or today's birthday bonuses. The server also
 * runs each at its period boundary and pays each period once, so a run here pays only what is
 * still due; the staff member confirms first because a run moves money.
 */
export function VipRuns({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Run | null>(null);
  const run = useVipChange(runVip);
  const close = () => {
    setAsked(null);
    run.reset();
  };

  return (
    <>
      <Group gap="xs">
        {RUNS.map((r) => (
          <Button key={r} size="xs" variant="light" onClick={() => setAsked(r)}>
            {t(`vipOps.runs.${r}`)}
          </Button>
        ))}
      </Group>
      <Modal opened={asked !== null} onClose={close} centered title={asked ? t(`vipOps.runs.${asked}`) : ''}>
        <Stack gap="sm">
          <Text size="sm">{asked ? t(`vipOps.runs.${asked}Text`) : ''}</Text>
          {run.error && (
            <Alert color="red" role="alert">
              {refusalText(run.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={run.isPending}
              onClick={() =>
                asked &&
                run.mutate(
                  { merchantId, run: asked },
                  {
                    onSuccess: (done) => {
                      notifications.show({ color: 'green', message: t('vipOps.runs.done', done) });
                      close();
                    },
                  },
                )
              }
            >
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
