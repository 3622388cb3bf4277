import { Alert, Button, List, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

interface ImportAnswer {
  imported: number;
  rejected: string[];
}

/**
 * The self-exclusion register's import (platform staff only: it refuses a CPF on every merchant):
 * CPFs one a line, their source and a reason; the answer says how many were taken and lists the
 * lines that are not a valid CPF.
 */
export function RegisterImport() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [reason, setReason] = useState('');
  const cpfs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const run = useMutation({
    mutationFn: () => api<ImportAnswer>('POST', '/rg/register/import', { body: { cpfs, source, reason } }),
  });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{t('rgOps.register.title')}</Title>
        <Textarea
          label={t('rgOps.register.cpfs')}
          autosize
          minRows={4}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <TextInput
          label={t('rgOps.register.source')}
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
        />
        <TextInput
          label={t('rgOps.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button
          onClick={() => run.mutate()}
          loading={run.isPending}
          disabled={cpfs.length === 0 || source.trim().length < 2 || reason.trim().length < 3}
        >
          {t('rgOps.register.import', { count: cpfs.length })}
        </Button>
        {run.isError && <Alert color="red">{run.error.message}</Alert>}
        {run.data && (
          <Alert color={run.data.rejected.length ? 'orange' : 'green'} role="status">
            {t('rgOps.register.result', { imported: run.data.imported, rejected: run.data.rejected.length })}
            {run.data.rejected.length > 0 && (
              <List size="sm">
                {run.data.rejected.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
