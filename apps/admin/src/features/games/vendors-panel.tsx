import type { ConsoleVendor } from '@ficha/contract';
import { Alert, Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import { useConsoleVendors, useUpdateVendor } from './api';

/**
 * The vendors on this merchant's site: whether each has a live integration (without one its games
 * are never shown) and the merchant's switch, which hides every game of the vendor.
 */
export function VendorsPanel({
  merchantId,
  canWrite,
}: {
  merchantId: number | undefined;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const vendors = useConsoleVendors(merchantId);
  const update = useUpdateVendor();

  const toggle = (vendor: ConsoleVendor, enabled: boolean) =>
    update.mutate(
      { code: vendor.code, body: { merchantId, enabled, version: vendor.version } },
      {
        onSuccess: (v) =>
          notifications.show({
            color: 'green',
            message: t(v.enabled ? 'games.vendorOn' : 'games.vendorOff', { name: v.name }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: error instanceof ApiError && error.message ? error.message : t('common.errorText'),
          }),
      },
    );

  const columns: Column<ConsoleVendor>[] = [
    { id: 'name', header: t('games.col.vendor'), value: (v) => v.name },
    { id: 'code', header: t('games.col.code'), value: (v) => v.code },
    { id: 'category', header: t('games.col.category'), value: (v) => v.category },
    {
      id: 'integrated',
      header: t('games.col.integration'),
      value: (v) => (v.integrated ? 'integrated' : 'notIntegrated'),
      cell: (v) => (
        <Badge color={v.integrated ? 'green' : 'red'} variant="light" size="sm">
          {t(v.integrated ? 'games.integrated' : 'games.status.notIntegrated')}
        </Badge>
      ),
    },
    { id: 'games', header: t('games.col.games'), value: (v) => v.games, align: 'right' },
    { id: 'shown', header: t('games.col.shown'), value: (v) => v.shownGames, align: 'right' },
    {
      id: 'enabled',
      header: t('games.col.enabled'),
      value: (v) => (v.enabled ? 'yes' : 'no'),
      cell: (v) => (
        <Switch
          size="xs"
          checked={v.enabled}
          disabled={!canWrite || (update.isPending && update.variables?.code === v.code)}
          onChange={(e) => toggle(v, e.currentTarget.checked)}
          aria-label={t('games.toggleVendor', { name: v.name })}
        />
      ),
    },
  ];

  return (
    <QueryState query={vendors}>
      {(data) => (
        <>
          <Alert color="blue" variant="light" mb="sm">
            {t('games.vendorsHelp')}
          </Alert>
          <DataTable rows={data.list} columns={columns} rowKey={(v) => v.code} csvName="game-vendors" />
        </>
      )}
    </QueryState>
  );
}
