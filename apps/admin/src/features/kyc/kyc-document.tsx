import type { KycDocument } from '@ficha/contract';
import { Alert, Anchor, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob } from '@/lib/api-client';

/**
 * One identity file of a case, fetched with the reviewer's token (there is no public address for
 * it) and shown from a local blob URL: an image inline, a PDF as a link that opens it.
 */
export function KycDocumentView({ memberId, document }: { memberId: string; document: KycDocument }) {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: ['kyc', 'file', memberId, document.kind, document.uploadedAt],
    queryFn: () => apiGetBlob(`/kyc/cases/${memberId}/documents/${document.kind}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = t(`kyc.kinds.${document.kind}`);
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {file.isPending && <Loader size="sm" />}
        {file.isError && <Alert color="red">{t('kyc.fileError')}</Alert>}
        {url &&
          (document.contentType === 'application/pdf' ? (
            <Anchor href={url} target="_blank" rel="noreferrer">
              {t('kyc.openPdf', { name: label })}
            </Anchor>
          ) : (
            <Image src={url} alt={label} mah={280} fit="contain" radius="sm" />
          ))}
        <Text size="xs" c="dimmed">
          {document.contentType} · {(document.size / 1024).toFixed(0)} KB
        </Text>
      </Stack>
    </Paper>
  );
}
