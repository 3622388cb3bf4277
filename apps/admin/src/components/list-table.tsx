import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState } from './query-state';

/** A framed table of the rows of one list query (`{ list }`), with its loading and error states. */
export function ListTable<T>({
  query,
  ...table
}: { query: UseQueryResult<{ list: T[] }> } & Omit<DataTableProps<T>, 'rows'>) {
  return (
    <Paper withBorder p="sm" radius="md">
      <QueryState query={query}>{(data) => <DataTable rows={data.list} {...table} />}</QueryState>
    </Paper>
  );
}
