import { type ConsoleGame, consoleGameUpdateSchema } from '@ficha/contract';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStatusBadge } from './status-badge';

export interface GameSettings {
  enabled: boolean;
  isHot: boolean;
  isNew: boolean;
  minBet: string;
  sort: number;
}

const settingsOf = (g: ConsoleGame): GameSettings => ({
  enabled: g.enabled,
  isHot: g.isHot,
  isNew: g.isNew,
  minBet: g.minBet,
  sort: g.sort,
});

/**
 * A game's settings on this merchant's site, checked with the contract's schema before sending; a
 * refusal (another staff member saved first: EDIT_CONFLICT) shows the server's reason.
 */
export function GameEditModal({
  game,
  pending,
  error,
  onSave,
  onClose,
}: {
  game: ConsoleGame | null;
  pending: boolean;
  error: string | null;
  onSave: (game: ConsoleGame, settings: GameSettings) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<GameSettings | null>(null);
  useEffect(() => setForm(game ? settingsOf(game) : null), [game]);
  if (!game || !form) return null;
  const checked = consoleGameUpdateSchema.safeParse({ ...form, version: game.version });
  const minBetInvalid = !checked.success && checked.error.issues.some((i) => i.path[0] === 'minBet');
  const set = (patch: Partial<GameSettings>) => setForm({ ...form, ...patch });

  return (
    <Modal opened onClose={onClose} title={t('games.editTitle', { name: game.name })} centered>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {game.vendorName} · {game.gameType} · {game.gameCode}
          </Text>
          <GameStatusBadge status={game.status} />
        </Group>
        {!game.integrated && (
          <Alert color="red" variant="light">
            {t('games.notIntegratedHelp')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Switch
          label={t('games.col.enabled')}
          checked={form.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
        />
        <Switch
          label={t('games.hot')}
          description={t('games.feedValue', { value: game.feed.isHot ? t('games.yes') : t('games.no') })}
          checked={form.isHot}
          onChange={(e) => set({ isHot: e.currentTarget.checked })}
        />
        <Switch
          label={t('games.new')}
          description={t('games.feedValue', { value: game.feed.isNew ? t('games.yes') : t('games.no') })}
          checked={form.isNew}
          onChange={(e) => set({ isNew: e.currentTarget.checked })}
        />
        <TextInput
          label={t('games.col.minBet')}
          description={t('games.feedValue', { value: game.feed.minBet })}
          value={form.minBet}
          onChange={(e) => set({ minBet: e.currentTarget.value })}
          error={minBetInvalid ? t('games.minBetInvalid') : null}
        />
        <NumberInput
          label={t('games.col.order')}
          description={t('games.orderHelp', { value: game.feed.sort })}
          value={form.sort}
          allowDecimal={false}
          onChange={(v) => set({ sort: typeof v === 'number' ? v : Number.parseInt(v, 10) || 0 })}
        />
        <Group justify="space-between">
          <Button variant="subtle" size="xs" onClick={() => setForm({ ...form, ...game.feed })}>
            {t('games.feedValues')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button loading={pending} disabled={!checked.success} onClick={() => onSave(game, form)}>
              {t('games.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
