import {
  CONSOLE_GAME_STATUSES,
  type ConsoleGame,
  type ConsoleGameStatus,
  GAME_CATEGORIES,
  type GameCategory,
} from '@ficha/contract';
import { Group, Paper, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PaginationState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { ApiError } from '@/lib/api-client';
import { may } from '@/lib/navigation';
import { type GameFilters, useConsoleVendors, useUpdateGame } from './api';
import { FeedImportPanel } from './feed-import-panel';
import { GameEditModal, type GameSettings } from './game-edit-modal';
import { GAMES_PAGE_SIZE, GamesTable } from './games-table';
import { VendorsPanel } from './vendors-panel';

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The game catalogue of the merchant (issue 15 part 7): every game with its status on the site
 * (games of a vendor without integration are marked "not integrated": players never see them),
 * its switch, flags, minimum bet and order; the vendors; the feed import (platform staff).
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canWrite = may(session.role, 'games.write');
  // The catalogue is shared by every merchant: only platform staff load feeds into it.
  const canImport = canWrite && session.merchantId === null;

  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [vendor, setVendor] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: GAMES_PAGE_SIZE });
  const filters: GameFilters = {
    q: q || undefined,
    vendor: vendor ?? undefined,
    category: (category as GameCategory | null) ?? undefined,
    status: (status as ConsoleGameStatus | null) ?? undefined,
  };
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    };

  const vendors = useConsoleVendors(merchantId);
  const update = useUpdateGame();
  const [editing, setEditing] = useState<ConsoleGame | null>(null);

  const save = (game: ConsoleGame, settings: GameSettings, after?: () => void) =>
    update.mutate(
      { nodeId: game.nodeId, body: { merchantId, version: game.version, ...settings } },
      {
        onSuccess: (saved) => {
          after?.();
          notifications.show({ color: 'green', message: t('games.saved', { name: saved.name }) });
        },
        onError: (error) => {
          if (!after) notifications.show({ color: 'red', message: reasonOf(error, t('common.errorText')) });
        },
      },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('games.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('games.subtitle', { merchant: merchant?.name ?? '' })}
        </Text>
      </div>
      <Tabs defaultValue="games" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="games">{t('games.tabGames')}</Tabs.Tab>
          <Tabs.Tab value="vendors">{t('games.tabVendors')}</Tabs.Tab>
          {canImport && <Tabs.Tab value="import">{t('games.tabImport')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="games">
          <Paper withBorder p="sm" radius="md">
            <Group mb="sm" align="flex-end" gap="sm">
              <TextInput
                label={t('games.search')}
                placeholder={t('games.searchHint')}
                value={search}
                onChange={(e) => firstPage(setSearch)(e.currentTarget.value)}
                w={240}
                size="sm"
              />
              <Select
                label={t('games.col.vendor')}
                placeholder={t('games.any')}
                data={(vendors.data?.list ?? []).map((v) => ({ value: v.code, label: v.name }))}
                value={vendor}
                onChange={firstPage(setVendor)}
                clearable
                searchable
                w={190}
                size="sm"
              />
              <Select
                label={t('games.col.category')}
                placeholder={t('games.any')}
                data={GAME_CATEGORIES.map((c) => ({ value: c, label: c }))}
                value={category}
                onChange={firstPage(setCategory)}
                clearable
                w={150}
                size="sm"
              />
              <Select
                label={t('games.col.status')}
                placeholder={t('games.any')}
                data={CONSOLE_GAME_STATUSES.map((s) => ({ value: s, label: t(`games.status.${s}`) }))}
                value={status}
                onChange={firstPage(setStatus)}
                clearable
                w={170}
                size="sm"
              />
            </Group>
            <GamesTable
              merchantId={merchantId}
              filters={filters}
              canWrite={canWrite}
              pagination={pagination}
              onPaginationChange={setPagination}
              onEdit={(game) => {
                update.reset();
                setEditing(game);
              }}
              onToggle={(game, enabled) =>
                save(game, {
                  enabled,
                  isHot: game.isHot,
                  isNew: game.isNew,
                  minBet: game.minBet,
                  sort: game.sort,
                })
              }
              togglingId={update.isPending && !editing ? (update.variables?.nodeId ?? null) : null}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="vendors">
          <Paper withBorder p="sm" radius="md">
            <VendorsPanel merchantId={merchantId} canWrite={canWrite} />
          </Paper>
        </Tabs.Panel>
        {canImport && (
          <Tabs.Panel value="import">
            <Paper withBorder p="sm" radius="md">
              <FeedImportPanel />
            </Paper>
          </Tabs.Panel>
        )}
      </Tabs>
      <GameEditModal
        game={editing}
        pending={update.isPending}
        error={editing && update.isError ? reasonOf(update.error, t('common.errorText')) : null}
        onSave={(game, settings) => save(game, settings, () => setEditing(null))}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
