import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  forgetRememberedLogin,
  type LoginType,
  readRememberedLogin,
  rememberLogin,
  rememberSessionPassword,
  setAutoLogin,
  startSession,
} from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { errorMessageKey } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { postLogin } from '../api/login';
import { postNoLoginSms } from '../api/send-sms';
import { type FieldError, type FieldErrors, fieldErrorText, isCode } from '../lib/field-error';
import { stripLeadingZero } from '../lib/field-rules';
import { type LoginField, validateLogin } from '../lib/login-rules';
import { useFieldRefs } from '../lib/use-field-refs';
import { CaptchaField } from './form/captcha-field';
import { CheckField } from './form/check-field';
import { FormAlert } from './form/form-alert';
import { FormTabs } from './form/form-tabs';
import { MobileField } from './form/mobile-field';
import { PasswordField } from './form/password-field';
import { SmsCodeField } from './form/sms-code-field';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';
import { SocialLogin } from './social-login';
import { TrialButton } from './trial-button';

type Values = Record<LoginField, string>;

/** Minutes until a lockout ends, from value.lockedUntil (the message text is never parsed). */
function lockMinutes(error: ApiError): number {
  const value = error.value as { lockedUntil?: unknown } | undefined;
  const until = typeof value?.lockedUntil === 'string' ? Date.parse(value.lockedUntil) : Number.NaN;
  return Number.isNaN(until) ? 15 : Math.max(1, Math.ceil((until - Date.now()) / 60_000));
}

function hasCaptchaFlag(error: unknown): boolean {
  return error instanceof ApiError && (error.value as { captcha?: unknown } | undefined)?.captcha === true;
}

/**
 * Spec section 2 'Login screen' and section 4 'Login': username+password or SMS code (SMS only
 * with MOBILENUMREG3), remember password, a captcha only after a failure that carries the captcha
 * flag, links to forget and register, trial and social login by flag.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const whitelabel = useWhitelabel();
  const flags = whitelabel?.flags;
  const canUseSms = flags?.MOBILENUMREG3 === true;

  // Spec section 3 'Remembered login': the form refills from the remembered record.
  const [remembered] = useState(readRememberedLogin);
  const [chosenType, setType] = useState<LoginType>(remembered?.type ?? 'username');
  const type: LoginType = canUseSms ? chosenType : 'username';
  const [values, setValues] = useState<Values>({
    username: remembered?.type === 'username' ? remembered.username : '',
    password: remembered?.type === 'username' ? remembered.password : '',
    mobileNum: remembered?.type === 'sms' ? remembered.username : '',
    verificationCode: '',
    captcha: '',
  });
  const [dialingCode, setDialingCode] = useState(remembered?.countryDialingCode ?? '');
  const [isRemembered, setRemembered] = useState(remembered !== undefined);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [alert, setAlert] = useState<string>();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const captcha = useCaptcha('login', showCaptcha);
  const fields = useFieldRefs<LoginField>();

  const setValue = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showFieldError = (field: LoginField, error: FieldError) => {
    setErrors({ [field]: error });
    fields.focus(field);
  };

  const login = useMutation({
    mutationFn: () =>
      postLogin({
        type,
        username: type === 'username' ? values.username.trim() : undefined,
        password: type === 'username' ? values.password : undefined,
        mobileNum: type === 'sms' ? stripLeadingZero(values.mobileNum) : undefined,
        countryDialingCode: type === 'sms' ? dialingCode : undefined,
        verificationCode: type === 'sms' ? values.verificationCode : undefined,
        captcha: showCaptcha ? values.captcha : undefined,
        captchaKey: showCaptcha ? captcha.data?.captchaKey : undefined,
      }),
  });

  const handleFailure = (error: unknown) => {
    // Spec section 4: the captcha appears only after a failure whose error carries the flag. It is
    // single use, so any failed submit needs a new one.
    if (hasCaptchaFlag(error) || isCode(error, 'CAPTCHA_REQUIRED', 'INVALID_CAPTCHA')) setShowCaptcha(true);
    if (showCaptcha) void captcha.refetch();
    setValues((current) => ({ ...current, captcha: '' }));
    if (isCode(error, 'CAPTCHA_REQUIRED', 'INVALID_CAPTCHA')) {
      // A captcha the form did not show yet is no mistake of the player's: just ask for it.
      if (showCaptcha) showFieldError('captcha', { key: errorMessageKey(error) });
      else setAlert(t('error.CAPTCHA_REQUIRED'));
      return;
    }
    if (isCode(error, 'SMS_CODE_EXPIRED'))
      return showFieldError('verificationCode', { key: 'error.SMS_CODE_EXPIRED' });
    if (isCode(error, 'ACCOUNT_LOCKED')) return setAlert(t('auth.locked', { count: lockMinutes(error) }));
    setAlert(t(errorMessageKey(error)));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const found = validateLogin(type, values, showCaptcha);
    setErrors(found.errors);
    if (found.first) return fields.focus(found.first);
    try {
      const answer = await login.mutateAsync();
      startSession(queryClient, {
        token: answer.token,
        merchantCode: answer.merchantCode,
        userName: answer.userName,
        type: answer.type,
        firstTimeLogin: answer.firstTimeLogin,
      });
      if (isRemembered) {
        rememberLogin({
          type,
          username: type === 'username' ? values.username.trim() : stripLeadingZero(values.mobileNum),
          password: type === 'username' ? values.password : '',
          countryDialingCode: dialingCode,
        });
        setAutoLogin(true);
      } else {
        forgetRememberedLogin();
      }
      // Spec section 2 'Change-password screen': the old-password field is skipped when the
      // password of this session is known.
      if (type === 'username') rememberSessionPassword(values.password);
      navigate(answer.firstTimeLogin ? paths.changePassword() : paths.home(), { replace: true });
    } catch (error) {
      handleFailure(error);
    }
  };

  const sendCode = async () => {
    const found = validateLogin('sms', values, false, ['mobileNum']);
    if (found.first) {
      setErrors(found.errors);
      fields.focus(found.first);
      return undefined;
    }
    try {
      return await postNoLoginSms(
        { mobileNum: stripLeadingZero(values.mobileNum), countryDialingCode: dialingCode },
        'login',
      );
    } catch (error) {
      showFieldError('mobileNum', { key: errorMessageKey(error) });
      return undefined;
    }
  };

  const message = (field: LoginField) => fieldErrorText(errors[field], t);

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      {canUseSms && (
        <FormTabs
          label={t('auth.loginMethod')}
          tabs={[
            { id: 'username', label: t('auth.byPassword') },
            { id: 'sms', label: t('auth.bySms') },
          ]}
          value={type}
          onChange={(next) => {
            setType(next);
            setErrors({});
            setAlert(undefined);
          }}
        />
      )}

      {type === 'username' ? (
        <>
          <TextField
            ref={fields.ref('username')}
            label={t('form.username')}
            value={values.username}
            onValueChange={setValue('username')}
            error={message('username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={64}
          />
          <PasswordField
            ref={fields.ref('password')}
            label={t('form.password')}
            value={values.password}
            onValueChange={setValue('password')}
            error={message('password')}
            autoComplete="current-password"
            maxLength={64}
          />
        </>
      ) : (
        <>
          <MobileField
            ref={fields.ref('mobileNum')}
            label={t('form.mobileNum')}
            value={values.mobileNum}
            onValueChange={setValue('mobileNum')}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            error={message('mobileNum')}
          />
          <SmsCodeField
            ref={fields.ref('verificationCode')}
            label={t('form.verificationCode')}
            value={values.verificationCode}
            onValueChange={setValue('verificationCode')}
            onSend={sendCode}
            error={message('verificationCode')}
          />
        </>
      )}

      {showCaptcha && (
        <CaptchaField
          ref={fields.ref('captcha')}
          captcha={captcha}
          value={values.captcha}
          onValueChange={setValue('captcha')}
          error={message('captcha')}
        />
      )}

      <div className="auth-form__row">
        <CheckField checked={isRemembered} onCheckedChange={setRemembered}>
          {t('auth.rememberPassword')}
        </CheckField>
        <Link to={paths.forget()} className="auth-link">
          {t('auth.forgotPassword')}
        </Link>
      </div>

      <FormAlert message={alert} />
      <SubmitButton isPending={login.isPending}>{t('nav.login')}</SubmitButton>

      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <Link to={paths.register()} className="auth-link">
          {t('auth.registerNow')}
        </Link>
      </p>

      {flags?.FREEPLAY === true && <TrialButton />}
      <SocialLogin flags={flags} />
    </form>
  );
}
