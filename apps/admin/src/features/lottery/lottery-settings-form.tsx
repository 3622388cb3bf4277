import {
  type LotteryOpsGame,
  type LotteryOpsSettingsBody,
  lotteryOpsSettingsBodySchema,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';

const LIMITS = ['minBet', 'maxBet', 'maxPickLiability', 'maxPeriodStake'] as const;
type Limit = (typeof LIMITS)[number];

/**
 * What the staff member changed, and only that: limits left as loaded are not sent (the server
 * keeps them), an emptied limit goes back to the game's default (null), an emptied odds field
 * removes the merchant's override. It carries the version the game was read at: when someone
 * saved since, the server refuses it (EDIT_CONFLICT) rather than overwrite the newer change.
 */
export function settingsChange(
  game: LotteryOpsGame,
  limits: Record<Limit, string>,
  odds: Record<string, string>,
  reason: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = { reason, version: game.version };
  for (const key of LIMITS) {
    const was = game.ownLimits[key] ?? '';
    const now = limits[key].trim();
    if (now !== was) body[key] = now === '' ? null : now;
  }
  const oddsChange: Record<string, string | null> = {};
  for (const bet of game.betTypes) {
    const was = game.oddsOverrides[bet.betType] ?? '';
    const now = (odds[bet.betType] ?? '').trim();
    if (now !== was) oddsChange[bet.betType] = now === '' ? null : now;
  }
  if (Object.keys(oddsChange).length > 0) body.odds = oddsChange;
  return body;
}

/**
 * A lottery game's limits and odds at one merchant (issue 14 part 5): empty means the game's
 * default. Checked with the contract's schema; the server's refusal (odds outside 50%–100% return)
 * is shown as the server words it. When another staff member saved first (EDIT_CONFLICT), the
 * form offers to load the newer values (`onReload`) and start again from them.
 */
export function LotterySettingsForm({
  game,
  opened,
  onClose,
  onSaved,
  onReload,
}: {
  game: LotteryOpsGame;
  opened: boolean;
  onClose: () => void;
  onSaved: (game: LotteryOpsGame) => void;
  /** Reads the game again after an edit conflict (the page then shows the form with it). */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [limits, setLimits] = useState<Record<Limit, string>>(() => ({
    minBet: game.ownLimits.minBet ?? '',
    maxBet: game.ownLimits.maxBet ?? '',
    maxPickLiability: game.ownLimits.maxPickLiability ?? '',
    maxPeriodStake: game.ownLimits.maxPeriodStake ?? '',
  }));
  const [odds, setOdds] = useState<Record<string, string>>(() => ({ ...game.oddsOverrides }));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const body = settingsChange(game, limits, odds, reason);
  const parsed = lotteryOpsSettingsBodySchema.safeParse(body);
  const bad = new Set(
    submitted && !parsed.success ? parsed.error.issues.map((i) => i.path.map(String).join('.')) : [],
  );
  const nothing = Object.keys(body).every((key) => key === 'reason' || key === 'version');
  const save = useMutation({
    mutationFn: (b: LotteryOpsSettingsBody) =>
      api<LotteryOpsGame>('PUT', `/lottery/merchants/${game.merchant_id}/games/${game.code}/settings`, {
        body: b,
      }),
    onSuccess: onSaved,
  });
  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lotteryOps.settingsTitle', { name: game.name })}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (parsed.success && !nothing) save.mutate(parsed.data);
        }}
      >
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message || t('common.errorText')}
              {conflict && (
                <Button size="xs" variant="light" color="red" ml="sm" onClick={onReload}>
                  {t('lotteryOps.reload')}
                </Button>
              )}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('lotteryOps.defaultsHint')}
          </Text>
          <SimpleGrid cols={2}>
            {LIMITS.map((key) => (
              <TextInput
                key={key}
                size="xs"
                label={t(`lotteryOps.limit.${key}`)}
                placeholder={game.limits[key]}
                value={limits[key]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setLimits((l) => ({ ...l, [key]: value }));
                }}
                error={bad.has(key) ? t('lotteryOps.moneyInvalid') : null}
              />
            ))}
          </SimpleGrid>
          <Table fz="xs" verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lotteryOps.betType')}</Table.Th>
                <Table.Th>{t('lotteryOps.defaultOdds')}</Table.Th>
                <Table.Th>{t('lotteryOps.merchantOdds')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {game.betTypes.map((bet) => (
                <Table.Tr key={bet.betType}>
                  <Table.Td>{bet.betType}</Table.Td>
                  <Table.Td>{bet.defaultOdds}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('lotteryOps.oddsOf', { betType: bet.betType })}
                      placeholder={bet.defaultOdds}
                      value={odds[bet.betType] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setOdds((o) => ({ ...o, [bet.betType]: value }));
                      }}
                      error={bad.has(`odds.${bet.betType}`) ? t('lotteryOps.oddsInvalid') : null}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Textarea
            label={t('common.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={bad.has('reason') ? t('common.reasonRequired') : null}
            autosize
            minRows={2}
            maxLength={500}
          />
          {submitted && nothing && (
            <Text size="sm" c="orange">
              {t('lotteryOps.nothingChanged')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('lotteryOps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
