import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorShower,
  FieldFrame,
  FORM_ERROR,
  Form,
  FormFooter,
  INPUT_CLASS,
  PasswordField,
} from '@/components/form';
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
import {
  checkedBy,
  isCode,
  refusalField,
  refusalMessage,
  says,
  useZodForm,
  validationMessages,
} from '@/lib/form';
import { putChangePassword } from '../api/passwords';
import { useRegisterRules } from '../api/use-register-rules';
import { checkNewPassword } from '../lib/password-rules';
import { NewPasswordFields } from './new-password-fields';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

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
  const rules = useRegisterRules();
  const [sessionPassword, setSessionPassword] = useState(readSessionPassword);
  const [isSamePopupOpen, setSamePopupOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const schema = useMemo(
    () =>
      checkedBy<Values>((values) => ({
        oldPassword: sessionPassword || values.oldPassword ? undefined : says('passwordRequired'),
        ...checkNewPassword(rules.password, values.newPassword, values.confirmNewPassword),
      })),
    [sessionPassword, rules.password],
  );
  const form = useZodForm(schema, { oldPassword: '', newPassword: '', confirmNewPassword: '' });

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => navigate(paths.home(), { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const showError = errorShower(form);

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
    if (isCode(error, 'PASSWORD_MISMATCH'))
      return showError('confirmNewPassword', says('newPasswordMismatch'));
    const field = refusalField(error);
    if (field === 'newPassword' || field === 'confirmNewPassword') {
      const message = refusalMessage(error);
      // The server sends no text for an empty confirmation: the spec's own words then.
      return showError(
        field,
        'text' in message || field === 'newPassword' ? message : says('passwordRequired'),
      );
    }
    showError(FORM_ERROR, { key: errorMessageKey(error) });
  };

  const handleSubmit = async (values: Values) => {
    const oldPassword = sessionPassword ?? values.oldPassword;
    // Spec section 5: the new password must differ from the old one (a popup says so).
    if (values.newPassword === oldPassword) return setSamePopupOpen(true);
    try {
      await putChangePassword({ ...values, oldPassword });
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
    <Form form={form} onSubmit={handleSubmit} className="form-stack" rules={rules}>
      <FieldFrame inputId="change-password-username" label={t('form.username')} error={undefined}>
        <input id="change-password-username" className={INPUT_CLASS.box} value={userName} readOnly />
      </FieldFrame>
      {sessionPassword === undefined && (
        <PasswordField
          name="oldPassword"
          label={t('form.oldPassword')}
          autoComplete="current-password"
          maxLength={64}
        />
      )}
      <NewPasswordFields hint={rules.password?.message} />
      <FormFooter disabled={isDone}>{t('form.confirm')}</FormFooter>

      <Modal
        open={isSamePopupOpen}
        onClose={() => setSamePopupOpen(false)}
        variant="dialog"
        label={t('title.changePassword')}
        className="auth-popup"
      >
        <p className="auth-popup__text">{t(validationMessages.samePassword)}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => setSamePopupOpen(false)}>
          {t('action.ok')}
        </button>
      </Modal>
    </Form>
  );
}
