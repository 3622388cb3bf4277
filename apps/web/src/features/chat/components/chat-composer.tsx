import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX } from '@ficha/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';

interface Props {
  onSend: (text: string) => string | undefined;
  onImage: (file: File) => Promise<string | undefined>;
  onTyping: () => void;
}

const MB = CHAT_IMAGE_MAX_BYTES / (1024 * 1024);

/** The text box, its counter and the image button; refusals (too long, not an image) show under it. */
export function ChatComposer({ onSend, onImage, onTyping }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const length = [...text].length;
  const tooLong = length > CHAT_MESSAGE_MAX;

  const explain = (code: string) =>
    t(`error.${code}` as 'error.INTERNAL', {
      defaultValue: t('error.INTERNAL'),
      max: code === 'CHAT_IMAGE_TOO_LARGE' ? MB : CHAT_MESSAGE_MAX,
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refused = onSend(text);
    if (refused) setError(explain(refused));
    else {
      setText('');
      setError(undefined);
    }
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const refused = await onImage(file);
    setUploading(false);
    setError(refused ? explain(refused) : undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <form className="chat-composer" onSubmit={handleSubmit}>
      {error && (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        <button
          type="button"
          className="icon-btn chat-composer__attach"
          aria-label={t('chat.attach')}
          disabled={uploading}
          onClick={() => fileRef.current?.click()}
        >
          <Icon name={uploading ? 'refresh' : 'plusSquare'} />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          data-testid="chat-file"
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
        <label className="chat-composer__field">
          <span className="visually-hidden">{t('chat.placeholder')}</span>
          <textarea
            value={text}
            rows={1}
            placeholder={t('chat.placeholder')}
            aria-invalid={tooLong}
            onChange={(event) => {
              setText(event.target.value);
              onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                handleSubmit(event);
              }
            }}
          />
        </label>
        <button
          type="submit"
          className="icon-btn chat-composer__send"
          aria-label={t('chat.send')}
          disabled={!text.trim() || tooLong}
        >
          <Icon name="send" />
        </button>
      </div>
      <span className={`chat-composer__count${tooLong ? ' chat-composer__count--over' : ''}`}>
        {length}/{CHAT_MESSAGE_MAX}
      </span>
    </form>
  );
}
