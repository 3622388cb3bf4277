import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CheckField,
  errorShower,
  FORM_ERROR,
  Form,
  FormFooter,
  FormTabs,
  PasswordField,
  SmsCodeField,
  TextField,
} from '@/components/form';
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
import { checkedBy, isCode, refusalMessage, stripLeadingZero, useZodForm } from '@/lib/form';
import { useCaptcha } from '../api/get-captcha';
import { postLogin } from '../api/login';
import { postNoLoginSms } from '../api/send-sms';
import { type LoginField, validateLogin } from '../lib/login-rules';
import { sessionOf } from '../lib/session-of';
import { AuthSwitch } from './auth-switch';
import { CaptchaField } from './captcha-field';
import { MobileNumberField } from './mobile-number-field';
import { SocialLogin } from './social-login';
import { TrialButton } from './trial-button';

type LoginValues = Record<LoginField, string> & { remember: boolean };

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
  const flags = useWhitelabel()?.flags;
  const canUseSms = flags?.MOBILENUMREG3 === true;

  // Spec section 3 'Remembered login': the form refills from the remembered record.
  const [remembered] = useState(readRememberedLogin);
  const [chosenType, setType] = useState<LoginType>(remembered?.type ?? 'username');
  const type: LoginType = canUseSms ? chosenType : 'username';
  const [dialingCode, setDialingCode] = useState(remembered?.countryDialingCode ?? '');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const captcha = useCaptcha('login', showCaptcha);
  const schema = useMemo(
    () => checkedBy<LoginValues>((values) => validateLogin(type, values, showCaptcha).errors),
    [type, showCaptcha],
  );
  const form = useZodForm(schema, {
    username: remembered?.type === 'username' ? remembered.username : '',
    password: remembered?.type === 'username' ? remembered.password : '',
    mobileNum: remembered?.type === 'sms' ? remembered.username : '',
    verificationCode: '',
    captcha: '',
    remember: remembered !== undefined,
  });

  const showError = errorShower(form);

  const handleFailure = (error: unknown) => {
    // Spec section 4: the captcha appears only after a failure whose error carries the flag. It is
    // single use, so any failed submit needs a new one.
    if (hasCaptchaFlag(error) || isCode(error, 'CAPTCHA_REQUIRED', 'INVALID_CAPTCHA')) setShowCaptcha(true);
    if (showCaptcha) void captcha.refetch();
    form.setValue('captcha', '');
    if (isCode(error, 'CAPTCHA_REQUIRED', 'INVALID_CAPTCHA')) {
      // A captcha the form did not show yet is no mistake of the player's: just ask for it.
      return showCaptcha
        ? showError('captcha', { key: errorMessageKey(error) })
        : showError(FORM_ERROR, { key: 'error.CAPTCHA_REQUIRED' });
    }
    if (isCode(error, 'SMS_CODE_EXPIRED'))
      return showError('verificationCode', { key: 'error.SMS_CODE_EXPIRED' });
    if (isCode(error, 'ACCOUNT_LOCKED')) {
      return showError(FORM_ERROR, { key: 'auth.locked', values: { count: lockMinutes(error) } });
    }
    // A time-out, self-exclusion or the register (issue 19): the server's text says when it ends.
    if (
      isCode(error, 'RG_TIMED_OUT', 'RG_SELF_EXCLUDED', 'RG_SELF_EXCLUDED_INDEFINITE', 'RG_REGISTER_EXCLUDED')
    )
      return showError(FORM_ERROR, refusalMessage(error));
    showError(FORM_ERROR, { key: errorMessageKey(error) });
  };

  const handleSubmit = async (values: LoginValues) => {
    const isSms = type === 'sms';
    try {
      const answer = await postLogin({
        type,
        username: isSms ? undefined : values.username.trim(),
        password: isSms ? undefined : values.password,
        mobileNum: isSms ? stripLeadingZero(values.mobileNum) : undefined,
        countryDialingCode: isSms ? dialingCode : undefined,
        verificationCode: isSms ? values.verificationCode : undefined,
        captcha: showCaptcha ? values.captcha : undefined,
        captchaKey: showCaptcha ? captcha.data?.captchaKey : undefined,
      });
      startSession(queryClient, sessionOf(answer));
      if (values.remember) {
        rememberLogin({
          type,
          username: isSms ? stripLeadingZero(values.mobileNum) : values.username.trim(),
          password: isSms ? '' : values.password,
          countryDialingCode: dialingCode,
        });
        setAutoLogin(true);
      } else {
        forgetRememberedLogin();
      }
      // Spec section 2 'Change-password screen': the old-password field is skipped when the
      // password of this session is known.
      if (!isSms) rememberSessionPassword(values.password);
      navigate(answer.firstTimeLogin ? paths.changePassword() : paths.home(), { replace: true });
    } catch (error) {
      handleFailure(error);
    }
  };

  const switchType = (next: LoginType) => {
    setType(next);
    form.clearErrors();
  };

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return undefined;
    try {
      const mobile = {
        mobileNum: stripLeadingZero(form.getValues('mobileNum')),
        countryDialingCode: dialingCode,
      };
      return await postNoLoginSms(mobile, 'login');
    } catch (error) {
      showError('mobileNum', { key: errorMessageKey(error) });
      return undefined;
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="form-stack">
      {canUseSms && (
        <FormTabs
          label={t('auth.loginMethod')}
          tabs={{ username: t('auth.byPassword'), sms: t('auth.bySms') }}
          value={type}
          onChange={switchType}
        />
      )}

      {type === 'username' ? (
        <>
          <TextField
            name="username"
            label={t('form.username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={64}
          />
          <PasswordField
            name="password"
            label={t('form.password')}
            autoComplete="current-password"
            maxLength={64}
          />
        </>
      ) : (
        <>
          <MobileNumberField
            name="mobileNum"
            label={t('form.mobileNum')}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
          />
          <SmsCodeField name="verificationCode" label={t('form.verificationCode')} onSend={sendCode} />
        </>
      )}

      {showCaptcha && <CaptchaField name="captcha" captcha={captcha} />}

      <div className="auth-form__row">
        <CheckField name="remember">{t('auth.rememberPassword')}</CheckField>
        <Link to={paths.forget()} className="auth-link">
          {t('auth.forgotPassword')}
        </Link>
      </div>

      <FormFooter>{t('nav.login')}</FormFooter>

      <AuthSwitch question={t('auth.noAccount')} to={paths.register()} label={t('auth.registerNow')} />

      {flags?.FREEPLAY === true && <TrialButton />}
      <SocialLogin flags={flags} />
    </Form>
  );
}
