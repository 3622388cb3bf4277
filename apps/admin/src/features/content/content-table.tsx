import { Button, Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ContentColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A list of content rows with their edit and delete buttons (shown to those who may write). */
export function ContentTable<T extends { id: number }>({
  rows,
  columns,
  empty,
  canWrite,
  onEdit,
  onDelete,
  label,
}: {
  rows: T[];
  columns: ContentColumn<T>[];
  empty: string;
  canWrite: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** The row's name in the delete confirmation. */
  label: (row: T) => string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed">{empty}</Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                {canWrite && (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button size="compact-xs" variant="light" onClick={() => onEdit(row)}>
                      {t('content.edit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        if (window.confirm(t('content.confirmDelete', { title: label(row) }))) onDelete(row);
                      }}
                    >
                      {t('content.delete')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
