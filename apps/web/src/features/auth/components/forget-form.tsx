import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-message';
import { useRegisterSettings } from '../api/get-register-settings';
import { postEmailCode, postResetBySms, putResetByEmail } from '../api/passwords';
import { postNoLoginSms } from '../api/send-sms';
import {
  type FieldError,
  type FieldErrors,
  fieldErrorText,
  isCode,
  refusalError,
  refusalField,
} from '../lib/field-error';
import { ruleMap, stripLeadingZero } from '../lib/field-rules';
import { checkNewPassword } from '../lib/password-rules';
import { useFieldRefs } from '../lib/use-field-refs';
import { FormAlert } from './form/form-alert';
import { FormTabs } from './form/form-tabs';
import { MobileField } from './form/mobile-field';
import { PasswordField } from './form/password-field';
import { SmsCodeField } from './form/sms-code-field';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';

type Way = 'sms' | 'email';
type Field = 'mobileNum' | 'username' | 'email' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

const FIELDS: Record<Way, Field[]> = {
  sms: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
  email: ['username', 'email', 'verificationCode', 'newPassword', 'confirmNewPassword'],
};

const EMPTY: Record<Field, string> = {
  mobileNum: '',
  username: '',
  email: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** Presence and shape of the identity fields; the server answers alike whether an account matches. */
function checkIdentity(field: Field, value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (field === 'mobileNum') {
    if (!trimmed) return { key: 'form.enterMobile' };
    return /^\d{4,20}$/.test(trimmed) ? undefined : { key: 'The mobile num is not valid' };
  }
  if (field === 'username') return trimmed ? undefined : { key: 'form.enterUsername' };
  if (field === 'email')
    return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(trimmed) ? undefined : { key: 'form.enterEmail' };
  if (field === 'verificationCode') return /^\d{1,10}$/.test(value) ? undefined : { key: 'form.enterCode' };
  return undefined;
}

/**
 * /m/forget (spec section 2 route list: forgotten password, also a find-by-SMS variant): a code by
 * SMS or by e-mail, then the new password twice. Success goes to /m/login.
 */
export function ForgetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const settings = useRegisterSettings();
  const rules = useMemo(() => ruleMap(settings.data?.list), [settings.data]);
  const [way, setWay] = useState<Way>('sms');
  const [values, setValues] = useState(EMPTY);
  const [dialingCode, setDialingCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string>();
  const inputs = useFieldRefs<Field>();

  const setValue = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showError = (field: Field, error: FieldError) => {
    setErrors((current) => ({ ...current, [field]: error }));
    inputs.focus(field);
  };

  /** Validates `fields` in order; shows the errors and focuses the first. Answers true when all pass. */
  const validate = (fields: Field[]): boolean => {
    const found: FieldErrors<Field> = {};
    for (const field of fields) {
      const error = checkIdentity(field, values[field]);
      if (error) found[field] = error;
    }
    if (fields.includes('newPassword')) {
      Object.assign(found, checkNewPassword(rules.password, values.newPassword, values.confirmNewPassword));
    }
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.focus(first);
    return first === undefined;
  };

  const sendCode = async () => {
    const identity: Field[] = way === 'sms' ? ['mobileNum'] : ['username', 'email'];
    if (!validate(identity)) return undefined;
    try {
      const answer =
        way === 'sms'
          ? await postNoLoginSms(
              { mobileNum: stripLeadingZero(values.mobileNum), countryDialingCode: dialingCode },
              'reset',
            )
          : await postEmailCode({ username: values.username.trim(), email: values.email.trim() });
      toast(t('form.codeSent'));
      return answer;
    } catch (error) {
      showError(identity[0]!, { key: errorMessageKey(error) });
      return undefined;
    }
  };

  const reset = useMutation({
    mutationFn: () => {
      const password = { newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword };
      const verificationCode = values.verificationCode;
      return way === 'sms'
        ? postResetBySms({
            mobileNum: stripLeadingZero(values.mobileNum),
            countryDialingCode: dialingCode,
            verificationCode,
            ...password,
          })
        : putResetByEmail({
            username: values.username.trim(),
            email: values.email.trim(),
            verificationCode,
            ...password,
          });
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    if (!validate(FIELDS[way])) return;
    try {
      await reset.mutateAsync();
      toast(t('forget.success'), { durationMs: 3000 });
      navigate(paths.login(), { replace: true });
    } catch (error) {
      if (isCode(error, 'SMS_CODE_INVALID', 'SMS_CODE_EXPIRED'))
        return showError('verificationCode', refusalError(error));
      if (isCode(error, 'PASSWORD_MISMATCH')) {
        return showError('confirmNewPassword', { key: 'Confirmation password not matched' });
      }
      const { field } = refusalField(error);
      if (field && (FIELDS[way] as string[]).includes(field))
        return showError(field as Field, refusalError(error));
      setAlert(t(errorMessageKey(error)));
    }
  };

  const message = (field: Field) => fieldErrorText(errors[field], t, rules);

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <p className="auth-lead">{t('forget.lead')}</p>
      <FormTabs
        label={t('forget.method')}
        tabs={[
          { id: 'sms', label: t('forget.bySms') },
          { id: 'email', label: t('forget.byEmail') },
        ]}
        value={way}
        onChange={(next) => {
          setWay(next);
          setValues((current) => ({ ...EMPTY, mobileNum: current.mobileNum }));
          setErrors({});
          setAlert(undefined);
        }}
      />
      {way === 'sms' ? (
        <MobileField
          ref={inputs.ref('mobileNum')}
          label={t('form.mobileNum')}
          value={values.mobileNum}
          onValueChange={setValue('mobileNum')}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          error={message('mobileNum')}
        />
      ) : (
        <>
          <TextField
            ref={inputs.ref('username')}
            label={t('form.username')}
            value={values.username}
            onValueChange={setValue('username')}
            error={message('username')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
          />
          <TextField
            ref={inputs.ref('email')}
            label={t('form.email')}
            type="email"
            inputMode="email"
            value={values.email}
            onValueChange={setValue('email')}
            error={message('email')}
            autoComplete="email"
            maxLength={200}
          />
        </>
      )}
      <SmsCodeField
        key={way}
        channel={way}
        ref={inputs.ref('verificationCode')}
        label={t('form.verificationCode')}
        value={values.verificationCode}
        onValueChange={setValue('verificationCode')}
        onSend={sendCode}
        error={message('verificationCode')}
      />
      <PasswordField
        ref={inputs.ref('newPassword')}
        label={t('form.newPassword')}
        value={values.newPassword}
        onValueChange={setValue('newPassword')}
        error={message('newPassword')}
        hint={rules.password?.message}
        autoComplete="new-password"
        maxLength={64}
      />
      <PasswordField
        ref={inputs.ref('confirmNewPassword')}
        label={t('form.confirmPassword')}
        value={values.confirmNewPassword}
        onValueChange={setValue('confirmNewPassword')}
        error={message('confirmNewPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
      <FormAlert message={alert} />
      <SubmitButton isPending={reset.isPending}>{t('forget.submit')}</SubmitButton>
    </form>
  );
}
