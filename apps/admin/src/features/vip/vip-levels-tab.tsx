import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format';
import { may } from '@/lib/navigation';
import {
  type OpsVipConfig,
  refusalText,
  saveProgramme,
  useVipChange,
  useVipMerchant,
  useVipProgramme,
} from './vip-api';
import { VipLevelEditor } from './vip-level-editor';
import { programmeBody, withoutLevel } from './vip-programme';
import { VipRulesEditor } from './vip-rules-editor';
import { VipRuns } from './vip-runs';

type Level = OpsVipConfig['levels'][number];

/**
 * The VIP levels tab: the programme's rules and its levels (thresholds, bonuses, withdrawal limit,
 * cashback). vip.manage adds, changes and removes levels; vip.pay runs the level review and the
 * weekly and monthly bonuses.
 */
export function VipLevelsTab() {
  const { t, i18n } = useTranslation();
  const { role } = useVipMerchant();
  const programme = useVipProgramme();
  const [editing, setEditing] = useState<number | null>(null);
  const [editingRules, setEditingRules] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useVipChange(saveProgramme);
  const mayManage = may(role, 'vip.manage');
  const closeRemoving = () => {
    setRemoving(null);
    remove.reset();
  };

  const columns = (config: OpsVipConfig): Column<Level>[] => {
    const money = (amount: string | null) =>
      amount === null ? t('vipOps.level.siteLimit') : formatMoney(amount, config.currency, i18n.language);
    const amount = (id: keyof Level) => (l: Level) => money(l[id] as string | null);
    return [
      { id: 'level', header: t('vipOps.level.level'), value: (l) => l.level },
      { id: 'name', header: t('vipOps.level.name'), value: (l) => l.name },
      { id: 'minDeposit', header: t('vipOps.level.minDeposit'), value: amount('minDeposit'), align: 'right' },
      {
        id: 'minTurnover',
        header: t('vipOps.level.minTurnover'),
        value: amount('minTurnover'),
        align: 'right',
      },
      {
        id: 'levelUp',
        header: t('vipOps.level.levelUpBonus'),
        value: amount('levelUpBonus'),
        align: 'right',
      },
      { id: 'weekly', header: t('vipOps.level.weeklyBonus'), value: amount('weeklyBonus'), align: 'right' },
      {
        id: 'monthly',
        header: t('vipOps.level.monthlyBonus'),
        value: amount('monthlyBonus'),
        align: 'right',
      },
      {
        id: 'birthday',
        header: t('vipOps.level.birthdayBonus'),
        value: amount('birthdayBonus'),
        align: 'right',
      },
      { id: 'withdraw', header: t('vipOps.level.withdrawDailyMax'), value: amount('withdrawDailyMax') },
      { id: 'cashback', header: t('vipOps.level.cashbackPercent'), value: (l) => `${l.cashbackPercent}%` },
      ...(mayManage
        ? [
            {
              id: 'actions',
              header: '',
              noCsv: true,
              value: () => '',
              cell: (l: Level) => (
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-xs" variant="default" onClick={() => setEditing(l.level - 1)}>
                    {t('vipOps.edit')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => setRemoving(l.level - 1)}
                  >
                    {t('vipOps.remove')}
                  </Button>
                </Group>
              ),
            } satisfies Column<Level>,
          ]
        : []),
    ];
  };

  return (
    <QueryState query={programme}>
      {(config) => (
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <Badge color={config.enabled ? 'green' : 'gray'} variant="light">
                {t(config.enabled ? 'vipOps.on' : 'vipOps.off')}
              </Badge>
              <Text size="sm">
                {config.windowDays === null
                  ? t('vipOps.rules.sinceOpening')
                  : t('vipOps.rules.window', { days: config.windowDays })}
                {' · '}
                {t(config.downgrade ? 'vipOps.rules.downgradeOn' : 'vipOps.rules.downgradeOff')}
                {' · '}
                {t('vipOps.rules.multiple', { times: config.turnoverMultiple })}
              </Text>
            </Group>
            <Group gap="xs">
              {mayManage && (
                <>
                  <Button size="xs" variant="default" onClick={() => setEditingRules(true)}>
                    {t('vipOps.rules.edit')}
                  </Button>
                  <Button size="xs" onClick={() => setEditing(config.levels.length)}>
                    {t('vipOps.level.add')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
          <DataTable
            rows={config.levels}
            columns={columns(config)}
            rowKey={(l) => String(l.level)}
            csvName="vip-levels"
            empty={t('vipOps.level.none')}
          />
          {may(role, 'vip.pay') && config.levels.length > 0 && <VipRuns merchantId={config.merchantId} />}
          {!mayManage && (
            <Text size="xs" c="dimmed">
              {t('vipOps.readOnly')}
            </Text>
          )}
          {editing !== null && (
            <VipLevelEditor config={config} index={editing} onClose={() => setEditing(null)} />
          )}
          {editingRules && <VipRulesEditor config={config} onClose={() => setEditingRules(false)} />}
          <Modal
            opened={removing !== null}
            onClose={closeRemoving}
            centered
            title={t('vipOps.level.removeTitle', { name: config.levels[removing ?? 0]?.name ?? '' })}
          >
            <Stack gap="sm">
              <Text size="sm">{t('vipOps.level.removeText')}</Text>
              {remove.error && (
                <Alert color="red" role="alert">
                  {refusalText(remove.error, t)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={closeRemoving}>
                  {t('common.cancel')}
                </Button>
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    removing !== null &&
                    remove.mutate(programmeBody(config, withoutLevel(config, removing)), {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: t('vipOps.level.removed') });
                        closeRemoving();
                      },
                    })
                  }
                >
                  {t('vipOps.remove')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      )}
    </QueryState>
  );
}
