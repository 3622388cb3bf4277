import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a page's summary row: a small upper-case label over the value, with an optional note. */
export function FigureCard({
  label,
  value,
  valueTestId,
  note,
  noteTestId,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  valueTestId: string;
  note?: ReactNode;
  noteTestId?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={valueTestId}>
        {value}
      </Text>
      {note !== undefined && (
        <Text size="xs" c="dimmed" data-testid={noteTestId}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
