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
                  <RowActions
                    title={label(row)}
                    onEdit={() => onEdit(row)}
                    onDelete={() => onDelete(row)}
                    justify="flex-end"
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A row's edit and delete buttons; the delete asks first, naming the row. */
export function RowActions({
  title,
  onEdit,
  onDelete,
  justify,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  justify?: 'flex-end';
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify={justify}>
      <Button size="compact-xs" variant="light" onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => {
          if (window.confirm(t('content.confirmDelete', { title }))) onDelete();
        }}
      >
        {t('content.delete')}
      </Button>
    </Group>
  );
}
