import type { OpsPromotion } from '@ficha/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '@/lib/format';
import { titleIn } from './promotion-columns';
import { useCashbackRun } from './promotions-api';

/**
 * Confirms and runs a cashback promotion's payment of its last complete period, then shows what
 * it paid. The run is idempotent per player and period on the server: running it twice pays
 * nobody twice, so the button stays available after a run.
 */
export function CashbackRunModal({
  promotion,
  currency,
  onClose,
}: {
  promotion: OpsPromotion | null;
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const run = useCashbackRun();
  const close = () => {
    run.reset();
    onClose();
  };
  const title = promotion ? titleIn(promotion, i18n.language) : '';
  const result = run.data;
  return (
    <Modal opened={promotion !== null} onClose={close} title={t('promotionsOps.cashback.title')}>
      {promotion && (
        <Stack>
          {result ? (
            <Alert color="green" role="status">
              {result.members > 0
                ? t('promotionsOps.cashback.done', {
                    amount: formatMoney(result.amount, currency, i18n.language),
                    count: result.members,
                    date: formatTime(result.periodFrom, i18n.language),
                  })
                : t('promotionsOps.cashback.none', { date: formatTime(result.periodFrom, i18n.language) })}
            </Alert>
          ) : (
            <Text size="sm">{t('promotionsOps.cashback.confirm', { title })}</Text>
          )}
          {run.error && (
            <Alert color="red" role="alert">
              {run.error.message || t('common.errorText')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {result ? t('promotionsOps.cashback.close') : t('common.cancel')}
            </Button>
            {!result && (
              <Button loading={run.isPending} onClick={() => run.mutate(promotion)}>
                {t('promotionsOps.cashback.pay')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
