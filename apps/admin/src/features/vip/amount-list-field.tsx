import { ActionIcon, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of amounts where each one's place is its meaning (a sign-in day, a leaderboard rank):
 * one field per place, the last removable, one more added up to `max`. `actions` sits at the
 * right of the add button (the editor's cancel and save).
 */
export function AmountListField({
  values,
  onChange,
  max,
  cols,
  invalidAt,
  labelOf,
  removeLabelOf,
  addLabel,
  actions,
}: {
  values: string[];
  onChange: (next: string[]) => void;
  max: number;
  cols: { base: number; sm: number };
  /** Whether the amount at a place was refused. */
  invalidAt: (index: number) => boolean;
  labelOf: (place: number) => string;
  removeLabelOf: (place: number) => string;
  addLabel: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={cols}>
        {values.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an amount's place is its meaning
          <Group key={`place-${i + 1}`} gap={4} wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={labelOf(i + 1)}
              value={value}
              inputMode="decimal"
              onChange={(e) => {
                const typed = e.currentTarget.value;
                onChange(values.map((old, j) => (j === i ? typed : old)));
              }}
              error={invalidAt(i) ? t('vipOps.amountInvalid') : null}
            />
            {i === values.length - 1 && values.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={invalidAt(i) ? 22 : 4}
                aria-label={removeLabelOf(i + 1)}
                onClick={() => onChange(values.slice(0, -1))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button
          size="xs"
          variant="default"
          disabled={values.length >= max}
          onClick={() => onChange([...values, ''])}
        >
          {addLabel}
        </Button>
        <Group gap="xs">{actions}</Group>
      </Group>
    </>
  );
}
