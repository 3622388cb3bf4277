import type { OpsPromotion, OpsPromotionList } from '@ficha/contract';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { may } from '@/lib/navigation';
import { CashbackRunModal } from './cashback-run-modal';
import { usePromotionColumns } from './promotion-columns';
import { PromotionForm } from './promotion-form';
import { FORM_KINDS } from './promotion-values';
import { usePromotions, useSetActive } from './promotions-api';

/**
 * The merchant's promotions (issue 18 part 4): what each costs and converts, its status, and for
 * staff with promotions.write the form with its phone preview, pause and resume, and the cashback
 * run. The merchant's licence decides which kinds are offered; the server refuses the others.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const currency = merchant?.currency ?? 'BRL';
  const canWrite = may(session.role, 'promotions.write');
  const query = usePromotions(merchantId);
  const setActive = useSetActive();
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const [paying, setPaying] = useState<OpsPromotion | null>(null);
  const columns = usePromotionColumns(
    currency,
    canWrite
      ? {
          onEdit: setEditing,
          onSetActive: (promotion, active) => setActive.mutate({ promotion, active }),
          onPayCashback: setPaying,
          busyId: setActive.isPending ? (setActive.variables?.promotion.id ?? null) : null,
        }
      : null,
  );

  return (
    <Stack>
      <Title order={2}>{t('promotionsOps.title')}</Title>
      <QueryState query={query}>
        {(data) => {
          const kinds = FORM_KINDS.filter((k) => data.allowedKinds === null || data.allowedKinds.includes(k));
          return (
            <>
              <Group justify="space-between" align="flex-start">
                <Licence data={data} />
                {canWrite && <Button onClick={() => setEditing('new')}>{t('promotionsOps.new')}</Button>}
              </Group>
              {setActive.error && (
                <Alert color="red" role="alert">
                  {setActive.error.message || t('common.errorText')}
                </Alert>
              )}
              <Paper withBorder p="sm" radius="md">
                <DataTable
                  rows={data.list}
                  columns={columns}
                  rowKey={(p) => String(p.id)}
                  csvName="promotions"
                  empty={t('promotionsOps.empty')}
                />
              </Paper>
              <Modal
                opened={editing !== null}
                onClose={() => setEditing(null)}
                title={editing === 'new' ? t('promotionsOps.new') : t('promotionsOps.edit')}
                size={1240}
              >
                {editing !== null && merchantId !== undefined && (
                  <PromotionForm
                    promotion={editing === 'new' ? undefined : editing}
                    kinds={kinds}
                    wageringAllowed={data.wageringAllowed}
                    merchantId={merchantId}
                    currency={currency}
                    canUpload={may(session.role, 'content.write')}
                    onSaved={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </Modal>
              <CashbackRunModal promotion={paying} currency={currency} onClose={() => setPaying(null)} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** What the merchant's licence allows, so nobody wonders why a kind is missing from the form. */
function Licence({ data }: { data: OpsPromotionList }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('promotionsOps.intro')}
      </Text>
      <Text size="sm">
        {t('promotionsOps.jurisdiction', { code: data.jurisdiction })} ·{' '}
        {data.allowedKinds === null
          ? t('promotionsOps.allKinds')
          : t('promotionsOps.allowedKinds', {
              kinds: data.allowedKinds
                .map((k) => t(`promotionsOps.kinds.${k}`, { defaultValue: k }))
                .join(', '),
            })}
      </Text>
      {!data.wageringAllowed && (
        <Text size="sm" c="dimmed">
          {t('promotionsOps.noWagering')}
        </Text>
      )}
    </Stack>
  );
}
