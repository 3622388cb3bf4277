import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob } from '@/lib/api-client';

/** A chat image, fetched with the staff token (no plain <img src>: only staff of its merchant may see it). */
export function ChatImage({ id }: { id: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    apiGetBlob(`/chat/attachments/${encodeURIComponent(id)}`)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  if (failed) return <Text size="sm">{t('chat.imageFailed')}</Text>;
  if (!url) return <Text size="sm">…</Text>;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt="" style={{ maxWidth: 220, maxHeight: 220, borderRadius: 8, display: 'block' }} />
    </a>
  );
}
