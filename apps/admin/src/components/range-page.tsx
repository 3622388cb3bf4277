import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';

const day = (d: Date | string) => dayjs(d).format('YYYY-MM-DD');

/**
 * A page of figures over a range of days (the dashboard, the GGR report): its title and the
 * merchant, a range picker (the last `days` days at first), a warning when the contract's schema
 * refuses the range, and the page's body once the server answers for a range it accepts.
 */
export function RangePage<T>({
  texts,
  days,
  schema,
  queryKey,
  path,
  children,
}: {
  /** The page's texts: <texts>.title, .subtitle, .range, .badRange. */
  texts: 'dashboard' | 'reports';
  days: number;
  schema: { safeParse(value: unknown): { success: boolean } };
  queryKey: string;
  path: string;
  children: (data: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const [range, setRange] = useState<DatesRangeValue<string>>([
    day(dayjs().subtract(days, 'day').toDate()),
    day(new Date()),
  ]);
  const [from, to] = range;
  const query = from && to ? { merchantId: merchant?.id, from: day(from), to: day(to) } : undefined;
  const checked = query ? schema.safeParse(query) : undefined;
  const answer = useQuery({
    queryKey: [queryKey, query],
    queryFn: () => api<T>('GET', path, { params: query }),
    enabled: checked?.success === true,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t(`${texts}.title`)}</Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.subtitle`, { merchant: merchant?.name ?? '' })}
          </Text>
        </div>
        <DatePickerInput
          type="range"
          label={t(`${texts}.range`)}
          value={range}
          onChange={setRange}
          maxDate={new Date()}
          valueFormat="DD/MM/YYYY"
          locale={i18n.language === 'EN' ? 'en' : 'pt-br'}
          w={260}
          size="sm"
        />
      </Group>
      {checked && !checked.success && <Alert color="orange">{t(`${texts}.badRange`)}</Alert>}
      {checked?.success && <QueryState query={answer}>{children}</QueryState>}
    </Stack>
  );
}

/** A titled chart of a figures page. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
