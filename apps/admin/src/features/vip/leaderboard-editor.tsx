import { opsLeaderboardBodySchema } from '@ficha/contract';
import { Modal, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, RefusableForm } from '@/components/refusable-form';
import { AmountListField } from './amount-list-field';
import { createLeaderboard, type LeaderboardBody, refusalText, useVipChange } from './vip-api';

const MAX_PRIZES = 100;
const DAY = 24 * 60 * 60_000;

/** A moment as a datetime-local input shows it (the browser's time zone), and back. */
const toLocal = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocal = (local: string) => {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
};

/**
 * A new leaderboard: its title, what it ranks (turnover or wins), its period and the prize of each
 * rank from the first. The API creates leaderboards and closes them; it has no edit, so a mistake
 * is fixed by closing one and creating another. Checked with the contract's schema (the end after
 * the start); the server refuses a kind the merchant's licence forbids, shown in the modal.
 */
export function LeaderboardEditor({ merchantId, onClose }: { merchantId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [metric, setMetric] = useState<LeaderboardBody['metric']>('TURNOVER');
  const [startsAt, setStartsAt] = useState(() => toLocal(Math.ceil(Date.now() / 3_600_000) * 3_600_000));
  const [endsAt, setEndsAt] = useState(() =>
    toLocal(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * DAY),
  );
  const [prizes, setPrizes] = useState<string[]>(['']);
  const [multiple, setMultiple] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const create = useVipChange(createLeaderboard);
  const body: LeaderboardBody = {
    merchantId,
    title,
    metric,
    startsAt: fromLocal(startsAt),
    endsAt: fromLocal(endsAt),
    prizes,
    turnoverMultiple: /^\d+$/.test(multiple.trim()) ? Number(multiple) : Number.NaN,
  };
  const parsed = opsLeaderboardBodySchema.safeParse(body);
  const bad = new Set(
    submitted && !parsed.success ? parsed.error.issues.map((i) => i.path.map(String).join('.')) : [],
  );

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('vipOps.board.addTitle')}>
      <RefusableForm
        refusal={create.error ? refusalText(create.error, t) : null}
        gap="sm"
        onSubmit={() => {
          setSubmitted(true);
          if (!parsed.success) return;
          create.mutate(body, {
            onSuccess: (board) => {
              notifications.show({
                color: 'green',
                message: t('vipOps.board.created', { title: board.title }),
              });
              onClose();
            },
          });
        }}
      >
        <TextInput
          label={t('vipOps.board.title')}
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={bad.has('title') ? t('vipOps.board.titleInvalid') : null}
        />
        <SimpleGrid cols={2}>
          <NativeSelect
            label={t('vipOps.board.metric')}
            value={metric}
            onChange={(e) => setMetric(e.currentTarget.value as LeaderboardBody['metric'])}
            data={[
              { value: 'TURNOVER', label: t('vipOps.board.TURNOVER') },
              { value: 'WIN', label: t('vipOps.board.WIN') },
            ]}
          />
          <TextInput
            label={t('vipOps.turnoverMultiple')}
            value={multiple}
            inputMode="numeric"
            onChange={(e) => setMultiple(e.currentTarget.value)}
            error={bad.has('turnoverMultiple') ? t('vipOps.multipleInvalid') : null}
          />
          <TextInput
            type="datetime-local"
            label={t('vipOps.board.startsAt')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={bad.has('startsAt') ? t('vipOps.board.dateInvalid') : null}
          />
          <TextInput
            type="datetime-local"
            label={t('vipOps.board.endsAt')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={bad.has('endsAt') ? t('vipOps.board.endBeforeStart') : null}
          />
        </SimpleGrid>
        <AmountListField
          values={prizes}
          onChange={setPrizes}
          max={MAX_PRIZES}
          cols={{ base: 2, sm: 4 }}
          invalidAt={(i) => bad.has(`prizes.${i}`)}
          labelOf={(place) => t('vipOps.board.rankN', { rank: place })}
          removeLabelOf={(place) => t('vipOps.board.removeRank', { rank: place })}
          addLabel={t('vipOps.board.addRank')}
          actions={
            <FormActions
              submitLabel={t('vipOps.board.create')}
              pending={create.isPending}
              onCancel={onClose}
            />
          }
        />
      </RefusableForm>
    </Modal>
  );
}
