import type { KycDocument } from '@ficha/contract';
import { Alert, Anchor, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob } from '@/lib/api-client';

/** A blob as a data: URL: the console's CSP lets images come from data:, not from blob:. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * One identity file of a case, fetched with the reviewer's token (there is no public address for
 * it): an image inline (from a data: URL), a PDF as a link that opens it (a local blob URL).
 */
export function KycDocumentView({ memberId, document }: { memberId: string; document: KycDocument }) {
  const { t } = useTranslation();
  const isPdf = document.contentType === 'application/pdf';
  const file = useQuery({
    queryKey: ['kyc', 'file', memberId, document.kind, document.uploadedAt],
    queryFn: async () => {
      const blob = await apiGetBlob(`/kyc/cases/${memberId}/documents/${document.kind}`);
      return isPdf ? blob : dataUrlOf(blob);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const blobUrl = useMemo(
    () => (file.data instanceof Blob ? URL.createObjectURL(file.data) : undefined),
    [file.data],
  );
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  const url = typeof file.data === 'string' ? file.data : blobUrl;
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
          (isPdf ? (
            <Anchor href={url} target="_blank" rel="noreferrer">
              {t('kyc.openPdf', { name: label })}
            </Anchor>
          ) : (
            <Image src={url} alt={label} mah={280} fit="contain" radius="sm" />
          ))}
        <Text size="xs" c="dimmed">
          {document.contentType} · {Math.ceil(document.size / 1024)} KB
        </Text>
      </Stack>
    </Paper>
  );
}
