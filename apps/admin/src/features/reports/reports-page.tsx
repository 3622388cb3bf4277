import { type GgrReport, ggrReportQuerySchema } from '@ficha/contract';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { FigureCard } from '@/components/figure-card';
import { PanelTabs } from '@/components/panel-tabs';
import { ChartCard, RangePage } from '@/components/range-page';
import { formatMoney } from '@/lib/format';

type DayRow = GgrReport['days'][number];
type GameRow = GgrReport['games'][number];
type VendorRow = GgrReport['vendors'][number];

const MONEY = ['bets', 'wins', 'ggr'] as const;

/**
 * The GGR report (issue 15 part 9): bets, wins and GGR of a range of UTC days, by day, game and
 * vendor, summed by the server from the ledger; every table exports as CSV.
 */
export default function ReportsPage() {
  return (
    <RangePage<GgrReport>
      texts="reports"
      days={29}
      schema={ggrReportQuerySchema}
      queryKey="ggr-report"
      path="/reports/ggr"
    >
      {(r) => <ReportBody report={r} />}
    </RangePage>
  );
}

function ReportBody({ report: r }: { report: GgrReport }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, r.currency, i18n.language);
  const moneyColumns = <T extends { bets: string; wins: string; ggr: string }>(): Column<T>[] =>
    MONEY.map((key) => ({
      id: key,
      header: t(`reports.${key}`),
      value: (row: T) => row[key],
      cell: (row: T) => money(row[key]),
      align: 'right' as const,
    }));
  const betCount = <T extends { betCount: number }>(): Column<T> => ({
    id: 'betCount',
    header: t('reports.betCount'),
    value: (row) => row.betCount,
    align: 'right',
  });
  const dayColumns: Column<DayRow>[] = [
    { id: 'day', header: t('reports.day'), value: (d) => d.day },
    ...moneyColumns<DayRow>(),
  ];
  const gameColumns: Column<GameRow>[] = [
    { id: 'name', header: t('reports.game'), value: (g) => g.name },
    { id: 'gameCode', header: t('reports.gameCode'), value: (g) => g.gameCode },
    { id: 'vendor', header: t('reports.vendor'), value: (g) => g.vendorCode },
    betCount<GameRow>(),
    ...moneyColumns<GameRow>(),
  ];
  const vendorColumns: Column<VendorRow>[] = [
    { id: 'vendor', header: t('reports.vendor'), value: (v) => v.vendorCode },
    betCount<VendorRow>(),
    ...moneyColumns<VendorRow>(),
  ];
  const chart = r.days.map((d) => ({ day: dayjs(d.day).format('DD/MM'), [t('reports.ggr')]: Number(d.ggr) }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        {MONEY.map((key) => (
          <FigureCard
            key={key}
            label={t(`reports.${key}`)}
            value={money(r.total[key])}
            valueTestId={`total-${key}`}
          />
        ))}
      </SimpleGrid>
      <ChartCard title={t('reports.perDayChart')}>
        <BarChart
          h={180}
          data={chart}
          dataKey="day"
          series={[{ name: t('reports.ggr'), color: 'indigo.6' }]}
          valueFormatter={(v) => formatMoney(String(v), r.currency, i18n.language)}
          yAxisProps={{ width: 84 }}
        />
      </ChartCard>
      <PanelTabs
        tabs={[
          {
            value: 'games',
            label: t('reports.byGame'),
            panel: (
              <DataTable
                rows={r.games}
                columns={gameColumns}
                rowKey={(g) => `${g.vendorCode}/${g.gameCode}`}
                csvName={`ggr-by-game-${r.from}-${r.to}`}
                empty={t('reports.noPlay')}
              />
            ),
          },
          {
            value: 'vendors',
            label: t('reports.byVendor'),
            panel: (
              <DataTable
                rows={r.vendors}
                columns={vendorColumns}
                rowKey={(v) => v.vendorCode}
                csvName={`ggr-by-vendor-${r.from}-${r.to}`}
                empty={t('reports.noPlay')}
              />
            ),
          },
          {
            value: 'days',
            label: t('reports.byDay'),
            panel: (
              <DataTable
                rows={r.days}
                columns={dayColumns}
                rowKey={(d) => d.day}
                csvName={`ggr-by-day-${r.from}-${r.to}`}
              />
            ),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('reports.definitions')}
      </Text>
    </Stack>
  );
}
