import type { OpsPromotion } from '@ficha/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/data-table';
import { formatMoney, formatTime } from '@/lib/format';
import { statusOf } from './promotion-values';

/** A badge keeps its whole label when the wide table squeezes its columns. */
const NO_SHRINK = { minWidth: 'max-content' };
const STATUS_COLOURS = { scheduled: 'blue', running: 'green', paused: 'yellow', ended: 'gray' } as const;

/** The promotion's title in the console's language, else its first one. */
export const titleIn = (p: OpsPromotion, language: string) =>
  p.titles[language] ?? Object.values(p.titles)[0] ?? `#${p.id}`;

/** What a row's buttons do; none for staff who may only read. */
export interface RowActions {
  onEdit: (p: OpsPromotion) => void;
  onSetActive: (p: OpsPromotion, active: boolean) => void;
  onPayCashback: (p: OpsPromotion) => void;
  /** The promotion whose pause or resume is on its way. */
  busyId: number | null;
}

/** The list's columns: kind, status, schedule, audience and the figures of its grants. */
export function usePromotionColumns(currency: string, actions: RowActions | null): Column<OpsPromotion>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (amount: string) => formatMoney(amount, currency, lang);
  const c = (key: string) => t(`promotionsOps.columns.${key}`);
  const schedule = (p: OpsPromotion) => {
    if (!p.startsAt && !p.endsAt) return t('promotionsOps.always');
    return [
      p.startsAt ? t('promotionsOps.from', { date: formatTime(p.startsAt, lang) }) : null,
      p.endsAt ? t('promotionsOps.until', { date: formatTime(p.endsAt, lang) }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  };
  const audience = (p: OpsPromotion) =>
    p.audience === 'VIP'
      ? t('promotionsOps.audienceVip', { levels: p.audienceVipLevels.join(', ') })
      : p.audience === 'AGENT'
        ? t('promotionsOps.audienceAgent', { agents: p.audienceAgentIds.join(', ') })
        : t(`promotionsOps.audiences.${p.audience}`);
  const columns: Column<OpsPromotion>[] = [
    { id: 'title', header: c('title'), value: (p) => titleIn(p, lang) },
    {
      id: 'kind',
      header: c('kind'),
      value: (p) => t(`promotionsOps.kinds.${p.kind}`, { defaultValue: p.kind }),
      cell: (p) => (
        <Stack gap={2}>
          <Text size="sm">{t(`promotionsOps.kinds.${p.kind}`, { defaultValue: p.kind })}</Text>
          {!p.allowed && (
            <Badge color="red" variant="light" size="sm" style={NO_SHRINK}>
              {t('promotionsOps.notAllowed')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: c('status'),
      value: (p) => t(`promotionsOps.statuses.${statusOf(p)}`),
      cell: (p) => (
        <Badge variant="light" color={STATUS_COLOURS[statusOf(p)]} style={NO_SHRINK}>
          {t(`promotionsOps.statuses.${statusOf(p)}`)}
        </Badge>
      ),
    },
    { id: 'schedule', header: c('schedule'), value: schedule },
    { id: 'audience', header: c('audience'), value: audience },
    { id: 'grants', header: c('grants'), value: (p) => p.stats.grants, align: 'right' },
    { id: 'open', header: c('open'), value: (p) => p.stats.open, align: 'right' },
    {
      id: 'granted',
      header: c('granted'),
      value: (p) => p.stats.granted,
      cell: (p) => money(p.stats.granted),
      align: 'right',
    },
    {
      id: 'converted',
      header: c('converted'),
      value: (p) => p.stats.converted,
      cell: (p) => money(p.stats.converted),
      align: 'right',
    },
    {
      id: 'forfeited',
      header: c('forfeited'),
      value: (p) => p.stats.forfeited,
      cell: (p) => money(p.stats.forfeited),
      align: 'right',
    },
    {
      id: 'conversion',
      header: c('conversion'),
      value: (p) => p.stats.conversionPercent,
      cell: (p) => `${p.stats.conversionPercent}%`,
      align: 'right',
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: '',
      value: () => null,
      noCsv: true,
      cell: (p) => <RowButtons promotion={p} actions={actions} />,
    },
  ];
}

function RowButtons({ promotion: p, actions }: { promotion: OpsPromotion; actions: RowActions }) {
  const { t, i18n } = useTranslation();
  const title = titleIn(p, i18n.language);
  const ended = statusOf(p) === 'ended';
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="default"
        aria-label={t('promotionsOps.editLabel', { title })}
        onClick={() => actions.onEdit(p)}
      >
        {t('promotionsOps.editButton')}
      </Button>
      {!ended && (
        <Button
          size="compact-xs"
          variant="light"
          color={p.active ? 'yellow' : 'green'}
          loading={actions.busyId === p.id}
          aria-label={t(p.active ? 'promotionsOps.pauseLabel' : 'promotionsOps.resumeLabel', { title })}
          onClick={() => actions.onSetActive(p, !p.active)}
        >
          {t(p.active ? 'promotionsOps.pause' : 'promotionsOps.resume')}
        </Button>
      )}
      {p.kind === 'CASHBACK' && p.allowed && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('promotionsOps.payCashbackLabel', { title })}
          onClick={() => actions.onPayCashback(p)}
        >
          {t('promotionsOps.payCashback')}
        </Button>
      )}
    </Group>
  );
}
