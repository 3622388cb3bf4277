import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { fieldErrorText, refusalError } from '@/features/auth';
import { useUpdateNickname } from '../api/update-profile';

/** The shared icon set has no pencil; this is the one place that needs it. */
function PencilIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
    </svg>
  );
}

/** The nickname with an edit button; the server's rule message shows when it refuses. */
export function NicknameEditor({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateNickname();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();

  if (draft === undefined) {
    return (
      <div className="nickname">
        <span className={nickname ? 'nickname__text' : 'nickname__text nickname__text--empty'}>
          {nickname || t('member.noNickname')}
        </span>
        <button
          type="button"
          className="icon-btn nickname__edit"
          onClick={() => {
            setDraft(nickname);
            setError(undefined);
          }}
          aria-label={t('member.editNickname')}
        >
          <PencilIcon />
        </button>
      </div>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft(undefined);
        toast(t('member.nicknameSaved'));
      },
      onError: (failure) => setError(fieldErrorText(refusalError(failure), t)),
    });
  };

  return (
    <form className="nickname nickname--editing" onSubmit={handleSubmit} noValidate>
      <input
        className="nickname__input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={200}
        aria-label={t('form.nickname')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'nickname-error' : undefined}
        // The player just asked to edit it: the field takes the focus at once.
        // biome-ignore lint/a11y/noAutofocus: focus follows the player's own edit action
        autoFocus
      />
      <button type="submit" className="icon-btn" disabled={update.isPending} aria-label={t('form.save')}>
        <Icon
          name={update.isPending ? 'refresh' : 'check'}
          size={20}
          className={update.isPending ? 'spin' : undefined}
        />
      </button>
      <button
        type="button"
        className="icon-btn"
        onClick={() => setDraft(undefined)}
        aria-label={t('form.cancel')}
      >
        <Icon name="close" size={20} />
      </button>
      {error && (
        <p id="nickname-error" className="nickname__error">
          {error}
        </p>
      )}
    </form>
  );
}
