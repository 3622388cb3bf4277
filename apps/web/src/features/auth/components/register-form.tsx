import type { RegisterField, RegisterSettings, Whitelabel } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { rememberSessionPassword, startSession } from '@/features/session';
import { errorMessageKey } from '@/i18n/error-message';
import { apiGet } from '@/lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { getAffiliate, putRegister } from '../api/register';
import { postRegisterSms } from '../api/send-sms';
import { type FieldError, type FieldErrors, fieldErrorText, isCode } from '../lib/field-error';
import { checkRule, ruleMap, stripLeadingZero } from '../lib/field-rules';
import { clearRegisterCache, readRegisterCache, saveRegisterCache } from '../lib/register-cache';
import { type RegisterFormField, registerRefusal } from '../lib/register-refusal';
import {
  EMPTY_REGISTER_VALUES,
  effectiveRules,
  type RegisterTab,
  type RegisterValues,
  registerPayload,
  validateRegister,
  visibleFields,
} from '../lib/register-rules';
import { useFieldRefs } from '../lib/use-field-refs';
import { CheckField } from './form/check-field';
import { FormAlert } from './form/form-alert';
import { FormTabs } from './form/form-tabs';
import { SubmitButton } from './form/submit-button';
import { RegisterFieldInput } from './register-field';
import { SocialLogin } from './social-login';

// Spec section 5 and section 8: 'invitation code error' shows for 1 s.
const INVITATION_ERROR_MS = 1000;

interface RegisterFormProps {
  settings: RegisterSettings;
  flags: Whitelabel['flags'];
}

/**
 * Spec section 2 'Register screen' and section 4 'Registration submit': tabs by flags, fields by the
 * server's settings, SMS code, captcha, age and terms; validate all (focus the first invalid),
 * check the invitation code, then register and sign in.
 */
export function RegisterForm({ settings, flags }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const canUseUsername = flags.USERNAMEREG3 === true;
  const canUseMobile = flags.MOBILENUMREG3 === true;

  // Spec section 2: the typed fields saved before the terms link come back on return.
  const [cache] = useState(readRegisterCache);
  // Spec section 3: the invitation code may come from the link (?affiliateCode= or ?code=).
  const linkCode = searchParams.get('affiliateCode') ?? searchParams.get('code') ?? '';
  const [tab, setTab] = useState<RegisterTab>(() => {
    if (cache && (cache.tab === 'mobile' ? canUseMobile : canUseUsername)) return cache.tab;
    // Spec section 2: mobile-only registration starts on the mobile tab.
    return canUseUsername ? 'username' : 'mobile';
  });
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...EMPTY_REGISTER_VALUES,
    affiliateCode: linkCode,
    ...cache?.values,
  }));
  const [dialingCode, setDialingCode] = useState(cache?.dialingCode ?? '');
  const [isAgeConfirmed, setAgeConfirmed] = useState(cache?.ageConfirmed ?? false);
  const [hasAcceptedTerms, setAcceptedTerms] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<RegisterFormField>>({});
  const [alert, setAlert] = useState<string>();
  const [checkedCode, setCheckedCode] = useState<string>();
  // Covers the invitation-code check and the registration, so a second tap cannot start another.
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useFieldRefs<RegisterFormField>();

  const rules = useMemo(
    () => effectiveRules(ruleMap(settings.list), tab, flags),
    [settings.list, tab, flags],
  );
  const fields = useMemo(
    () =>
      visibleFields(
        rules,
        tab,
        settings.list.map((rule) => rule.field),
      ),
    [rules, tab, settings.list],
  );
  const hasCaptcha = fields.includes('captcha');
  const captcha = useCaptcha('register', hasCaptcha);

  const setValue = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showError = (field: RegisterFormField, error: FieldError) => {
    setErrors((current) => ({ ...current, [field]: error }));
    inputs.focus(field);
  };

  const switchTab = (next: RegisterTab) => {
    if (next === tab) return;
    // Spec section 2: switching tabs carries the typed mobile number over and clears cached data.
    clearRegisterCache();
    setValues({ ...EMPTY_REGISTER_VALUES, affiliateCode: linkCode, mobileNum: values.mobileNum });
    setErrors({});
    setAlert(undefined);
    setTab(next);
  };

  const saveForTerms = () => saveRegisterCache({ tab, values, dialingCode, ageConfirmed: isAgeConfirmed });

  const sendCode = async () => {
    if (checkRule({ ...rules.mobileNum!, required: true }, stripLeadingZero(values.mobileNum))) {
      showError('mobileNum', { rule: 'mobileNum' });
      return undefined;
    }
    try {
      const answer = await postRegisterSms({
        mobileNum: stripLeadingZero(values.mobileNum),
        countryDialingCode: dialingCode,
      });
      toast(t('form.codeSent'));
      return answer;
    } catch (error) {
      showError(isCode(error, 'MOBILE_TAKEN') ? 'mobileNum' : 'verificationCode', {
        key: errorMessageKey(error),
      });
      return undefined;
    }
  };

  // Optional live check (GET /wps/check/username) once the name already follows its rule.
  const checkUsername = async () => {
    const username = values.username.trim();
    if (!username || checkRule(rules.username, username)) return;
    const answer = await apiGet<{ available: boolean }>('/wps/check/username', {
      params: { username },
    }).catch(() => undefined);
    if (answer?.available === false)
      setErrors((current) => ({ ...current, username: { key: 'error.USERNAME_TAKEN' } }));
  };

  const register = useMutation({
    mutationFn: () =>
      putRegister(
        tab,
        registerPayload(tab, fields, values, {
          dialingCode,
          captchaKey: captcha.data?.captchaKey,
          affiliateCode: fields.includes('affiliateCode') ? values.affiliateCode.trim() : '',
          idNumberIsCpf: settings.idNumberIsCpf,
        }),
      ),
  });

  /** Spec section 5: an entered invitation code is checked; on failure 'invitation code error' for 1 s. */
  const invitationCodeIsValid = async (): Promise<boolean> => {
    const code = values.affiliateCode.trim();
    if (!fields.includes('affiliateCode') || !code || code === checkedCode) return true;
    try {
      await getAffiliate(code);
      setCheckedCode(code);
      return true;
    } catch (error) {
      if (!isCode(error, 'INVALID_INVITATION_CODE')) throw error;
      toast(t('invitation code error'), { durationMs: INVITATION_ERROR_MS });
      showError('affiliateCode', { key: 'invitation code error' });
      return false;
    }
  };

  const handleFailure = (error: unknown) => {
    // A captcha is single use: any failed submit needs a fresh one.
    if (hasCaptcha) {
      setValues((current) => ({ ...current, captcha: '' }));
      void captcha.refetch();
    }
    const refusal = registerRefusal(error, fields);
    if ('alert' in refusal) return setAlert(fieldErrorText(refusal.alert, t));
    if (refusal.isInvitationCode) toast(t('invitation code error'), { durationMs: INVITATION_ERROR_MS });
    showError(refusal.field, refusal.error);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const found = validateRegister(fields, rules, values, settings.idNumberIsCpf);
    const nextErrors: FieldErrors<RegisterFormField> = { ...found.errors };
    if (!isAgeConfirmed)
      nextErrors.ageConfirmed = { key: 'form.ageRequired', values: { age: settings.ageThreshold } };
    setErrors(nextErrors);
    const first = found.first ?? (nextErrors.ageConfirmed ? 'ageConfirmed' : undefined);
    if (first) return inputs.focus(first);
    setSubmitting(true);
    try {
      if (!(await invitationCodeIsValid())) return;
      const answer = await register.mutateAsync();
      clearRegisterCache();
      startSession(queryClient, {
        token: answer.token,
        merchantCode: answer.merchantCode,
        userName: answer.userName,
        type: answer.type,
        firstTimeLogin: answer.firstTimeLogin,
      });
      if (values.password) rememberSessionPassword(values.password);
      toast(t('register.success'));
      navigate(paths.home(), { replace: true });
    } catch (error) {
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      {canUseUsername && canUseMobile && (
        <FormTabs
          label={t('register.method')}
          tabs={[
            { id: 'username', label: t('register.byUsername') },
            { id: 'mobile', label: t('register.byMobile') },
          ]}
          value={tab}
          onChange={switchTab}
        />
      )}

      {fields.map((field) => (
        <RegisterFieldInput
          key={`${tab}-${field}`}
          field={field}
          rule={rules[field]!}
          value={values[field]}
          onValueChange={setValue(field)}
          error={fieldErrorText(errors[field], t, rules)}
          inputRef={inputs.ref(field)}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          onSendCode={sendCode}
          onUsernameBlur={checkUsername}
          captcha={captcha}
          idNumberIsCpf={settings.idNumberIsCpf}
        />
      ))}

      <CheckField
        ref={inputs.ref('ageConfirmed')}
        checked={isAgeConfirmed}
        onCheckedChange={(checked) => {
          setAgeConfirmed(checked);
          setErrors((current) => ({ ...current, ageConfirmed: undefined }));
        }}
        error={fieldErrorText(errors.ageConfirmed, t)}
      >
        {t('form.ageConfirm', { age: settings.ageThreshold })}
      </CheckField>
      <CheckField checked={hasAcceptedTerms} onCheckedChange={setAcceptedTerms}>
        {t('register.termsBefore')}{' '}
        <Link to={`${paths.help()}#terms`} className="auth-link" onClick={saveForTerms}>
          {t('register.termsLink')}
        </Link>
      </CheckField>

      <FormAlert message={alert} />
      {/* Spec section 2: submit is disabled while the terms are not accepted. */}
      <SubmitButton isPending={isSubmitting} disabled={!hasAcceptedTerms}>
        {t('nav.register')}
      </SubmitButton>

      <p className="auth-switch">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login()} className="auth-link">
          {t('nav.login')}
        </Link>
      </p>
      <SocialLogin flags={flags} />
    </form>
  );
}
