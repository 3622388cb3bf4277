import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import {
  clearSessionPassword,
  readSessionPassword,
  refreshRememberedPassword,
  updateSession,
} from '@/features/session';
import { errorMessageKey } from '@/i18n/error-message';
import { useRegisterSettings } from '../api/get-register-settings';
import { putChangePassword } from '../api/passwords';
import {
  type FieldError,
  type FieldErrors,
  fieldErrorText,
  isCode,
  refusalError,
  refusalField,
} from '../lib/field-error';
import { ruleMap } from '../lib/field-rules';
import { checkNewPassword } from '../lib/password-rules';
import { useFieldRefs } from '../lib/use-field-refs';
import { FormAlert } from './form/form-alert';
import { PasswordField } from './form/password-field';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

// Spec section 2 and section 9: after success the page goes home after 1 s.
const REDIRECT_MS = 1000;

/**
 * Spec section 2 'Change-password screen' and section 4 'Password change': read-only username, the
 * old password only when none is remembered in this session, new and confirm.
 */
export function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const settings = useRegisterSettings();
  const rules = useMemo(() => ruleMap(settings.data?.list), [settings.data]);
  const [sessionPassword, setSessionPassword] = useState(readSessionPassword);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string>();
  const [isSamePopupOpen, setSamePopupOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const inputs = useFieldRefs<Field>();
  const oldPassword = sessionPassword ?? values.oldPassword;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => navigate(paths.home(), { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const change = useMutation({
    mutationFn: () =>
      putChangePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      }),
  });

  const setValue = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showError = (field: Field, error: FieldError) => {
    setErrors({ [field]: error });
    inputs.focus(field);
  };

  const handleFailure = (error: unknown) => {
    if (isCode(error, 'SAME_PASSWORD')) return setSamePopupOpen(true);
    if (isCode(error, 'WRONG_PASSWORD')) {
      // The remembered password is out of date (changed on another device): ask for it instead.
      if (sessionPassword !== undefined) {
        clearSessionPassword();
        setSessionPassword(undefined);
      }
      return showError('oldPassword', { key: 'error.WRONG_PASSWORD' });
    }
    if (isCode(error, 'PASSWORD_MISMATCH')) {
      return showError('confirmNewPassword', { key: 'Confirmation password not matched' });
    }
    const { field } = refusalField(error);
    if (field === 'newPassword' || field === 'confirmNewPassword') {
      const fieldError = refusalError(error);
      // The server sends no text for an empty confirmation: the spec's own words then.
      return showError(
        field,
        'text' in fieldError || field === 'newPassword' ? fieldError : { key: 'Enter password' },
      );
    }
    setAlert(t(errorMessageKey(error)));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const found: FieldErrors<Field> = {
      ...(oldPassword ? {} : { oldPassword: { key: 'Enter password' } }),
      ...checkNewPassword(rules.password, values.newPassword, values.confirmNewPassword),
    };
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) return inputs.focus(first);
    // Spec section 5: the new password must differ from the old one (a popup says so).
    if (values.newPassword === oldPassword) return setSamePopupOpen(true);
    try {
      await change.mutateAsync();
      // Spec section 4: clear the session-stored password, refresh the remembered record.
      clearSessionPassword();
      refreshRememberedPassword(values.newPassword);
      updateSession({ firstTimeLogin: false });
      toast(t('password.changed'), { durationMs: REDIRECT_MS });
      setDone(true);
    } catch (error) {
      handleFailure(error);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <TextField label={t('form.username')} value={userName} onValueChange={() => {}} readOnly />
      {sessionPassword === undefined && (
        <PasswordField
          ref={inputs.ref('oldPassword')}
          label={t('form.oldPassword')}
          value={values.oldPassword}
          onValueChange={setValue('oldPassword')}
          error={fieldErrorText(errors.oldPassword, t)}
          autoComplete="current-password"
          maxLength={64}
        />
      )}
      <PasswordField
        ref={inputs.ref('newPassword')}
        label={t('form.newPassword')}
        value={values.newPassword}
        onValueChange={setValue('newPassword')}
        error={fieldErrorText(errors.newPassword, t, rules)}
        hint={rules.password?.message}
        autoComplete="new-password"
        maxLength={64}
      />
      <PasswordField
        ref={inputs.ref('confirmNewPassword')}
        label={t('form.confirmPassword')}
        value={values.confirmNewPassword}
        onValueChange={setValue('confirmNewPassword')}
        error={fieldErrorText(errors.confirmNewPassword, t)}
        autoComplete="new-password"
        maxLength={64}
      />
      <FormAlert message={alert} />
      <SubmitButton isPending={change.isPending} disabled={isDone}>
        {t('form.confirm')}
      </SubmitButton>

      <Modal
        open={isSamePopupOpen}
        onClose={() => setSamePopupOpen(false)}
        variant="dialog"
        label={t('title.changePassword')}
        className="auth-popup"
      >
        <p className="auth-popup__text">{t('The new password and the old password cannot be the same')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => setSamePopupOpen(false)}>
          {t('action.ok')}
        </button>
      </Modal>
    </form>
  );
}
