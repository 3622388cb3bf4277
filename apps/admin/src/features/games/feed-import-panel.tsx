import { FEED_MAX_CHARS, type FeedImportAnswer, feedImportBodySchema } from '@ficha/contract';
import { Alert, Button, FileInput, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { ApiError } from '@/lib/api-client';
import { useImportFeed } from './api';

type ImportedGame = FeedImportAnswer['added'][number];

/** The format a file's name says: .csv or .json. */
export const feedFormatOf = (fileName: string) =>
  fileName.toLowerCase().endsWith('.csv') ? ('csv' as const) : ('json' as const);

/**
 * Upload of a vendor feed, loaded by the server with the code of `npm run games:import`: the
 * answer lists the games added and updated; the same file again adds and updates none.
 */
export function FeedImportPanel() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importFeed = useImportFeed();

  const submit = async () => {
    if (!file) return;
    setProblem(null);
    const body = { format: feedFormatOf(file.name), content: await file.text() };
    if (!feedImportBodySchema.safeParse(body).success) {
      setProblem(t('games.import.badFile', { max: Math.round(FEED_MAX_CHARS / 1_000_000) }));
      return;
    }
    importFeed.mutate(body);
  };
  const error = importFeed.error;
  const issues =
    error instanceof ApiError
      ? ((error.value as { issues?: Array<{ field: string; message: string }> } | null)?.issues ?? [])
      : [];
  const columns: Column<ImportedGame>[] = [
    { id: 'vendor', header: t('games.col.vendor'), value: (g) => g.vendorCode },
    { id: 'code', header: t('games.col.code'), value: (g) => g.gameCode },
    { id: 'name', header: t('games.col.name'), value: (g) => g.name },
  ];
  const result = importFeed.data;

  return (
    <Stack gap="sm">
      <Text size="sm">{t('games.import.help')}</Text>
      <Group align="flex-end">
        <FileInput
          label={t('games.import.file')}
          placeholder={t('games.import.choose')}
          accept=".json,.csv,application/json,text/csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            importFeed.reset();
            setProblem(null);
          }}
          w={360}
          clearable
        />
        <Button onClick={submit} disabled={!file} loading={importFeed.isPending}>
          {t('games.import.submit')}
        </Button>
      </Group>
      {problem && <Alert color="orange">{problem}</Alert>}
      {error && (
        <Alert color="red" role="alert" title={t('games.import.refused')}>
          {error.message || t('common.errorText')}
          {issues.length > 0 && (
            <List size="sm" mt="xs">
              {issues.map((i) => (
                <List.Item key={`${i.field}:${i.message}`}>
                  {i.field}: {i.message}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {result && (
        <Stack gap="sm" data-testid="import-result">
          <Alert color="green" title={t('games.import.done')}>
            {t('games.import.summary', {
              vendors: result.vendors,
              games: result.games,
              added: result.added.length,
              updated: result.updated.length,
              unchanged: result.unchanged,
            })}
          </Alert>
          <SimpleGrid cols={{ base: 1, xl: 2 }}>
            <div>
              <Title order={5} mb="xs">
                {t('games.import.added', { count: result.added.length })}
              </Title>
              <DataTable
                rows={result.added}
                columns={columns}
                rowKey={(g) => `${g.vendorCode}/${g.gameCode}`}
                csvName="feed-added"
                empty={t('games.import.noneAdded')}
              />
            </div>
            <div>
              <Title order={5} mb="xs">
                {t('games.import.updated', { count: result.updated.length })}
              </Title>
              <DataTable
                rows={result.updated}
                columns={columns}
                rowKey={(g) => `${g.vendorCode}/${g.gameCode}`}
                csvName="feed-updated"
                empty={t('games.import.noneUpdated')}
              />
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
