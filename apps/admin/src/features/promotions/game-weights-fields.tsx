import { GAME_CATEGORIES } from '@ficha/contract';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_WEIGHTS, type WeightValue } from './game-weight-values';
import type { FieldBinding } from './promotion-terms-fields';

/**
 * The promotion's own turnover weights (issue 18 part 1): per game type, how much of a stake
 * counts towards its grants' turnover, over the merchant's weights. Rows are added and removed;
 * none: the merchant's weights apply.
 */
export function GameWeightsFields({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation();
  const { values, set, error } = binding;
  const f = (key: string, options?: Record<string, unknown>) => t(`promotionsOps.form.${key}`, options);
  const rows = values.gameWeights;
  const change = (i: number, row: Partial<WeightValue>) =>
    set(
      'gameWeights',
      rows.map((r, j) => (j === i ? { ...r, ...row } : r)),
    );
  const unused = GAME_CATEGORIES.find((c) => !rows.some((r) => r.game === null && r.gameType === c));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {f('gameWeights')}
      </Text>
      <Text size="xs" c="dimmed">
        {f('gameWeightsHint')}
      </Text>
      {rows.map((row, i) => {
        const name = row.game ? `${row.game.vendorCode} / ${row.game.gameCode}` : row.gameType;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is the key
          <Group key={i} align="flex-start" gap="xs">
            {row.game ? (
              <TextInput aria-label={f('weightGame', { row: i + 1 })} value={name} readOnly />
            ) : (
              <NativeSelect
                aria-label={f('weightGameType', { row: i + 1 })}
                data={[...new Set([...GAME_CATEGORIES, row.gameType])]}
                value={row.gameType}
                onChange={(e) => change(i, { gameType: e.currentTarget.value })}
              />
            )}
            <TextInput
              aria-label={f('weightPercent', { row: i + 1 })}
              inputMode="numeric"
              rightSection="%"
              w={110}
              value={row.percent}
              onChange={(e) => change(i, { percent: e.currentTarget.value })}
              error={error(`gameWeights.${i}`)}
            />
            <Button
              variant="subtle"
              color="red"
              aria-label={f('removeWeight', { row: i + 1 })}
              onClick={() =>
                set(
                  'gameWeights',
                  rows.filter((_, j) => j !== i),
                )
              }
            >
              {f('remove')}
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={rows.length >= MAX_WEIGHTS}
          onClick={() =>
            set('gameWeights', [...rows, { gameType: unused ?? 'RNG', game: null, percent: '100' }])
          }
        >
          {f('addWeight')}
        </Button>
      </Group>
    </Stack>
  );
}
