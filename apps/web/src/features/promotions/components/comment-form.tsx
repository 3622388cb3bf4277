import { COMMENT_MAX_CHARS, COMMENT_MAX_IMAGES, commentLength } from '@ficha/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useMessageText } from '@/components/form';
import { Icon } from '@/components/icon';
import type { FormMessage } from '@/lib/form';
import { usePostComment } from '../api/comments';
import { base64Of, commentRefusal, IMAGE_MEGABYTES, imageProblem } from '../lib/comment-rules';

/**
 * A member's comment on a promotion (spec section 5: "activity comment up to 140 characters,
 * images png or jpg up to 5 MB each and at most 3"): the text with its counter, up to three
 * images checked as they are picked, and after sending, the note that it waits for approval.
 */
export function CommentForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const messageText = useMessageText();
  const post = usePostComment(promotionId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<Array<{ key: number; file: File }>>([]);
  const nextKey = useRef(0);
  const [problem, setProblem] = useState<FormMessage>();
  const [isSent, setSent] = useState(false);
  const length = commentLength(text);

  const pick = (files: FileList | null) => {
    setProblem(undefined);
    const picked = [...images];
    for (const file of files ?? []) {
      const refusal = imageProblem(file, picked.length);
      if (refusal) {
        setProblem(refusal);
        break;
      }
      nextKey.current += 1;
      picked.push({ key: nextKey.current, file });
    }
    setImages(picked);
  };

  const send = async () => {
    setProblem(undefined);
    if (length < 1 || length > COMMENT_MAX_CHARS)
      return setProblem({ key: 'promotionComments.textRequired', values: { max: COMMENT_MAX_CHARS } });
    try {
      await post.mutateAsync({
        text: text.trim(),
        images: await Promise.all(images.map((image) => base64Of(image.file))),
      });
      setText('');
      setImages([]);
      setSent(true);
    } catch (error) {
      setProblem(commentRefusal(error));
    }
  };

  const problemText = messageText(problem);
  return (
    <form
      className="promo-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className="field__label">
        {t('promotionComments.label')}
      </label>
      <div className="promo-comment-form__area">
        <textarea
          id={`${id}-text`}
          className="field__input"
          rows={3}
          value={text}
          placeholder={t('promotionComments.placeholder')}
          aria-describedby={`${id}-rule`}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
        />
        <span
          className="promo-comment-form__counter"
          data-over={length > COMMENT_MAX_CHARS || undefined}
          aria-live="polite"
          data-testid="comment-counter"
        >
          {length}/{COMMENT_MAX_CHARS}
        </span>
      </div>
      <p className="promo-comment-form__hint" id={`${id}-rule`}>
        {t('promotionComments.textRule', { max: COMMENT_MAX_CHARS })}{' '}
        {t('promotionComments.imageRule', { size: IMAGE_MEGABYTES, count: COMMENT_MAX_IMAGES })}
      </p>
      {images.length > 0 && (
        <ul className="promo-comment-form__files">
          {images.map(({ key, file }) => (
            <li key={key}>
              <span>{file.name}</span>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                aria-label={t('promotionComments.removeImage', { name: file.name })}
                onClick={() => setImages(images.filter((image) => image.key !== key))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="promo-comment-form__actions">
        <input
          id={`${id}-images`}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={images.length >= COMMENT_MAX_IMAGES || post.isPending}
          aria-label={t('promotionComments.addImages')}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-images`}
          className="btn btn--outline btn--sm"
          aria-hidden="true"
          data-disabled={images.length >= COMMENT_MAX_IMAGES || post.isPending || undefined}
        >
          {t('promotionComments.addImages')} ({images.length}/{COMMENT_MAX_IMAGES})
        </label>
        <BusyButton type="submit" className="btn btn--primary btn--sm" isBusy={post.isPending}>
          {t('promotionComments.send')}
        </BusyButton>
      </div>
      {problemText && (
        <p className="promo-comment-form__error" role="alert">
          {problemText}
        </p>
      )}
      {isSent && (
        <p className="promo-comment-form__sent" role="status">
          {t('promotionComments.pendingNote')}
        </p>
      )}
    </form>
  );
}
