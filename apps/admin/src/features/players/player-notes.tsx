import { type PlayerNote, playerNoteBodySchema } from '@ficha/contract';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';

/**
 * The staff's notes on a player, newest first, each with its author and time; a form for a new one
 * (append-only: a correction is a new note). The text is checked with the contract's schema.
 */
export function PlayerNotes({ memberId, canWrite }: { memberId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notes = useQuery({
    queryKey: ['player-notes', memberId],
    queryFn: () => api<{ list: PlayerNote[] }>('GET', `/players/${memberId}/notes`),
  });
  return (
    <Stack gap="sm">
      {canWrite && (
        <NoteForm
          memberId={memberId}
          onAdded={() => queryClient.invalidateQueries({ queryKey: ['player-notes', memberId] })}
        />
      )}
      <QueryState query={notes}>
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('playerCare.notesEmpty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.list.map((note) => (
                <Paper key={note.id} withBorder p="xs" radius="sm" data-testid="player-note">
                  <Text size="xs" c="dimmed">
                    {note.staffUsername ?? t('playerCare.unknownStaff')} ·{' '}
                    {formatTime(note.createdAt, i18n.language)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {note.text}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function NoteForm({ memberId, onAdded }: { memberId: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = playerNoteBodySchema.safeParse({ text }).success;
  const add = useMutation({
    mutationFn: (body: { text: string }) => api<PlayerNote>('POST', `/players/${memberId}/notes`, { body }),
    onSuccess: () => {
      setText('');
      setTouched(false);
      onAdded();
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        const parsed = playerNoteBodySchema.safeParse({ text });
        if (parsed.success) add.mutate(parsed.data);
      }}
    >
      <Stack gap="xs">
        {add.error && (
          <Alert color="red" role="alert">
            {add.error.message || t('common.errorText')}
          </Alert>
        )}
        <Textarea
          label={t('playerCare.newNote')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={touched && !valid ? t('playerCare.noteInvalid') : null}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            {t('playerCare.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
