import type { MemberInfo } from '@ficha/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import {
  checkRule,
  type FieldError,
  FormAlert,
  FormTabs,
  fieldErrorText,
  isCode,
  PasswordField,
  refusalError,
  refusalField,
  ruleMap,
  SmsCodeField,
  SubmitButton,
  useFieldRefs,
  useRegisterSettings,
} from '@/features/auth';
import { errorMessageKey } from '@/i18n/error-message';
import {
  type PaymentCodeChannel,
  postPaymentPasswordCode,
  useSavePaymentPassword,
} from '../api/payment-password';

type Field = 'password' | 'verificationCode' | 'paymentPassword' | 'confirmPaymentPassword';

interface PaymentPasswordSheetProps {
  open: boolean;
  onClose: () => void;
  member: MemberInfo;
  /** After a save, for screens that show the payment password's state (the withdraw lock). */
  onSaved?: () => void;
}

/**
 * Payment password (spec section 7 'Security'): set it with the login password when there is none;
 * reset it (which also lifts a lock after wrong answers) with a code to the bound number or
 * e-mail address, or with the login password when neither is bound.
 */
export function PaymentPasswordSheet({ open, onClose, member, onSaved }: PaymentPasswordSheetProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useRegisterSettings();
  const rule = useMemo(() => ruleMap(settings.data?.list).paymentPassword, [settings.data]);
  const save = useSavePaymentPassword();
  const channels: PaymentCodeChannel[] = [
    ...(member.mobileNum ? (['SMS'] as const) : []),
    ...(member.email ? (['EMAIL'] as const) : []),
  ];
  const way = member.hasPaymentPassword && channels.length > 0 ? 'code' : 'password';
  const [chosenChannel, setChannel] = useState<PaymentCodeChannel>();
  const channel = chosenChannel ?? channels[0] ?? 'SMS';
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    verificationCode: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [alert, setAlert] = useState<string>();
  const inputs = useFieldRefs<Field>();
  const title = t(member.hasPaymentPassword ? 'member.resetPaymentPassword' : 'member.setPaymentPassword');

  const setValue = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showError = (field: Field, error: FieldError) => {
    setErrors({ [field]: error });
    inputs.focus(field);
  };

  const sendCode = async () => {
    try {
      const answer = await postPaymentPasswordCode(channel);
      toast(t('form.codeSent'));
      return answer;
    } catch (error) {
      showError('verificationCode', { key: errorMessageKey(error) });
      return undefined;
    }
  };

  const validate = (): Field | undefined => {
    const found: Partial<Record<Field, FieldError>> = {};
    if (way === 'password' && !values.password) found.password = { key: 'Enter password' };
    if (way === 'code' && !/^\d{1,10}$/.test(values.verificationCode))
      found.verificationCode = { key: 'form.enterCode' };
    if (!values.paymentPassword) found.paymentPassword = { key: 'Enter password' };
    else if (rule && checkRule({ ...rule, enabled: true, required: true }, values.paymentPassword)) {
      found.paymentPassword = { text: rule.message };
    }
    if (!values.confirmPaymentPassword) found.confirmPaymentPassword = { key: 'incorrect password' };
    else if (values.confirmPaymentPassword !== values.paymentPassword) {
      found.confirmPaymentPassword = { key: 'confirmation is not correct' };
    }
    setErrors(found);
    return (['password', 'verificationCode', 'paymentPassword', 'confirmPaymentPassword'] as const).find(
      (field) => found[field],
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const first = validate();
    if (first) return inputs.focus(first);
    const passwords = {
      paymentPassword: values.paymentPassword,
      confirmPaymentPassword: values.confirmPaymentPassword,
    };
    save.mutate(
      way === 'code'
        ? { way, channel, verificationCode: values.verificationCode, ...passwords }
        : { way, password: values.password, ...passwords },
      {
        onSuccess: () => {
          toast(t('member.paymentPasswordSaved'));
          onSaved?.();
          onClose();
        },
        onError: (error) => {
          if (isCode(error, 'WRONG_PASSWORD')) return showError('password', { key: 'error.WRONG_PASSWORD' });
          if (isCode(error, 'SMS_CODE_INVALID', 'SMS_CODE_EXPIRED', 'SMS_CODE_TOO_MANY_ATTEMPTS')) {
            return showError('verificationCode', refusalError(error));
          }
          if (isCode(error, 'PASSWORD_MISMATCH')) {
            return showError('confirmPaymentPassword', { key: 'confirmation is not correct' });
          }
          const { field } = refusalField(error);
          if (field === 'paymentPassword' || field === 'confirmPaymentPassword') {
            return showError(field, refusalError(error));
          }
          setAlert(t(errorMessageKey(error)));
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} variant="sheet" label={title}>
      <div className="sheet-grip" aria-hidden="true" />
      <div className="sheet-head">
        <h2>{title}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.close')}>
          <Icon name="close" />
        </button>
      </div>
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        {way === 'code' && channels.length > 1 && (
          <FormTabs
            label={t('member.codeChannel')}
            tabs={[
              { id: 'SMS', label: t('forget.bySms') },
              { id: 'EMAIL', label: t('forget.byEmail') },
            ]}
            value={channel}
            onChange={(next) => {
              setChannel(next);
              setValue('verificationCode')('');
            }}
          />
        )}
        {way === 'code' ? (
          <SmsCodeField
            key={channel}
            channel={channel === 'EMAIL' ? 'email' : 'sms'}
            ref={inputs.ref('verificationCode')}
            label={
              channel === 'EMAIL'
                ? t('member.codeToEmail', { email: member.email })
                : t('member.codeTo', { number: `${member.countryDialingCode} ${member.mobileNum}` })
            }
            value={values.verificationCode}
            onValueChange={setValue('verificationCode')}
            onSend={sendCode}
            error={fieldErrorText(errors.verificationCode, t)}
          />
        ) : (
          <PasswordField
            ref={inputs.ref('password')}
            label={t('form.loginPassword')}
            value={values.password}
            onValueChange={setValue('password')}
            error={fieldErrorText(errors.password, t)}
            autoComplete="current-password"
            maxLength={64}
          />
        )}
        <PasswordField
          ref={inputs.ref('paymentPassword')}
          label={t('form.paymentPassword')}
          value={values.paymentPassword}
          onValueChange={setValue('paymentPassword')}
          error={fieldErrorText(errors.paymentPassword, t)}
          hint={rule?.message}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
        />
        <PasswordField
          ref={inputs.ref('confirmPaymentPassword')}
          label={t('form.confirmPaymentPassword')}
          value={values.confirmPaymentPassword}
          onValueChange={setValue('confirmPaymentPassword')}
          error={fieldErrorText(errors.confirmPaymentPassword, t)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
        />
        <FormAlert message={alert} />
        <SubmitButton isPending={save.isPending}>{t('form.save')}</SubmitButton>
      </form>
    </Modal>
  );
}
