import {
  CONSOLE_GAME_SORTS,
  type ConsoleGame,
  type ConsoleGameListQuery,
  type ConsoleGameSort,
} from '@ficha/contract';
import { ActionIcon, Button, Group, Pagination, ScrollArea, Switch, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { type GameFilters, getAllConsoleGames, useConsoleGames } from './api';
import { GameStatusBadge } from './status-badge';

export const GAMES_PAGE_SIZE = 25;

interface GamesTableProps {
  merchantId: number | undefined;
  filters: GameFilters;
  canWrite: boolean;
  /** Page and sort, kept by the screen so a filter change starts at page 1. */
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  onEdit: (game: ConsoleGame) => void;
  onToggle: (game: ConsoleGame, enabled: boolean) => void;
  togglingId: string | null;
}

const isSort = (id: string): id is ConsoleGameSort => (CONSOLE_GAME_SORTS as readonly string[]).includes(id);

/**
 * The merchant's games: TanStack Table in manual mode, since the server searches, filters, sorts
 * and pages the catalogue (it can hold thousands of games); the CSV holds every game of the view.
 */
export function GamesTable(props: GamesTableProps) {
  const { t, i18n } = useTranslation();
  const { merchantId, filters, canWrite, pagination, onPaginationChange } = props;
  const [sorting, setSorting] = useState<SortingState>([{ id: 'order', desc: false }]);
  const sort = sorting[0];
  const query: Partial<ConsoleGameListQuery> & { merchantId: number | undefined } = {
    merchantId,
    ...filters,
    sort: sort && isSort(sort.id) ? sort.id : 'order',
    dir: sort?.desc ? 'desc' : 'asc',
    pageNo: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  };
  const games = useConsoleGames(query);
  const [exporting, setExporting] = useState(false);

  const columns: Array<ColumnDef<ConsoleGame> & { csv?: (g: ConsoleGame) => string | number }> = [
    { id: 'order', header: t('games.col.order'), accessorFn: (g) => g.sort, csv: (g) => g.sort },
    { id: 'name', header: t('games.col.name'), accessorFn: (g) => g.name, csv: (g) => g.name },
    {
      id: 'vendor',
      header: t('games.col.vendor'),
      accessorFn: (g) => g.vendorName,
      csv: (g) => g.vendorCode,
    },
    {
      id: 'category',
      header: t('games.col.category'),
      accessorFn: (g) => g.gameType,
      csv: (g) => g.gameType,
    },
    { id: 'minBet', header: t('games.col.minBet'), accessorFn: (g) => g.minBet, csv: (g) => g.minBet },
    {
      id: 'flags',
      header: t('games.col.flags'),
      enableSorting: false,
      cell: ({ row }) =>
        [row.original.isHot && t('games.hot'), row.original.isNew && t('games.new')]
          .filter(Boolean)
          .join(' · '),
      csv: (g) => [g.isHot && 'hot', g.isNew && 'new'].filter(Boolean).join(';'),
    },
    {
      id: 'status',
      header: t('games.col.status'),
      cell: ({ row }) => <GameStatusBadge status={row.original.status} />,
      csv: (g) => g.status,
    },
    {
      id: 'enabled',
      header: t('games.col.enabled'),
      enableSorting: false,
      cell: ({ row }) => (
        <Switch
          size="xs"
          checked={row.original.enabled}
          disabled={!canWrite || props.togglingId === row.original.nodeId}
          onChange={(e) => props.onToggle(row.original, e.currentTarget.checked)}
          aria-label={t('games.toggle', { name: row.original.name })}
        />
      ),
      csv: (g) => (g.enabled ? 'yes' : 'no'),
    },
    {
      id: 'edit',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        canWrite ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={() => props.onEdit(row.original)}
            aria-label={t('games.edit', { name: row.original.name })}
          >
            ✎
          </ActionIcon>
        ) : null,
    },
  ];

  const table = useReactTable({
    data: games.data?.list ?? [],
    columns,
    manualSorting: true,
    manualPagination: true,
    rowCount: games.data?.total ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      onPaginationChange({ ...pagination, pageIndex: 0 });
    },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (g) => g.nodeId,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await getAllConsoleGames({ ...query, pageNo: undefined, pageSize: undefined });
      const shown = columns.filter((c) => c.csv);
      downloadCsv(
        `games-${merchantId ?? ''}.csv`,
        toCsv(
          ['nodeId', ...shown.map((c) => String(c.header))],
          all.map((g) => [g.nodeId, ...shown.map((c) => c.csv!(g))]),
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <QueryState query={games}>
      {(page) => (
        <div>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed" data-testid="games-total">
              {t('games.total', { count: page.total, total: formatNumber(page.total, i18n.language) })}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={exportCsv}
              loading={exporting}
              disabled={page.total === 0}
            >
              {t('common.exportCsv')}
            </Button>
          </Group>
          <ScrollArea type="auto">
            <Table striped verticalSpacing={5} fz="sm" miw={900}>
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const sortable = header.column.getCanSort();
                      return (
                        <Table.Th
                          key={header.id}
                          onClick={sortable ? header.column.getToggleSortingHandler() : undefined}
                          style={{ cursor: sortable ? 'pointer' : undefined, whiteSpace: 'nowrap' }}
                          aria-sort={
                            sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                          }
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
                  <Table.Tr key={row.id} data-status={row.original.status}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id} style={{ whiteSpace: 'nowrap' }}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {page.total === 0 ? (
            <Text c="dimmed" ta="center" py="md" size="sm">
              {t('games.none')}
            </Text>
          ) : (
            <Group justify="flex-end" mt="sm">
              <Pagination
                size="sm"
                total={page.totalPages}
                value={pagination.pageIndex + 1}
                onChange={(n) => onPaginationChange({ ...pagination, pageIndex: n - 1 })}
                getControlProps={(control) => ({ 'aria-label': t(`games.page.${control}`) })}
              />
            </Group>
          )}
        </div>
      )}
    </QueryState>
  );
}
