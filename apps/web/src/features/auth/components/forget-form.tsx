import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorShower,
  FORM_ERROR,
  Form,
  FormFooter,
  FormTabs,
  SmsCodeField,
  TextField,
} from '@/components/form';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-message';
import {
  checkedBy,
  isCode,
  refusalField,
  refusalMessage,
  says,
  stripLeadingZero,
  useZodForm,
} from '@/lib/form';
import { postEmailCode, postResetBySms, putResetByEmail } from '../api/passwords';
import { postNoLoginSms } from '../api/send-sms';
import { useRegisterRules } from '../api/use-register-rules';
import {
  FORGET_IDENTITY,
  type ForgetField,
  type ForgetValues,
  type ForgetWay,
  validateForget,
} from '../lib/forget-rules';
import { MobileNumberField } from './mobile-number-field';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: ForgetValues = {
  mobileNum: '',
  username: '',
  email: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

/**
 * /m/forget (spec section 2 route list: forgotten password, also a find-by-SMS variant): a code by
 * SMS or by e-mail, then the new password twice. Success goes to /m/login.
 */
export function ForgetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const rules = useRegisterRules();
  const [way, setWay] = useState<ForgetWay>('sms');
  const [dialingCode, setDialingCode] = useState('');
  const schema = useMemo(
    () => checkedBy<ForgetValues>((values) => validateForget(way, values, rules.password)),
    [way, rules.password],
  );
  const form = useZodForm(schema, EMPTY);

  const showError = errorShower(form);

  const switchWay = (next: ForgetWay) => {
    setWay(next);
    form.reset({ ...EMPTY, mobileNum: form.getValues('mobileNum') });
  };

  const sendCode = async () => {
    const identity = FORGET_IDENTITY[way];
    if (!(await form.trigger(identity, { shouldFocus: true }))) return undefined;
    const values = form.getValues();
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
      showError(identity[0] ?? 'mobileNum', { key: errorMessageKey(error) });
      return undefined;
    }
  };

  const handleSubmit = async (values: ForgetValues) => {
    const { verificationCode, newPassword, confirmNewPassword } = values;
    try {
      await (way === 'sms'
        ? postResetBySms({
            mobileNum: stripLeadingZero(values.mobileNum),
            countryDialingCode: dialingCode,
            verificationCode,
            newPassword,
            confirmNewPassword,
          })
        : putResetByEmail({
            username: values.username.trim(),
            email: values.email.trim(),
            verificationCode,
            newPassword,
            confirmNewPassword,
          }));
      toast(t('forget.success'), { durationMs: 3000 });
      navigate(paths.login(), { replace: true });
    } catch (error) {
      if (isCode(error, 'SMS_CODE_INVALID', 'SMS_CODE_EXPIRED'))
        return showError('verificationCode', refusalMessage(error));
      if (isCode(error, 'PASSWORD_MISMATCH'))
        return showError('confirmNewPassword', says('newPasswordMismatch'));
      const field = refusalField(error);
      if (field && field in EMPTY) return showError(field as ForgetField, refusalMessage(error));
      showError(FORM_ERROR, { key: errorMessageKey(error) });
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="form-stack" rules={rules}>
      <p className="lead-text">{t('forget.lead')}</p>
      <FormTabs
        label={t('forget.method')}
        tabs={{ sms: t('forget.bySms'), email: t('forget.byEmail') }}
        value={way}
        onChange={switchWay}
      />
      {way === 'sms' ? (
        <MobileNumberField
          name="mobileNum"
          label={t('form.mobileNum')}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
        />
      ) : (
        <>
          <TextField
            name="username"
            label={t('form.username')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
          />
          <TextField
            name="email"
            label={t('form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={200}
          />
        </>
      )}
      <SmsCodeField
        key={way}
        name="verificationCode"
        channel={way}
        label={t('form.verificationCode')}
        onSend={sendCode}
      />
      <NewPasswordFields hint={rules.password?.message} />
      <FormFooter>{t('forget.submit')}</FormFooter>
    </Form>
  );
}
