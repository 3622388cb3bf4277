import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useMessageText } from '@/components/form';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { checkedBy, encodeMessage, refusalMessage, useZodForm } from '@/lib/form';
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
  const [isEditing, setEditing] = useState(false);

  if (!isEditing) {
    return (
      <div className="nickname">
        <span className={nickname ? 'nickname__text' : 'nickname__text nickname__text--empty'}>
          {nickname || t('member.noNickname')}
        </span>
        <button
          type="button"
          className="icon-btn nickname__edit"
          onClick={() => setEditing(true)}
          aria-label={t('member.editNickname')}
        >
          <PencilIcon />
        </button>
      </div>
    );
  }
  return <NicknameForm nickname={nickname} onDone={() => setEditing(false)} />;
}

type Values = { nickname: string };

// The server holds the nickname rule (its message arrives with the refusal).
const NO_CLIENT_RULES = checkedBy<Values>(() => ({}));

function NicknameForm({ nickname, onDone }: { nickname: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateNickname();
  const form = useZodForm(NO_CLIENT_RULES, { nickname });

  const handleSubmit = async (values: Values) => {
    try {
      await update.mutateAsync(values.nickname.trim());
      onDone();
      toast(t('member.nicknameSaved'));
    } catch (failure) {
      form.setError('nickname', { message: encodeMessage(refusalMessage(failure)) });
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="nickname nickname--editing">
      <NicknameInput />
      <button type="submit" className="icon-btn" disabled={update.isPending} aria-label={t('form.save')}>
        <Icon
          name={update.isPending ? 'refresh' : 'check'}
          size={20}
          className={update.isPending ? 'spin' : undefined}
        />
      </button>
      <button type="button" className="icon-btn" onClick={onDone} aria-label={t('form.cancel')}>
        <Icon name="close" size={20} />
      </button>
      <NicknameError />
    </Form>
  );
}

function NicknameInput() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<Values>();
  const isInvalid = formState.errors.nickname !== undefined;
  return (
    <input
      className="nickname__input"
      {...register('nickname')}
      maxLength={200}
      aria-label={t('form.nickname')}
      aria-invalid={isInvalid ? true : undefined}
      aria-describedby={isInvalid ? 'nickname-error' : undefined}
      // The player just asked to edit it: the field takes the focus at once.
      // biome-ignore lint/a11y/noAutofocus: focus follows the player's own edit action
      autoFocus
    />
  );
}

function NicknameError() {
  const messageText = useMessageText();
  const { errors } = useFormState<Values>();
  const error = messageText(errors.nickname?.message);
  if (!error) return null;
  return (
    <p id="nickname-error" className="nickname__error" role="alert">
      {error}
    </p>
  );
}
