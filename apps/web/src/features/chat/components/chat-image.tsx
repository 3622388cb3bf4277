import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChatImage } from '../api/chat-calls';

/**
 * An image of the conversation: fetched with the caller's credential (only the conversation's
 * member and staff may see it, so no plain <img src>), shown from a local object URL.
 */
export function ChatImage({ id, visitor }: { id: string; visitor: string | undefined }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    getChatImage(visitor, id)
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
  }, [id, visitor]);
  if (failed) return <span className="chat-image chat-image--failed">{t('chat.imageFailed')}</span>;
  if (!url)
    return (
      <span
        className="chat-image chat-image--loading skeleton"
        role="img"
        aria-label={t('chat.imageLoading')}
      />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="chat-image">
      <img src={url} alt={t('chat.image')} />
    </a>
  );
}
