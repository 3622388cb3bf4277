import type { RegisterField, RegisterSettings, Whitelabel } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CheckField,
  errorShower,
  FORM_ERROR,
  Form,
  FormFooter,
  FormTabs,
  TextField,
} from '@/components/form';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { rememberSessionPassword, startSession } from '@/features/session';
import { errorMessageKey } from '@/i18n/error-message';
import { apiGet } from '@/lib/api-client';
import {
  checkedBy,
  checkRule,
  encodeMessage,
  isCode,
  ruleMap,
  says,
  stripLeadingZero,
  useZodForm,
  validationMessages,
} from '@/lib/form';
import { useCaptcha } from '../api/get-captcha';
import { getAffiliate, putRegister } from '../api/register';
import { postRegisterSms } from '../api/send-sms';
import { clearRegisterCache, readRegisterCache, saveRegisterCache } from '../lib/register-cache';
import { registerRefusal } from '../lib/register-refusal';
import {
  EMPTY_REGISTER_VALUES,
  effectiveRules,
  type RegisterTab,
  type RegisterValues,
  registerPayload,
  validateRegister,
  visibleFields,
} from '../lib/register-rules';
import { sessionOf } from '../lib/session-of';
import { AuthSwitch } from './auth-switch';
import { RegisterFieldInput } from './register-field';
import { SocialLogin } from './social-login';

// Spec section 5 and section 8: 'invitation code error' shows for 1 s.
const INVITATION_ERROR_MS = 1000;

type RegisterFormValues = RegisterValues & {
  ageConfirmed: boolean;
  acceptedTerms: boolean;
  /** Limits chosen at sign-up (issue 19): a daily loss limit and a session time, both optional. */
  rgLossDay: string;
  rgSessionMinutes: string;
};

/** The sign-up limits as the registration sends them; empty fields set nothing. */
export function signupLimits(values: Partial<Pick<RegisterFormValues, 'rgLossDay' | 'rgSessionMinutes'>>) {
  // A switch of tab resets the form to the registration fields alone: these may be missing then.
  const loss = (values.rgLossDay ?? '').trim().replace(',', '.');
  const minutes = (values.rgSessionMinutes ?? '').trim();
  return [
    ...(loss ? [{ kind: 'LOSS' as const, period: 'DAY' as const, amount: loss }] : []),
    ...(minutes ? [{ kind: 'SESSION' as const, period: 'SESSION' as const, amount: minutes }] : []),
  ];
}

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
  const [dialingCode, setDialingCode] = useState(cache?.dialingCode ?? '');
  const [checkedCode, setCheckedCode] = useState<string>();

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
  const schema = useMemo(
    () =>
      checkedBy<RegisterFormValues>((values) => ({
        ...validateRegister(fields, rules, values, settings.idNumberIsCpf).errors,
        ageConfirmed: values.ageConfirmed ? undefined : says('ageRequired', { age: settings.ageThreshold }),
      })),
    [fields, rules, settings.idNumberIsCpf, settings.ageThreshold],
  );
  const form = useZodForm(schema, {
    ...EMPTY_REGISTER_VALUES,
    affiliateCode: linkCode,
    ...cache?.values,
    ageConfirmed: cache?.ageConfirmed ?? false,
    acceptedTerms: true,
    rgLossDay: '',
    rgSessionMinutes: '',
  });
  const hasAcceptedTerms = form.watch('acceptedTerms');

  const showError = errorShower(form);

  const switchTab = (next: RegisterTab) => {
    if (next === tab) return;
    // Spec section 2: switching tabs carries the typed mobile number over and clears cached data.
    clearRegisterCache();
    const { mobileNum, ageConfirmed, acceptedTerms } = form.getValues();
    form.reset({
      ...EMPTY_REGISTER_VALUES,
      affiliateCode: linkCode,
      mobileNum,
      ageConfirmed,
      acceptedTerms,
      rgLossDay: '',
      rgSessionMinutes: '',
    });
    setTab(next);
  };

  const saveForTerms = () => {
    const {
      ageConfirmed,
      acceptedTerms: _,
      rgLossDay: _l,
      rgSessionMinutes: _s,
      ...values
    } = form.getValues();
    saveRegisterCache({ tab, values, dialingCode, ageConfirmed });
  };

  const sendCode = async () => {
    const mobileNum = stripLeadingZero(form.getValues('mobileNum'));
    if (checkRule({ ...rules.mobileNum!, required: true }, mobileNum)) {
      showError('mobileNum', { rule: 'mobileNum' });
      return undefined;
    }
    try {
      const answer = await postRegisterSms({ mobileNum, countryDialingCode: dialingCode });
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
    const username = form.getValues('username').trim();
    if (!username || checkRule(rules.username, username)) return;
    const answer = await apiGet<{ available: boolean }>('/wps/check/username', {
      params: { username },
    }).catch(() => undefined);
    if (answer?.available === false) {
      form.setError('username', { message: encodeMessage({ key: 'error.USERNAME_TAKEN' }) });
    }
  };

  /** Spec section 5: an entered invitation code is checked; on failure 'invitation code error' for 1 s. */
  const invitationCodeIsValid = async (affiliateCode: string): Promise<boolean> => {
    const code = affiliateCode.trim();
    if (!fields.includes('affiliateCode') || !code || code === checkedCode) return true;
    try {
      await getAffiliate(code);
      setCheckedCode(code);
      return true;
    } catch (error) {
      if (!isCode(error, 'INVALID_INVITATION_CODE')) throw error;
      toast(t(validationMessages.invitationCode), { durationMs: INVITATION_ERROR_MS });
      showError('affiliateCode', says('invitationCode'));
      return false;
    }
  };

  const handleFailure = (error: unknown) => {
    // A captcha is single use: any failed submit needs a fresh one.
    if (hasCaptcha) {
      form.setValue('captcha', '');
      void captcha.refetch();
    }
    const refusal = registerRefusal(error, fields);
    if ('alert' in refusal) return showError(FORM_ERROR, refusal.alert);
    if (refusal.isInvitationCode)
      toast(t(validationMessages.invitationCode), { durationMs: INVITATION_ERROR_MS });
    showError(refusal.field, refusal.error);
  };

  const handleSubmit = async (values: RegisterFormValues) => {
    try {
      if (!(await invitationCodeIsValid(values.affiliateCode))) return;
      const limits = signupLimits(values);
      const answer = await putRegister(tab, {
        ...registerPayload(tab, fields, values, {
          dialingCode,
          captchaKey: captcha.data?.captchaKey,
          affiliateCode: fields.includes('affiliateCode') ? values.affiliateCode.trim() : '',
          idNumberIsCpf: settings.idNumberIsCpf,
        }),
        ...(limits.length > 0 ? { rgLimits: limits } : {}),
      });
      clearRegisterCache();
      startSession(queryClient, sessionOf(answer));
      if (values.password) rememberSessionPassword(values.password);
      toast(t('register.success'));
      navigate(paths.home(), { replace: true });
    } catch (error) {
      handleFailure(error);
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="form-stack" rules={rules}>
      {canUseUsername && canUseMobile && (
        <FormTabs
          label={t('register.method')}
          tabs={{ username: t('register.byUsername'), mobile: t('register.byMobile') }}
          value={tab}
          onChange={switchTab}
        />
      )}

      {fields.map((field: RegisterField) => (
        <RegisterFieldInput
          key={`${tab}-${field}`}
          field={field}
          rule={rules[field]!}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          onSendCode={sendCode}
          onUsernameBlur={checkUsername}
          captcha={captcha}
          idNumberIsCpf={settings.idNumberIsCpf}
        />
      ))}

      <fieldset className="form-stack">
        <legend>{t('register.limitsTitle')}</legend>
        <TextField name="rgLossDay" label={t('register.lossLimit')} optional inputMode="decimal" />
        <TextField name="rgSessionMinutes" label={t('register.sessionLimit')} optional inputMode="numeric" />
      </fieldset>

      <CheckField name="ageConfirmed">{t('form.ageConfirm', { age: settings.ageThreshold })}</CheckField>
      <CheckField name="acceptedTerms">
        {t('register.termsBefore')}{' '}
        <Link to={`${paths.help()}#terms`} className="auth-link" onClick={saveForTerms}>
          {t('register.termsLink')}
        </Link>
      </CheckField>

      {/* Spec section 2: submit is disabled while the terms are not accepted. */}
      <FormFooter disabled={!hasAcceptedTerms}>{t('nav.register')}</FormFooter>

      <AuthSwitch question={t('register.haveAccount')} to={paths.login()} label={t('nav.login')} />
      <SocialLogin flags={flags} />
    </Form>
  );
}
