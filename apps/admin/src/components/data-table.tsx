import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '@/lib/csv';

/**
 * A column: its header, its raw value (what sorting and the CSV use) and, optionally, how the cell
 * shows it (money, a badge, buttons).
 */
export interface Column<T> {
  id: string;
  header: string;
  value: (row: T) => string | number | null;
  cell?: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Left out of the CSV (action buttons). */
  noCsv?: boolean;
}

export interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  /** The downloaded file's name, without extension; no export button without it. */
  csvName?: string;
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  empty?: string;
  toolbar?: ReactNode;
}

/** A dense sortable table (TanStack Table on Mantine's Table) with a CSV export of what it shows. */
export function DataTable<T>({
  rows,
  columns,
  csvName,
  rowKey,
  onRowClick,
  empty,
  toolbar,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns: columns.map(
      (c): ColumnDef<T> => ({
        id: c.id,
        header: c.header,
        accessorFn: c.value,
        cell: (info) => (c.cell ? c.cell(info.row.original) : String(info.getValue() ?? '')),
        sortingFn: 'alphanumeric',
      }),
    ),
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: rowKey,
  });

  const exportCsv = () => {
    const shown = columns.filter((c) => !c.noCsv);
    const sorted = table.getRowModel().rows.map((r) => r.original);
    downloadCsv(
      `${csvName}.csv`,
      toCsv(
        shown.map((c) => c.header),
        sorted.map((row) => shown.map((c) => c.value(row))),
      ),
    );
  };

  return (
    <div>
      {(toolbar || csvName) && (
        <Group justify="space-between" mb="xs">
          <div>{toolbar}</div>
          {csvName && (
            <Button size="xs" variant="default" onClick={exportCsv} disabled={rows.length === 0}>
              {t('common.exportCsv')}
            </Button>
          )}
        </Group>
      )}
      <ScrollArea type="auto">
        <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing={6} fz="sm" miw={600}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const align = columns.find((c) => c.id === header.id)?.align;
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      ta={align}
                      style={{ cursor: 'pointer', whiteSpace: 'nowrap', userSelect: 'none' }}
                      onClick={header.column.getToggleSortingHandler()}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    ta={columns.find((c) => c.id === cell.column.id)?.align}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md" size="sm">
          {empty ?? t('common.noData')}
        </Text>
      )}
    </div>
  );
}
