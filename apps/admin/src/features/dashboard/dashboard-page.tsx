import { type Dashboard, type DashboardFigures, dashboardQuerySchema } from '@ficha/contract';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { FigureCard } from '@/components/figure-card';
import { PanelTabs } from '@/components/panel-tabs';
import { ChartCard, RangePage } from '@/components/range-page';
import { formatMoney, formatNumber } from '@/lib/format';

type GameRow = Dashboard['games'][number];
type VendorRow = Dashboard['vendors'][number];

const MONEY_FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'ngr', 'bonusCost'] as const;
const COUNT_FIGURES = ['newPlayers', 'activePlayers', 'firstDeposits'] as const;

/**
 * The dashboard (issue 15 part 3): the range's figures beside today's, per-day charts, and the
 * per-game and per-vendor tables, all summed from the ledger by the server (days in UTC).
 */
export default function DashboardPage() {
  return (
    <RangePage<Dashboard>
      texts="dashboard"
      days={6}
      schema={dashboardQuerySchema}
      queryKey="dashboard"
      path="/dashboard"
    >
      {(d) => <DashboardBody dashboard={d} />}
    </RangePage>
  );
}

function DashboardBody({ dashboard: d }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (v: string) => formatMoney(v, d.currency, lang);
  const figure = (
    f: DashboardFigures,
    key: (typeof MONEY_FIGURES)[number] | (typeof COUNT_FIGURES)[number],
  ) => (typeof f[key] === 'number' ? formatNumber(f[key] as number, lang) : money(f[key] as string));
  const perDay = d.days.map((row) => ({
    day: dayjs(row.day).format('DD/MM'),
    [t('figures.deposits')]: Number(row.deposits),
    [t('figures.withdrawals')]: Number(row.withdrawals),
    [t('figures.ggr')]: Number(row.ggr),
    [t('figures.ngr')]: Number(row.ngr),
    [t('figures.activePlayers')]: row.activePlayers,
    [t('figures.newPlayers')]: row.newPlayers,
    [t('figures.firstDeposits')]: row.firstDeposits,
  }));
  const series = (keys: string[], colors: string[]) =>
    keys.map((key, i) => ({ name: t(`figures.${key}`), color: colors[i] ?? 'gray.6' }));
  const valueFormatter = (v: number) => formatMoney(String(v), d.currency, lang);

  const gameColumns: Column<GameRow>[] = [
    { id: 'name', header: t('dashboard.game'), value: (r) => r.name },
    { id: 'vendor', header: t('dashboard.vendor'), value: (r) => r.vendorCode },
    { id: 'betCount', header: t('dashboard.betCount'), value: (r) => r.betCount, align: 'right' },
    ...(['bets', 'wins', 'ggr'] as const).map(
      (key): Column<GameRow> => ({
        id: key,
        header: t(`figures.${key}`),
        value: (r) => r[key],
        cell: (r) => money(r[key]),
        align: 'right',
      }),
    ),
  ];
  const vendorColumns: Column<VendorRow>[] = [
    { id: 'vendor', header: t('dashboard.vendor'), value: (r) => r.vendorCode },
    ...gameColumns.slice(2).map((c) => c as unknown as Column<VendorRow>),
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {[...MONEY_FIGURES, ...COUNT_FIGURES].map((key) => (
          <FigureCard
            key={key}
            testId={`figure-${key}`}
            label={t(`figures.${key}`)}
            value={figure(d.range, key)}
            valueTestId={`range-${key}`}
            note={`${t('dashboard.today')}: ${figure(d.today, key)}`}
            noteTestId={`today-${key}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
        <ChartCard title={t('dashboard.cashFlow')}>
          <AreaChart
            h={200}
            data={perDay}
            dataKey="day"
            series={series(['deposits', 'withdrawals'], ['teal.6', 'orange.6'])}
            valueFormatter={valueFormatter}
            yAxisProps={{ width: 84 }}
            withLegend
          />
        </ChartCard>
        <ChartCard title={t('dashboard.revenue')}>
          <BarChart
            h={200}
            data={perDay}
            dataKey="day"
            series={series(['ggr', 'ngr'], ['indigo.6', 'grape.5'])}
            valueFormatter={valueFormatter}
            yAxisProps={{ width: 84 }}
            withLegend
          />
        </ChartCard>
        <ChartCard title={t('dashboard.players')}>
          <LineChart
            h={200}
            data={perDay}
            dataKey="day"
            series={series(
              ['activePlayers', 'newPlayers', 'firstDeposits'],
              ['blue.6', 'green.6', 'yellow.7'],
            )}
            withLegend
          />
        </ChartCard>
      </SimpleGrid>
      <PanelTabs
        tabs={[
          {
            value: 'games',
            label: t('dashboard.perGame'),
            panel: (
              <DataTable
                rows={d.games}
                columns={gameColumns}
                rowKey={(r) => `${r.vendorCode}/${r.gameCode}`}
                csvName={`ggr-games-${d.from}-${d.to}`}
              />
            ),
          },
          {
            value: 'vendors',
            label: t('dashboard.perVendor'),
            panel: (
              <DataTable
                rows={d.vendors}
                columns={vendorColumns}
                rowKey={(r) => r.vendorCode}
                csvName={`ggr-vendors-${d.from}-${d.to}`}
              />
            ),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('dashboard.definitions')}
      </Text>
    </Stack>
  );
}
