import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPE_UNSET,
  FEEDBACK_TYPES,
  type FeedbackTypeName,
} from '@ficha/contract';
import { useId, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorShower,
  FieldFrame,
  FORM_ERROR,
  Form,
  FormFooter,
  fieldAria,
  useMessageText,
} from '@/components/form';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { Sheet } from '@/components/sheet';
import { CaptchaField, useCaptcha } from '@/features/auth';
import { errorMessageKey } from '@/i18n/error-message';
import { checkedBy, type FormMessage, isCode, useZodForm } from '@/lib/form';
import { putFeedback } from '../api/inbox';
import './feedback-form.css';

type Values = { type: number; content: string; captcha: string };

/** Spec section 3's question types, in the picker's order. */
const TYPE_ORDER: FeedbackTypeName[] = [
  'deposit_issues',
  'withdraw_issues',
  'game_issues',
  'service_issues',
  'apply_issues',
  'other_issues',
];
const nameOf = (type: number) => TYPE_ORDER.find((name) => FEEDBACK_TYPES[name] === type);

/** Spec section 5 'Feedback': 20 to 200 characters, a question type, the captcha required. */
export function checkFeedback(values: Values): Partial<Record<keyof Values, FormMessage>> {
  const length = values.content.trim().length;
  return {
    type: values.type === FEEDBACK_TYPE_UNSET ? { key: 'feedback.chooseType' } : undefined,
    content:
      length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH
        ? { key: 'feedback.words', values: { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH } }
        : undefined,
    captcha: values.captcha.trim() ? undefined : { key: 'in_vwrite_code' },
  };
}

/**
 * /m/feedback (spec sections 2, 3, 5): a question type chosen in a bottom sheet, the description
 * with its counter (length/200), the captcha. Submit stays disabled while the description is
 * empty, and says it is busy while the call runs; success shows the 'sent_success' alert.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha('feedback', true);
  const schema = useMemo(() => checkedBy<Values>(checkFeedback), []);
  const form = useZodForm(schema, { type: FEEDBACK_TYPE_UNSET, content: '', captcha: '' });
  const [isSent, setSent] = useState(false);
  const content = useWatch({ control: form.control, name: 'content' });
  const showError = errorShower(form);

  const handleSubmit = async (values: Values) => {
    const key = captcha.data?.captchaKey;
    if (!key) return showError(FORM_ERROR, { key: 'error.CAPTCHA_REQUIRED' });
    try {
      await putFeedback({
        type: values.type,
        content: values.content.trim(),
        sender: '',
        captcha: values.captcha,
        captchaKey: key,
      });
      form.reset();
      setSent(true);
    } catch (error) {
      form.setValue('captcha', '');
      void captcha.refetch();
      if (isCode(error, 'INVALID_CAPTCHA') || isCode(error, 'CAPTCHA_REQUIRED')) {
        return showError('captcha', { key: errorMessageKey(error) });
      }
      showError(FORM_ERROR, { key: errorMessageKey(error) });
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="form-stack feedback-form">
      <TypePicker />
      <ContentField />
      <CaptchaField name="captcha" captcha={captcha} />
      <FormFooter disabled={content.length === 0}>{t('feedback.submit')}</FormFooter>
      <Modal open={isSent} onClose={() => setSent(false)} variant="dialog" label={t('title.feedback')}>
        <div className="feedback-sent" role="alert">
          <Icon name="check" size={28} />
          <p>{t('sent_success')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => setSent(false)}>
            {t('action.ok')}
          </button>
        </div>
      </Modal>
    </Form>
  );
}

function TypePicker() {
  const { t } = useTranslation();
  const inputId = useId();
  const messageText = useMessageText();
  const { field, fieldState } = useController<Values, 'type'>({ name: 'type' });
  const [isOpen, setOpen] = useState(false);
  const chosen = nameOf(field.value);
  const error = messageText(fieldState.error?.message);
  return (
    <FieldFrame inputId={inputId} label={t('feedback.type')} error={error}>
      <button
        ref={field.ref}
        id={inputId}
        name={field.name}
        type="button"
        className="field__input feedback-form__type"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...fieldAria(inputId, error, undefined)}
      >
        <span data-placeholder={chosen ? undefined : ''}>
          {chosen ? t(`feedback.${chosen}`) : t('feedback.chooseType')}
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      <Sheet open={isOpen} onClose={() => setOpen(false)} title={t('feedback.type')}>
        <ul className="feedback-types" aria-label={t('feedback.type')}>
          {TYPE_ORDER.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="menu-row"
                aria-pressed={field.value === FEEDBACK_TYPES[name]}
                onClick={() => {
                  field.onChange(FEEDBACK_TYPES[name]);
                  setOpen(false);
                }}
              >
                <span className="menu-row__label">{t(`feedback.${name}`)}</span>
                {field.value === FEEDBACK_TYPES[name] && <Icon name="check" size={18} />}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </FieldFrame>
  );
}

function ContentField() {
  const { t } = useTranslation();
  const inputId = useId();
  const messageText = useMessageText();
  const { field, fieldState } = useController<Values, 'content'>({ name: 'content' });
  const error = messageText(fieldState.error?.message);
  const range = t('feedback.words', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH });
  return (
    <FieldFrame
      inputId={inputId}
      label={`${t('feedback.content')} (${FEEDBACK_MIN_LENGTH}-${FEEDBACK_MAX_LENGTH})`}
      error={error}
      hint={range}
    >
      <div className="feedback-form__area">
        <textarea
          ref={field.ref}
          id={inputId}
          name={field.name}
          className="field__input feedback-form__content"
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={field.value}
          placeholder={t('feedback.placeholder')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          {...fieldAria(inputId, error, range)}
        />
        <span className="feedback-form__counter" aria-live="polite" data-testid="feedback-counter">
          {field.value.length}/{FEEDBACK_MAX_LENGTH}
        </span>
      </div>
    </FieldFrame>
  );
}
